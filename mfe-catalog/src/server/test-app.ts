import type { Db } from '@sf/data';
import { createLogger } from '@sf/server-kit';
import type { Hono } from 'hono';
import { createCatalogApp } from './app';
import { catalogRemote } from './remote';
import { seededTestDb } from './domain/test-db';
import { shopOrigins } from './seo';

/** The catalog app over an in-memory catalog of `products` products (tests). */
export async function testApp(products = 300): Promise<{ app: Hono; db: Db }> {
  const db = await seededTestDb(products);
  const app = createCatalogApp({
    db,
    logger: createLogger('mfe-catalog-test'),
    trustedOrigins: [],
    ratingsPerMinute: 1000,
    gateway: catalogRemote.gateway({ url: 'http://127.0.0.1:9/api/gateway/' }),
    devFeatures: false,
    origins: shopOrigins({}, 3000),
  });
  return { app, db };
}

/** Fragment request headers of the composer for a page path. */
export function fragmentHeaders(
  path: string,
  locale = 'de-DE',
  tenant = 'DE',
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    'x-sf-tenant': tenant,
    'x-sf-locale': locale,
    'x-sf-path': path,
    'x-sf-request-id': 'test',
    'x-sf-nonce': 'n0nce',
    ...extra,
  };
}
