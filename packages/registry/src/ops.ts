/**
 * The registry changes of a release, as pure functions (no I/O): deploy a version live or as a
 * canary, roll back, promote or stop a canary. `scripts/deploy.mjs`, `scripts/rollback.mjs`, the
 * composer's automatic canary rollback and the platform dashboard all change the registry through
 * these, inside a store's update (the file's lock or PostgreSQL's transaction, decisions 0140, 0170).
 */
import type { Registry, RegistryEntry, RemoteVersion, TenantId } from '@sf/contracts';

/** How many earlier live versions an entry keeps for rollback. */
export const HISTORY_LIMIT = 10;

/** What one operation did for one tenant (a line of the CLI's output, a field of a log line). */
export interface RegistryChange {
  readonly tenant: TenantId;
  readonly remote: string;
  readonly action:
    'live' | 'canary' | 'rollback' | 'canary-dropped' | 'promoted' | 'canary-percent' | 'service-worker';
  readonly from: string | null;
  readonly to: string;
  readonly percent?: number;
}

/** A new registry and what changed; `changes` is empty when nothing had to change. */
export interface RegistryUpdate {
  readonly registry: Registry;
  readonly changes: readonly RegistryChange[];
}

/** A request the registry cannot carry out (nothing to roll back, no canary): its message says why. */
export class RegistryOperationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RegistryOperationError';
  }
}

/** Which tenants an operation touches: the given ones, else every tenant the remote is deployed for. */
function targetTenants(registry: Registry, remote: string, tenants?: readonly TenantId[]): TenantId[] {
  const all = Object.keys(registry.tenants) as TenantId[];
  const chosen = tenants && tenants.length > 0 ? tenants : all;
  return chosen.filter((t) => registry.tenants[t]?.[remote] !== undefined);
}

function withEntry(registry: Registry, tenant: TenantId, remote: string, entry: RegistryEntry): Registry {
  return {
    ...registry,
    tenants: { ...registry.tenants, [tenant]: { ...(registry.tenants[tenant] ?? {}), [remote]: entry } },
  };
}

/** One tenant's step of an operation: its new entry and what changed, or null when nothing changes there. */
type TenantStep = (
  entry: RegistryEntry,
  tenant: TenantId,
) => { readonly entry: RegistryEntry; readonly change: Omit<RegistryChange, 'tenant' | 'remote'> } | null;

/**
 * The one per-tenant loop of the operations on a deployed remote: `step` for each targeted tenant
 * that has `remote` (the given tenants, else all), the new entries written, the changes listed.
 * With `none`, an operation that changed nothing anywhere throws that message.
 */
function forEachDeployed(
  registry: Registry,
  remote: string,
  tenants: readonly TenantId[] | undefined,
  step: TenantStep,
  none?: string,
): RegistryUpdate {
  let next = registry;
  const changes: RegistryChange[] = [];
  for (const tenant of targetTenants(registry, remote, tenants)) {
    const done = step(registry.tenants[tenant]![remote]!, tenant);
    if (!done) continue;
    next = withEntry(next, tenant, remote, done.entry);
    changes.push({ tenant, remote, ...done.change });
  }
  if (none !== undefined && changes.length === 0)
    throw new RegistryOperationError(`${remote} ${none}${tenantsText(tenants)}`);
  return { registry: next, changes };
}

/** An entry without its canary: the live version and its history stay. */
const withoutCanary = (entry: RegistryEntry): RegistryEntry => ({
  ...liveVersionOf(entry),
  history: entry.history,
});

/** The version part of an entry (no canary, no history). */
export function liveVersionOf(entry: RegistryEntry): RemoteVersion {
  const { canary: _canary, history: _history, ...live } = entry;
  return live;
}

/** Options of {@link deployVersion}. */
export interface DeployOptions {
  /** Only these tenants (default: every tenant of the registry). */
  readonly tenants?: readonly TenantId[];
  /** A canary for this share of shoppers (1–100) instead of the live version. */
  readonly canaryPercent?: number;
}

/**
 * `record` of `remote` live (the old live version first in its history, a canary dropped), or as a
 * canary beside the live version. A tenant without the remote gets it live (a canary needs a live
 * version to compare with). Deploying the version already live changes nothing.
 */
