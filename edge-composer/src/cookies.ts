import { readHostCookie, serializeHostCookie } from '@sf/session';

/** Base name of the cookie that pins a shopper to a canary bucket (`__Host-sf_bucket` over TLS). */
export const BUCKET_COOKIE = 'sf_bucket';

/** A bucket id is a UUID the composer made; anything else is replaced. */
export function isBucketId(value: string | undefined): value is string {
  return value !== undefined && /^[0-9a-f-]{16,64}$/i.test(value);
}

/**
 * The raw bucket cookie from the `Cookie` header (only the `__Host-` cookie over TLS): a signed value
 * that `bucket-signature.ts` checks before its id counts.
 */
export function readBucketCookie(header: string | null, https: boolean): string | undefined {
  return readHostCookie(header, BUCKET_COOKIE, https);
}

/**
 * `Set-Cookie` for a new bucket (its signed value): HttpOnly, SameSite=Lax, one year; `__Host-` and
 * Secure on https.
 */
export function bucketCookie(signedValue: string, https: boolean): string {
  return serializeHostCookie(BUCKET_COOKIE, signedValue, { secure: https, maxAge: 31_536_000 });
}
