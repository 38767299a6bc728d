/**
 * The basket server against a catalog-shaped subgraph behind the real composer and gateway (all
 * over real HTTP on 127.0.0.1): the basket reads offers with its own persisted document, a
 * shopper's mutations through `/api/gateway/` get the basket's cookies back, Swiss shoppers are
 * priced in CHF, and a catalog that goes down refuses changes without storing anything.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { TENANTS } from '@sf/contracts';
import { persistedDocumentId, persistedDocumentText } from '@sf/gateway-client';
import { createLogger } from '@sf/server-kit';
import { CATALOG_OFFERS_QUERY } from '../../shared/catalog-offers-query';
import { createBasketApp } from '../app';
import { createGatewayOfferSource } from '../domain';
import { createTestContext, type TestContext } from '../domain/test-context';
import { hostFetch } from '../host-fetch';
import { startCatalogDouble, type CatalogDouble } from './catalog-double';
import { call, jar } from './http-client';
import { createFakeProvider } from '../checkout/fake-provider';
import { composition } from '../../composition';

// the composer is another project: loaded by path at run time, as edge-composer's own tests load the newsletter
const COMPOSER = '../../../../edge-composer/src/node';
type Composer = { url: string; port: number; close(): Promise<void> };
type StartComposer = (o: object) => Promise<Composer>;

const ADD = `mutation AddToBasket($sku: ID!, $quantity: Int!) {
  addToBasket(sku: $sku, quantity: $quantity) {
    basket { id count currency subtotal items { sku quantity lineTotal offer { productName price { amount currency } } } }
    error { code message }
  }
}`;
const READ = 'query Basket { basket { id count subtotal catalogAvailable } }';

const quietLogger = {
  ...createLogger('test'),
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
let catalog: CatalogDouble;
let basketServer: ServerType;
let ctx: TestContext;
let composer: Composer;
let dataDir: string;
let docs: Record<string, string>;

beforeAll(async () => {
  catalog = await startCatalogDouble();
  ctx = await createTestContext([]);
  // the composer's port is known only once it listens: the offer source reads it late
  let gatewayUrl = '';
  const source = {
    offers: (
      skus: readonly string[],
      shopper: Parameters<ReturnType<typeof createGatewayOfferSource>['offers']>[1],
    ) => createGatewayOfferSource({ gatewayUrl, fetch: hostFetch }).offers(skus, shopper),
  };
  const app = createBasketApp({
    basket: { db: ctx.db, offers: source },
    provider: createFakeProvider(),
    trustedOrigins: [],
    rateLimitPerMinute: 10_000,
    logger: quietLogger,
  });
  basketServer = await new Promise<ServerType>((done) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => done(s));
  });
  const remote = (server: string, name: string) => ({
    version: '1.0.0',
    assetsUrl: `/_assets/${name}/1.0.0/`,
    manifestUrl: `/_assets/${name}/1.0.0/mf-manifest.json`,
    server,
    integrity: '',
    sharedVersions: {},
    contractVersion: 1,
    history: [],
    // what the build declares: the composer routes `/api/basket` by it
    ...(name === 'mfe-basket-checkout' ? { composition } : {}),
  });
  const registry = {
    contractVersion: 1,
    tenants: Object.fromEntries(
      TENANTS.map((t) => [
        t,
        {
          'mfe-catalog': remote(catalog.server, 'mfe-catalog'),
          'mfe-basket-checkout': remote(
            `http://127.0.0.1:${(basketServer.address() as AddressInfo).port}`,
            'mfe-basket-checkout',
          ),
        },
      ]),
    ),
  };
  dataDir = await mkdtemp(join(tmpdir(), 'basket-gateway-'));
  await mkdir(join(dataDir, 'registry'), { recursive: true });
  await mkdir(join(dataDir, 'assets', 'mfe-basket-checkout', '1.0.0'), { recursive: true });
  await writeFile(join(dataDir, 'registry', 'registry.json'), JSON.stringify(registry));
  // what the basket build publishes (its catalogOffers document) plus the documents a product page would send
  docs = {};
  for (const text of [persistedDocumentText(CATALOG_OFFERS_QUERY), ADD, READ])
    docs[await persistedDocumentId(text)] = text;
  await writeFile(
    join(dataDir, 'assets', 'mfe-basket-checkout', '1.0.0', 'persisted-documents.json'),
    JSON.stringify(docs),
  );
  const { startComposer } = (await import(COMPOSER)) as { startComposer: StartComposer };
  composer = await startComposer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
    devFeatures: false,
    // a composer as deployed needs the canary bucket's and the tester override's keys (decisions 0141, 0165)
    bucketSecret: 'gateway-journey-bucket-secret-32-characters-x',
    overrideSecret: 'gateway-journey-override-secret-32-characters',
  });
  gatewayUrl = `${composer.url}/api/gateway/`;
}, 60_000);

afterAll(async () => {
  await composer?.close();
  (basketServer as { closeAllConnections?: () => void } | undefined)?.closeAllConnections?.();
  await new Promise((done) => basketServer?.close(done));
  await catalog?.close();
  await ctx?.db.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const gateway = () => `${composer.url}/api/gateway/`;
const addBody = async (sku: string, quantity: number) => ({
  documentId: await persistedDocumentId(ADD),
  operationName: 'AddToBasket',
  variables: { sku, quantity },
});

describe('basket behind the real gateway, priced by a catalog-shaped subgraph', () => {
  it('adds through /api/gateway/ with a persisted document; the basket cookies come back; prices are the catalog’s', async () => {
    const host = `127.0.0.1:${composer.port}`;
    const first = await call(gateway(), { method: 'POST', host, body: await addBody('123456-38', 2) });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      data: {
        addToBasket: {
          basket: {
            id: 'MyUniqueBasketId',
            count: 2,
            currency: 'EUR',
            subtotal: 9998,
            items: [
              {
                sku: '123456-38',
                quantity: 2,
                lineTotal: 9998,
                offer: { productName: 'Sommerkleid', price: { amount: 4999, currency: 'EUR' } },
              },
            ],
          },
          error: null,
        },
      },
    });
    expect(first.setCookies.map((c) => c.split('=')[0])).toEqual(['sf_basket', 'sf_basket_count']);
    const cookie = jar('', first.setCookies);
    const second = await call(gateway(), {
      method: 'POST',
      host,
      headers: { cookie },
      body: await addBody('123456-40', 1),
    });
    expect(second.json).toMatchObject({
      data: { addToBasket: { basket: { count: 3, subtotal: 14997 }, error: null } },
    });
    expect(second.setCookies).toEqual(['sf_basket_count=3; Max-Age=31536000; Path=/; SameSite=Lax']);
    // a browser's GET carries the page as Referer (the subgraph's origin check of the gateway's POST sees it)
    const read = await call(`${gateway()}?documentId=${await persistedDocumentId(READ)}`, {
      host,
      headers: { cookie, referer: `http://${host}/p/sommerkleid-123456` },
    });
    expect(read.json).toEqual({
      data: { basket: { id: 'MyUniqueBasketId', count: 3, subtotal: 14997, catalogAvailable: true } },
    });
  });

  it('prices a Swiss shopper in CHF and answers in French (tenant from the shop host, locale from the page)', async () => {
    const host = `ch.localhost:${composer.port}`;
    const res = await call(gateway(), {
      method: 'POST',
      host,
      headers: { referer: `http://${host}/fr/` },
      body: await addBody('123456-40', 3),
    });
    expect(res.json).toMatchObject({
      data: {
        addToBasket: {
          basket: null,
          error: {
            code: 'QUANTITY_TOO_HIGH',
            message: expect.stringMatching(
              /^Votre article n'a malheureusement pas pu être ajouté au panier\.\.\./,
            ),
          },
        },
      },
    });
    const ok = await call(gateway(), {
      method: 'POST',
      host,
      headers: { referer: `http://${host}/fr/` },
      body: await addBody('123456-38', 1),
    });
    expect(ok.json).toMatchObject({
      data: {
        addToBasket: {
          basket: { currency: 'CHF', subtotal: 5490, items: [{ offer: { productName: "Robe d'été" } }] },
        },
      },
    });
    expect(catalog.tenantsSeen).toContain('CH');
  });

  it('works over REST too (/api/basket through the composer), refusing sold-out items in the shopper’s language', async () => {
    const host = `nl.localhost:${composer.port}`;
    const res = await call(`${composer.url}/api/basket/items`, {
      method: 'POST',
      host,
      body: { sku: '555000-01', quantity: 1 },
    });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      error: {
        reason: 'NOT_AVAILABLE',
        message:
          'Uw artikel kon helaas niet in de winkelwagen worden gelegd... Dit artikel is helaas niet leverbaar.',
      },
    });
    const ok = await call(`${composer.url}/api/basket/items`, {
      method: 'POST',
      host,
      body: { sku: '123456-38', quantity: 1 },
    });
    expect(ok.status).toBe(200);
    expect(ok.setCookies.map((c) => c.split('=')[0])).toEqual(['sf_basket', 'sf_basket_count']);
  });

  it('refuses a cross-site mutation at the edge, storing nothing', async () => {
    const before = await ctx.counts();
    const res = await call(gateway(), {
      method: 'POST',
      host: `127.0.0.1:${composer.port}`,
      headers: { origin: 'https://evil.example' },
      body: await addBody('123456-38', 1),
    });
    expect(res.status).toBe(403);
    expect(await ctx.counts()).toEqual(before);
  });

  it('refuses changes with a clear message while the catalog is down, and stores nothing', async () => {
    await catalog.close();
    const before = await ctx.counts();
    const res = await call(gateway(), {
      method: 'POST',
      host: `127.0.0.1:${composer.port}`,
      body: await addBody('123456-38', 1),
    });
    expect(res.json).toMatchObject({
      data: {
        addToBasket: {
          basket: null,
          error: {
            code: 'CATALOG_UNAVAILABLE',
            message: expect.stringContaining('Die Artikeldaten sind gerade nicht erreichbar.'),
          },
        },
      },
    });
    expect(res.setCookies).toEqual([]);
    expect(await ctx.counts()).toEqual(before);
  });
});
