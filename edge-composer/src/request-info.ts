import { isLocale, isTenantId, type Locale, type TenantId } from '@sf/contracts';
import { localeFromPath } from '@sf/i18n';
import { DEFAULT_HOST_MAP, getTenantConfig, normalizeHost, tenantFromHost } from '@sf/tenant-config';
import { resolveClientAddress, type ProxyMatcher } from './client-address';
import type { HostMap } from './types';

/** What the composer derives from a request before routing. */
export interface RequestInfo {
  readonly url: URL;
  /** Public host (with port) the shopper used. */
  readonly host: string;
  /** The host is one of the shop's (host map or `SF_ALLOWED_HOSTS`); others get 421 outside development. */
  readonly knownHost: boolean;
  readonly https: boolean;
  readonly tenant: TenantId;
  readonly requestId: string;
  /** The one client address the composer determined ({@link resolveClientAddress}). */
  readonly clientAddress: string | undefined;
}

/** The default host map (de./at./ch./nl.localhost, localhost and 127.0.0.1 → DE) with overrides. */
export function buildHostMap(overrides: HostMap | undefined): Readonly<Record<string, TenantId>> {
  const map: Record<string, TenantId> = { ...DEFAULT_HOST_MAP };
  for (const [host, tenant] of Object.entries(overrides ?? {})) {
    if (isTenantId(tenant)) map[normalizeHost(host)] = tenant;
  }
  return map;
}

/**
 * The host names the composer answers: every host of the tenant config (and `HOST_MAP`) plus
 * `extra` (`SF_ALLOWED_HOSTS`, comma separated; those get the default tenant).
 */
export function buildAllowedHosts(
  hostMap: Readonly<Record<string, TenantId>>,
  extra: string | readonly string[] | undefined,
): ReadonlySet<string> {
  const list = typeof extra === 'string' ? extra.split(',') : (extra ?? []);
  return new Set([...Object.keys(hostMap), ...list.map((h) => normalizeHost(h)).filter(Boolean)]);
}

/** How the composer reads one request: its hosts, where it sits and the id it already chose. */
export interface RequestInfoContext {
  readonly hostMap: Readonly<Record<string, TenantId>>;
  readonly allowedHosts: ReadonlySet<string>;
  /** Address of the peer (socket or `cf-connecting-ip`). */
  readonly peer: string | undefined;
  readonly trustedProxies: ProxyMatcher | null;
  readonly requestId: string;
}

/**
 * Reads host, protocol, tenant and client address. `x-forwarded-proto`/`-host`/`-for` count only
 * when the peer is a trusted proxy (`TRUST_PROXY`); otherwise they are the client's own words.
 */
export function requestInfo(request: Request, ctx: RequestInfoContext): RequestInfo {
  const url = new URL(request.url);
  const client = resolveClientAddress(ctx.peer, request.headers.get('x-forwarded-for'), ctx.trustedProxies);
  const forwarded = (name: string) =>
    client.viaTrustedProxy ? request.headers.get(name)?.split(',')[0]?.trim() : undefined;
  // @hono/node-server builds the URL from the Host header; workerd keeps the URL it was sent
  const host = forwarded('x-forwarded-host') || url.host;
  const forwardedProto = forwarded('x-forwarded-proto');
  const https = forwardedProto ? forwardedProto === 'https' : url.protocol === 'https:';
  return {
    url,
    host,
    knownHost: ctx.allowedHosts.has(normalizeHost(host)),
    https,
    tenant: tenantFromHost(host, ctx.hostMap),
    requestId: ctx.requestId,
    clientAddress: client.address,
  };
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
