import { createMemoryRateLimitStore, type ContentBucket, type RateLimitStore } from '@sf/server-kit';
import { FRAGMENT_HEADERS, type Locale } from '@sf/contracts';
import { publicOrigins } from '@sf/tenant-config';
import { createNewsletterApp } from './app';
import type { ServerDeps } from './deps';
import { createTestContext, type TestContext } from './domain/test-context';

/** Test helper: the app on an in-memory database, a silent logger and request builders. */
export async function createTestApp(overrides: Partial<ServerDeps> = {}) {
  const ctx: TestContext = await createTestContext();
  // rate limits start afresh with every ctx.reset(), like the data
  let limits = createMemoryRateLimitStore();
  const rateLimitStore: RateLimitStore = {
    kind: 'memory',
    consume: (spec, key) => limits.consume(spec, key),
    peek: (spec, key) => limits.peek(spec, key),
    reset: (spec, key) => limits.reset(spec, key),
  };
  const resetData = ctx.reset.bind(ctx);
  ctx.reset = async () => {
    limits = createMemoryRateLimitStore();
    await resetData();
  };
  const logged: string[] = [];
  const deps: ServerDeps = {
    newsletter: ctx,
    publicOrigins: publicOrigins({}, 3000),
    trustedOrigins: [],
    rateLimitPerMinute: 10,
    rateLimitStore,
    contentBucket: null,
    logger: {
      debug: () => undefined,
      info: () => undefined,
      warn: (msg) => logged.push(msg),
      error: (msg) => logged.push(msg),
    },
    devFeatures: true,
    ...overrides,
  };
  const app = createNewsletterApp(deps);
  let ip = 0;
  /** A POST from the shop's own page (origin = forwarded host), from its own client IP unless given. */
  const post = (path: string, body: string, type: string, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: 'POST',
      body,
      headers: {
        'content-type': type,
        origin: 'http://de.localhost:3000',
        'x-forwarded-host': 'de.localhost:3000',
        'x-forwarded-proto': 'http',
        'x-real-ip': `10.0.0.${(ip += 1)}`,
        ...headers,
      },
    });
  const postJson = (path: string, value: unknown, headers: Record<string, string> = {}) =>
    post(path, JSON.stringify(value), 'application/json', headers);
  const postForm = (path: string, value: Record<string, string>, headers: Record<string, string> = {}) =>
    post(path, new URLSearchParams(value).toString(), 'application/x-www-form-urlencoded', headers);
  /** A fragment request as the composer sends it. */
  const fragment = (routeId: string, opts: { locale?: Locale; path?: string } = {}) =>
    app.request(`/fragment/${routeId}`, {
      headers: {
        [FRAGMENT_HEADERS.tenant]: opts.locale === 'fr-CH' ? 'CH' : opts.locale === 'nl-NL' ? 'NL' : 'DE',
        [FRAGMENT_HEADERS.locale]: opts.locale ?? 'de-DE',
        [FRAGMENT_HEADERS.path]: opts.path ?? '/service-hilfe/newsletter/anmelden',
        [FRAGMENT_HEADERS.session]: JSON.stringify({ loggedIn: false, softLoggedIn: false }),
        [FRAGMENT_HEADERS.requestId]: 'test-request',
      },
    });
  return { app, ctx, deps, logged, post, postJson, postForm, fragment };
}

/** A content bucket answering one document. */
export function fakeBucket(doc: unknown): ContentBucket {
  return { get: async <T>() => doc as T, address: (l, i) => `http://bucket.invalid/${l}/${i}.json` };
}
