import { PostForm } from '@sf/ui';
import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import type { ReactElement } from 'react';
import type { CheckoutLoginState } from '../../shared/checkout-state';
import { PostButton } from '../../shared/post-form';
import { Box, ButtonLink, CheckoutFrame, Columns, LocaleField, useT } from './checkout-frame';

/**
 * `/kasse/registrieren`: log in (the account's login page, back here), a new customer (the
 * account's registration, back here), or order as a guest (a form post: starts the checkout). A
 * logged-in customer continues as the customer.
 */
export function LoginPage({
  state,
  locale,
}: {
  readonly state: CheckoutLoginState;
  readonly locale: Locale;
}): ReactElement {
  const t = useT();
  const returnTo = encodeURIComponent(localizedPath('checkout-login', locale));
  const account = localizedPath('account', locale);
  const start = (mode: 'customer' | 'guest', label: string) => (
    <PostForm action="/api/basket/checkout/start" postKey={`start-${mode}`}>
      <LocaleField locale={locale} />
      <input type="hidden" name="mode" value={mode} />
      <PostButton>{label}</PostButton>
    </PostForm>
  );
  return (
    <CheckoutFrame
      title={t('checkout.login.title')}
      step="checkout-login"
      notice={state.notice ? { text: state.notice, alert: true } : null}
    >
      {state.customer ? (
        <Box>
          <h2>{t('checkout.login.customer.title')}</h2>
          {start('customer', t('checkout.login.customer.submit'))}
        </Box>
      ) : (
        <Columns $columns={3}>
          <Box>
            <h2>{t('checkout.login.existing.title')}</h2>
            <p>{t('checkout.login.existing.text')}</p>
            <ButtonLink href={`${account}?returnTo=${returnTo}`}>
              {t('checkout.login.existing.link')}
            </ButtonLink>
          </Box>
          <Box>
            <h2>{t('checkout.login.new.title')}</h2>
            <p>{t('checkout.login.new.text')}</p>
            <ButtonLink href={`${account}?returnTo=${returnTo}#sf-account-register`}>
              {t('checkout.login.new.link')}
            </ButtonLink>
          </Box>
          <Box>
            <h2>{t('checkout.login.guest.title')}</h2>
            <p>{t('checkout.login.guest.text')}</p>
            {start('guest', t('checkout.login.guest.submit'))}
          </Box>
        </Columns>
      )}
    </CheckoutFrame>
  );
}
