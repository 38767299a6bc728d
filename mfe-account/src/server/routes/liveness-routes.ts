import { Hono } from 'hono';
import type { ServerDeps } from '../deps';
import { liveSessionById } from '../domain/sessions';
import { jsonWith } from './responses';

/** A session id as `startSession` makes them (a random UUID). */
const SID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * `GET /internal/sessions/<sid>` (decision 0105): whether a session is still live, asked by the
 * composer before it vouches for a token it verified. `{ live: true, customerId, type }` with the
 * session's current type, or `{ live: false }` for an ended (logout, newer login, password reset),
 * expired or unknown one; never cached. Internal: the composer routes only `/api/customer/…` to this
 * server, so no shopper reaches it through the shop; it tells nothing without the session id.
 */
export function livenessRoutes(deps: ServerDeps): Hono {
  const app = new Hono();
  app.get('/sessions/:sid', async (c) => {
    const sid = c.req.param('sid');
    const live = SID.test(sid) ? await liveSessionById(deps.db, sid, deps.now?.() ?? new Date()) : null;
    return jsonWith(
      [],
      live ? { live: true, customerId: live.customerId, type: live.type } : { live: false },
      200,
    );
  });
  return app;
}
