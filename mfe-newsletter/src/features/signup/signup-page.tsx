import type { Locale } from '@sf/contracts';
import { useIntl } from '@sf/remote-kit';
import type { ReactElement } from 'react';
import { voucherValues } from '../../shared/format';
import { PageRoot, Text } from '../../shared/layout';
import type { PageBaseProps } from '../../shared/navigation';
import { PageHeading } from '../../shared/page-heading';
import type { FieldErrors, FormValues } from '../../shared/state';
import { SignupForm } from './signup-form';
import { useSubscribe } from './use-subscribe';

/** Props of {@link SignupPage}. */
export interface SignupPageProps extends PageBaseProps {
  readonly locale: Locale;
  readonly values?: FormValues | undefined;
  readonly fieldErrors?: FieldErrors | undefined;
}

/** Page 1 of the sign-up: heading, the voucher promise and the form; then page 2 or page 4. */
export function SignupPage(props: SignupPageProps): ReactElement {
  const intl = useIntl();
  const subscribe = useSubscribe(props.locale);
  return (
    <PageRoot>
      <PageHeading focus={props.focusHeading}>
        {intl.formatMessage({ id: 'newsletter.signup.title' })}
      </PageHeading>
      <Text>{intl.formatMessage({ id: 'newsletter.signup.intro' }, voucherValues(intl))}</Text>
      <SignupForm
        locale={props.locale}
        onSubmit={subscribe}
        onDone={(outcome) =>
          props.navigate(outcome === 'pending' ? 'newsletter-signup-pending' : 'newsletter-signup-existing')
        }
        initialValues={props.values}
        initialErrors={props.fieldErrors}
      />
    </PageRoot>
  );
}
