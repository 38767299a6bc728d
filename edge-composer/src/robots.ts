import { ACCOUNT_BASE } from '@sf/i18n';

/**
 * The real robots.txt: everything may be crawled except checkout, the account area (in every
 * language), the APIs and the dev tools.
 */
export const ROBOTS_TXT = [
  'User-agent: *',
  'Allow: /',
  'Disallow: /kasse',
  ...Object.values(ACCOUNT_BASE).map((base) => `Disallow: ${base}`),
  'Disallow: /api',
  'Disallow: /dev',
  '',
].join('\n');
