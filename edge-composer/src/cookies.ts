/** Name of the cookie that pins a shopper to a canary bucket. */
export const BUCKET_COOKIE = 'sf_bucket';

/** Reads one cookie from a `Cookie` header; `undefined` when absent. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

/** The `Cookie` header without the given cookies (`null` when nothing is left). */
export function withoutCookies(header: string | null, names: readonly string[]): string | null {
  if (!header) return null;
  const kept = header
    .split(';')
    .map((p) => p.trim())
    .filter((p) => p.length > 0 && !names.includes(p.slice(0, Math.max(0, p.indexOf('='))).trim()));
  return kept.length > 0 ? kept.join('; ') : null;
}

/** A bucket id is a UUID the composer made; anything else is replaced. */
export function isBucketId(value: string | undefined): value is string {
  return value !== undefined && /^[0-9a-f-]{16,64}$/i.test(value);
}

/** `Set-Cookie` for a new bucket: HttpOnly, SameSite=Lax, one year, Secure on https. */
export function bucketCookie(value: string, https: boolean): string {
  return `${BUCKET_COOKIE}=${value}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax${https ? '; Secure' : ''}`;
}
