import { createMemoryRateLimitStore } from '@sf/server-kit';
import { createContactApp } from './app';
import type { ServerDeps } from './deps';
import { createTestContext } from './domain/test-context';
import { helperSettings } from './helpers/settings';

/** The composer's fragment headers for a page request. */
export const fragmentHeaders = (path: string, locale = 'de-DE', tenant = 'DE') => ({
  'x-sf-tenant': tenant,
  'x-sf-locale': locale,
  'x-sf-path': path,
  'x-sf-session': JSON.stringify({ loggedIn: false, softLoggedIn: false }),
  'x-sf-request-id': 'test-request',
});

/** Test helper: the app over in-memory PGlite, a memory file store and a fake content bucket. */
export async function createTestApp(overrides: Partial<ServerDeps> = {}) {
  const t = await createTestContext();
  const layers: Record<string, unknown> = {
    'de-DE/servicelayer-versandkosten': {
      title: 'Versandkosten',
      paragraphs: ['Ab 75 € liefern wir versandkostenfrei.'],
    },
    'fr-CH/servicelayer': {
      title: 'Les infos service en bref',
      paragraphs: ['L’essentiel en un coup d’œil.'],
      layers: [
        { id: 'versandkosten', title: 'Frais de livraison' },
        { id: '../secret', title: 'Malformé' },
        { id: 'garantie', title: 'Garantie' },
      ],
    },
  };
  const deps: ServerDeps = {
    contact: t,
    trustedOrigins: [],
    rateLimitPerAddress: 1000,
    rateLimitPerEmail: 1000,
    challengesPerMinute: 1000,
    rateLimitStore: createMemoryRateLimitStore(),
    contentBucket: {
      get: async <T>(locale: string, id: string) => (layers[`${locale}/${id}`] ?? null) as T | null,
    } as ServerDeps['contentBucket'],
    logger: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
    devFeatures: true,
    helpers: helperSettings('test-preview-secret-0123456789abcdef', {
      random: () => 0.99,
      postsPerMinute: 100_000,
    }),
    ...overrides,
  };
  return { app: createContactApp(deps), t, deps };
}

/** A multipart body of the form, as a browser sends it. */
export function formBody(fields: Record<string, string>, files: File[] = []): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append('attachments', f, f.name);
  return form;
}

/** Headers of a same-origin post through the composer. */
export const postHeaders = (json: boolean) => ({
  origin: 'http://de.localhost:3000',
  'x-forwarded-host': 'de.localhost:3000',
  'x-real-ip': '203.0.113.9',
  'x-sf-locale': 'de-DE',
  'x-sf-tenant': 'DE',
  ...(json ? { accept: 'application/json' } : {}),
});
