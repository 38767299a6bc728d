import { localizedPath } from '@sf/i18n';
import type { RemoteAppProps } from '@sf/remote-kit';
import type { ReactElement } from 'react';
import { CalculatorPage } from '../features/calculator/calculator-page';
import { FlexikontoPage } from '../features/flexikonto/flexikonto-page';
import { RateProtectionPage } from '../features/flexikonto/rate-protection-page';
import { CREDIT_STYLES } from '../shared/styles';
import { isCreditState } from '../shared/state';

/**
 * The credit remote's root: the calculator page, the Flexikonto overview or the rate protection
 * form, by the server state. The same component renders on the fragment server and hydrates.
 */
export function CreditApp({ props, initialState }: RemoteAppProps): ReactElement | null {
  const { locale } = props;
  if (!isCreditState(initialState)) return null;
  const page =
    initialState.page === 'calculator' ? (
      <CalculatorPage
        state={initialState}
        locale={locale}
        action={localizedPath('credit-calculator', locale)}
      />
    ) : initialState.page === 'flexikonto' ? (
      <FlexikontoPage
        state={initialState}
        locale={locale}
        protectionPath={localizedPath('credit-rate-protection', locale)}
      />
    ) : (
      <RateProtectionPage
        state={initialState}
        locale={locale}
        backPath={localizedPath('credit-flexikonto', locale)}
      />
    );
  return (
    <>
      <style>{CREDIT_STYLES}</style>
      {page}
    </>
  );
}
