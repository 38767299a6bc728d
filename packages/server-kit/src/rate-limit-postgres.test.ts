import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { startPostgresCluster, type PostgresCluster } from '@sf/testing/node';
import { createPostgresRateLimitStore } from './rate-limit-store';

/**
 * One server process: a Hono app whose POST /signup is limited per address (3 a minute) and per
 * e-mail (2 a minute), counting in PostgreSQL through the data package's pool. Prints its port.
 */
const SERVER = `
const [url] = process.argv.slice(1);
const { createPgPool } = await import('@sf/data');
const kit = await import(${JSON.stringify(join(__dirname, 'index.ts'))});
const { Hono } = await import('hono');
const { serve } = await import('@hono/node-server');
const store = kit.createRateLimitStore({ pool: createPgPool(url, { max: 2, name: 'rate-limit' }) });
const app = new Hono();
app.post('/signup', kit.rateLimit({ windowMs: 60_000, max: 3, store }), kit.rateLimit({ windowMs: 60_000, max: 2, key: kit.byTarget('email'), store }), (c) => c.text(String(process.pid)));
const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => console.log(JSON.stringify({ port: info.port })));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

function startServer(url: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SERVER, url], {
    cwd: __dirname,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('rate limit test server did not start within 30 s')),
      30_000,
    );
    child.once('exit', (code) => reject(new Error(`rate limit test server exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      clearTimeout(timer);
      resolve({ child, base: `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}` });
    });
  });
}

jest.setTimeout(60_000);

describe('rate limits shared in PostgreSQL', () => {
  let cluster: PostgresCluster;
  const servers: { child: ChildProcess; base: string }[] = [];

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    servers.push(...(await Promise.all([startServer(cluster.url), startServer(cluster.url)])));
  }, 90_000);

  afterAll(async () => {
    await Promise.all(
      servers.map(
        ({ child }) =>
          new Promise((resolve) =>
            child.exitCode !== null ? resolve(null) : (child.once('exit', resolve), child.kill('SIGTERM')),
          ),
      ),
    );
    await cluster?.stop();
  }, 30_000);

  const signup = (base: string, ip: string, email: string) =>
    fetch(`${base}/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-real-ip': ip },
      body: JSON.stringify({ email }),
    });

  it('two server processes on one database share the per-address limit', async () => {
    const [a, b] = servers.map((s) => s.base) as [string, string];
    const statuses: number[] = [];
    // alternate between the processes: 3 allowed in all, not 3 each
    for (const [i, base] of [a, b, a, b, a].entries())
      statuses.push((await signup(base, '203.0.113.5', `p${i}@example.de`)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await signup(b, '203.0.113.5', 'q@example.de');
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('API-429');
    const pids = new Set([
      await (await signup(a, '203.0.113.6', 'r@example.de')).text(),
      await (await signup(b, '203.0.113.7', 's@example.de')).text(),
    ]);
    expect(pids.size).toBe(2);
  });

  it('share the per-e-mail limit across addresses and processes, with no raw e-mail stored', async () => {
    const [a, b] = servers.map((s) => s.base) as [string, string];
    expect((await signup(a, '198.51.100.1', 'Shared@Example.de')).status).toBe(200);
    expect((await signup(b, '198.51.100.2', 'shared@example.de')).status).toBe(200);
    expect((await signup(a, '198.51.100.3', 'SHARED@example.de')).status).toBe(429);
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ key: string }>('SELECT key FROM ratelimit.hits');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.map((r) => r.key).join(' ')).not.toMatch(/@|example/i);
    } finally {
      await client.end();
    }
  });

  it('falls back to counting in memory when the database cannot be reached (no 5xx)', async () => {
    const failing = { query: () => Promise.reject(new Error('connection refused')) };
    const store = createPostgresRateLimitStore({ pool: failing });
    const spec = { name: 'down', points: 1, windowMs: 60_000 };
    await expect(store.consume(spec, 'ip:1')).resolves.toMatchObject({ allowed: true });
    await expect(store.consume(spec, 'ip:1')).resolves.toMatchObject({ allowed: false });
  });
});
