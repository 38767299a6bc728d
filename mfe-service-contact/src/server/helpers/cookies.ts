import { readHostCookie, serializeHostCookie } from '@sf/session';

/**
 * The page helpers' cookies (all HttpOnly, SameSite=Lax, `__Host-` over TLS; the composer sends each
 * helper widget only the ones it names in `src/composition.ts`).
 */
export const HELPER_COOKIES = {
  /** `stay` or the locale of the chosen shop: the country switch is not offered again. */
  country: 'sf_country',
  /** `dismissed`: no app banner. */
  appBanner: 'sf_app_banner',
  /** `answered` or `dismissed`: no survey. */
  survey: 'sf_survey',
  /** A signed preview token: preview mode. */
  preview: 'sf_preview',
} as const;

const DAY = 86_400;
/** How long a choice or dismissal is remembered (seconds). */
export const HELPER_COOKIE_MAX_AGE = { country: 180 * DAY, appBanner: 90 * DAY, survey: 180 * DAY } as const;

/** The request came over TLS (the composer's `x-forwarded-proto`). */
export const isSecure = (headers: Headers): boolean => headers.get('x-forwarded-proto') === 'https';

/** One helper cookie of a request. */
export function readHelperCookie(headers: Headers, name: string): string | undefined {
  return readHostCookie(headers.get('cookie'), name, isSecure(headers));
}

/** `Set-Cookie` of a helper cookie (`maxAge` 0 clears it). */
export function helperCookie(headers: Headers, name: string, value: string, maxAge: number): string {
  return serializeHostCookie(name, value, { secure: isSecure(headers), maxAge });
}
