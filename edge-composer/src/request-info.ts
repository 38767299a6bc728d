import { isLocale, isTenantId, type Locale, type TenantId } from '@sf/contracts';
import { localeFromPath } from '@sf/i18n';
import { DEFAULT_HOST_MAP, getTenantConfig, normalizeHost, tenantFromHost } from '@sf/tenant-config';
import type { HostMap } from './types';

/** What the composer derives from a request before routing. */
export interface RequestInfo {
  readonly url: URL;
  /** Public host (with port) the shopper used. */
  readonly host: string;
  readonly https: boolean;
  readonly tenant: TenantId;
  readonly requestId: string;
}

/** The default host map (de./at./ch./nl.localhost, localhost and 127.0.0.1 → DE) with overrides. */
export function buildHostMap(overrides: HostMap | undefined): Readonly<Record<string, TenantId>> {
  const map: Record<string, TenantId> = { ...DEFAULT_HOST_MAP };
  for (const [host, tenant] of Object.entries(overrides ?? {})) {
    if (isTenantId(tenant)) map[normalizeHost(host)] = tenant;
  }
  return map;
}

/** Reads host, protocol, tenant and request id (a sane incoming `x-request-id` is kept). */
export function requestInfo(request: Request, hostMap: Readonly<Record<string, TenantId>>, trustProxy: boolean): RequestInfo {
  const url = new URL(request.url);
  const forwardedHost = trustProxy ? request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  // @hono/node-server builds the URL from the Host header; workerd keeps the URL it was sent
  const host = forwardedHost || url.host;
  const forwardedProto = trustProxy ? request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  const https = forwardedProto ? forwardedProto === 'https' : url.protocol === 'https:';
  const incomingId = request.headers.get('x-request-id');
  const requestId = incomingId && /^[\w.-]{8,64}$/.test(incomingId) ? incomingId : crypto.randomUUID();
  return { url, host, https, tenant: tenantFromHost(host, hostMap), requestId };
}

/**
 * Locale of an API call: a valid `x-sf-locale` of the tenant, else the path of a same-host
 * `Referer`, else the tenant's default locale.
 */
export function apiLocale(request: Request, info: RequestInfo): Locale {
  const config = getTenantConfig(info.tenant);
  const header = request.headers.get('x-sf-locale');
  if (isLocale(header) && config.locales.includes(header)) return header;
  const referer = request.headers.get('referer');
  if (referer) {
    try {
      const ref = new URL(referer);
      if (ref.host === info.host) return localeFromPath(info.tenant, ref.pathname).locale;
    } catch {
      // a malformed Referer says nothing
    }
  }
  return config.defaultLocale;
}
