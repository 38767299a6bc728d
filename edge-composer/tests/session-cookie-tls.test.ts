/**
 * The session cookie as a shopper gets it through the composer, in front of the real account server
 * (its Hono app on an in-memory database, over real HTTP on 127.0.0.1). TLS ends at a proxy in front
 * of the composer: only when that proxy is named in TRUST_PROXY does its `x-forwarded-proto: https`
 * count (decision 0023: `__Host-` + Secure over TLS); from any other peer the header is the client's
 * own word and the cookie stays the plain-http one.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import { TENANTS, type Registry } from '@sf/contracts';
import { startComposer, type RunningComposer } from '../src/node';
import type { ComposerLogger } from '../src/types';
import { COMPOSITIONS } from './compositions';

const quiet: ComposerLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };
// the account's own test set-up (real app, PGlite in memory, real signing keys); a path, so this
// project does not import another's source at type level (as tests/client-address.test.ts does)
const ACCOUNT_TEST_APP = '../../mfe-account/src/server/test-app';

let account: ServerType;
let closeDb: () => Promise<void>;
/** Behind a TLS-terminating proxy on 127.0.0.1 (TRUST_PROXY names it). */
let behindProxy: RunningComposer;
/** No TRUST_PROXY: x-forwarded-* from the peer prove nothing. */
let direct: RunningComposer;
let dataDir: string;

beforeAll(async () => {
  const { createTestApp } = (await import(ACCOUNT_TEST_APP)) as {
    createTestApp: (o?: object) => Promise<{ app: Hono; db: { close(): Promise<void> } }>;
  };
  const { app, db } = await createTestApp();
  closeDb = () => db.close();
  account = await new Promise<ServerType>((done) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => done(s));
  });
  const server = `http://127.0.0.1:${(account.address() as AddressInfo).port}`;
  const remote = {
    version: '1.0.0',
    assetsUrl: '/_assets/mfe-account/1.0.0/',
    manifestUrl: '/_assets/mfe-account/1.0.0/mf-manifest.json',
    server,
    integrity: 'sha384-x',
    sharedVersions: {},
    contractVersion: 1,
    history: [],
    composition: COMPOSITIONS['mfe-account'],
  };
  const registry: Registry = {
    contractVersion: 1,
    tenants: Object.fromEntries(TENANTS.map((t) => [t, { 'mfe-account': remote }])),
  };
  dataDir = await mkdtemp(join(tmpdir(), 'edge-composer-session-tls-'));
  await mkdir(join(dataDir, 'registry'), { recursive: true });
  await writeFile(join(dataDir, 'registry', 'registry.json'), JSON.stringify(registry));
  behindProxy = await startComposer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    logger: quiet,
    devFeatures: false,
    bucketSecret: 'a-bucket-secret-for-the-node-tests-only',
    trustProxy: '127.0.0.1',
  });
  direct = await startComposer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    logger: quiet,
    devFeatures: false,
    bucketSecret: 'a-bucket-secret-for-the-node-tests-only',
    trustProxy: '',
  });
}, 60_000);

