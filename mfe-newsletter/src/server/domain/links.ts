import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';

function absolute(origin: string, path: string, query?: Record<string, string>): string {
  const url = new URL(path, origin);
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
  return url.toString();
}

/** Link of a confirmation mail: page 3 of the subscriber's locale with `?token=` on the shop origin. */
export function confirmLink(origin: string, locale: Locale, token: string): string {
  return absolute(origin, localizedPath('newsletter-signup-confirmed', locale), { token });
}

/** Footer link of newsletter and voucher mails: the mailing-unsubscribe page with the signed token. */
export function mailingUnsubscribeLink(origin: string, locale: Locale, token: string): string {
  return absolute(origin, localizedPath('newsletter-mailing-unsubscribe', locale), { token });
}

/** The shop's home page of a locale (fr-CH lives under `/fr`). */
export function shopHomeLink(origin: string, locale: Locale): string {
  return absolute(origin, localizedPath('home', locale));
}
