import { isCompositionRoute, routeClashes, type CompositionRoute } from './composition-routes';
import { LOCALES, type Locale } from './tenant';

/**
 * What a remote (or the shell) composes into the shop, declared in its own source
 * (`src/composition.ts`) and emitted by its build as `sf-composition.json` beside `mf-manifest.json`.
 * The deploy copies it into the registry entry of that version; the composer builds its widget list
 * and its `/api` routing from the compositions of the versions it serves (decision 0120).
 */

/** Version of the {@link RemoteComposition} format; a composition of another version is refused. */
export const COMPOSITION_VERSION = 1;

/** Version of the fragment protocol (`FRAGMENT_HEADERS`, slots, `data-sf-state`) this package describes. */
export const FRAGMENT_PROTOCOL_VERSION = 1;
/** Version of the bus events (`BusEvent`) this package describes. */
export const EVENT_BUS_VERSION = 1;
/** Version of the lifecycle props (`RemoteProps`, `RemoteLifecycles`) this package describes. */
export const LIFECYCLE_PROPS_VERSION = 1;

/** The contract versions a build was made against. */
export interface ContractVersions {
  readonly fragmentProtocol: number;
  readonly eventBus: number;
  readonly lifecycleProps: number;
}

/** The contract versions of this package: what a remote's composition declares by default. */
export const CONTRACT_VERSIONS: ContractVersions = {
  fragmentProtocol: FRAGMENT_PROTOCOL_VERSION,
  eventBus: EVENT_BUS_VERSION,
  lifecycleProps: LIFECYCLE_PROPS_VERSION,
};

/**
 * The pages a widget is composed into: route ids, or every route (`all`), or every route whose page
 * carries the shop's header (`framed`: all but the content-only ones, decision 0095).
 */
export type WidgetRoutes = readonly string[] | 'all' | 'framed';

/** A page widget: a fragment of the remote composed into the pages of some routes, in a slot of its own. */
export interface CompositionWidget {
  /** Fragment id on the remote's server (`GET <server>/fragment/<fragment>`). */
  readonly fragment: string;
  /** The widget's slot (`data-sf-slot`): unique in the shop. */
  readonly slot: string;
  /** Federation expose that enhances the widget in the browser (`./sheet`); must be in the build's exposes. */
  readonly expose: string;
  readonly routes: WidgetRoutes;
  /**
   * A page helper (decision 0074): left out for crawlers and monitoring probes, and fetched with the
   * visitor hints. Its fetch is private to the visitor (never shared or cached).
   */
  readonly helper?: boolean;
  /** The remote's own cookies the widget reads (sent only to this widget's fetch; private as well). */
  readonly cookies?: readonly string[];
}

/**
 * An in-fragment slot widget (decision 0046): other fragments reserve
 * `<div data-sf-widget-slot="<remote>">`; the composer fills it with this fragment, or the fallback text.
 */
export interface CompositionSlotWidget {
  readonly fragment: string;
  /** Shown in the slot when the widget cannot be fetched, by locale. */
  readonly fallback: Readonly<Record<Locale, string>>;
}

/** What one fragment may cost: its HTML size and its server's p99 answer time. */
export interface FragmentBudget {
  readonly htmlBytes: number;
  readonly serverP99Ms: number;
}

/** Everything a remote declares about what it composes into the shop. */
export interface RemoteComposition {
  readonly compositionVersion: number;
  /** The remote's registry name (`mfe-newsletter`, `shell`). */
  readonly remote: string;
  /** The contract versions the remote was built against. */
  readonly contracts: ContractVersions;
  /**
   * The pages it owns (decision 0145): the composer's route table is the routes of the served
   * versions. Absent: no pages (a composition written before routes moved, or a widget-only remote).
   */
  readonly routes?: readonly CompositionRoute[];
  /**
   * The route ids of other owners its code links (`localizedPath(id, locale)`), found by its build
   * (decision 0265): the deploy refuses a version that would leave one of them to no served version.
   * Absent: a build from before, whose links are unknown (nothing refused for them).
   */
  readonly links?: readonly string[];
  /** Page widgets composed after `<main>`. */
  readonly widgets: readonly CompositionWidget[];
  /** The remote's in-fragment slot widget, if it has one. */
  readonly slotWidget?: CompositionSlotWidget;
  /** The `/api/<prefix>/…` prefixes its server answers (`newsletter`). */
  readonly api: readonly string[];
  /**
   * Other public paths proxied to its server as they are: exact (`/sitemap.xml`) or a folder
   * ending in `/*` (`/sitemaps/*`).
   */
  readonly paths: readonly string[];
  /** Budgets by fragment id (route ids, widget fragments); `*` for every other fragment. */
  readonly budgets: Readonly<Record<string, FragmentBudget>>;
}

const ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
const PATH = /^\/[A-Za-z0-9._~/-]*(?:\/\*)?$/;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const isStringArray = (v: unknown, pattern: RegExp): v is string[] =>
  Array.isArray(v) && v.every((s) => typeof s === 'string' && pattern.test(s));
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

function isContractVersions(v: unknown): v is ContractVersions {
  return isRecord(v) && isCount(v.fragmentProtocol) && isCount(v.eventBus) && isCount(v.lifecycleProps);
}

