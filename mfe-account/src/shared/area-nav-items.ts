import type { localizedPath } from '@sf/i18n';

export type RouteId = Parameters<typeof localizedPath>[0];

/** The account navigation "Mein Konto", in the spec's order of the sub-pages (server and browser). */
export const AREA_NAV = [
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
] as const satisfies readonly { readonly route: RouteId; readonly label: string }[];