afterAll(async () => {
  await behindProxy?.close();
  await direct?.close();
  (account as { closeAllConnections?: () => void } | undefined)?.closeAllConnections?.();
  await new Promise((done) => account?.close(done));
  await closeDb?.();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A call through a composer; `tls` adds what a TLS-terminating proxy adds, and the page's origin over https. */
async function call(
  composer: RunningComposer,
  path: string,
  opts: { tls: boolean; cookie?: string; body?: object },
): Promise<Response> {
  const proto = opts.tls ? 'https' : 'http';
  const headers: Record<string, string> = {
    origin: `${proto}://127.0.0.1:${composer.port}`,
    ...(opts.tls ? { 'x-forwarded-proto': 'https' } : {}),
  };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.body) headers['content-type'] = 'application/json';
  const res = await fetch(`${composer.url}${path}`, {
    method: opts.body ? 'POST' : 'GET',
    headers,
    ...(opts.body ? { body: JSON.stringify(opts.body) } : {}),
  });
  return res;
}

/** Registers (202: a registration logs nobody in, decision 0101) and logs in; the login's response. */
async function register(composer: RunningComposer, email: string, tls: boolean): Promise<Response> {
  const registered = await call(composer, '/api/customer/register', {
    tls,
    body: { salutation: 'female', firstName: 'Tessa', lastName: 'Proxy', email, password: 'geheim123' },
  });
  expect(registered.status).toBe(202);
  expect(registered.headers.getSetCookie().some((c) => /ecToken=/.test(c))).toBe(false);
  return call(composer, '/api/customer/login', { tls, body: { email, password: 'geheim123' } });
}

/** The session token's `Set-Cookie`, split into its attributes (lower-cased names). */
function tokenCookie(res: Response): { name: string; value: string; attributes: Map<string, string> } {
  const raw = res.headers.getSetCookie().find((c) => /^(__Host-)?ecToken=/.test(c));
  if (!raw) throw new Error(`no session cookie in ${JSON.stringify(res.headers.getSetCookie())}`);
  const [pair, ...rest] = raw.split(';').map((p) => p.trim());
  const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
  const attributes = new Map(
    rest.map((a) => [a.split('=')[0]!.toLowerCase(), a.includes('=') ? a.slice(a.indexOf('=') + 1) : '']),
  );
  return { name, value, attributes };
}

describe('the session cookie through the composer', () => {
  it('behind a trusted TLS proxy: __Host-, Secure, HttpOnly, SameSite, Path=/, no Domain — and it opens the account there', async () => {
    const res = await register(behindProxy, 'tls@example.com', true);
    expect(res.status).toBe(200);
    const cookie = tokenCookie(res);
    expect(cookie.name).toBe('__Host-ecToken');
    expect(cookie.value.split('.')).toHaveLength(3);
    expect(cookie.attributes.has('secure')).toBe(true);
    expect(cookie.attributes.has('httponly')).toBe(true);
    expect(cookie.attributes.get('samesite')).toBe('Lax');
    expect(cookie.attributes.get('path')).toBe('/');
    expect(cookie.attributes.has('domain')).toBe(false);
    // the login-state hint for scripts follows the same prefix rule
    expect(res.headers.getSetCookie().find((c) => c.startsWith('__Host-loginState='))).toMatch(/; Secure/);
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=/);

    const sent = `${cookie.name}=${cookie.value}`;
    expect(
      await (await call(behindProxy, '/api/customer/session', { tls: true, cookie: sent })).json(),
    ).toEqual(expect.objectContaining({ loggedIn: true, softLoggedIn: false }));
    expect((await call(behindProxy, '/api/customer/v1', { tls: true, cookie: sent })).status).toBe(200);
    // a __Host- cookie arriving over plain http is not one the browser would have sent there: no session
    expect((await call(behindProxy, '/api/customer/v1', { tls: false, cookie: sent })).status).toBe(401);
  });

  it('behind the trusted proxy over plain http: the plain name, HttpOnly and SameSite, not Secure', async () => {
    const res = await register(behindProxy, 'plain@example.com', false);
    expect(res.status).toBe(200);
    const cookie = tokenCookie(res);
    expect(cookie.name).toBe('ecToken');
    expect(cookie.attributes.has('secure')).toBe(false);
    expect(cookie.attributes.has('httponly')).toBe(true);
    expect(cookie.attributes.get('samesite')).toBe('Lax');
    expect(cookie.attributes.get('path')).toBe('/');
    expect(cookie.attributes.has('domain')).toBe(false);
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(
      (await call(behindProxy, '/api/customer/v1', { tls: false, cookie: `ecToken=${cookie.value}` })).status,
    ).toBe(200);
  });

  it('without TRUST_PROXY a client’s own x-forwarded-proto: https changes nothing: not Secure, no prefix', async () => {
    // the origin a browser on http would send; the forged header claims https
    const headers = {
      origin: `http://127.0.0.1:${direct.port}`,
      'x-forwarded-proto': 'https',
      'content-type': 'application/json',
    };
    const registered = await fetch(`${direct.url}/api/customer/register`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        salutation: 'male',
        firstName: 'Max',
        lastName: 'Forged',
        email: 'forged@example.com',
        password: 'geheim123',
      }),
    });
    expect(registered.status).toBe(202);
    const res = await fetch(`${direct.url}/api/customer/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'forged@example.com', password: 'geheim123' }),
    });
    expect(res.status).toBe(200);
    const cookie = tokenCookie(res);
    expect(cookie.name).toBe('ecToken');
    expect(cookie.attributes.has('secure')).toBe(false);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});
