import type { Db } from '@sf/data';
import { createLogger } from '@sf/server-kit';
import type { Hono } from 'hono';
import { createSearchApp } from '../app';
import type { ServerDeps } from '../deps';
import type { SearchEngine } from '../domain/engine';
import { seededEngine } from './test-engine';

/** The search app over an in-memory index of `products` fixture products (tests); `overrides` replace deps. */
export async function testApp(
  products = 250,
  overrides: Partial<ServerDeps> = {},
): Promise<{ app: Hono; db: Db; engine: SearchEngine }> {
  const { db, engine } = await seededEngine(products);
  const app = createSearchApp({
    db,
    engine,
    logger: createLogger('mfe-search-test'),
    trustedOrigins: [],
    searchPerMinute: 1_000_000,
    historyPerMinute: 1_000_000,
    curatedTerms: new Set(['jeans']),
    devFeatures: false,
    ...overrides,
  });
  return { app, db, engine };
}

/** Fragment request headers of the composer for a page path. */
export function fragmentHeaders(path: string, locale = 'de-DE', tenant = 'DE'): Record<string, string> {
  return {
    'x-sf-tenant': tenant,
    'x-sf-locale': locale,
    'x-sf-path': path,
    'x-sf-request-id': 'test',
    'x-sf-nonce': 'n0nce',
  };
}
