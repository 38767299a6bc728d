import {
  compositionConflicts,
  describeConflict,
  type RemoteComposition,
  type RemoteVersion,
} from '@sf/contracts';

/**
 * The deploy gate (decision 0121): what the registry refuses before a version goes live. Pure:
 * the deploy script (`scripts/deploy.mjs`) reads the builds and the registry and writes nothing when
 * this finds a problem. Every problem is listed, not just the first.
 */

/** One app's version about to go live, with the exposes of its build (`mf-manifest.json`). */
export interface DeployCandidate {
  readonly name: string;
  readonly record: RemoteVersion;
  /** Expose paths of the build (`./sheet`). */
  readonly exposes: readonly string[];
}

/** What one tenant serves: by app name, the live version and the canary's, if any. */
export type TenantServing = Readonly<
  Record<string, { readonly live: RemoteVersion; readonly canary?: RemoteVersion | undefined }>
>;

/** Everything the gate looks at. */
export interface GateInput {
  /** What each tenant serves once the candidates are live (candidates included, as live versions). */
  readonly serving: Readonly<Record<string, TenantServing>>;
  readonly candidates: readonly DeployCandidate[];
  /** Route ids of the route table: a widget may name only these. */
  readonly routeIds: ReadonlySet<string>;
}

/** The sets of versions a tenant can serve: the live one, and one per canary. */
function servedSets(serving: TenantServing): RemoteVersion[][] {
  const live = Object.values(serving).map((s) => s.live);
  const sets = [live];
  for (const [name, s] of Object.entries(serving)) {
    if (s.canary)
      sets.push(Object.entries(serving).map(([other, o]) => (other === name ? s.canary! : o.live)));
  }
  return sets;
}

/**
 * Every reason to refuse the deploy: clashes between the compositions any tenant would serve (an
 * `/api` prefix, a path or a slot claimed twice — both owners named). Empty: the deploy may go ahead.
 */
export function deployProblems(input: GateInput): string[] {
  const problems = new Set<string>();
  for (const serving of Object.values(input.serving)) {
    for (const set of servedSets(serving)) {
      const compositions = set
        .map((v) => v.composition)
        .filter((c): c is RemoteComposition => c !== undefined);
      for (const conflict of compositionConflicts(compositions)) problems.add(describeConflict(conflict));
    }
  }
  return [...problems];
}

/** The error a refused deploy throws: its message lists every problem. */
export class DeployRefused extends Error {
  constructor(
    readonly apps: readonly string[],
    readonly problems: readonly string[],
  ) {
    super(`deploy of ${apps.join(', ')} refused:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'DeployRefused';
  }
}
