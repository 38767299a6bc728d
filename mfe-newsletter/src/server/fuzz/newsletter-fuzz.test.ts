import fc from 'fast-check';
import { validateSignup, validateUnsubscribe } from '../../shared/newsletter-validation';
import type { Hono } from 'hono';
import { createNewsletterApp } from '../app';
import type { TestContext } from '../domain/test-context';
import { createTestApp } from '../test-app';
import { spyOnWrites, type WriteSpy } from './write-spy';
import {
  bodies,
  fields,
  fuzzSettings,
  signupFields,
  token,
  tokenFields,
  unsubscribeFields,
  type FuzzBody,
} from './fuzz-inputs';

/**
 * Every newsletter API takes ≥ 10 000 generated inputs (fixed seed, bounded count; `npm run fuzz -w
 * mfe-newsletter` runs more with a random seed): never a 5xx, and input the server refuses — or that
 * the shared validation calls invalid — writes no row: every statement's changed rows are counted
 * by a spy on the database handle after every request, and all tables are counted before and after
 * each API's run (the difference must be what the spy saw).
 */

const settings = fuzzSettings();
// ~10 ms per request on a loaded machine, more for GraphQL: generous, but bounded
jest.setTimeout(Math.max(600_000, settings.numRuns * 50));
let app: Hono;
let ctx: TestContext;
let spy: WriteSpy;
let ip = 0;

beforeAll(async () => {
  // one PGlite: the test app's own, its handle wrapped by the write spy
  const base = await createTestApp({ rateLimitPerMinute: 1e9 });
  ctx = base.ctx;
  spy = spyOnWrites(ctx.db);
  app = createNewsletterApp({ ...base.deps, newsletter: { ...ctx, db: spy.db } });
});
afterAll(() => ctx.db.close());

