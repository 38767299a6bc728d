import type { Context } from 'hono';
import { FRAGMENT_HEADERS, isLocale, type Locale } from '@sf/contracts';
import { createIntlFor } from '@sf/i18n';

/**
 * The shopper's locale for server-made error texts: the composer's `x-sf-locale` header, else de-DE.
 */
export function requestLocale(c: Context): Locale {
  const raw = c.req.header(FRAGMENT_HEADERS.locale);
  return isLocale(raw) ? raw : 'de-DE';
}

/** "Wir konnten Ihre Anfrage leider nicht bearbeiten…" in the request's locale (safe to show). */
export function generalErrorMessage(c: Context): string {
  return createIntlFor(requestLocale(c)).formatMessage({ id: 'sf.error.general' });
}
