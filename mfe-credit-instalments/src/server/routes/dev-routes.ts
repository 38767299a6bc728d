import { Hono } from 'hono';

/**
 * Development only (`SF_DEV_FEATURES=1`): `POST /dev/credit/down` and `POST /dev/credit/up` switch
 * this server's fragments and API to 503, so e2e can show the product page's fallback text without
 * stopping a process; `GET /dev/credit/down` tells the state. Reachable only on 127.0.0.1 (the edge
 * proxies `/api/credit/*`, not `/dev/*`).
 */
export function devRoutes(down: { value: boolean }): Hono {
  const dev = new Hono();
  dev.get('/down', (c) => c.json({ down: down.value }));
  dev.post('/down', (c) => ((down.value = true), c.json({ down: true })));
  dev.post('/up', (c) => ((down.value = false), c.json({ down: false })));
  return dev;
}
