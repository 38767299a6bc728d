/**
 * `npm run dev -w mfe-basket-checkout`: the basket server alone with what it needs around it — a
 * catalog-shaped subgraph (the test double of contract section 2) behind a small gateway that runs
 * the basket's persisted `catalogOffers` document, the basket's Hono app on PGlite in
 * `<repo>/.data/basket-dev`, and a page at http://127.0.0.1:BASKET_HARNESS_PORT/ (default PORT + 114)
 * to add items and watch the count. The harness plays the composer: it sets tenant, locale
 * (`?locale=`), client address and forwarded host on every request to the basket app.
 */
import { serve } from '@hono/node-server';
import { isLocale, type Locale } from '@sf/contracts';
import { migrate, openDatabase } from '@sf/data';
import { persistedDocumentId, persistedDocumentText } from '@sf/gateway-client';
import { createLogger, randomSecret } from '@sf/server-kit';
import { tenantOfLocale } from '@sf/tenant-config';
import { Hono } from 'hono';
import path from 'node:path';
import { createBasketApp } from '../server/app';
import { BASKET_MIGRATIONS, createGatewayOfferSource } from '../server/domain';
import { CATALOG_FIXTURE, startCatalogDouble } from '../server/integration/catalog-double';
import { CATALOG_OFFERS_QUERY, PRODUCT_VARIATIONS_QUERY } from '../shared/catalog-offers-query';
import { createSandboxProvider } from '../server/checkout/sandbox-provider';
import { sandboxPort } from '../payment-sandbox/settings';
import { harnessPage } from './harness-page';

const port = Number(process.env['BASKET_HARNESS_PORT'] ?? Number(process.env['PORT'] ?? 3000) + 114);
const logger = createLogger('basket-harness');

async function main(): Promise<void> {
  const catalog = await startCatalogDouble();
  const db = await openDatabase({
    domain: 'basket',
    dataDir: path.resolve(import.meta.dirname, '../../../.data/basket-dev'),
  });
  await migrate(db, BASKET_MIGRATIONS);
  const docs: Record<string, string> = {};
  for (const doc of [CATALOG_OFFERS_QUERY, PRODUCT_VARIATIONS_QUERY])
    docs[await persistedDocumentId(doc)] = persistedDocumentText(doc);
  const gatewayUrl = `http://127.0.0.1:${port}/api/gateway/`;
  const basket = createBasketApp({
    basket: { db, offers: createGatewayOfferSource({ gatewayUrl, fetch: (url, init) => fetch(url, init) }) },
    // the harness has no sandbox server: the sandbox adapter against the default local one (npm start runs
    // it); payments reach it with that stack's PAYMENT_SANDBOX_SECRET (`.data/local-secrets.json`) set
    provider: createSandboxProvider({
      apiUrl: `http://127.0.0.1:${sandboxPort(process.env)}`,
      secret: process.env['PAYMENT_SANDBOX_SECRET'] || randomSecret(),
    }),
    trustedOrigins: [],
    rateLimitPerMinute: 1000,
    logger,
  });
  const harness = new Hono();
  // the gateway's part for persisted documents: the text by id, run on the catalog subgraph
  harness.get('/api/gateway/', async (c) => {
    const query = docs[c.req.query('documentId') ?? ''];
    if (!query) return c.json({ errors: [{ message: 'PersistedQueryNotFound' }] }, 400);
    const res = await fetch(`${catalog.server}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-sf-tenant': c.req.header('x-sf-tenant') ?? 'DE',
        'x-sf-locale': c.req.header('x-sf-locale') ?? 'de-DE',
        origin: `http://127.0.0.1:${port}`,
      },
      body: JSON.stringify({ query, variables: JSON.parse(c.req.query('variables') ?? '{}') as unknown }),
    });
    return new Response(res.body, { status: res.status, headers: { 'content-type': 'application/json' } });
  });
  const localeOf = (url: string, referer: string | undefined): Locale => {
    const fromUrl =
      new URL(url).searchParams.get('locale') ??
      (referer ? new URL(referer).searchParams.get('locale') : null);
    return isLocale(fromUrl) ? fromUrl : 'de-DE';
  };
  // the composer's part: vouched headers towards the domain server
  harness.all('/api/basket/*', (c) =>
    basket.fetch(asComposer(c.req.raw, localeOf(c.req.url, c.req.header('referer')))),
  );
  harness.all('/api/basket', (c) =>
    basket.fetch(asComposer(c.req.raw, localeOf(c.req.url, c.req.header('referer')))),
  );
  harness.get('/', (c) => c.html(harnessPage(localeOf(c.req.url, undefined), CATALOG_FIXTURE)));
  serve({ fetch: harness.fetch, hostname: '127.0.0.1', port }, () =>
    logger.info('harness', { url: `http://127.0.0.1:${port}/`, catalog: catalog.server }),
  );
}

function asComposer(request: Request, locale: Locale): Request {
  const headers = new Headers(request.headers);
  const host = headers.get('host') ?? `127.0.0.1:${port}`;
  headers.set('x-forwarded-host', host);
  headers.set('x-forwarded-proto', 'http');
  headers.set('x-real-ip', '127.0.0.1');
  headers.set('x-sf-locale', locale);
  headers.set('x-sf-tenant', tenantOfLocale(locale));
  return new Request(request, { headers });
}

main().catch((error: unknown) => {
  logger.error('harness failed', { error });
  process.exit(1);
});
