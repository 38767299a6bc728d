import pg from 'pg';
import { startPostgresCluster, type PostgresCluster } from '@sf/testing/node';
import type { Registry, RemoteVersion } from '@sf/contracts';
import { liveRegistry } from './live';
import { deployVersion, rollbackRemote } from './ops';
import { REGISTRY_SCHEMA, postgresStore } from './pg-store';
import type { RegistryStore } from './store';

const version = (remote: string, v: string): RemoteVersion => ({
  version: v,
  assetsUrl: `/_assets/${remote}/${v}/`,
  manifestUrl: `/_assets/${remote}/${v}/mf-manifest.json`,
  server: 'http://127.0.0.1:1',
  integrity: 'sha384-x',
  sharedVersions: {},
  contractVersion: 1,
});
const empty: Registry = { contractVersion: 1, tenants: {} };
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function msUntil(check: () => Promise<boolean> | boolean, limit = 5000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limit) return Infinity;
    await new Promise((done) => setTimeout(done, 5));
  }
  return Date.now() - started;
}

let cluster: PostgresCluster;
let admin: pg.Client;
let databases = 0;
const stores: RegistryStore[] = [];

/** A database of its own per test (the schema is always `registry`). */
async function freshDatabase(): Promise<string> {
  const name = `registry_test_${process.pid}_${(databases += 1)}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(cluster.url);
  url.pathname = `/${name}`;
  return url.toString();
}

function store(url: string, options?: Parameters<typeof postgresStore>[1]): RegistryStore {
  const s = postgresStore(url, options);
  stores.push(s);
  return s;
}

beforeAll(async () => {
  cluster = await startPostgresCluster();
  admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
}, 90_000);
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
});
afterAll(async () => {
  await admin?.end();
  await cluster?.stop();
}, 30_000);

describe('the registry in PostgreSQL', () => {
  it('loses no change when writers of two processes deploy at once, and counts each write as a revision', async () => {
    const url = await freshDatabase();
    const one = store(url);
    const two = store(url);
    const remotes = Array.from({ length: 12 }, (_, i) => `mfe-${i}`);
    await Promise.all(
      remotes.map((remote, i) =>
        (i % 2 ? one : two).update((current) =>
          deployVersion(current ?? empty, remote, version(remote, '1')),
        ),
      ),
    );
    const registry = await one.read();
    expect(Object.keys(registry?.tenants.DE ?? {}).sort()).toEqual([...remotes].sort());
    expect(await two.revision()).toBe('12');
    const direct = new pg.Client({ connectionString: url });
    await direct.connect();
    try {
      const { rows } = await direct.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${REGISTRY_SCHEMA}.changes`,
      );
      expect(rows[0]!.n).toBe(12);
    } finally {
      await direct.end();
    }
  });

  it('writes nothing when the change throws or changes nothing', async () => {
    const s = store(await freshDatabase());
    expect(await s.read()).toBeNull();
    expect(await s.revision()).toBeNull();
    await s.update((current) => deployVersion(current ?? empty, 'mfe-a', version('mfe-a', '1')));
    await expect(
      s.update(() => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await s.update((current) => deployVersion(current!, 'mfe-a', version('mfe-a', '1')));
    expect(await s.revision()).toBe('1');
    expect((await s.read())?.tenants.DE?.['mfe-a']?.version).toBe('1');
  });

  it('refuses a malformed stored registry unless asked to replace it', async () => {
    const url = await freshDatabase();
    const s = store(url);
    await s.update(() => deployVersion(empty, 'mfe-a', version('mfe-a', '1')));
    const direct = new pg.Client({ connectionString: url });
    await direct.connect();
    await direct.query(`UPDATE ${REGISTRY_SCHEMA}.document SET registry = '{"tenants": 3}'`);
    await direct.end();
    await expect(s.read()).rejects.toThrow(/holds no valid registry/);
    await expect(s.update((c) => deployVersion(c ?? empty, 'mfe-b', version('mfe-b', '1')))).rejects.toThrow(
      /holds no valid registry/,
    );
    await s.update((c) => deployVersion(c ?? empty, 'mfe-b', version('mfe-b', '1')), {
      replaceMalformed: true,
    });
    expect(Object.keys((await s.read())?.tenants.DE ?? {})).toEqual(['mfe-b']);
  });

  it('tells a reader of another store of every write by NOTIFY, without any poll, also after its connection was cut', async () => {
    const url = await freshDatabase();
    const writer = store(url);
    await writer.update(() => deployVersion(empty, 'mfe-x', version('mfe-x', '1')));
    const warnings: string[] = [];
    // a poll of a minute: only LISTEN/NOTIFY can make it in time
    const reader = await liveRegistry(
      store(url, { reconnectMs: 50 }),
      { ...quiet, warn: (m) => void warnings.push(m) },
      60_000,
    );
    try {
      const served = async () => (await reader.source()).tenants.DE?.['mfe-x']?.version;
      for (const v of ['2', '3']) {
        await writer.update((c) => deployVersion(c!, 'mfe-x', version('mfe-x', v)));
        expect(await msUntil(async () => (await served()) === v)).toBeLessThan(1000);
      }
      // the LISTEN connection is cut (a failover, a restart of the server's side): it reconnects
      const direct = new pg.Client({ connectionString: url });
      await direct.connect();
      const { rows } = await direct.query<{ ended: boolean }>(
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = 'sf-registry-listen' AND datname = current_database()`,
      );
      await direct.end();
      expect(rows.map((r) => r.ended)).toEqual([true]);
      expect(await msUntil(() => warnings.length > 0)).toBeLessThan(2000);
      await writer.update((c) => rollbackRemote(c!, 'mfe-x'));
      expect(await msUntil(async () => (await served()) === '2')).toBeLessThan(2000);
    } finally {
      reader.close();
    }
  });
});
