import { isRemoteComposition, type RemoteComposition } from './composition';
import type { ServiceWorkerMode } from './boot';
import { isTenantId, type TenantId } from './tenant';

/** Contract version of this package; a remote built against another major is refused. */
export const CONTRACT_VERSION = 1;

/**
 * The key of the registry document in the workerd composer's KV namespace (binding `REGISTRY_KV`,
 * decision 0171): the registry as JSON text, written by `node scripts/registry.mjs kv-export` and
 * `wrangler kv key put`.
 */
export const REGISTRY_KV_KEY = 'registry';

/** One deployed version of a remote (or the shell). */
export interface RemoteVersion {
  readonly version: string;
  /** Public base URL of the built assets, ending in `/` (e.g. `/_assets/mfe-newsletter/0.1.0-ab12cd34/`). */
  readonly assetsUrl: string;
  /** URL of `mf-manifest.json` that the federation runtime loads. */
  readonly manifestUrl: string;
  /** Base URL of the remote's fragment and API server (e.g. `http://127.0.0.1:3107`). */
  readonly server: string;
  /** Subresource integrity of the remote entry (`sha384-…`). */
  readonly integrity: string;
  /** Versions of the shared singletons the build was made with. */
  readonly sharedVersions: Readonly<Record<string, string>>;
  /**
   * What the build provides of and needs from each shared `@sf/*` package, by export name (decision
   * 0266; its `build-info.json`). Absent: a build from before, whose needs are unknown (not checked).
   */
  readonly sharedExports?: Readonly<Record<string, SharedModuleExports>>;
  readonly contractVersion: number;
  /**
   * What the version composes into the shop (its build's `sf-composition.json`): widgets, `/api`
   * prefixes, proxied paths, budgets. A version without one composes nothing but its routes.
   */
  readonly composition?: RemoteComposition;
}

/** What one build provides of and needs from one shared package (decision 0266). */
export interface SharedModuleExports {
  /** The export names of the build's own copy of the package; absent: it has none (or they are unknown). */
  readonly provides?: readonly string[];
  /**
   * The export names its modules import from the package, by importer: `.` the app's own code (and what
   * it bundles), else the share key of the shared package whose copy in this build imports them.
   */
  readonly needs?: Readonly<Record<string, readonly string[]>>;
}

const isNameList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

/** Runtime guard of a {@link SharedModuleExports}. */
export function isSharedModuleExports(v: unknown): v is SharedModuleExports {
  return (
    isRecord(v) &&
    (v.provides === undefined || isNameList(v.provides)) &&
    (v.needs === undefined || (isRecord(v.needs) && Object.values(v.needs).every(isNameList)))
  );
}

/** A registry entry: the live version plus an optional canary and the history for rollback. */
export interface RegistryEntry extends RemoteVersion {
  readonly canary?: { readonly version: RemoteVersion; readonly percent: number };
  readonly history: readonly RemoteVersion[];
}

/** The whole registry: per tenant, per remote name (`shell`, `mfe-newsletter`, …). */
export interface Registry {
  readonly contractVersion: number;
  readonly tenants: Readonly<Partial<Record<TenantId, Readonly<Record<string, RegistryEntry>>>>>;
  /**
   * The platform's kill switch of the shop's service worker (decision 0155): `off` makes every composer
   * serve a worker that unregisters itself and pages that unregister it; absent or `on`: the shell's.
   * Kept by every deploy (`scripts/deploy.mjs`); set with `node scripts/service-worker.mjs off|on`.
   */
  readonly serviceWorker?: ServiceWorkerMode;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Runtime guard of a {@link RemoteVersion}. */
export function isRemoteVersion(v: unknown): v is RemoteVersion {
  return (
    isRecord(v) &&
    typeof v.version === 'string' &&
    typeof v.assetsUrl === 'string' &&
    typeof v.manifestUrl === 'string' &&
    typeof v.server === 'string' &&
    typeof v.integrity === 'string' &&
    isRecord(v.sharedVersions) &&
    Object.values(v.sharedVersions).every((s) => typeof s === 'string') &&
    (v.sharedExports === undefined ||
      (isRecord(v.sharedExports) && Object.values(v.sharedExports).every(isSharedModuleExports))) &&
    typeof v.contractVersion === 'number' &&
    (v.composition === undefined || isRemoteComposition(v.composition))
  );
}

/** Runtime guard of a {@link RegistryEntry}. */
export function isRegistryEntry(v: unknown): v is RegistryEntry {
  if (!isRemoteVersion(v)) return false;
  const e = v as unknown as Record<string, unknown>;
  if (!Array.isArray(e.history) || !e.history.every(isRemoteVersion)) return false;
  if (e.canary === undefined) return true;
  return (
    isRecord(e.canary) &&
    isRemoteVersion(e.canary.version) &&
    typeof e.canary.percent === 'number' &&
    e.canary.percent >= 0 &&
    e.canary.percent <= 100
  );
}

/** Runtime guard of a whole {@link Registry}. */
export function isRegistry(v: unknown): v is Registry {
  if (!isRecord(v) || typeof v.contractVersion !== 'number' || !isRecord(v.tenants)) return false;
  if (v.serviceWorker !== undefined && v.serviceWorker !== 'on' && v.serviceWorker !== 'off') return false;
  return Object.entries(v.tenants).every(
    ([tenant, remotes]) =>
      isTenantId(tenant) && isRecord(remotes) && Object.values(remotes).every(isRegistryEntry),
  );
}

/** What the composer resolved for one request and writes into the boot payload. */
export interface ResolvedRemote {
  readonly name: string;
  readonly version: string;
  readonly assetsUrl: string;
  readonly manifestUrl: string;
  readonly integrity: string;
}

/** Federation container name of a remote (`mfe-newsletter` → `mfe_newsletter`). */
export function federationName(remote: string): string {
  return remote.replace(/-/g, '_');
}
