/** @jest-environment node */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Registry, RemoteVersion } from '@sf/contracts';
import { migrate, openDatabase, type Db } from '@sf/data';
import { fileStore, type RegistryStore } from '@sf/registry';
import { createMemoryRateLimitStore } from '@sf/server-kit';
import type { Hono } from 'hono';
import { memoryLogger } from '../test-helpers';
import { PLATFORM_MIGRATIONS } from '../vitals/vitals-migrations';
import { PLATFORM_TEAM_MIGRATIONS } from './migrations';
import { TEST_HASH_OPTIONS } from '@sf/server-kit';
import { registryStoreReader } from './registry-view';
import { parseReleaseForm } from './release-actions';
import { platformRoutes } from './routes';
import { addUser } from './users';

jest.setTimeout(30_000);
const ORIGIN = 'http://shop.test';
const PASSWORD = 'a-long-enough-password';

const version = (v: string): RemoteVersion => ({
  version: v,
  assetsUrl: `/_assets/mfe-catalog/${v}/`,
  manifestUrl: `/_assets/mfe-catalog/${v}/mf-manifest.json`,
  server: 'http://127.0.0.1:3102',
  integrity: 'sha384-x',
  sharedVersions: {},
  contractVersion: 1,
});
const entry = (live: string, canary: string | null, history: string[]) => ({
  ...version(live),
  ...(canary ? { canary: { version: version(canary), percent: 10 } } : {}),
  history: history.map(version),
});
const REGISTRY: Registry = {
  contractVersion: 1,
  tenants: {
    DE: { 'mfe-catalog': entry('1.2.0-bbbb', '1.3.0-cccc', ['1.1.0-aaaa']) },
    CH: { 'mfe-catalog': entry('1.2.0-bbbb', '1.3.0-cccc', ['1.1.0-aaaa']) },
  },
};

let db: Db;
let dir: string;
let store: RegistryStore;
let app: Hono;
let ip = 0;

beforeAll(async () => {
  db = await openDatabase({ domain: 'platform', memory: true });
  await migrate(db, [...PLATFORM_MIGRATIONS, ...PLATFORM_TEAM_MIGRATIONS]);
  await addUser(db, 'olga', 'operator', PASSWORD, TEST_HASH_OPTIONS);
  await addUser(db, 'vic', 'viewer', PASSWORD, TEST_HASH_OPTIONS);
  dir = await mkdtemp(join(tmpdir(), 'sf-platform-release-'));
});
afterAll(async () => {
  await db.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await db.query('DELETE FROM platform_audit');
  const file = join(dir, 'registry.json');
  await writeFile(file, JSON.stringify(REGISTRY));
  store = fileStore(file);
  app = platformRoutes({
    db,
    logger: memoryLogger(),
    registry: registryStoreReader(store),
    registryStore: store,
    rateLimitStore: createMemoryRateLimitStore(),
    hashOptions: TEST_HASH_OPTIONS,
  });
});

