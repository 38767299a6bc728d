import { satisfy } from '@module-federation/enhanced/runtime';
import {
  COMPOSITION_VERSION,
  CONTRACT_VERSIONS,
  compositionConflicts,
  describeConflict,
  isRemoteComposition,
  type ContractVersions,
  type RemoteComposition,
  type RemoteVersion,
} from '@sf/contracts';
import { FEDERATION_RUNTIME_PACKAGE } from './federation-runtime';
import { declaredRouteIds, describeUnservedLink, unservedLinks, type ServedVersion } from './gate-links';
import { describeMissingExports, missingSharedExports } from './gate-shared-exports';

/**
 * The deploy gate (decisions 0121, 0122): what the registry refuses before a version goes live. Pure:
 * the deploy script (`scripts/deploy.mjs`) reads the builds and the registry and writes nothing when
 * this finds a problem. Every problem is listed, not just the first.
 */

/** The singletons one page shares, whose versions must fit the shell's ranges. */
export const GATED_SINGLETONS: readonly string[] = [
  'react',
  'react-dom',
  'styled-components',
  'zustand',
  'urql',
  '@formatjs/intl',
  FEDERATION_RUNTIME_PACKAGE,
];

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
  /**
   * Route ids known besides the routes the served compositions declare (decision 0145): a widget
   * may name a route of any served version or one of these.
   */
  readonly routeIds?: ReadonlySet<string>;
  /**
   * What each tenant served before the deploy (decision 0265): a route another version links that the
   * deploy leaves to nobody is refused when a candidate declared it before. Without it, any candidate
   * in a set that loses a linked route is taken to drop it.
   */
  readonly before?: Readonly<Record<string, TenantServing>>;
  /** The route ids a version whose composition declares none keeps (the snapshot's, by app; 0145). */
  readonly fallbackRoutes?: Readonly<Record<string, readonly string[]>>;
}

const CONTRACT_NAMES: Readonly<Record<keyof ContractVersions, string>> = {
  fragmentProtocol: 'fragment protocol',
  eventBus: 'event bus',
  lifecycleProps: 'lifecycle props',
};

/**
 * The contract versions the platform supports: the fragment protocol the composer speaks (this
 * package's), the event bus and the lifecycle props the serving shell implements (its composition's).
 */
export function supportedContracts(shell: RemoteComposition | undefined): ContractVersions {
  return {
    fragmentProtocol: CONTRACT_VERSIONS.fragmentProtocol,
    eventBus: shell?.contracts.eventBus ?? CONTRACT_VERSIONS.eventBus,
    lifecycleProps: shell?.contracts.lifecycleProps ?? CONTRACT_VERSIONS.lifecycleProps,
  };
}

/**
 * Where a remote's shared singletons do not fit the shell's: the remote's version outside the shell's
 * range (`^<shell's version>`, what the shell's build requires of every provider on the page). Checked
 * with the federation runtime's own `satisfy`, the function it matches singleton versions with.
 */
export function sharedMismatches(
  remote: string,
  remoteShared: Readonly<Record<string, string>>,
  shellShared: Readonly<Record<string, string>>,
): string[] {
  const problems: string[] = [];
  for (const pkg of GATED_SINGLETONS) {
    const mine = remoteShared[pkg];
    const shells = shellShared[pkg];
    if (mine === undefined || shells === undefined) continue;
    if (!satisfy(mine, `^${shells}`))
      problems.push(`${remote}: ${pkg} ${mine} is outside the shell's range ^${shells}`);
  }
  return problems;
}

/** What is wrong with one candidate on its own: its composition, contracts, exposes and route ids. */
export function candidateProblems(
  candidate: DeployCandidate,
  shell: RemoteComposition | undefined,
  routeIds: ReadonlySet<string>,
): string[] {
  const { name, record } = candidate;
  const composition: unknown = record.composition;
  if (composition === undefined)
    return [`${name}: the build has no sf-composition.json (build it with @sf/federation)`];
  if (!isRemoteComposition(composition)) return [`${name}: sf-composition.json is not a valid composition`];
  const problems: string[] = [];
  if (composition.remote !== name)
    problems.push(`${name}: its composition names the remote ${composition.remote}`);
  if (composition.compositionVersion !== COMPOSITION_VERSION) {
    problems.push(
      `${name}: composition version ${composition.compositionVersion} is not supported (supported: ${COMPOSITION_VERSION})`,
    );
  }
  const supported = supportedContracts(shell);
  for (const key of Object.keys(CONTRACT_NAMES) as (keyof ContractVersions)[]) {
    if (composition.contracts[key] !== supported[key]) {
      problems.push(
        `${name}: ${CONTRACT_NAMES[key]} contract ${composition.contracts[key]} is not supported (supported: ${supported[key]})`,
      );
    }
  }
  const exposes = new Set(candidate.exposes);
  for (const widget of composition.widgets) {
    if (!exposes.has(widget.expose))
      problems.push(
        `${name}: widget ${widget.fragment} names the expose ${widget.expose}, which its build does not expose`,
      );
    if (Array.isArray(widget.routes)) {
      for (const route of widget.routes as readonly string[]) {
        if (!routeIds.has(route))
          problems.push(`${name}: widget ${widget.fragment} names the unknown route ${route}`);
      }
    }
  }
  return problems;
}

