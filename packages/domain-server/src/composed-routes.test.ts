import { ROUTES, localizedPath, resolveRoute, setRouteSource, type OwnedRoute } from '@sf/i18n';
import type { Logger } from '@sf/server-kit';
import { createComposedRoutes } from './composed-routes';

/** The snapshot's routes with the wishlist at `path` in de-DE: a composed table after its owner's deploy. */
function document(revision: string, path: string) {
  const routes = (ROUTES as readonly OwnedRoute[]).map((r) =>
    r.id === 'wishlist' ? { ...r, paths: { 'de-DE': path } } : r,
  );
  return { revision, routes };
}

const DOCUMENTS: Record<string, unknown> = {
  'rold-1': document('rold-1', '/merkzettel'),
  'rnew-1': document('rnew-1', '/mein-merkzettel'),
};

function composer() {
  const asked: string[] = [];
  const fetch = jest.fn(async (url: string | URL | Request) => {
    const revision = String(url).split('/').pop()!;
    asked.push(revision);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const body = DOCUMENTS[revision];
    return body ? Response.json(body) : Response.json({ error: 'unknown' }, { status: 404 });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, asked };
}

const logger = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
const options = (fetch: typeof globalThis.fetch) => ({
  composerUrl: 'http://composer/',
  logger: logger as unknown as Logger,
  fetch,
});

const page = (revision?: string, tenant = 'DE') =>
  new Request('http://127.0.0.1/fragment/header', {
    headers: { 'x-sf-tenant': tenant, ...(revision ? { 'x-sf-routes': revision } : {}) },
  });

/** A fragment that links the wishlist after an await, as a streaming render does. */
const linkWishlist = async () => {
  await new Promise((resolve) => setTimeout(resolve, 1));
  return new Response(localizedPath('wishlist', 'de-DE'));
};

afterEach(() => setRouteSource(undefined));

describe('the composed route table on a domain server (decision 0235)', () => {
  it('links with the table each page names, fetched once per revision', async () => {
    const { fetch, asked } = composer();
    const routes = createComposedRoutes(options(fetch));
    expect(await (await routes.serve(page('rold-1'), linkWishlist)).text()).toBe('/merkzettel');
    // the owner deployed a new path: the next page names the new table, and every link follows
    const [a, b] = await Promise.all([
      routes.serve(page('rnew-1'), linkWishlist),
      routes.serve(page('rnew-1'), linkWishlist),
    ]);
    expect([await a.text(), await b.text()]).toEqual(['/mein-merkzettel', '/mein-merkzettel']);
    expect(asked).toEqual(['rold-1', 'rnew-1']);
    expect(routes.revisions()).toEqual(['rold-1', 'rnew-1']);
  });

  it('keeps concurrent pages of two tables (a canary beside the stable version) apart', async () => {
    const { fetch } = composer();
    const routes = createComposedRoutes(options(fetch));
    await routes.serve(page('rold-1'), linkWishlist);
    await routes.serve(page('rnew-1'), linkWishlist);
    const texts = await Promise.all(
      ['rold-1', 'rnew-1', 'rold-1', 'rnew-1'].map(async (r) =>
        (await routes.serve(page(r), linkWishlist)).text(),
      ),
    );
    expect(texts).toEqual(['/merkzettel', '/mein-merkzettel', '/merkzettel', '/mein-merkzettel']);
  });

  it('links outside a page (an API call, a mail) with the last table the tenant was served', async () => {
    const { fetch } = composer();
    const routes = createComposedRoutes(options(fetch));
    expect(localizedPath('wishlist', 'de-DE')).toBe('/merkzettel'); // the snapshot before any page
    await routes.serve(page('rnew-1'), linkWishlist);
    expect(await (await routes.serve(page(), linkWishlist)).text()).toBe('/mein-merkzettel');
    expect(localizedPath('wishlist', 'de-DE')).toBe('/mein-merkzettel');
    expect(resolveRoute('DE', '/mein-merkzettel')?.route.id).toBe('wishlist');
    // another tenant has seen no table yet
    expect(localizedPath('wishlist', 'nl-NL')).toBe('/merkzettel');
  });

  it('serves with the last table when the composer does not know a revision, and does not ask again at once', async () => {
    const { fetch, asked } = composer();
    const routes = createComposedRoutes(options(fetch));
    await routes.serve(page('rnew-1'), linkWishlist);
    expect(await (await routes.serve(page('rgone-1'), linkWishlist)).text()).toBe('/mein-merkzettel');
    expect(await (await routes.serve(page('rgone-1'), linkWishlist)).text()).toBe('/mein-merkzettel');
    expect(asked.filter((r) => r === 'rgone-1')).toHaveLength(1);
    expect(logger.warn).toHaveBeenCalledWith(
      'the composed route table could not be read; links use the last known one',
      expect.objectContaining({ revision: 'rgone-1' }),
    );
  });

  it('ignores a malformed revision or tenant (no fetch: the header is not trusted as a path)', async () => {
    const { fetch, asked } = composer();
    const routes = createComposedRoutes(options(fetch));
    expect(await (await routes.serve(page('../x'), linkWishlist)).text()).toBe('/merkzettel');
    expect(await (await routes.serve(page('rnew-1', 'XX'), linkWishlist)).text()).toBe('/merkzettel');
    expect(asked).toEqual([]);
  });

  it('does not keep a page waiting on a composer that never answers (the fetch is aborted, the page links with the last table)', async () => {
    let aborted = false;
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => {
          aborted = true;
          reject(init.signal?.reason as Error);
        });
      })) as unknown as typeof globalThis.fetch;
    const routes = createComposedRoutes({ ...options(hanging), timeoutMs: 50 });
    const started = Date.now();
    expect(await (await routes.serve(page('rnew-1'), linkWishlist)).text()).toBe('/merkzettel');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(aborted).toBe(true);
  });
});