function request(
  path: string,
  init: { cookie?: string; form?: Record<string, string>; origin?: string } = {},
) {
  ip += 1;
  return app.request(`${ORIGIN}${path}`, {
    method: init.form ? 'POST' : 'GET',
    headers: {
      'x-real-ip': `10.2.0.${ip % 250}`,
      ...(init.form
        ? { origin: init.origin ?? ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }
        : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
  });
}

/** Logs `name` in; its cookie and the token of its forms. */
async function member(name: string) {
  const res = await request('/_platform/login', { form: { name, password: PASSWORD } });
  const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  const page = await (await request('/_platform', { cookie })).text();
  return { cookie, page, csrf: /name="csrf" value="([^"]+)"/.exec(page)![1]! };
}

const audited = async () =>
  (
    await db.query<{ actor: string; action: string; outcome: string; detail: string }>(
      "SELECT actor, action, outcome, detail FROM platform_audit WHERE action NOT IN ('login', 'view') ORDER BY id",
    )
  ).rows;

const live = async (tenant: 'DE' | 'CH') => {
  const e = (await store.read())!.tenants[tenant]!['mfe-catalog']!;
  return { version: e.version, canary: e.canary?.version.version ?? null };
};

describe('the release buttons of /_platform', () => {
  it('show an operator Promote, Stop canary and Roll back per tenant, each a form with the session token', async () => {
    const { page, csrf } = await member('olga');
    const forms = [
      ...page.matchAll(/<form action="\/_platform\/release\/([a-z-]+)" method="post">(.*?)<\/form>/g),
    ];
    expect(forms.map((f) => f[1])).toEqual([
      ...['promote', 'stop-canary', 'rollback'],
      ...['promote', 'stop-canary', 'rollback'],
    ]);
    expect(forms[1]![2]).toContain(`<input type="hidden" name="csrf" value="${csrf}"/>`);
    expect(forms[1]![2]).toContain('<input type="hidden" name="version" value="1.3.0-cccc"/>');
    expect(page).toContain('<button type="submit">Stop canary</button>');
  });

  it('promotes, stops and rolls back one tenant through the registry, says what changed and audits it', async () => {
    const { cookie, csrf } = await member('olga');
    const promoted = await request('/_platform/release/promote', {
      cookie,
      form: { csrf, remote: 'mfe-catalog', tenant: 'CH' },
    });
    expect(promoted.status).toBe(200);
    expect(await promoted.text()).toContain(
      '<div role="status" class="done"><p>mfe-catalog (CH): canary 1.3.0-cccc promoted (was 1.2.0-bbbb)</p>',
    );
    expect(await live('CH')).toEqual({ version: '1.3.0-cccc', canary: null });
    expect(await live('DE')).toEqual({ version: '1.2.0-bbbb', canary: '1.3.0-cccc' });

    const stopped = await request('/_platform/release/stop-canary', {
      cookie,
      form: { csrf, remote: 'mfe-catalog', tenant: 'DE', version: '1.3.0-cccc' },
    });
    expect(stopped.status).toBe(200);
    expect(await live('DE')).toEqual({ version: '1.2.0-bbbb', canary: null });

    const rolledBack = await request('/_platform/release/rollback', {
      cookie,
      form: { csrf, remote: 'mfe-catalog', tenant: 'DE' },
    });
    expect(rolledBack.status).toBe(200);
    expect(await live('DE')).toEqual({ version: '1.1.0-aaaa', canary: null });
    expect(await audited()).toEqual([
      {
        actor: 'olga',
        action: 'promote',
        outcome: 'ok',
        detail: 'mfe-catalog (CH): canary 1.3.0-cccc promoted (was 1.2.0-bbbb)',
      },
      {
        actor: 'olga',
        action: 'canary-stop',
        outcome: 'ok',
        detail: 'mfe-catalog (DE): canary 1.3.0-cccc stopped, 1.2.0-bbbb serves everybody',
      },
      {
        actor: 'olga',
        action: 'rollback',
        outcome: 'ok',
        detail: 'mfe-catalog (DE): rolled back from 1.2.0-bbbb to 1.1.0-aaaa',
      },
    ]);
  });

  it('refuses a viewer, a wrong token and a foreign origin, changing nothing; each refusal audited', async () => {
    const viewer = await member('vic');
    expect(viewer.page).not.toContain('/_platform/release/');
    const byViewer = await request('/_platform/release/rollback', {
      cookie: viewer.cookie,
      form: { csrf: viewer.csrf, remote: 'mfe-catalog', tenant: 'DE' },
    });
    expect(byViewer.status).toBe(403);
    expect(await byViewer.text()).toContain(
      'Your role (viewer) shows the versions; promoting and rolling back needs an operator.',
    );
    const operator = await member('olga');
    const forged = await request('/_platform/release/rollback', {
      cookie: operator.cookie,
      form: { csrf: 'guess', remote: 'mfe-catalog', tenant: 'DE' },
    });
    expect(forged.status).toBe(403);
    const foreign = await request('/_platform/release/rollback', {
      cookie: operator.cookie,
      origin: 'https://evil.example',
      form: { csrf: operator.csrf, remote: 'mfe-catalog', tenant: 'DE' },
    });
    expect(foreign.status).toBe(403);
    const anonymous = await request('/_platform/release/rollback', {
      form: { csrf: operator.csrf, remote: 'mfe-catalog', tenant: 'DE' },
    });
    expect(anonymous.status).toBe(404);
    expect((await request('/_platform/release/rollback', { cookie: operator.cookie })).status).toBe(404);
    expect(await live('DE')).toEqual({ version: '1.2.0-bbbb', canary: '1.3.0-cccc' });
    expect(await audited()).toEqual([
      { actor: 'vic', action: 'rollback', outcome: 'refused', detail: 'role viewer' },
      { actor: 'olga', action: 'rollback', outcome: 'refused', detail: 'csrf token' },
    ]);
  });

  it('answers a stale canary with 409 and a malformed form with 400, with the reason on the page', async () => {
    const { cookie, csrf } = await member('olga');
    const stale = await request('/_platform/release/stop-canary', {
      cookie,
      form: { csrf, remote: 'mfe-catalog', tenant: 'DE', version: '1.2.9-old' },
    });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain(
      '<div role="alert" class="error"><p>The canary 1.2.9-old of mfe-catalog (DE) is not live any more: nothing was changed.</p>',
    );
    const badTenant = await request('/_platform/release/promote', {
      cookie,
      form: { csrf, remote: 'mfe-catalog', tenant: 'FR' },
    });
    expect(badTenant.status).toBe(400);
    expect(await badTenant.text()).toContain('The form names no valid tenant (DE, AT, CH, NL).');
    expect(await live('DE')).toEqual({ version: '1.2.0-bbbb', canary: '1.3.0-cccc' });
    expect((await audited()).map((r) => `${r.action}:${r.outcome}`)).toEqual([
      'canary-stop:refused',
      'promote:refused',
    ]);
  });
});

describe('parseReleaseForm', () => {
  it('takes a remote, a tenant and (to stop a canary) its version; names what is wrong otherwise', () => {
    expect(parseReleaseForm('rollback', { remote: 'mfe-x', tenant: 'NL' })).toEqual({
      action: 'rollback',
      remote: 'mfe-x',
      tenant: 'NL',
    });
    expect(parseReleaseForm('stop-canary', { remote: 'mfe-x', tenant: 'NL' })).toEqual({
      error: 'The form names no valid canary version.',
    });
    expect(parseReleaseForm('promote', { remote: '../etc', tenant: 'NL' })).toEqual({
      error: 'The form names no valid remote.',
    });
    expect(parseReleaseForm('delete', {})).toEqual({ error: 'There is no release action "delete".' });
  });
});
