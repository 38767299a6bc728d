import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import { useIntl } from '@sf/remote-kit';
import type { ReactElement } from 'react';
import { voucherValues } from '../../shared/format';
import { Link } from '@sf/ui';
import { Notice, PageRoot, Text } from '../../shared/layout';
import { PageHeading } from '../../shared/page-heading';
import type { ConfirmFailure } from '../../shared/state';

/** Props of {@link ConfirmedPage}. */
export type ConfirmedPageProps = { readonly locale: Locale; readonly focusHeading: boolean } & (
  | { readonly outcome: 'success'; readonly voucherIssued: boolean }
  | { readonly outcome: 'failure'; readonly reason: ConfirmFailure }
);

const FAILURE_TEXT: Record<ConfirmFailure, string> = {
  'token-used': 'newsletter.confirm.tokenUsed',
  'token-expired': 'newsletter.confirm.tokenExpired',
  'token-invalid': 'newsletter.confirm.tokenInvalid',
  error: 'newsletter.error.generic',
};

/**
 * Page 3: the server confirmed the link before rendering. Success mentions the 15 € voucher from
 * 90 € sent by mail; a used, expired or unknown link explains itself and offers a new sign-up.
 */
export function ConfirmedPage(props: ConfirmedPageProps): ReactElement {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  if (props.outcome === 'success') {
    return (
      <PageRoot>
        <PageHeading focus={props.focusHeading}>{t('newsletter.confirmed.title')}</PageHeading>
        <Text>{t('newsletter.confirmed.text')}</Text>
        <Text>
          {props.voucherIssued
            ? t('newsletter.confirmed.voucher', voucherValues(intl))
            : t('newsletter.confirmed.noVoucher')}
        </Text>
        <Text>
          <Link href={localizedPath('home', props.locale)}>{t('newsletter.confirmed.toShop')}</Link>
        </Text>
      </PageRoot>
    );
  }
  return (
    <PageRoot>
      <PageHeading focus={props.focusHeading}>{t('newsletter.confirm.errorTitle')}</PageHeading>
      <Notice $severity="error">
        <p>{t(FAILURE_TEXT[props.reason])}</p>
      </Notice>
      <Text>
        <Link href={localizedPath('newsletter-signup', props.locale)}>
          {t('newsletter.confirm.signupAgain')}
        </Link>
      </Text>
    </PageRoot>
  );
}
