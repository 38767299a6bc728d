import { TENANTS, type TenantId } from '@sf/contracts';
import { TENANTS_CONFIG } from './tenants-config';

/** Tenant of requests whose host is unknown (or missing). */
export const FALLBACK_TENANT: TenantId = 'DE';

/** Host name → tenant, derived from every tenant's `hosts`. */
export const DEFAULT_HOST_MAP: Readonly<Record<string, TenantId>> = Object.freeze(
  Object.fromEntries(
    TENANTS.flatMap((id) =>
      TENANTS_CONFIG[id].hosts.map((host): [string, TenantId] => [host.toLowerCase(), id]),
    ),
  ),
);

/** `Example.COM:3000` → `example.com`; `[::1]:3000` → `[::1]`; a trailing dot (FQDN) is dropped. */
export function normalizeHost(hostHeader: string): string {
  let host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    host = end === -1 ? host : host.slice(0, end + 1);
  } else {
    const colon = host.indexOf(':');
    if (colon !== -1) host = host.slice(0, colon);
  }
  return host.endsWith('.') ? host.slice(0, -1) : host;
}

/**
 * The tenant of a request from its `Host` header: port stripped, case-insensitive, unknown or
 * missing hosts fall back to DE. Pass `hostMap` to serve real domains (keys in lower case).
 * @example tenantFromHost('ch.localhost:3000') // 'CH'
 */
export function tenantFromHost(
  hostHeader: string | null,
  hostMap: Readonly<Record<string, TenantId>> = DEFAULT_HOST_MAP,
): TenantId {
  if (!hostHeader) return FALLBACK_TENANT;
  const host = normalizeHost(hostHeader);
  return Object.prototype.hasOwnProperty.call(hostMap, host)
    ? (hostMap[host] ?? FALLBACK_TENANT)
    : FALLBACK_TENANT;
}
