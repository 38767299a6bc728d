/**
 * Two composer processes on one PostgreSQL registry (issue 26, "Past one machine"; decision 0170):
 * a throwaway PostgreSQL cluster, the fixture fragment servers, two composers started as `npm start`
 * starts one (their own Node processes, real HTTP, `DATABASE_URL` and nothing else to find the
 * registry), a newsletter version deployed with `scripts/deploy.mjs` (gate, assets, the registry's
 * PostgreSQL store) and rolled back with `scripts/rollback.mjs`: both composers serve each within 2 s.
 * `REGISTRY_PG_RUNS=10` repeats deploy and rollback and prints p50 and max (the figure of decision 0170).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { TenantId } from '@sf/contracts';
import { postgresStore } from '@sf/registry';
import { startPostgresCluster, type PostgresCluster } from '@sf/testing/node';
import { COMPOSITIONS } from './compositions';
import { startFixtures, type Fixtures } from './fixtures';

const ROOT = resolve(__dirname, '../..');
const LIVE_WITHIN_MS = 2000;
const RUNS = Math.max(1, Number(process.env.REGISTRY_PG_RUNS ?? 1) || 1);
const SIGNUP = '/service-hilfe/newsletter/anmelden';

interface Composer {
  readonly url: string;
  readonly child: ChildProcess;
  readonly log: string[];
}

let cluster: PostgresCluster;
let databaseUrl = '';
let databaseName = '';
let fx: Fixtures;
let dataDir = '';
const composers: Composer[] = [];

const tail = (lines: readonly string[]) => lines.slice(-15).join('').trim();

/** Starts `edge-composer/src/node.ts` in a process of its own on a free port; resolves with its URL. */
function startComposer(name: string): Promise<Composer> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'edge-composer/src/node.ts')], {
    cwd: join(ROOT, 'edge-composer'),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: '0',
      HOST: '127.0.0.1',
      SF_DEV_FEATURES: '1',
      SF_DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      // the database or nothing: never a registry file by mistake
      SF_REGISTRY_STORE: 'postgres',
      SF_FRAGMENT_METRICS_FLUSH_MS: '600000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString('utf8'));
    if (log.length > 200) log.shift();
  };
  child.stderr!.on('data', keep);
  return new Promise((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`composer ${name} did not start within 30 s:\n${tail(log)}`)),
      30_000,
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      keep(chunk);
      const match = /edge-composer listening on (http:\/\/\S+)/.exec(chunk.toString('utf8'));
      if (match) {
        clearTimeout(timer);
        done({ url: match[1]!, child, log });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`composer ${name} exited (${code}) before listening:\n${tail(log)}`));
    });
  });
}

/** Runs a deploy script like a team does (`node scripts/<script>.mjs …`) against the PostgreSQL registry. */
function runScript(script: string, args: readonly string[]): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts', script), ...args], {
      cwd: ROOT,
      env: {
        ...process.env,
        SF_DATA_DIR: dataDir,
        SF_REGISTRY_FILE: '',
        DATABASE_URL: databaseUrl,
        SF_REGISTRY_STORE: 'postgres',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.once('exit', (code) =>
      code === 0 ? done(out) : fail(new Error(`${script} ${args.join(' ')} exited ${code}:\n${out}`)),
    );
  });
}

/** The newsletter version a composer serves on the sign-up page (its boot payload names it). */
async function servedVersion(composer: Composer): Promise<string | undefined> {
  const html = await (await fetch(composer.url + SIGNUP)).text();
  const boot = /"name":"mfe-newsletter","version":"([^"]+)"/.exec(html);
  return boot?.[1];
}

/** Ms from now until every composer serves `version` (Infinity after 5 s). */
async function msUntilServedByAll(version: string): Promise<number[]> {
  const started = performance.now();
  return Promise.all(
    composers.map(async (composer) => {
      while ((await servedVersion(composer)) !== version) {
        if (performance.now() - started > 5000) return Infinity;
        await new Promise((done) => setTimeout(done, 10));
      }
      return performance.now() - started;
    }),
  );
}

