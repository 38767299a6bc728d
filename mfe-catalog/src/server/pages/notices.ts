import type { Locale } from '@sf/contracts';
import { catalogText } from '../../shared/messages';
import type { ProductState } from '../../shared/state';

/** Notices the no-JavaScript basket form returns to (`?notice=`), with the spec's texts. */
export const NOTICES = ['added', 'variant', 'quantity', 'basket-error'] as const;
export type NoticeKey = (typeof NOTICES)[number];

/** The notice a product page shows after a form POST without JavaScript; null for none or an unknown one. */
export function noticeOf(
  query: URLSearchParams,
  locale: Locale,
  maxQuantity: number,
): ProductState['notice'] {
  switch (query.get('notice')) {
    case 'added':
      return { kind: 'success', text: catalogText(locale, 'catalog.product.added') };
    case 'variant':
      return { kind: 'error', text: catalogText(locale, 'catalog.product.variantRequired') };
    case 'quantity':
      return {
        kind: 'error',
        text: catalogText(locale, 'catalog.product.quantityInvalid', { max: Math.max(1, maxQuantity) }),
      };
    case 'basket-error':
      return { kind: 'error', text: catalogText(locale, 'catalog.product.basketError') };
    default:
      return null;
  }
}