function isWidget(v: unknown): v is CompositionWidget {
  return (
    isRecord(v) &&
    typeof v.fragment === 'string' &&
    ID.test(v.fragment) &&
    typeof v.slot === 'string' &&
    ID.test(v.slot) &&
    typeof v.expose === 'string' &&
    /^\.\/[a-z0-9-]{1,64}$/.test(v.expose) &&
    (v.routes === 'all' || v.routes === 'framed' || isStringArray(v.routes, ID)) &&
    (v.helper === undefined || typeof v.helper === 'boolean') &&
    (v.cookies === undefined || isStringArray(v.cookies, /^[A-Za-z0-9_-]{1,64}$/))
  );
}

function isSlotWidget(v: unknown): v is CompositionSlotWidget {
  return (
    isRecord(v) &&
    typeof v.fragment === 'string' &&
    ID.test(v.fragment) &&
    isRecord(v.fallback) &&
    LOCALES.every((l) => typeof (v.fallback as Record<string, unknown>)[l] === 'string')
  );
}

function isBudget(v: unknown): v is FragmentBudget {
  return isRecord(v) && isCount(v.htmlBytes) && isCount(v.serverP99Ms);
}

/** Runtime guard of a {@link RemoteComposition} (any composition version; the deploy checks which). */
export function isRemoteComposition(v: unknown): v is RemoteComposition {
  return (
    isRecord(v) &&
    isCount(v.compositionVersion) &&
    typeof v.remote === 'string' &&
    /^[a-z0-9][a-z0-9-]{0,63}$/.test(v.remote) &&
    isContractVersions(v.contracts) &&
    (v.routes === undefined || (Array.isArray(v.routes) && v.routes.every(isCompositionRoute))) &&
    (v.links === undefined || isStringArray(v.links, ID)) &&
    Array.isArray(v.widgets) &&
    v.widgets.every(isWidget) &&
    (v.slotWidget === undefined || isSlotWidget(v.slotWidget)) &&
    isStringArray(v.api, ID) &&
    isStringArray(v.paths, PATH) &&
    v.paths.every((p) => p !== '/' && !p.startsWith('/api/') && !p.startsWith('/_assets/')) &&
    isRecord(v.budgets) &&
    Object.entries(v.budgets).every(([id, b]) => (id === '*' || ID.test(id)) && isBudget(b))
  );
}

/** Whether a proxied path pattern (`/sitemaps/*`, `/sitemap.xml`) matches a request path. */
export function pathPatternMatches(pattern: string, pathname: string): boolean {
  if (!pattern.endsWith('/*')) return pattern === pathname;
  const folder = pattern.slice(0, -1);
  return pathname.startsWith(folder) && pathname.length > folder.length;
}

/** Whether two path patterns can both match one request path. */
export function pathPatternsOverlap(a: string, b: string): boolean {
  if (a === b) return true;
  const folder = (p: string) => (p.endsWith('/*') ? p.slice(0, -1) : null);
  const fa = folder(a);
  const fb = folder(b);
  if (fa && fb) return fa.startsWith(fb) || fb.startsWith(fa);
  if (fa) return pathPatternMatches(a, b);
  if (fb) return pathPatternMatches(b, a);
  return false;
}

/** One clash between two remotes' compositions. */
export interface CompositionConflict {
  readonly kind: 'api' | 'path' | 'slot' | 'route' | 'route-path';
  /** The contested API prefix, path pattern(s), slot, route id or localized page path. */
  readonly what: string;
  readonly owners: readonly [string, string];
}

/**
 * Every clash between the compositions: an `/api` prefix, a path, a slot, a route id or a page path of
 * a locale claimed twice.
 */
export function compositionConflicts(compositions: readonly RemoteComposition[]): CompositionConflict[] {
  const conflicts: CompositionConflict[] = [];
  const api = new Map<string, string>();
  const slots = new Map<string, string>();
  const paths: { pattern: string; remote: string }[] = [];
  for (const c of compositions) {
    for (const prefix of new Set(c.api)) {
      const owner = api.get(prefix);
      if (owner !== undefined)
        conflicts.push({ kind: 'api', what: `/api/${prefix}`, owners: [owner, c.remote] });
      else api.set(prefix, c.remote);
    }
    for (const slot of new Set(c.widgets.map((w) => w.slot))) {
      const owner = slots.get(slot);
      if (owner !== undefined) conflicts.push({ kind: 'slot', what: slot, owners: [owner, c.remote] });
      else slots.set(slot, c.remote);
    }
    const own = c.widgets.map((w) => w.slot);
    for (const slot of new Set(own.filter((s, i) => own.indexOf(s) !== i)))
      conflicts.push({ kind: 'slot', what: slot, owners: [c.remote, c.remote] });
    for (const pattern of new Set(c.paths)) {
      const other = paths.find((p) => p.remote !== c.remote && pathPatternsOverlap(p.pattern, pattern));
      if (other)
        conflicts.push({
          kind: 'path',
          what: other.pattern === pattern ? pattern : `${other.pattern} / ${pattern}`,
          owners: [other.remote, c.remote],
        });
      paths.push({ pattern, remote: c.remote });
    }
  }
  conflicts.push(...routeClashes(compositions.map((c) => ({ remote: c.remote, routes: c.routes ?? [] }))));
  return conflicts;
}

/** A conflict as one line of a refusal: `/api/newsletter is claimed by mfe-newsletter and mfe-promo`. */
export function describeConflict(conflict: CompositionConflict): string {
  const label =
    conflict.kind === 'slot'
      ? `slot ${conflict.what}`
      : conflict.kind === 'route-path'
        ? `page path ${conflict.what}`
        : conflict.what;
  if (conflict.owners[0] === conflict.owners[1]) return `${label} is declared twice by ${conflict.owners[0]}`;
  return `${label} is claimed by ${conflict.owners[0]} and ${conflict.owners[1]}`;
}
