import type { Locale } from '@sf/contracts';
import type { PlacementRefusal } from '../checkout/place-order';
import { serverText } from '../domain';

/** Refusals of an order post (`checkout.refusal.<reason>`), shown on the page the shopper is sent back to. */
export const REFUSAL_NOTICES: readonly PlacementRefusal[] = [
  'changed',
  'invalid-key',
  'payment',
  'voucher',
  'voucher-check',
  'incomplete',
  'empty',
  'catalog',
  'unavailable',
  'no-checkout',
];

/** Notices after a form post or a provider's return (`checkout.notice.<notice>`). */
const NOTICES = [
  'payment-cancelled',
  'payment-failed',
  'payment-pending',
  'payment-unavailable',
  'step',
  'failed',
  'mandate',
] as const;
/** Notices that are a plain status, not a problem. */
const STATUS_NOTICES: readonly string[] = [];

/** The notice of a page's query (`?notice=`): its text and whether it is an alert; null for none or an unknown one. */
export function noticeText(locale: Locale, query: URLSearchParams): { text: string; alert: boolean } | null {
  const notice = query.get('notice') ?? '';
  if ((NOTICES as readonly string[]).includes(notice))
    return { text: serverText(locale, `checkout.notice.${notice}`), alert: !STATUS_NOTICES.includes(notice) };
  if ((REFUSAL_NOTICES as readonly string[]).includes(notice))
    return { text: serverText(locale, `checkout.refusal.${notice}`), alert: true };
  if (notice === 'invalid') return { text: serverText(locale, 'checkout.refusal.incomplete'), alert: true };
  return null;
}
