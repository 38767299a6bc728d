import type { RemoteVersion } from '@sf/contracts';

/**
 * The deploy gate's rule for links between owners (decision 0265): a version may not leave a route id
 * that a served version's code links (its composition's `links`, found by its build) to no served
 * version. A version without `links` (built before) links nothing the gate knows of.
 */

/** One version of a set a tenant can serve, with its app's name. */
export interface ServedVersion {
  readonly name: string;
  readonly version: RemoteVersion;
}

/** What the link rule looks at in one set of versions a tenant can serve. */
export interface LinkCheck {
  /** The versions served together (the live set, or one with a canary). */
  readonly set: readonly ServedVersion[];
  /** Whether a version of the set is one being deployed. */
  readonly isCandidate: (served: ServedVersion) => boolean;
  /**
   * The route ids the tenant's versions declared before the deploy, by app (live and canary), or
   * `undefined` when unknown: a route missing after the deploy is then blamed on the candidates.
   */
  readonly before?: ReadonlyMap<string, ReadonlySet<string>> | undefined;
  /** The route ids of a version whose composition declares none (the snapshot's, decision 0145). */
  readonly fallbackRoutes?: Readonly<Record<string, readonly string[]>> | undefined;
}

/** The route ids a version declares (its composition's, else what the snapshot gives its app). */
export function declaredRouteIds(
  served: ServedVersion,
  fallbackRoutes: Readonly<Record<string, readonly string[]>> = {},
): string[] {
  const routes = served.version.composition?.routes;
  return routes ? routes.map((r) => r.id) : [...(fallbackRoutes[served.name] ?? [])];
}

/** A route the check found unserved: who links it and, when a candidate drops it, which one. */
export interface UnservedLink {
  readonly route: string;
  readonly linkers: readonly string[];
  /** The candidate whose deploy drops the route; `undefined`: a candidate links a route nobody declares. */
  readonly droppedBy?: string;
}

/** The linked routes of one set that no version of it declares and that the deploy is to blame for. */
export function unservedLinks(check: LinkCheck): UnservedLink[] {
  const declared = new Set(check.set.flatMap((s) => declaredRouteIds(s, check.fallbackRoutes)));
  const linkers = new Map<string, ServedVersion[]>();
  for (const served of check.set) {
    for (const route of served.version.composition?.links ?? []) {
      if (declared.has(route)) continue;
      linkers.set(route, [...(linkers.get(route) ?? []), served]);
    }
  }
  const candidates = check.set.filter(check.isCandidate);
  const owners = Object.entries(check.fallbackRoutes ?? {});
  const ownerServed = (route: string) => {
    const owner = owners.find(([, ids]) => ids.includes(route))?.[0];
    return owner === undefined || check.set.some((s) => s.name === owner);
  };
  const out: UnservedLink[] = [];
  for (const [route, by] of linkers) {
    const names = by.map((s) => s.name).sort();
    const linking = by.filter(check.isCandidate).map((s) => s.name);
    // a candidate whose version before the deploy declared the route drops it (unknown before: any
    // candidate that does not link it itself)
    const dropper = candidates.find((c) =>
      check.before ? check.before.get(c.name)?.has(route) : linking.length === 0,
    );
    if (dropper) out.push({ route, linkers: names, droppedBy: dropper.name });
    // a new link to a route whose owner is not served here keeps the snapshot's path (decision 0235):
    // refused only when the owner is served without it, or no owner is known
    else if (linking.length > 0 && ownerServed(route)) out.push({ route, linkers: linking });
  }
  return out;
}

const list = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** One line of the refusal for an {@link UnservedLink}. */
export function describeUnservedLink(link: UnservedLink): string {
  if (link.droppedBy)
    return `${link.droppedBy} drops the route ${link.route}, which ${list(link.linkers)} ${link.linkers.length > 1 ? 'link' : 'links'}: keep the route id (its paths may change), or deploy ${link.linkers.length > 1 ? 'them' : 'it'} without the link first`;
  return `${list(link.linkers)} ${link.linkers.length > 1 ? 'link' : 'links'} the route ${link.route}, which no version served with ${link.linkers.length > 1 ? 'them' : 'it'} declares`;
}