export function deployVersion(
  registry: Registry,
  remote: string,
  record: RemoteVersion,
  options: DeployOptions = {},
): RegistryUpdate {
  const percent = options.canaryPercent;
  if (percent !== undefined && !(Number.isInteger(percent) && percent >= 1 && percent <= 100))
    throw new RegistryOperationError(`a canary percent is a whole number from 1 to 100, not ${percent}`);
  const tenants = options.tenants && options.tenants.length > 0 ? options.tenants : ALL_TENANTS;
  let next = registry;
  const changes: RegistryChange[] = [];
  for (const tenant of tenants) {
    const old = registry.tenants[tenant]?.[remote];
    if (old && old.version === record.version) {
      if (old.canary) {
        next = withEntry(next, tenant, remote, withoutCanary(old));
        changes.push({
          tenant,
          remote,
          action: 'canary-dropped',
          from: old.canary.version.version,
          to: old.version,
        });
      }
      continue;
    }
    if (old && percent !== undefined) {
      next = withEntry(next, tenant, remote, { ...old, canary: { version: record, percent } });
      changes.push({ tenant, remote, action: 'canary', from: old.version, to: record.version, percent });
      continue;
    }
    const history = old ? [liveVersionOf(old), ...old.history].slice(0, HISTORY_LIMIT) : [];
    next = withEntry(next, tenant, remote, { ...record, history });
    changes.push({ tenant, remote, action: 'live', from: old?.version ?? null, to: record.version });
  }
  return { registry: next, changes };
}

const ALL_TENANTS: readonly TenantId[] = ['DE', 'AT', 'CH', 'NL'];

/**
 * `npm run rollback`: where a canary is live, the canary is dropped (the live version stays);
 * elsewhere the previous live version (first in the history) is live again and leaves the history,
 * so a second rollback goes one further back. Throws when no targeted tenant has anything to go
 * back to.
 */
export function rollbackRemote(
  registry: Registry,
  remote: string,
  tenants?: readonly TenantId[],
): RegistryUpdate {
  if (targetTenants(registry, remote, tenants).length === 0)
    throw new RegistryOperationError(`${remote} is not deployed${tenantsText(tenants)}`);
  return forEachDeployed(
    registry,
    remote,
    tenants,
    (entry) => {
      if (entry.canary)
        return {
          entry: withoutCanary(entry),
          change: { action: 'canary-dropped', from: entry.canary.version.version, to: entry.version },
        };
      const [previous, ...older] = entry.history;
      if (!previous) return null;
      return {
        entry: { ...previous, history: older },
        change: { action: 'rollback', from: entry.version, to: previous.version },
      };
    },
    'has no earlier version to roll back to',
  );
}

/**
 * Drops the canary `version` of `remote` (the composer's automatic rollback): only where that very
 * version is the canary, so a rollback decided on old figures never drops a newer canary.
 */
export function dropCanary(
  registry: Registry,
  remote: string,
  version: string,
  tenants?: readonly TenantId[],
): RegistryUpdate {
  return forEachDeployed(registry, remote, tenants, (entry) =>
    entry.canary?.version.version === version
      ? {
          entry: withoutCanary(entry),
          change: { action: 'canary-dropped', from: version, to: entry.version },
        }
      : null,
  );
}

type Canary = NonNullable<RegistryEntry['canary']>;

/** {@link forEachDeployed} over the tenants where `remote` has a canary; none anywhere throws. */
function forEachCanary(
  registry: Registry,
  remote: string,
  tenants: readonly TenantId[] | undefined,
  step: (entry: RegistryEntry, canary: Canary) => ReturnType<TenantStep>,
): RegistryUpdate {
  return forEachDeployed(
    registry,
    remote,
    tenants,
    (entry) => (entry.canary ? step(entry, entry.canary) : null),
    'has no canary',
  );
}

/** The canary of `remote` becomes the live version (the old live one first in the history). */
export function promoteCanary(
  registry: Registry,
  remote: string,
  tenants?: readonly TenantId[],
): RegistryUpdate {
  return forEachCanary(registry, remote, tenants, (entry, canary) => ({
    entry: { ...canary.version, history: [liveVersionOf(entry), ...entry.history].slice(0, HISTORY_LIMIT) },
    change: { action: 'promoted', from: entry.version, to: canary.version.version },
  }));
}

