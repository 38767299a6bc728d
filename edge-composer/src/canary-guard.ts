/**
 * The composer's automatic canary rollback (decision 0142): every fragment fetch of a remote that has
 * a canary for the tenant is counted for its version (canary or stable) in a sliding window; when the
 * canary passes its budget — error rate, or p99 over the fragment budgets its composition declares
 * and slower than the stable version — the guard calls `rollback` (the Node adapter drops the canary
 * through the registry's locked writer) and logs the decision with its figures. Everything in memory.
 */
import type { Registry, RegistryEntry, RemoteVersion, TenantId } from '@sf/contracts';
import { canaryVerdict, SlidingWindow, type CanaryPolicy, type WindowFigures } from './canary-window';
import type { FragmentObservation, FragmentObserver } from './fragments';
import type { ComposerLogger, RegistrySource } from './types';

/** A canary the guard decided to roll back, with the figures it decided on. */
export interface CanaryDecision {
  readonly tenant: string;
  readonly remote: string;
  readonly canary: string;
  readonly stable: string;
  readonly percent: number;
  readonly reason: 'error-rate' | 'p99';
  readonly windowMs: number;
  readonly canaryFigures: WindowFigures;
  readonly stableFigures: WindowFigures;
}

/** What the guard needs. */
export interface CanaryGuardOptions {
  readonly registry: RegistrySource;
  readonly policy: CanaryPolicy;
  readonly logger: ComposerLogger;
  /** Rolls the canary back; resolves to whether the registry changed (false: someone else did it). */
  readonly rollback: (decision: CanaryDecision) => Promise<boolean>;
  readonly now?: () => number;
}

interface Watched {
  readonly canary: RemoteVersion;
  readonly stable: RemoteVersion;
  readonly percent: number;
  readonly windows: Map<string, SlidingWindow>;
  decided: boolean;
  lastCheck: number;
}

/** The guard: `observe` goes to the composer (`observeFragment`); `refresh` follows the registry. */
export interface CanaryGuard {
  readonly observe: FragmentObserver;
  /** Re-reads the live canaries (also done by `observe` at most every 250 ms). */
  refresh(): Promise<void>;
  /**
   * The registry as shoppers are served it: without a canary the guard decided to roll back, from that
   * moment, not once the rollback's write and the registry's reload are done (a shopper sent to the
   * canary in between got its failure). The same object when nothing is withheld.
   */
  withhold(registry: Registry): Registry;
  /** The current figures per tenant and remote with a canary (the dashboard's view). */
  figures(): {
    tenant: string;
    remote: string;
    canary: string;
    stable: string;
    percent: number;
    canaryFigures: WindowFigures;
    stableFigures: WindowFigures;
  }[];
}

const REFRESH_MS = 250;
const CHECK_MS = 200;

function budgetOf(version: RemoteVersion, fragmentId: string, fallback: number): number {
  const budgets = version.composition?.budgets;
  return budgets?.[fragmentId]?.serverP99Ms ?? budgets?.['*']?.serverP99Ms ?? fallback;
}