async function rows(): Promise<number> {
  const {
    rows: [r],
  } = await ctx.db.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM subscriptions) + (SELECT count(*) FROM confirmation_tokens) + (SELECT count(*) FROM vouchers)
          + (SELECT count(*) FROM unsubscribe_requests) + (SELECT count(*) FROM outbox) AS n`,
  );
  return Number(r?.n);
}

function send(path: string, b: FuzzBody, origin = true): Promise<Response> {
  ip += 1;
  const headers: Record<string, string> = {
    'x-forwarded-host': 'de.localhost:3000',
    'x-forwarded-proto': 'http',
    'x-sf-locale': 'de-DE',
    'x-real-ip': `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
    'x-forwarded-for': `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
  };
  if (origin) headers['origin'] = 'http://de.localhost:3000';
  if (b.type) headers['content-type'] = b.type;
  return Promise.resolve(app.request(path, { method: 'POST', body: b.body, headers }));
}

/** Runs one API under the property: no 5xx; refused or invalid input changes no row. */
async function fuzzApi(
  path: string,
  gen: fc.Arbitrary<FuzzBody>,
  isInvalid: (fields: Record<string, string>) => boolean,
  origin = true,
) {
  await counted(() =>
    fc.assert(
      fc.asyncProperty(gen, async (b) => {
        const res = await send(path, b, origin);
        await res.arrayBuffer();
        const written = spy.take();
        accepted += written;
        expect(res.status).toBeLessThan(500);
        const refused =
          res.status >= 400 || (res.status === 303 && /[?&]e\./.test(res.headers.get('location') ?? ''));
        const invalid = b.fields !== null && isInvalid(b.fields);
        if (invalid && b.type === 'application/json') expect(res.status).toBeGreaterThanOrEqual(400);
        if (refused || invalid) expect(written).toBe(0);
      }),
      { ...settings, endOnFailure: true },
    ),
  );
}

let accepted = 0;

/** Counts all rows before and after a run: only accepted (valid) requests may have added any. */
async function counted(run: () => Promise<void>): Promise<void> {
  spy.take();
  accepted = 0;
  const before = await rows();
  await run();
  const after = await rows();
  expect(after - before).toBeLessThanOrEqual(accepted);
  if (accepted === 0) expect(after).toBe(before);
}

const never = () => true;

describe('newsletter APIs under fuzzing (fast-check)', () => {
  it('POST /api/newsletter/signup', async () => {
    await fuzzApi(
      '/api/newsletter/signup',
      bodies(signupFields),
      (f) => Object.keys(validateSignup(f)).length > 0,
    );
  });

  it('POST /api/newsletter/unsubscribe', async () => {
    await fuzzApi(
      '/api/newsletter/unsubscribe',
      bodies(unsubscribeFields),
      (f) => Object.keys(validateUnsubscribe(f)).length > 0,
    );
  });

  it.each([
    '/api/newsletter/confirm',
    '/api/newsletter/mailing-unsubscribe',
    '/api/newsletter/unsubscribe/confirm',
  ])('POST %s (no generated token is genuine: nothing may change)', async (path) => {
    await fuzzApi(path, bodies(tokenFields), never);
  });

  it('POST /api/newsletter/one-click-unsubscribe?token= without Origin (RFC 8058)', async () => {
    const gen = fc.tuple(
      token,
      bodies(
        fields({ 'List-Unsubscribe': fc.oneof(fc.constant('One-Click'), fc.string({ maxLength: 12 })) }),
      ),
    );
    await counted(() =>
      fc.assert(
        fc.asyncProperty(gen, async ([tok, b]) => {
          const res = await send(
            `/api/newsletter/one-click-unsubscribe?token=${encodeURIComponent(tok)}`,
            b,
            false,
          );
          await res.arrayBuffer();
          expect(res.status).toBeLessThan(500);
          expect(spy.take()).toBe(0);
        }),
        { ...settings, endOnFailure: true },
      ),
    );
  });

  const SUBSCRIBE =
    'mutation S($input: SubscribeNewsletterInput!) { subscribeNewsletter(input: $input) { status nextPath fieldErrors { field message } } }';
  const UNSUBSCRIBE =
    'mutation U($input: UnsubscribeNewsletterInput!) { unsubscribeNewsletter(input: $input) { status message fieldErrors { field message } } }';
  const variables = fc.oneof(
    { weight: 4, arbitrary: fc.oneof(signupFields, unsubscribeFields).map((input) => ({ input })) },
    { weight: 1, arbitrary: fc.record({ input: fc.jsonValue({ maxDepth: 2 }) }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );

  it.each([
    [
      'subscribeNewsletter',
      SUBSCRIBE,
      (f: Record<string, string>) => Object.keys(validateSignup(f)).length > 0,
    ],
    [
      'unsubscribeNewsletter',
      UNSUBSCRIBE,
      (f: Record<string, string>) => Object.keys(validateUnsubscribe(f)).length > 0,
    ],
  ] as const)('POST /graphql %s', async (_name, query, isInvalid) => {
    await counted(() =>
      fc.assert(
        fc.asyncProperty(variables, fc.boolean(), async (vars, withQuery) => {
          const body = JSON.stringify(
            withQuery ? { query, variables: vars } : { query: JSON.stringify(vars), variables: vars },
          );
          const res = await send('/graphql', { body, type: 'application/json', fields: null });
          expect(res.status).toBeLessThan(500);
          const json = (await res.json().catch(() => null)) as {
            data?: Record<string, { status?: string }> | null;
            errors?: unknown;
          } | null;
          const status = json?.data ? Object.values(json.data)[0]?.status : undefined;
          const input = (vars as { input?: unknown } | null)?.input;
          const stringFields =
            typeof input === 'object' &&
            input !== null &&
            Object.values(input).every((v) => typeof v === 'string');
          const invalid = stringFields && isInvalid(input as Record<string, string>);
          const written = spy.take();
          accepted += written;
          if (status === undefined || status === 'INVALID' || invalid) expect(written).toBe(0);
          if (invalid && status !== undefined) expect(status).toBe('INVALID');
        }),
        { ...settings, endOnFailure: true },
      ),
    );
  });
});
