import { appError, isLocale } from '@sf/contracts';
import { tenantOfLocale } from '@sf/tenant-config';
import { readHostCookie, randomUuid, serializeHostCookie } from '@sf/session';
import {
  bodyLimit,
  byClientIp,
  clientIp,
  createMemoryRateLimitStore,
  errorResponse,
  originGuard,
  rateLimit,
  readBody,
} from '@sf/server-kit';
import { Hono, type Context } from 'hono';
import {
  HISTORY_COOKIE,
  HISTORY_COOKIE_MAX_AGE_S,
  HISTORY_KEPT,
  HISTORY_SHOWN,
} from '../../shared/constants';
import { searchText } from '../../shared/messages';
import { MAX_BODY_BYTES, type ServerDeps } from '../deps';
import {
  addHistory,
  clearHistory,
  deleteHistory,
  joinHistory,
  listHistory,
  type HistoryOwner,
} from '../domain/history';
import { normalizeTerm } from '../domain/terms';
import { searchPath } from '../hits';
import { isSecure, requestShop } from '@sf/remote-server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const NO_STORE = { 'cache-control': 'private, no-store' };
const CUSTOMER = /^[A-Za-z0-9_-]{1,64}$/;

/** The visitor id of the history cookie (well-formed ids only), or null. */
export function visitorOf(headers: Headers): string | null {
  const raw = readHostCookie(headers.get('cookie'), HISTORY_COOKIE, isSecure(headers));
  return raw && UUID.test(raw) ? raw : null;
}

/** The composer's session flags say logged in (soft-logged-in included). */
function loggedInOf(headers: Headers): boolean {
  try {
    return (JSON.parse(headers.get('x-sf-session') ?? '{}') as { loggedIn?: unknown }).loggedIn === true;
  } catch {
    return false;
  }
}

/** The customer of a fully logged-in session: the composer's `x-sf-customer` (it drops a client's own). */
function customerOf(headers: Headers): string | null {
  const id = headers.get('x-sf-customer');
  return id && CUSTOMER.test(id) ? id : null;
}

/** Whose history a request uses (see {@link HistoryOwner}). */
export function historyOwnerOf(headers: Headers): HistoryOwner {
  return { visitor: visitorOf(headers), customer: customerOf(headers), loggedIn: loggedInOf(headers) };
}

/**
 * `/api/search/searchhistory/*`: `GET /` (the last 10 terms), `GET /v1/all` (all kept, 50),
 * `POST /v1` `{term}` (record), `POST /v1/go` (the header's form: record `q`, 303 to its result page),
 * `POST /delete` `{term}`, `POST /deleteall`, and
 * `POST /v1/join-with-fi` (on login: the cookie's anonymous terms into the customer's of the new
 * session). A visitor is known by the HttpOnly cookie `sf_search` (`__Host-` over TLS), created on
 * the first recording; a logged-in customer by the composer's `x-sf-customer`.
 */