/** Sets the share of shoppers a live canary of `remote` gets (1–100). */
export function setCanaryPercent(
  registry: Registry,
  remote: string,
  percent: number,
  tenants?: readonly TenantId[],
): RegistryUpdate {
  if (!(Number.isInteger(percent) && percent >= 1 && percent <= 100))
    throw new RegistryOperationError(`a canary percent is a whole number from 1 to 100, not ${percent}`);
  return forEachCanary(registry, remote, tenants, (entry, canary) => ({
    entry: { ...entry, canary: { ...canary, percent } },
    change: { action: 'canary-percent', from: entry.version, to: canary.version.version, percent },
  }));
}

/**
 * The platform's kill switch of the service worker (decision 0155): `off` marks the registry, `on`
 * removes the mark. One change per tenant (remote `shell`, whose worker it is); none when already so.
 */
export function switchServiceWorker(registry: Registry, mode: 'on' | 'off'): RegistryUpdate {
  if (mode !== 'on' && mode !== 'off')
    throw new RegistryOperationError(`the service worker is on or off, not ${String(mode)}`);
  const was = registry.serviceWorker === 'off' ? 'off' : 'on';
  if (was === mode) return { registry, changes: [] };
  const { serviceWorker: _old, ...rest } = registry;
  const next: Registry = mode === 'off' ? { ...rest, serviceWorker: 'off' } : rest;
  const changes = (Object.keys(registry.tenants) as TenantId[]).map((tenant): RegistryChange => ({
    tenant,
    remote: 'shell',
    action: 'service-worker',
    from: was,
    to: mode,
  }));
  return { registry: next, changes };
}

/** What a tenant serves of one remote: live version, canary (version and percent), earlier versions. */
export interface RemoteStatus {
  readonly tenant: TenantId;
  readonly remote: string;
  readonly live: string;
  readonly server: string;
  readonly canary: { readonly version: string; readonly percent: number; readonly server: string } | null;
  readonly history: readonly string[];
}

/** Every tenant's remotes with live version, canary and history (the dashboard's and the CLI's table). */
export function registryStatus(registry: Registry): RemoteStatus[] {
  const rows: RemoteStatus[] = [];
  for (const [tenant, remotes] of Object.entries(registry.tenants) as [
    TenantId,
    Record<string, RegistryEntry>,
  ][]) {
    for (const [remote, entry] of Object.entries(remotes ?? {})) {
      rows.push({
        tenant,
        remote,
        live: entry.version,
        server: entry.server,
        canary: entry.canary
          ? {
              version: entry.canary.version.version,
              percent: entry.canary.percent,
              server: entry.canary.version.server,
            }
          : null,
        history: entry.history.map((h) => h.version),
      });
    }
  }
  return rows;
}

/** The server origins `registry` sends `remote`'s traffic to: its live and canary versions in every tenant. */
export function servedServers(registry: Registry, remote: string): Set<string> {
  const servers = new Set<string>();
  for (const apps of Object.values(registry.tenants)) {
    const entry = apps?.[remote];
    if (!entry) continue;
    servers.add(entry.server);
    if (entry.canary) servers.add(entry.canary.version.server);
  }
  return servers;
}

/** One line per change, for the CLI and the log. */
export function describeChange(change: RegistryChange): string {
  const where = `${change.remote} (${change.tenant})`;
  switch (change.action) {
    case 'live':
      return `${where}: ${change.to} is live${change.from ? ` (was ${change.from})` : ''}`;
    case 'canary':
      return `${where}: canary ${change.to} for ${change.percent} % beside ${change.from}`;
    case 'rollback':
      return `${where}: rolled back from ${change.from} to ${change.to}`;
    case 'canary-dropped':
      return `${where}: canary ${change.from} stopped, ${change.to} serves everybody`;
    case 'promoted':
      return `${where}: canary ${change.to} promoted (was ${change.from})`;
    case 'canary-percent':
      return `${where}: canary ${change.to} now ${change.percent} %`;
    case 'service-worker':
      return `${where}: service worker ${change.to}`;
  }
}

function tenantsText(tenants?: readonly TenantId[]): string {
  return tenants && tenants.length > 0 ? ` for ${tenants.join(', ')}` : '';
}
