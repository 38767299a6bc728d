import type { Db } from '@sf/data';
import { RegistryOperationError, type RegistryStore } from '@sf/registry';
import {
  clientIp,
  createMemoryRateLimitStore,
  isSameOriginRequest,
  readBody,
  readStreamLimited,
  targetKey,
  type Logger,
  type RateLimitSpec,
  type RateLimitStore,
} from '@sf/server-kit';
import { Hono, type Context } from 'hono';
import { summarizeVitals } from '../vitals';
import { audit, listAudit, type AuditAction } from './audit';
import { parseFragmentBatch, storeFragmentMetrics, summarizeFragments } from './fragment-metrics-store';
import { AuditPage } from './pages/audit-page';
import { renderPlatformPage, type DocumentProps } from './pages/document';
import { FragmentsPage } from './pages/fragments-page';
import type { StackControl } from './stack-control';
import { LoginForm } from './pages/login-page';
import { OverviewPage, type ReleaseMessage } from './pages/overview-page';
import { VitalsPage } from './pages/vitals-page';
import type { HashOptions } from '@sf/server-kit';
import { liveRemotes, type RegistryReader } from './registry-view';
import {
  describeRelease,
  isReleaseAction,
  parseReleaseForm,
  RELEASE_ACTIONS,
  runRelease,
} from './release-actions';
import { clearSessionCookie, endSession, readSession, startSession, type PlatformSession } from './sessions';
import { checkLogin, roleAllows, USER_NAME } from './users';

/** Options of {@link platformRoutes}. */
export interface PlatformRoutesOptions {
  readonly db: Db;
  readonly logger: Logger;
  /** The registry the deploy writes (live versions, canaries, history). */
  readonly registry: RegistryReader;
  /**
   * The registry's store the release buttons write through (promote, roll back, stop a canary;
   * decision 0172); without it the dashboard only shows.
   */
  readonly registryStore?: RegistryStore;
  /** The running stack's control (`npm start`): a rollback starts the servers it goes back to first. */
  readonly stack?: StackControl;
  /** The server's store, so every process on one PostgreSQL throttles together. */
  readonly rateLimitStore?: RateLimitStore;
  readonly trustedOrigins?: readonly string[];
  /** Tests: cheaper Argon2 settings for the decoy hash. */
  readonly hashOptions?: HashOptions;
  /** The period the vitals page summarizes (days, default 7). */
  readonly vitalsDays?: number;
}

/** Failed logins allowed per user name and per client address in 15 minutes (decision 0150). */
export const LOGIN_FAILURES_PER_NAME: RateLimitSpec = {
  name: 'platform-login-name',
  points: 5,
  windowMs: 15 * 60_000,
};
export const LOGIN_FAILURES_PER_ADDRESS: RateLimitSpec = {
  name: 'platform-login-ip',
  points: 20,
  windowMs: 15 * 60_000,
};

const FORM_BYTES = 4 * 1024;

function nonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/** Served over TLS (the composer vouches for the protocol): the cookie is `__Host-sf_platform`, Secure. */
const secureOf = (c: Context) => c.req.header('x-forwarded-proto') === 'https';

/** A platform page: strict CSP (no script at all, the one style sheet by nonce), never stored, never indexed. */
function page(
  c: Context,
  props: Omit<DocumentProps, 'nonce'>,
  status = 200,
  headers: Record<string, string> = {},
) {
  const n = nonce();
  return c.html(renderPlatformPage({ ...props, nonce: n }), status as 200, {
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src 'nonce-${n}'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
    'x-robots-tag': 'noindex, nofollow',
    'referrer-policy': 'same-origin',
    ...headers,
  });
}

/**
 * Anything under `/_platform` for a request without a platform session: the same 404 as an unknown
 * page, so a shopper (with or without a customer session) learns nothing (decision 0150).
 */
