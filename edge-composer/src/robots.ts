import { localizedPath } from '@sf/i18n';

/**
 * The real robots.txt: everything may be crawled except checkout, the account area (in every
 * language), the APIs and the dev tools.
 */
export const ROBOTS_TXT = [
  'User-agent: *',
  'Allow: /',
  'Disallow: /kasse',
  // the account area's base of each language (the composer's process links from the published snapshot)
  ...(['de-DE', 'fr-CH', 'nl-NL'] as const).map((locale) => `Disallow: ${localizedPath('account', locale)}`),
  'Disallow: /api',
  'Disallow: /dev',
  '',
].join('\n');

/** The shop's icon: the brand colour with a white parcel mark (SVG, so one file serves every size). */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#057187"/>' +
  '<path d="M8 11l8-4 8 4v10l-8 4-8-4z" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>' +
  '<path d="M8 11l8 4 8-4M16 15v10" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"/></svg>';
