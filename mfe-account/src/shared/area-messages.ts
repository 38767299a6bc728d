import type { MessageBundle } from '@sf/i18n';
import AREA_DE_DE from '../messages/area-de-DE.json';
import AREA_FR_CH from '../messages/area-fr-CH.json';
import AREA_NL_NL from '../messages/area-nl-NL.json';
import DE_DE from '../messages/de-DE.json';
import FR_CH from '../messages/fr-CH.json';
import NL_NL from '../messages/nl-NL.json';
import LOYALTY_DE_DE from '../messages/loyalty-de-DE.json';
import LOYALTY_FR_CH from '../messages/loyalty-fr-CH.json';
import LOYALTY_NL_NL from '../messages/loyalty-nl-NL.json';

type Id = keyof typeof DE_DE | keyof typeof AREA_DE_DE | keyof typeof LOYALTY_DE_DE;

/**
 * The texts the account area's React pages need in the browser (the navigation, the personal-data
 * form and its messages), not the whole account catalogue; the server renders with the same ids.
 */
export const AREA_PAGE_IDS = [
  'area.nav.label',
  'area.nav.overview',
  'area.nav.personalData',
  'area.nav.orders',
  'area.nav.bookings',
  'area.nav.invoices',
  'area.nav.addressBook',
  'area.nav.payback',
  'area.nav.paymentDates',
  'area.nav.bonus',
  'area.nav.flexikonto',
  'account.logout.submit',
  'account.field.salutation',
  'account.field.salutation.female',
  'account.field.salutation.male',
  'account.field.salutation.notSpecified',
  'account.field.firstName',
  'account.field.lastName',
  'account.field.email',
  'area.field.birthDate',
  'area.field.birthDate.optional',
  'area.field.phone',
  'area.personal.submit',
  'area.personal.sending',
  'area.saved',
  'area.email.taken',
  'account.errorSummary',
  'account.error.generic',
  'account.required',
  'account.email.invalid',
  'account.name.long',
  'account.name.invalid',
  'area.birthDate.invalid',
  'area.birthDate.adult',
  'area.phone.invalid',
  // the overview
  'area.customer.title',
  'area.customer.name',
  'area.customer.businessPartnerNo',
  'area.customer.customerNumber',
  'area.balance.title',
  'area.balance.balance',
  'area.balance.open',
  'area.balance.openCount',
  'area.returns.title',
  'area.returns.empty',
  'area.returns.item',
  'area.returns.returnOn',
  'area.returns.status.registered',
  'area.returns.status.collected',
  'area.returns.status.refunded',
  'area.returns.change',
  'area.returns.changeHint',
  'area.returns.changed',
  'area.returns.date.invalid',
  'area.shipments.title',
  'area.shipments.empty',
  'area.orders.order',
  'area.orders.status',
  'area.orders.error',
  'area.vouchers.title',
  'area.vouchers.active',
  'area.vouchers.expired',
  'area.vouchers.empty',
  'area.vouchers.value',
  'area.vouchers.validUntil',
  'area.vouchers.minOrder',
  'area.vouchers.group',
  'area.vouchers.code',
  'area.address.notFound',
] as const satisfies readonly Id[];

export type AreaPageMessageId = (typeof AREA_PAGE_IDS)[number];

const pick = (...bundles: readonly Readonly<Record<string, string>>[]) => {
  const all: Record<string, string> = Object.assign({}, ...bundles);
  const german: Record<string, string> = { ...DE_DE, ...AREA_DE_DE, ...LOYALTY_DE_DE };
  return Object.fromEntries(AREA_PAGE_IDS.map((id) => [id, all[id] ?? german[id]!]));
};

/** The area pages' messages: de-DE, fr-CH, nl-NL (de-AT and de-CH inherit German). */
export const AREA_MESSAGES: MessageBundle = {
  'de-DE': pick(DE_DE, AREA_DE_DE, LOYALTY_DE_DE),
  'fr-CH': pick(FR_CH, AREA_FR_CH, LOYALTY_FR_CH),
  'nl-NL': pick(NL_NL, AREA_NL_NL, LOYALTY_NL_NL),
};
