import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import type { ReactElement } from 'react';
import type { MessageId } from '../domain/area-validation';
import { accountText } from '../domain/intl';

export type RouteId = Parameters<typeof localizedPath>[0];
/** A text of the account area. */
export type AT = (id: MessageId, values?: Record<string, string | number>) => string;

/** The account navigation "Mein Konto", in the spec's order of the sub-pages. */
export const AREA_NAV: readonly { readonly route: RouteId; readonly label: MessageId }[] = [
  { route: 'account-overview', label: 'area.nav.overview' },
  { route: 'account-personal-data', label: 'area.nav.personalData' },
  { route: 'account-orders', label: 'area.nav.orders' },
  { route: 'account-bookings', label: 'area.nav.bookings' },
  { route: 'account-invoices', label: 'area.nav.invoices' },
  { route: 'account-address-book', label: 'area.nav.addressBook' },
  { route: 'account-payback', label: 'area.nav.payback' },
  { route: 'account-payment-dates', label: 'area.nav.paymentDates' },
  { route: 'account-bonus', label: 'area.nav.bonus' },
  // the credit account's page (mfe-credit-instalments) belongs to "Mein Konto" as the spec's navigation has it
  { route: 'credit-flexikonto', label: 'area.nav.flexikonto' },
];

/** The logout (a POST with the page's locale: no state change on GET), under every account navigation. */
export function LogoutForm({ locale }: { locale: Locale }): ReactElement {
  return (
    <form method="post" action="/api/customer/form/logout" className="sf-area__logout">
      <input type="hidden" name="locale" value={locale} />
      <button type="submit">{accountText(locale, 'account.logout.submit')}</button>
    </form>
  );
}

export function areaT(locale: Locale): AT {
  return (id, values) => accountText(locale, id, values);
}

/** The sub-pages as a list of links (the account page of a logged-in customer shows it). */
export function AreaLinks({ locale }: { locale: Locale }): ReactElement {
  const t = areaT(locale);
  return (
    <nav aria-label={t('area.nav.label')}>
      <ul className="sf-area__list">
        {AREA_NAV.map((item) => (
          <li key={item.route}>
            <a href={localizedPath(item.route, locale)}>{t(item.label)}</a>
          </li>
        ))}
      </ul>
      <LogoutForm locale={locale} />
    </nav>
  );
}
