import { describeError, type Registry, type RemoteVersion } from '@sf/contracts';
import { readHostCookie, serializeHostCookie } from '@sf/session';
import { describeVersions, verifyOverride, type OverrideVersions } from './override-token';
import type { ComposerLogger } from './types';

/**
 * The tester override at the edge (decision 0165): a signed, expiring cookie naming remote versions
 * that the composer serves this browser instead of the live or canary ones, wherever it picks a
 * version (pages, fragments, widgets, `/api`, claimed paths, the boot payload's remote entries).
 * Only versions the registry knows for that remote count (live, canary or history of any tenant).
 */

/** Base name of the override cookie (`__Host-sf_override` over TLS, HttpOnly, SameSite=Lax). */
export const OVERRIDE_COOKIE = 'sf_override';

/** The versions a request is served instead of the picked ones, by remote: only known versions. */
export type VersionOverride = ReadonlyMap<string, string>;

/** Every version the registry knows, by remote and version, built once per registry object. */
const indexes = new WeakMap<Registry, Map<string, Map<string, RemoteVersion>>>();

function indexOf(registry: Registry): Map<string, Map<string, RemoteVersion>> {
  let index = indexes.get(registry);
  if (index) return index;
  index = new Map();
  const add = (remote: string, version: RemoteVersion) => {
    let versions = index!.get(remote);
    if (!versions) index!.set(remote, (versions = new Map()));
    if (!versions.has(version.version)) versions.set(version.version, version);
  };
  for (const entries of Object.values(registry.tenants)) {
    for (const [remote, entry] of Object.entries(entries ?? {})) {
      const { history, canary, ...live } = entry;
      add(remote, live);
      if (canary) add(remote, canary.version);
      for (const old of history) add(remote, old);
    }
  }
  indexes.set(registry, index);
  return index;
}

/** The registry's record of `remote` at `version` (live, canary or history of any tenant), if any. */
export function knownVersion(registry: Registry, remote: string, version: string): RemoteVersion | undefined {
  return indexOf(registry).get(remote)?.get(version);
}

/**
 * `remotes` with the override's versions in place of the picked ones (a remote the tenant does not
 * serve is added: a tester may try a remote before it goes live there). A version the registry no
 * longer knows is left out; the same map comes back when nothing changes.
 */
export function applyOverride(
  registry: Registry,
  remotes: Map<string, RemoteVersion>,
  override: VersionOverride | undefined,
): Map<string, RemoteVersion> {
  if (!override || override.size === 0) return remotes;
  for (const [remote, version] of override) {
    const record = knownVersion(registry, remote, version);
    if (record) remotes.set(remote, record);
  }
  return remotes;
}

/** The raw override cookie of a request, if it carries one (only the `__Host-` one over TLS). */
export function readOverrideCookie(cookieHeader: string | null, https: boolean): string | undefined {
  return readHostCookie(cookieHeader, OVERRIDE_COOKIE, https) || undefined;
}

/** `Set-Cookie` of an override token living `maxAge` seconds (the token's own expiry). */
export function overrideCookie(token: string, https: boolean, maxAge: number): string {
  return serializeHostCookie(OVERRIDE_COOKIE, token, {
    secure: https,
    maxAge: Math.max(0, Math.floor(maxAge)),
  });
}

/** `Set-Cookie` that ends the override in this browser. */
export function clearOverrideCookie(https: boolean): string {
  return serializeHostCookie(OVERRIDE_COOKIE, '', { secure: https, maxAge: 0 });
}

/** What a request's override cookie amounts to. */
export interface RequestOverride {
  /** The known versions it names (empty: none counts). */
  readonly override: VersionOverride;
  /** Every version it names, known or not, and when it ends (for the tester's page). */
  readonly versions: OverrideVersions;
  readonly expiresAt: Date;
}

/**
 * Reads and checks a request's override: `null` without a cookie (no cost for shoppers) and for a
 * forged, expired or malformed token, which is refused and logged (`OVERRIDE-001`); a named
 * version the registry does not know is ignored and logged (`OVERRIDE-002`). Without a secret
 * (overrides not configured) every cookie is ignored.
 */
export async function requestOverride(
  token: string | undefined,
  secret: string | undefined,
  registry: () => Promise<Registry>,
  logger: ComposerLogger,
  requestId: string,
): Promise<RequestOverride | null> {
  if (!token || !secret) return null;
  const check = await verifyOverride(secret, token);
  if (!check.ok) {
    logger.warn(describeError('OVERRIDE-001'), { code: 'OVERRIDE-001', reason: check.problem, requestId });
    return null;
  }
  const reg = await registry();
  const override = new Map<string, string>();
  const unknown: Record<string, string> = {};
  for (const [remote, version] of Object.entries(check.versions)) {
    if (knownVersion(reg, remote, version)) override.set(remote, version);
    else unknown[remote] = version;
  }
  if (Object.keys(unknown).length > 0)
    logger.warn(describeError('OVERRIDE-002'), {
      code: 'OVERRIDE-002',
      versions: describeVersions(unknown),
      requestId,
    });
  return { override, versions: check.versions, expiresAt: check.expiresAt };
}