/** The sets of versions a tenant can serve: the live one, and one per canary. */
function servedSets(serving: TenantServing): ServedVersion[][] {
  const live = Object.entries(serving).map(([name, s]) => ({ name, version: s.live }));
  const sets = [live];
  for (const [name, s] of Object.entries(serving)) {
    if (s.canary)
      sets.push(
        Object.entries(serving).map(([other, o]) => ({
          name: other,
          version: other === name ? s.canary! : o.live,
        })),
      );
  }
  return sets;
}

/** The route ids each app's versions (live and canary) declared, for one tenant. */
function declaredByApp(
  serving: TenantServing,
  fallbackRoutes: Readonly<Record<string, readonly string[]>> | undefined,
): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [name, s] of Object.entries(serving)) {
    const ids = [s.live, s.canary].flatMap((version) =>
      version ? declaredRouteIds({ name, version }, fallbackRoutes) : [],
    );
    out.set(name, new Set(ids));
  }
  return out;
}

/**
 * Every reason to refuse the deploy: clashes between the compositions any tenant would serve (an
 * `/api` prefix, a path, a slot, a route id or a page path claimed twice — both owners named),
 * candidates whose composition, contracts, exposes or widget routes do not fit, shared singletons
 * outside the shell's ranges (a new shell is checked against every remote it would serve), a route
 * other versions link that the deploy leaves to nobody (decision 0265) and a shared `@sf/*` export a
 * version needs that the page's copy lacks (decision 0266). Empty: the deploy may go ahead.
 */
export function deployProblems(input: GateInput): string[] {
  const problems = new Set<string>();
  const candidateNames = new Set(input.candidates.map((c) => c.name));
  const routeIds = new Set(input.routeIds ?? []);
  for (const serving of Object.values(input.serving)) {
    for (const s of Object.values(serving)) {
      for (const version of [s.live, s.canary]) {
        for (const route of version?.composition?.routes ?? []) routeIds.add(route.id);
      }
    }
  }
  const isCandidate = (served: ServedVersion) =>
    input.candidates.some((c) => c.name === served.name && c.record.version === served.version.version);
  for (const [tenant, serving] of Object.entries(input.serving)) {
    const previous = input.before?.[tenant];
    const before = previous && declaredByApp(previous, input.fallbackRoutes);
    for (const set of servedSets(serving)) {
      const compositions = set
        .map((v) => v.version.composition)
        .filter((c): c is RemoteComposition => c !== undefined);
      for (const conflict of compositionConflicts(compositions)) problems.add(describeConflict(conflict));
      const links = unservedLinks({
        set,
        isCandidate,
        before: input.before ? (before ?? new Map()) : undefined,
        fallbackRoutes: input.fallbackRoutes,
      });
      for (const link of links) problems.add(describeUnservedLink(link));
      for (const missing of missingSharedExports(set, isCandidate))
        problems.add(describeMissingExports(missing));
    }
    const shell = serving.shell?.live;
    for (const candidate of input.candidates) {
      for (const p of candidateProblems(
        candidate,
        candidate.name === 'shell' ? candidate.record.composition : shell?.composition,
        routeIds,
      ))
        problems.add(p);
    }
    if (!shell) continue;
    for (const [name, s] of Object.entries(serving)) {
      if (name === 'shell') continue;
      // a remote is checked when it is new, or when the shell it meets is
      if (!candidateNames.has(name) && !candidateNames.has('shell')) continue;
      for (const version of [s.live, ...(s.canary ? [s.canary] : [])]) {
        for (const p of sharedMismatches(name, version.sharedVersions, shell.sharedVersions)) problems.add(p);
      }
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
