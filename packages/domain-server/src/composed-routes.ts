import { AsyncLocalStorage } from 'node:async_hooks';
import {
  FRAGMENT_HEADERS,
  isCompositionRoute,
  isTenantId,
  routesPath,
  ROUTES_REVISION_PATTERN,
  type TenantId,
} from '@sf/contracts';
import { createRouteTable, setRouteSource, type OwnedRoute, type RouteTable } from '@sf/i18n';
import type { Logger } from '@sf/server-kit';

/**
 * The composed route table on a domain server (decision 0235): every fragment request of a page names
 * the revision of the table the page is composed with (`x-sf-routes`); the server fetches that table
 * from the composer once (`GET /_sf/routes/<revision>`), keeps the last few, and runs the request with
 * it installed as `@sf/i18n`'s route source, so `localizedPath(id, locale)` links other owners' pages
 * with the paths of the versions served now — a path an owner changed by its deploy shows in every
 * other owner's links without their rebuild. Work outside a page request (an API call, an outbox worker
 * writing a mail) links with the last table the server saw for the tenant; before the first one, with
 * the published snapshot of `@sf/i18n`.
 */
export interface ComposedRoutes {
  /** Runs `handle` with the table the request names (fetched first when new) as the route source. */
  serve(request: Request, handle: () => Response | Promise<Response>): Promise<Response>;
  /** The tables known by revision (tests). */
  readonly revisions: () => readonly string[];
}

export interface ComposedRoutesOptions {
  /** Where the composer answers `/_sf/routes/<revision>` (`SF_COMPOSER_URL`, default 127.0.0.1:PORT). */
  readonly composerUrl: string;
  readonly logger: Logger;
  readonly fetch?: typeof fetch;
  /** How long a request waits for a new table before it links with the last one (default 1500 ms). */
  readonly timeoutMs?: number;
  /** After a failed fetch, the same revision is not asked again for this long (default 5 s). */
  readonly retryAfterMs?: number;
}

/** Tables kept by revision: the live one of each tenant, a canary's, a tester's. */
const MAX_TABLES = 16;

interface Current {
  readonly tenant: TenantId;
  readonly table: RouteTable<OwnedRoute>;
}

/** `promise`'s value, or `undefined` once `ms` have passed. */
function withinBudget<T>(promise: Promise<T | undefined>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export function createComposedRoutes(options: ComposedRoutesOptions): ComposedRoutes {
  const { logger } = options;
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 1_500;
  const retryAfterMs = options.retryAfterMs ?? 5_000;
  const tables = new Map<string, RouteTable<OwnedRoute>>();
  const loading = new Map<string, Promise<RouteTable<OwnedRoute> | undefined>>();
  const failedAt = new Map<string, number>();
  const latest = new Map<TenantId, RouteTable<OwnedRoute>>();
  const current = new AsyncLocalStorage<Current>();

  setRouteSource((tenant) => {
    const here = current.getStore();
    return here && here.tenant === tenant ? here.table : latest.get(tenant);
  });

  const load = async (revision: string): Promise<RouteTable<OwnedRoute> | undefined> => {
    const url = `${options.composerUrl.replace(/\/+$/, '')}${routesPath(revision)}`;
    // a timer of our own, held until the answer is read (a bare `AbortSignal.timeout` was seen never to
    // fire once nothing else referenced it, leaving every request of the revision waiting)
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    try {
      const res = await fetchImpl(url, { signal: controller.signal });
      if (!res.ok) throw new Error(`status ${res.status}`);
      const document = (await res.json()) as { revision?: unknown; routes?: unknown };
      const routes = document.routes;
      if (
        document.revision !== revision ||
        !Array.isArray(routes) ||
        !routes.every((r) => isCompositionRoute(r) && typeof (r as { remote?: unknown }).remote === 'string')
      )
        throw new Error('not a route table');
      const table = createRouteTable(routes as OwnedRoute[], (message) =>
        logger.warn('a clash in the composed route table', { revision, message }),
      );
      if (tables.size >= MAX_TABLES) tables.delete(tables.keys().next().value!);
      tables.set(revision, table);
      failedAt.delete(revision);
      return table;
    } catch (error) {
      failedAt.set(revision, Date.now());
      logger.warn('the composed route table could not be read; links use the last known one', {
        revision,
        url,
        error: error instanceof Error ? error.message : String(error),
      });
      return undefined;
    } finally {
      clearTimeout(timer);
      loading.delete(revision);
    }
  };

  const tableOf = (
    revision: string,
  ): Promise<RouteTable<OwnedRoute> | undefined> | RouteTable<OwnedRoute> | undefined => {
    const known = tables.get(revision);
    if (known) return known;
    const failed = failedAt.get(revision);
    if (failed !== undefined && Date.now() - failed < retryAfterMs) return undefined;
    let pending = loading.get(revision);
    if (!pending) {
      pending = load(revision);
      loading.set(revision, pending);
    }
    return pending;
  };

  return {
    async serve(request, handle) {
      const revision = request.headers.get(FRAGMENT_HEADERS.routes);
      const tenant = request.headers.get(FRAGMENT_HEADERS.tenant);
      if (!revision || !ROUTES_REVISION_PATTERN.test(revision) || !isTenantId(tenant)) return handle();
      const found = tableOf(revision);
      // never longer than the budget, whatever the fetch does: the page then links with the last table
      const table = found instanceof Promise ? await withinBudget(found, timeoutMs) : found;
      if (!table) return handle();
      latest.set(tenant, table);
      return current.run({ tenant, table }, handle);
    },
    revisions: () => [...tables.keys()],
  };
}
