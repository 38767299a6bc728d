import { appError } from '@sf/contracts';
import { readHostCookie, randomUuid, serializeHostCookie } from '@sf/session';
import { bodyLimit, byClientIp, createMemoryRateLimitStore, errorResponse, originGuard, rateLimit, readBody } from '@sf/server-kit';
import { Hono, type Context } from 'hono';
import { HISTORY_COOKIE, HISTORY_COOKIE_MAX_AGE_S, HISTORY_KEPT, HISTORY_SHOWN } from '../../shared/constants';
import { searchText } from '../../shared/messages';
import { MAX_BODY_BYTES, type ServerDeps } from '../deps';
import { addHistory, clearHistory, deleteHistory, joinHistory, listHistory } from '../domain/history';
import { normalizeTerm } from '../domain/terms';
import { isSecure, requestShop } from '../request-info';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const NO_STORE = { 'cache-control': 'private, no-store' };
const CUSTOMER = /^[A-Za-z0-9_-]{1,64}$/;

/** The visitor id of the history cookie (well-formed ids only), or null. */
export function visitorOf(headers: Headers): string | null {
  const raw = readHostCookie(headers.get('cookie'), HISTORY_COOKIE, isSecure(headers));
  return raw && UUID.test(raw) ? raw : null;
}

/** Constant-time comparison of two secrets. */
function sameSecret(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * `/api/search/searchhistory/*`: `GET /` (the last 10 terms), `GET /v1/all` (all kept, 50),
 * `POST /v1` `{term}` (record), `POST /delete` `{term}`, `POST /deleteall`, and
 * `POST /v1/join-with-fi` `{visitor, fi}` for the account server (shared secret). The visitor is
 * known by the HttpOnly cookie `sf_search` (`__Host-` over TLS), created on the first recording.
 */
export function historyRoutes(deps: ServerDeps): Hono {
  const api = new Hono();
  const limits = deps.rateLimitStore ?? createMemoryRateLimitStore();
  api.use('*', originGuard({ trustedOrigins: [...deps.trustedOrigins] }));
  api.use('*', async (c, next) => (c.req.method === 'POST' ? bodyLimit({ maxSize: MAX_BODY_BYTES })(c, next) : next()));
  const changes = rateLimit({ name: 'search-history', windowMs: 60_000, max: deps.historyPerMinute, key: byClientIp, store: limits });
  const reads = rateLimit({ name: 'search-history-read', windowMs: 60_000, max: deps.historyPerMinute * 4, key: byClientIp, store: limits });

  const list = (limit: number) => async (c: Context) => {
    const visitor = visitorOf(c.req.raw.headers);
    return c.json({ terms: visitor ? await listHistory(deps.db, visitor, limit) : [] }, 200, NO_STORE);
  };
  api.get('/', reads, list(HISTORY_SHOWN));
  api.get('/v1/all', reads, list(HISTORY_KEPT));

  const termOf = async (c: Context) => normalizeTerm((await readBody(c, { maxBytes: MAX_BODY_BYTES }))['term'] ?? '');
  const emptyTerm = (c: Context) => errorResponse(appError('API-400', searchText(requestShop(c.req.raw.headers).locale, 'search.empty')));

  api.post('/v1', changes, async (c) => {
    const term = await termOf(c);
    if (!term) return emptyTerm(c);
    const known = visitorOf(c.req.raw.headers);
    const visitor = known ?? randomUuid();
    await addHistory(deps.db, visitor, term);
    const res = c.json({ terms: await listHistory(deps.db, visitor, HISTORY_SHOWN) }, 200, NO_STORE);
    if (!known) {
      res.headers.append('set-cookie', serializeHostCookie(HISTORY_COOKIE, visitor, { secure: isSecure(c.req.raw.headers), maxAge: HISTORY_COOKIE_MAX_AGE_S }));
    }
    return res;
  });

  api.post('/delete', changes, async (c) => {
    const term = await termOf(c);
    if (!term) return emptyTerm(c);
    const visitor = visitorOf(c.req.raw.headers);
    if (visitor) await deleteHistory(deps.db, visitor, term);
    return c.json({ terms: visitor ? await listHistory(deps.db, visitor, HISTORY_SHOWN) : [] }, 200, NO_STORE);
  });

  api.post('/deleteall', changes, async (c) => {
    const visitor = visitorOf(c.req.raw.headers);
    if (visitor) await clearHistory(deps.db, visitor);
    return c.json({ terms: [] }, 200, NO_STORE);
  });

  api.post('/v1/join-with-fi', changes, async (c) => {
    const locale = requestShop(c.req.raw.headers).locale;
    const token = c.req.header('x-sf-internal-token') ?? '';
    if (!deps.joinToken || !sameSecret(token, deps.joinToken)) return errorResponse(appError('API-403', searchText(locale, 'search.error.forbidden')));
    const body = await readBody(c, { maxBytes: MAX_BODY_BYTES });
    const visitor = body['visitor'] ?? visitorOf(c.req.raw.headers) ?? '';
    const customer = body['fi'] ?? '';
    if (!UUID.test(visitor) || !CUSTOMER.test(customer)) return errorResponse(appError('API-400', searchText(locale, 'search.error.badRequest')));
    return c.json({ joined: true, terms: await joinHistory(deps.db, visitor, customer) }, 200, NO_STORE);
  });
  return api;
}
