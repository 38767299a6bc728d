import { DEFAULT_HOST_MAP, normalizeHost } from '@sf/tenant-config';

/** Shop hosts links in mails may point to: the tenants' hosts plus `extra` (configured real domains). */
export function isShopHost(host: string, extra: readonly string[] = []): boolean {
  const name = normalizeHost(host);
  return (
    Object.prototype.hasOwnProperty.call(DEFAULT_HOST_MAP, name) ||
    extra.map((h) => h.toLowerCase()).includes(name)
  );
}

/**
 * The shop origin for links in mails, from `x-forwarded-host`/`x-forwarded-proto` (set by the
 * composer), else `Origin`, else `Host`. A host that is no shop host (header injection would
 * otherwise put a foreign host into confirmation links) yields `fallback`.
 */
export function shopOriginOf(headers: Headers, fallback: string, extraHosts: readonly string[] = []): string {
  const forwardedHost = headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  const proto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  let candidate: string | null = null;
  if (forwardedHost) candidate = `${proto === 'https' ? 'https' : 'http'}://${forwardedHost}`;
  else if (headers.get('origin') && headers.get('origin') !== 'null') candidate = headers.get('origin');
  else if (headers.get('host'))
    candidate = `${proto === 'https' ? 'https' : 'http'}://${headers.get('host')}`;
  if (!candidate) return fallback;
  try {
    const url = new URL(candidate);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && isShopHost(url.host, extraHosts))
      return url.origin;
  } catch {
    // not a URL: use the fallback
  }
  return fallback;
}
