import { readHostCookie, serializeHostCookie } from '@sf/session';

/** Base name of the cookie that pins a shopper to a canary bucket (`__Host-sf_bucket` over TLS). */
export const BUCKET_COOKIE = 'sf_bucket';

/** A bucket id is a UUID the composer made; anything else is replaced. */
export function isBucketId(value: string | undefined): value is string {
  return value !== undefined && /^[0-9a-f-]{16,64}$/i.test(value);
}

/** The shopper's bucket id from the `Cookie` header (only the `__Host-` cookie over TLS), if valid. */
export function readBucket(header: string | null, https: boolean): string | undefined {
  const value = readHostCookie(header, BUCKET_COOKIE, https);
  return isBucketId(value) ? value : undefined;
}

/** `Set-Cookie` for a new bucket: HttpOnly, SameSite=Lax, one year; `__Host-` and Secure on https. */
export function bucketCookie(value: string, https: boolean): string {
  return serializeHostCookie(BUCKET_COOKIE, value, { secure: https, maxAge: 31_536_000 });
}
