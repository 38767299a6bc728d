import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CheckoutFrame, LocaleField, textsOf } from './layout';

/**
 * `/kasse/registrieren`: log in (the account's login page, back to the delivery step), a new
 * customer (the account's registration, back here), or order as a guest (a form post: starts the
 * checkout). A logged-in customer continues as the customer.
 */
function LoginPage({
  locale,
  customer,
  notice,
}: {
  locale: Locale;
  customer: boolean;
  notice: string | null;
}): ReactElement {
  const t = textsOf(locale);
  const returnTo = encodeURIComponent(localizedPath('checkout-login', locale));
  const account = localizedPath('account', locale);
  return (
    <CheckoutFrame
      id="sf-checkout-title"
      title={t('checkout.login.title')}
      step="checkout-login"
      t={t}
      notice={notice ? { text: notice, alert: true } : null}
    >
      {customer ? (
        <div className="sf-checkout__box">
          <h2>{t('checkout.login.customer.title')}</h2>
          <form method="post" action="/api/basket/checkout/start">
            <LocaleField locale={locale} />
            <input type="hidden" name="mode" value="customer" />
            <button type="submit" className="sf-checkout__primary">
              {t('checkout.login.customer.submit')}
            </button>
          </form>
        </div>
      ) : (
        <div className="sf-checkout__grid">
          <div className="sf-checkout__box">
            <h2>{t('checkout.login.existing.title')}</h2>
            <p>{t('checkout.login.existing.text')}</p>
            <a className="sf-checkout__button" href={`${account}?returnTo=${returnTo}`}>
              {t('checkout.login.existing.link')}
            </a>
          </div>
          <div className="sf-checkout__box">
            <h2>{t('checkout.login.new.title')}</h2>
            <p>{t('checkout.login.new.text')}</p>
            <a className="sf-checkout__button" href={`${account}?returnTo=${returnTo}#sf-account-register`}>
              {t('checkout.login.new.link')}
            </a>
          </div>
          <div className="sf-checkout__box">
            <h2>{t('checkout.login.guest.title')}</h2>
            <p>{t('checkout.login.guest.text')}</p>
            <form method="post" action="/api/basket/checkout/start">
              <LocaleField locale={locale} />
              <input type="hidden" name="mode" value="guest" />
              <button type="submit" className="sf-checkout__primary">
                {t('checkout.login.guest.submit')}
              </button>
            </form>
          </div>
        </div>
      )}
    </CheckoutFrame>
  );
}

export function renderLoginPage(locale: Locale, customer: boolean, notice: string | null): string {
  return renderToStaticMarkup(<LoginPage locale={locale} customer={customer} notice={notice} />);
}