export function historyRoutes(deps: ServerDeps): Hono {
  const api = new Hono();
  const limits = deps.rateLimitStore ?? createMemoryRateLimitStore();
  api.use('*', originGuard({ trustedOrigins: [...deps.trustedOrigins] }));
  api.use('*', async (c, next) =>
    c.req.method === 'POST' ? bodyLimit({ maxSize: MAX_BODY_BYTES })(c, next) : next(),
  );
  const changes = rateLimit({
    name: 'search-history',
    windowMs: 60_000,
    max: deps.historyPerMinute,
    key: byClientIp,
    store: limits,
  });
  const reads = rateLimit({
    name: 'search-history-read',
    windowMs: 60_000,
    max: deps.historyPerMinute * 4,
    key: byClientIp,
    store: limits,
  });

  const list = (limit: number) => async (c: Context) => {
    return c.json(
      { terms: await listHistory(deps.db, historyOwnerOf(c.req.raw.headers), limit) },
      200,
      NO_STORE,
    );
  };
  api.get('/', reads, list(HISTORY_SHOWN));
  api.get('/v1/all', reads, list(HISTORY_KEPT));

  const termOf = async (c: Context) =>
    normalizeTerm((await readBody(c, { maxBytes: MAX_BODY_BYTES }))['term'] ?? '');
  const emptyTerm = (c: Context) =>
    errorResponse(appError('API-400', searchText(requestShop(c.req.raw.headers).locale, 'search.empty')));

  /** Records `term` for the request's owner (a new visitor gets the cookie on `res`). */
  const record = async (c: Context, term: string): Promise<{ who: HistoryOwner; cookie: string | null }> => {
    const owner = historyOwnerOf(c.req.raw.headers);
    const known = owner.visitor;
    const who = known || owner.customer ? owner : { ...owner, visitor: randomUuid() };
    await addHistory(deps.db, who, term);
    const cookie =
      !known && who.visitor
        ? serializeHostCookie(HISTORY_COOKIE, who.visitor, {
            secure: isSecure(c.req.raw.headers),
            maxAge: HISTORY_COOKIE_MAX_AGE_S,
          })
        : null;
    return { who, cookie };
  };

  api.post('/v1', changes, async (c) => {
    const term = await termOf(c);
    if (!term) return emptyTerm(c);
    const { who, cookie } = await record(c, term);
    const res = c.json({ terms: await listHistory(deps.db, who, HISTORY_SHOWN) }, 200, NO_STORE);
    if (cookie) res.headers.append('set-cookie', cookie);
    return res;
  });

  // the header's search form (a POST, so recording is no state change on GET): the term is
  // recorded and the shopper sent on to its result page (303), with or without JavaScript; a
  // request over the history's rate limit is searched without being recorded, an empty term gets
  // the search page's message
  api.post('/v1/go', async (c) => {
    const body = await readBody(c, { maxBytes: MAX_BODY_BYTES });
    const shop = requestShop(c.req.raw.headers);
    const asked = body['locale'];
    const locale = isLocale(asked) && tenantOfLocale(asked) === shop.tenant ? asked : shop.locale;
    const term = normalizeTerm(body['q'] ?? '');
    if (!term) return c.redirect(`${searchPath('', locale)}?q=`, 303);
    const counted = await limits.consume(
      { name: 'search-history', points: deps.historyPerMinute, windowMs: 60_000 },
      `ip:${clientIp(c.req.raw.headers)}`,
    );
    const res = c.redirect(searchPath(term, locale), 303);
    res.headers.set('cache-control', 'no-store');
    if (counted.allowed) {
      const { cookie } = await record(c, term);
      if (cookie) res.headers.append('set-cookie', cookie);
    }
    return res;
  });

  api.post('/delete', changes, async (c) => {
    const term = await termOf(c);
    if (!term) return emptyTerm(c);
    const who = historyOwnerOf(c.req.raw.headers);
    await deleteHistory(deps.db, who, term);
    return c.json({ terms: await listHistory(deps.db, who, HISTORY_SHOWN) }, 200, NO_STORE);
  });

  api.post('/deleteall', changes, async (c) => {
    await clearHistory(deps.db, historyOwnerOf(c.req.raw.headers));
    return c.json({ terms: [] }, 200, NO_STORE);
  });

  // on login (the account domain calls it with the new session, decision 0078): the customer is the
  // one the composer verified, the visitor the one of the cookie — nobody can join into another's
  api.post('/v1/join-with-fi', changes, async (c) => {
    const locale = requestShop(c.req.raw.headers).locale;
    const owner = historyOwnerOf(c.req.raw.headers);
    if (!owner.customer)
      return errorResponse(appError('API-401', searchText(locale, 'search.error.forbidden')));
    if (!owner.visitor)
      return c.json(
        { joined: false, terms: (await listHistory(deps.db, owner, HISTORY_KEPT)).length },
        200,
        NO_STORE,
      );
    return c.json(
      { joined: true, terms: await joinHistory(deps.db, owner.visitor, owner.customer) },
      200,
      NO_STORE,
    );
  });
  return api;
}