/** A newsletter build as CI would hand it over (`--dist`): manifest, composition, build info; `n` makes its version. */
async function newsletterBuild(n: number): Promise<string> {
  const dir = join(dataDir, 'builds', `newsletter-${n}`);
  await mkdir(dir, { recursive: true });
  await writeFile(
    join(dir, 'mf-manifest.json'),
    JSON.stringify({
      exposes: [{ path: './sheet' }],
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    }),
  );
  await writeFile(
    join(dir, 'sf-composition.json'),
    JSON.stringify({
      ...COMPOSITIONS['mfe-newsletter'],
      budgets: { 'newsletter-sheet': { htmlBytes: 100_000 + n, serverP99Ms: 1000 } },
    }),
  );
  await writeFile(join(dir, 'build-info.json'), JSON.stringify({ sharedVersions: { react: '19.3.1' } }));
  await writeFile(join(dir, 'remoteEntry.js'), `/* newsletter build ${n} */`);
  return dir;
}

const stats = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: Math.round(sorted[Math.floor((sorted.length - 1) / 2)]!), max: Math.round(sorted.at(-1)!) };
};

beforeAll(async () => {
  // a throwaway cluster (or DATABASE_URL's server) with a database of this test's own; no PostgreSQL: the test fails
  cluster = await startPostgresCluster();
  databaseName = `registry_two_composers_${process.pid}`;
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName}`);
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const url = new URL(cluster.url);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  dataDir = await mkdtemp(join(tmpdir(), 'sf-two-composers-'));
  fx = await startFixtures();
  // the registry every composer starts from, written once into PostgreSQL (no registry file anywhere)
  const store = postgresStore(databaseUrl);
  await store.update(() => ({
    registry: fx.registry,
    changes: (Object.keys(fx.registry.tenants) as TenantId[]).map((tenant) => ({
      tenant,
      remote: 'mfe-newsletter',
      action: 'live' as const,
      from: null,
      to: '1.0.0',
    })),
  }));
  await store.close();
  composers.push(...(await Promise.all([startComposer('one'), startComposer('two')])));
}, 90_000);

const stopAll = () => composers.forEach((c) => c.child.exitCode === null && c.child.kill('SIGKILL'));
process.once('exit', stopAll);

afterAll(async () => {
  await Promise.all(
    composers.map(
      (c) =>
        new Promise<void>((done) => {
          if (c.child.exitCode !== null) return done();
          c.child.once('exit', () => done());
          c.child.kill('SIGTERM');
          setTimeout(() => c.child.kill('SIGKILL'), 3000).unref();
        }),
    ),
  );
  process.removeListener('exit', stopAll);
  await fx?.close();
  if (cluster?.throwaway === false && databaseName) {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }
  await cluster?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 30_000);

describe('two composers on one PostgreSQL registry', () => {
  it(
    'both serve a deployed version within 2 s, and the old one again within 2 s of a rollback',
    async () => {
      // both read the registry from PostgreSQL: there is no registry file in their data directory
      for (const composer of composers) {
        expect(await servedVersion(composer)).toBe('1.0.0');
        expect(tail(composer.log)).toContain('"store":"postgres"');
      }
      const deploys: number[] = [];
      const rollbacks: number[] = [];
      const scripts: number[] = [];
      for (let n = 1; n <= RUNS; n += 1) {
        const dist = await newsletterBuild(n);
        let started = performance.now();
        let out = await runScript('deploy.mjs', [
          'mfe-newsletter',
          '--dist',
          dist,
          '--server',
          fx.servers.newsletter,
        ]);
        scripts.push(performance.now() - started);
        const version = /mfe-newsletter \(DE\): (\S+) is live \(was 1\.0\.0\)/.exec(out)?.[1];
        expect(version).toMatch(/^\d+\.\d+\.\d+-[0-9a-f]{8}$/);
        const deployed = await msUntilServedByAll(version!);
        deploys.push(...deployed);
        expect(deployed.every((ms) => ms <= LIVE_WITHIN_MS)).toBe(true);

        started = performance.now();
        out = await runScript('rollback.mjs', ['mfe-newsletter']);
        scripts.push(performance.now() - started);
        expect(out).toContain(`mfe-newsletter (DE): rolled back from ${version} to 1.0.0`);
        const rolledBack = await msUntilServedByAll('1.0.0');
        rollbacks.push(...rolledBack);
        expect(rolledBack.every((ms) => ms <= LIVE_WITHIN_MS)).toBe(true);
      }
      if (RUNS > 1)
        console.log(
          `two composers, ${RUNS} runs, ms from the script's exit until both serve: deploy ${JSON.stringify(stats(deploys))}, rollback ${JSON.stringify(stats(rollbacks))}; the scripts themselves (a Node start each): ${JSON.stringify(stats(scripts))}`,
        );
    },
    Math.max(60_000, RUNS * 15_000),
  );
});
