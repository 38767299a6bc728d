import type { OwnedRoute, RouteTable } from '@sf/i18n';
import { linkOf } from './links';

/**
 * The real robots.txt: everything may be crawled except the checkout and the account area (in every
 * language: the path of the checkout's start and the account's base from the route table composed for
 * the host's versions, decision 0235, so a path moved by its owner's deploy is kept out at once; the
 * steps lie below the start, a `Disallow` covers what starts with it: decision 0276), the APIs and the
 * dev tools.
 */
export function robotsTxt(table: RouteTable<OwnedRoute> | undefined): string {
  const areas = (['checkout', 'account'] as const).flatMap((id) =>
    (['de-DE', 'fr-CH', 'nl-NL'] as const).map((locale) => linkOf(table, id, locale)),
  );
  return [
    'User-agent: *',
    'Allow: /',
    ...[...new Set(areas)].map((path) => `Disallow: ${path}`),
    'Disallow: /api',
    'Disallow: /dev',
    '',
  ].join('\n');
}

/** The shop's icon: the brand colour with a white parcel mark (SVG, so one file serves every size). */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#057187"/>' +
  '<path d="M8 11l8-4 8 4v10l-8 4-8-4z" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>' +
  '<path d="M8 11l8 4 8-4M16 15v10" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"/></svg>';
