import { fragmentContext, fragmentResponse, type FragmentEnv } from '@sf/server-kit';
import { Hono } from 'hono';

/**
 * `GET /fragment/<route id>`: the basket and checkout pages (`/warenkorb`, `/kasse/*`,
 * `/merkzettel`, `/paylink`) are not built yet (issue 9). Every route answers the platform's
 * "not found" through the fragment protocol (`x-sf-status: 404`, empty body): the composer then
 * writes its own 404 page, exactly as before this server was deployed (decision 0055).
 */
export function fragmentRoutes(): Hono<FragmentEnv> {
  const app = new Hono<FragmentEnv>();
  app.use('*', fragmentContext());
  app.get('/:routeId', () => fragmentResponse('', { status: 404, cacheControl: 'no-store' }));
  return app;
}
