/**
 * Preview tokens (decision 0077): `<expiry in unix seconds>.<HMAC-SHA256 of "preview:<expiry>">`
 * (base64url), signed with the preview secret the CMS shares. A token lives at most 24 hours.
 * Web Crypto only: the same code runs on Node and workerd.
 */
export const PREVIEW_MAX_SECONDS = 24 * 3600;

const encoder = new TextEncoder();

function base64url(bytes: ArrayBuffer): string {
  let s = '';
  for (const b of new Uint8Array(bytes)) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function sign(secret: string, expiry: number): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return base64url(await crypto.subtle.sign('HMAC', key, encoder.encode(`preview:${expiry}`)));
}

/** A token valid for `seconds` (at most 24 hours) from `now`. */
export async function createPreviewToken(secret: string, now: Date, seconds = 3600): Promise<string> {
  const expiry =
    Math.floor(now.getTime() / 1000) + Math.min(Math.max(1, Math.floor(seconds)), PREVIEW_MAX_SECONDS);
  return `${expiry}.${await sign(secret, expiry)}`;
}

/** Constant-time comparison of two ASCII strings. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The expiry of a valid, unexpired token, or null (malformed, forged, expired, or too long-lived). */
export async function verifyPreviewToken(secret: string, token: unknown, now: Date): Promise<Date | null> {
  if (typeof token !== 'string' || token.length > 200) return null;
  const m = /^(\d{10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const expiry = Number(m[1]);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (expiry <= nowSeconds || expiry > nowSeconds + PREVIEW_MAX_SECONDS) return null;
  return sameText(m[2]!, await sign(secret, expiry)) ? new Date(expiry * 1000) : null;
}
