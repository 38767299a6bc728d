import type { Locale } from '@sf/contracts';
import { localizedPath } from './resolve-route';

/**
 * The product page path: the catalog's `product` prefix (`/p/`, fr-CH `/fr/p/`, from the composed
 * table like every link, decision 0235) with `<slug>-<sku>`.
 */
export function productPath(slug: string, sku: string, locale: Locale): string {
  const prefix = localizedPath('product', locale);
  return `${prefix}${prefix.endsWith('/') ? '' : '/'}${slug ? `${slug}-` : ''}${sku}`;
}
