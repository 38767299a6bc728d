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

/** `List-Unsubscribe` one-click URL (RFC 8058) of newsletter and voucher mails: POST, token in the query. */
export function oneClickUnsubscribeLink(origin: string, token: string): string {
  return absolute(origin, ONE_CLICK_PATH, { token });
}

/** Path of the one-click endpoint (through the composer's `/api` proxy; exempt from the origin check). */
export const ONE_CLICK_PATH = '/api/newsletter/one-click-unsubscribe';

/** Link of an unsubscribe-form confirmation mail: the unsubscribe page with `?token=`. */
export function unsubscribeConfirmLink(origin: string, locale: Locale, token: string): string {
  return absolute(origin, localizedPath('newsletter-unsubscribe', locale), { token });
}