function notFound(c: Context) {
  return c.text('Not found', 404, { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' });
}

/**
 * The platform team's dashboard, `/_platform` (decision 0150): its own login and sessions, roles,
 * the audit log of every action, the registry's versions, canaries and history, the composer's
 * fragment measurements and the shoppers' web vitals. And `POST /internal/fragment-metrics`, where
 * composers hand over their measurements (not routed by the composer: internal callers only).
 */
export function platformRoutes(opts: PlatformRoutesOptions): Hono {
  const { db, logger } = opts;
  const store = opts.rateLimitStore ?? createMemoryRateLimitStore();
  const trusted = opts.trustedOrigins ?? [];
  const app = new Hono();

  const record = (
    c: Context,
    actor: string | null,
    action: AuditAction,
    outcome: 'ok' | 'refused',
    detail = '',
  ) => audit(db, { actor, action, outcome, detail, address: clientIp(c.req.raw.headers) });

  const sessionOf = (c: Context) => readSession(db, c.req.header('cookie'), secureOf(c));

  /** A dashboard page for a member with a session (each view audited), else the 404. */
  const view =
    (path: string, title: string, body: (s: PlatformSession) => Promise<DocumentProps['children']>) =>
    async (c: Context) => {
      const session = await sessionOf(c);
      if (!session || !roleAllows(session.role, 'view')) return notFound(c);
      await record(c, session.name, 'view', 'ok', path);
      return page(c, { title, session, current: path, children: await body(session) });
    };

  // every POST proves its origin (the composer checked it too) and, once signed in, the session's token
  app.use('/_platform/*', async (c, next) => {
    if (c.req.method === 'POST' && !isSameOriginRequest(c.req.raw, trusted))
      return c.text('Forbidden', 403, { 'cache-control': 'no-store' });
    await next();
  });

  app.get('/_platform/login', async (c) => {
    if (await sessionOf(c)) return c.redirect('/_platform', 303);
    return page(c, { title: 'Log in', children: <LoginForm /> });
  });

  app.post('/_platform/login', async (c) => {
    const form = await readBody(c, { maxBytes: FORM_BYTES });
    const name = (form.name ?? '').trim().toLowerCase();
    const password = form.password ?? '';
    const address = `ip:${clientIp(c.req.raw.headers)}`;
    const nameKey = await targetKey(name);
    const [byName, byAddress] = await Promise.all([
      store.peek(LOGIN_FAILURES_PER_NAME, nameKey),
      store.peek(LOGIN_FAILURES_PER_ADDRESS, address),
    ]);
    if (
      byName.used >= LOGIN_FAILURES_PER_NAME.points ||
      byAddress.used >= LOGIN_FAILURES_PER_ADDRESS.points
    ) {
      await record(c, name || null, 'login', 'refused', 'throttled');
      const wait = Math.max(1, Math.ceil(Math.max(byName.resetMs, byAddress.resetMs) / 60_000));
      return page(
        c,
        {
          title: 'Log in',
          children: <LoginForm name={name} error={`Too many failed logins. Try again in ${wait} minutes.`} />,
        },
        429,
        { 'retry-after': String(wait * 60) },
      );
    }
    const user =
      USER_NAME.test(name) && password.length > 0 && password.length <= 1024
        ? await checkLogin(db, name, password, opts.hashOptions)
        : null;
    if (!user) {
      await Promise.all([
        store.consume(LOGIN_FAILURES_PER_NAME, nameKey),
        store.consume(LOGIN_FAILURES_PER_ADDRESS, address),
      ]);
      await record(c, name.slice(0, 64) || null, 'login', 'refused', 'wrong name or password');
      return page(
        c,
        {
          title: 'Log in',
          children: <LoginForm name={name} error="The user name or the password is wrong." />,
        },
        401,
      );
    }
    await store.reset(LOGIN_FAILURES_PER_NAME, nameKey);
    const cookie = await startSession(db, user.id, secureOf(c));
    await record(c, user.name, 'login', 'ok', user.role);
    logger.info('platform login', { user: user.name });
    return c.body(null, 303, { location: '/_platform', 'set-cookie': cookie, 'cache-control': 'no-store' });
  });

  app.post('/_platform/logout', async (c) => {
    const session = await sessionOf(c);
    if (!session)
      return c.body(null, 303, {
        location: '/_platform/login',
        'set-cookie': clearSessionCookie(secureOf(c)),
      });
    const form = await readBody(c, { maxBytes: FORM_BYTES });
    if (form.csrf !== session.csrf) {
      await record(c, session.name, 'logout', 'refused', 'csrf token');
      return c.text('Forbidden', 403, { 'cache-control': 'no-store' });
    }
    const cookie = await endSession(db, session, secureOf(c));
    await record(c, session.name, 'logout', 'ok');
    return c.body(null, 303, {
      location: '/_platform/login',
      'set-cookie': cookie,
      'cache-control': 'no-store',
    });
  });

  /** The versions page, with the release buttons for a member who may use them. */
  const overview = async (session: PlatformSession, message?: ReleaseMessage) => {
    const registry = await opts.registry();
    const release = opts.registryStore && roleAllows(session.role, 'deploy') ? { csrf: session.csrf } : null;
    return (
      <OverviewPage
        rows={registry ? liveRemotes(registry) : null}
        release={release}
        message={message ?? null}
      />
    );
  };

  app.get(
    '/_platform',
    view('/_platform', 'Versions', (session) => overview(session)),
  );

  // the release buttons (decision 0172): a member's POST with the session's token, operators and admins only, audited
  app.post('/_platform/release/:action', async (c) => {
    const action = c.req.param('action');
    const session = await sessionOf(c);
    if (!session || !roleAllows(session.role, 'view') || !opts.registryStore || !isReleaseAction(action))
      return notFound(c);
    const auditAction = RELEASE_ACTIONS[action].audit;
    const form = await readBody(c, { maxBytes: FORM_BYTES });
    if (form.csrf !== session.csrf) {
      await record(c, session.name, auditAction, 'refused', 'csrf token');
      return c.text('Forbidden', 403, { 'cache-control': 'no-store' });
    }
    const answer = async (status: number, message: ReleaseMessage) =>
      page(
        c,
        { title: 'Versions', session, current: '/_platform', children: await overview(session, message) },
        status,
      );
    if (!roleAllows(session.role, 'deploy')) {
      await record(c, session.name, auditAction, 'refused', `role ${session.role}`);
      return answer(403, {
        ok: false,
        lines: [
          `Your role (${session.role}) shows the versions; promoting and rolling back needs an operator.`,
        ],
      });
    }
    const request = parseReleaseForm(action, form);
    if ('error' in request) {
      await record(c, session.name, auditAction, 'refused', request.error);
      return answer(400, { ok: false, lines: [request.error] });
    }
    try {
      const update = await runRelease(opts.registryStore, request, opts.stack);
      await record(c, session.name, auditAction, 'ok', describeRelease(request, update));
      logger.info('platform release', { user: session.name, action, changes: update.changes });
      return answer(200, {
        ok: true,
        lines: [
          ...update.changes.map((change) => describeRelease(request, { ...update, changes: [change] })),
          'The composers serve it within 2 seconds.',
        ],
      });
    } catch (error) {
      if (error instanceof RegistryOperationError) {
        await record(
          c,
          session.name,
          auditAction,
          'refused',
          `${describeRelease(request)}: ${error.message}`,
        );
        return answer(409, { ok: false, lines: [error.message] });
      }
      logger.error('platform release failed', {
        user: session.name,
        action,
        error: error instanceof Error ? error.message : String(error),
      });
      await record(
        c,
        session.name,
        auditAction,
        'refused',
        `${describeRelease(request)}: registry unavailable`,
      );
      return answer(503, {
        ok: false,
        lines: ['The registry cannot be changed right now; nothing was changed.'],
      });
    }
  });
  app.get(
    '/_platform/fragments',
    view('/_platform/fragments', 'Fragments', async () => (
      <FragmentsPage rows={await summarizeFragments(db, new Date(Date.now() - 3_600_000))} />
    )),
  );
  app.get(
    '/_platform/vitals',
    view('/_platform/vitals', 'Web vitals', async () => {
      const days = opts.vitalsDays ?? 7;
      return (
        <VitalsPage days={days} rows={await summarizeVitals(db, new Date(Date.now() - days * 86_400_000))} />
      );
    }),
  );
  app.get(
    '/_platform/audit',
    view('/_platform/audit', 'Audit log', async () => <AuditPage rows={await listAudit(db)} />),
  );
  app.all('/_platform', notFound);
  app.all('/_platform/*', notFound);

  app.post('/internal/fragment-metrics', async (c) => {
    const bytes = await readStreamLimited(c.req.raw.body, 4 * 1024 * 1024);
    if (!bytes) return c.json({ code: 'API-413' }, 413);
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      return c.json({ code: 'API-400' }, 400);
    }
    const batch = parseFragmentBatch(json);
    if (!batch) return c.json({ code: 'API-400' }, 400);
    await storeFragmentMetrics(db, batch);
    return c.body(null, 204);
  });

  return app;
}