export function createCanaryGuard(options: CanaryGuardOptions): CanaryGuard {
  const { policy, logger } = options;
  const now = options.now ?? Date.now;
  let watched = new Map<string, Watched>();
  let seen: Registry | undefined;
  let refreshedAt = 0;
  let refreshing: Promise<void> | undefined;

  const refresh = async () => {
    const registry = await options.registry();
    refreshedAt = now();
    if (registry === seen) return;
    seen = registry;
    const next = new Map<string, Watched>();
    for (const [tenant, remotes] of Object.entries(registry.tenants)) {
      for (const [remote, entry] of Object.entries(remotes ?? {})) {
        if (!entry.canary || entry.canary.percent <= 0) continue;
        const key = `${tenant}|${remote}`;
        const old = watched.get(key);
        // the same canary against the same stable version keeps its figures across reloads
        if (
          old &&
          old.canary.version === entry.canary.version.version &&
          old.stable.version === entry.version
        ) {
          next.set(key, old);
          continue;
        }
        next.set(key, {
          canary: entry.canary.version,
          stable: entry,
          percent: entry.canary.percent,
          windows: new Map(),
          decided: false,
          lastCheck: 0,
        });
      }
    }
    watched = next;
  };

  const windowOf = (w: Watched, version: string) => {
    let win = w.windows.get(version);
    if (!win) w.windows.set(version, (win = new SlidingWindow(policy)));
    return win;
  };

  const decide = (tenant: string, remote: string, w: Watched) => {
    const at = now();
    const canaryFigures = windowOf(w, w.canary.version).figures(at);
    const stableFigures = windowOf(w, w.stable.version).figures(at);
    const reason = canaryVerdict(canaryFigures, stableFigures, policy);
    if (!reason) return;
    w.decided = true;
    const decision: CanaryDecision = {
      tenant,
      remote,
      canary: w.canary.version,
      stable: w.stable.version,
      percent: w.percent,
      reason,
      windowMs: policy.windowMs,
      canaryFigures,
      stableFigures,
    };
    const fields = {
      tenant,
      remote,
      canary: decision.canary,
      stable: decision.stable,
      percent: decision.percent,
      reason,
      windowMs: policy.windowMs,
      canarySamples: canaryFigures.samples,
      canaryErrors: canaryFigures.errors,
      canaryErrorRate: round(canaryFigures.errorRate),
      canaryP99Ms: round(canaryFigures.p99Ms),
      canaryP99OfBudget: round(canaryFigures.p99OfBudget),
      stableSamples: stableFigures.samples,
      stableErrorRate: round(stableFigures.errorRate),
      stableP99Ms: round(stableFigures.p99Ms),
      maxErrorRate: policy.maxErrorRate,
    };
    options.rollback(decision).then(
      (changed) =>
        logger.warn(
          changed
            ? `canary ${remote} ${decision.canary} rolled back automatically (${reason})`
            : `canary ${remote} ${decision.canary} passed its budget (${reason}); already rolled back`,
          fields,
        ),
      (error: unknown) => {
        // try again on a later fetch
        w.decided = false;
        logger.error(`canary ${remote} ${decision.canary} passed its budget, but the rollback failed`, {
          ...fields,
          error: error instanceof Error ? error.message : String(error),
        });
      },
    );
  };

  const observe: FragmentObserver = (o: FragmentObservation) => {
    if (now() - refreshedAt > REFRESH_MS && !refreshing) {
      refreshing = refresh()
        .catch(() => undefined)
        .finally(() => (refreshing = undefined));
    }
    if (watched.size === 0) return;
    const w = watched.get(`${o.tenant}|${o.remote}`);
    if (!w || w.decided) return;
    const version =
      o.version === w.canary.version ? w.canary : o.version === w.stable.version ? w.stable : null;
    if (!version) return;
    const at = now();
    windowOf(w, version.version).add(
      at,
      o.ms,
      budgetOf(version, o.fragmentId, policy.defaultP99BudgetMs),
      o.outcome !== 'ok',
    );
    // judged on a canary's fetch: at once after a failure, else at most every 200 ms
    if (version === w.canary && (o.outcome !== 'ok' || at - w.lastCheck >= CHECK_MS)) {
      w.lastCheck = at;
      decide(o.tenant, o.remote, w);
    }
  };

  // the last registry given out without the decided canaries, for the registry and the decisions it came from
  let lastWithheld: { readonly from: Registry; readonly key: string; readonly out: Registry } | undefined;
  const withhold = (registry: Registry): Registry => {
    const decided = [...watched.entries()].filter(([, w]) => w.decided);
    if (decided.length === 0) return registry;
    const key = decided.map(([k, w]) => `${k}|${w.canary.version}`).join(',');
    if (lastWithheld?.from === registry && lastWithheld.key === key) return lastWithheld.out;
    let tenants: Partial<Record<TenantId, Readonly<Record<string, RegistryEntry>>>> | undefined;
    for (const [k, w] of decided) {
      const [name = '', remote = ''] = k.split('|');
      const tenant = name as TenantId;
      const entry = registry.tenants[tenant]?.[remote];
      if (!entry?.canary || entry.canary.version.version !== w.canary.version) continue;
      const { canary: _rolledBack, ...stable } = entry;
      tenants ??= { ...registry.tenants };
      tenants[tenant] = { ...tenants[tenant], [remote]: stable };
    }
    const out = tenants ? { ...registry, tenants } : registry;
    lastWithheld = { from: registry, key, out };
    return out;
  };

  return {
    observe,
    refresh,
    withhold,
    figures: () =>
      [...watched.entries()].map(([key, w]) => {
        const [tenant = '', remote = ''] = key.split('|');
        const at = now();
        return {
          tenant,
          remote,
          canary: w.canary.version,
          stable: w.stable.version,
          percent: w.percent,
          canaryFigures: windowOf(w, w.canary.version).figures(at),
          stableFigures: windowOf(w, w.stable.version).figures(at),
        };
      }),
  };
}

const round = (n: number) => Math.round(n * 1000) / 1000;
