import type { EventBus } from '@sf/contracts';

/** The header's count badges: the basket's (from its cookie and `basket:changed`) and the wishlist's. */
export type CountKind = 'basket' | 'wishlist';

/** Largest number a badge shows; more reads "99+" (the accessible text keeps the exact number). */
const SHOWN_MAX = 99;

/**
 * Writes a count into the header: the badge (`[data-sf-count="<kind>"]`, aria-hidden) and the
 * visually hidden text of the link (`[data-sf-count-text="<kind>"]`, from its one/other templates,
 * `#` = the number). 0 empties both; the badge keeps its space (no layout shift).
 */
export function showCount(doc: Document, kind: CountKind, count: number): void {
  const badge = doc.querySelector(`[data-sf-count="${kind}"]`);
  const text = doc.querySelector(`[data-sf-count-text="${kind}"]`);
  const n = Number.isSafeInteger(count) && count > 0 ? count : 0;
  if (badge) badge.textContent = n === 0 ? '' : n > SHOWN_MAX ? `${SHOWN_MAX}+` : String(n);
  if (text) {
    const template = text.getAttribute(n === 1 ? 'data-sf-one' : 'data-sf-other') ?? '#';
    text.textContent = n === 0 ? '' : ` ${template.replace('#', String(n))}`;
  }
}

/**
 * Keeps the header's counts current without a reload: `basket:changed` and `wishlist:changed` of
 * the bus (this tab, or another through its BroadcastChannel). The basket's first value comes
 * from the inline script beside the link (the `sf_basket_count` cookie, before the first paint).
 */
export function enhanceHeaderCounts(doc: Document, bus: EventBus): () => void {
  const offBasket = bus.on('basket:changed', (e) => showCount(doc, 'basket', e.count));
  const offWishlist = bus.on('wishlist:changed', (e) => showCount(doc, 'wishlist', e.count));
  return () => {
    offBasket();
    offWishlist();
  };
}
