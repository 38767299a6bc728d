import { hmacSha256Base64Url, safeEqual } from '@sf/server-kit';

/**
 * Preview tokens (decision 0077): `<expiry in unix seconds>.<HMAC-SHA256 of "preview:<expiry>">`
 * (base64url), signed with the preview secret the CMS shares. A token lives at most 24 hours.
 * Web Crypto only: the same code runs on Node and workerd.
 */
export const PREVIEW_MAX_SECONDS = 24 * 3600;

const sign = (secret: string, expiry: number): Promise<string> =>
  hmacSha256Base64Url(secret, `preview:${expiry}`);

/** A token valid for `seconds` (at most 24 hours) from `now`. */
export async function createPreviewToken(secret: string, now: Date, seconds = 3600): Promise<string> {
  const expiry =
    Math.floor(now.getTime() / 1000) + Math.min(Math.max(1, Math.floor(seconds)), PREVIEW_MAX_SECONDS);
  return `${expiry}.${await sign(secret, expiry)}`;
}

/** The expiry of a valid, unexpired token, or null (malformed, forged, expired, or too long-lived). */
export async function verifyPreviewToken(secret: string, token: unknown, now: Date): Promise<Date | null> {
  if (typeof token !== 'string' || token.length > 200) return null;
  const m = /^(\d{10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const expiry = Number(m[1]);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (expiry <= nowSeconds || expiry > nowSeconds + PREVIEW_MAX_SECONDS) return null;
  return safeEqual(m[2]!, await sign(secret, expiry)) ? new Date(expiry * 1000) : null;
}
