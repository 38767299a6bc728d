// A domain server's new version beside the old one (issue 26, decision 0205), with real processes on
// 127.0.0.1: the supervisor, the version manager and its control socket as `npm start` wires them,
// a composer (`edge-composer/src/node.ts`), the composer suite's fixture servers for the other
// remotes, and `node scripts/deploy.mjs` / `rollback.mjs` run as a team runs them. The newsletter's
// "server builds" are small servers written here (a fragment and an API that name their build, a
// health check that passes or not); with `exclusive` each holds a lock file while it runs, as PGlite
// holds its directory. On PostgreSQL (a throwaway cluster: registry and side-by-side mode) and on
// PGlite (the registry file, handover).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { tsImport } from 'tsx/esm/api';
import { createSupervisor } from './supervisor.mjs';
import { installServerBuild, serverBuildIn } from './server-builds.mjs';
import { serveControl } from './server-control.mjs';
import { createServerVersions, followRegistry, freePort, versionPaths } from './server-versions.mjs';
import { ROOT } from './stack.mjs';

const { startPostgresCluster } = await tsImport('@sf/testing/node', import.meta.url);
const { startFixtures } = await tsImport('../../edge-composer/tests/fixtures.ts', import.meta.url);
const { COMPOSITIONS } = await tsImport('../../edge-composer/tests/compositions.ts', import.meta.url);
const registryPkg = await tsImport('@sf/registry', import.meta.url);

const APP = { name: 'mfe-newsletter', dir: path.join(ROOT, 'mfe-newsletter'), portEnv: 'NEWSLETTER_PORT' };
const SIGNUP = '/service-hilfe/newsletter/anmelden';
const LIVE_WITHIN_MS = 2000;
const DRAIN_MS = 1500;

/** A newsletter build (client files as CI hands them over, and a server) under `<dir>/builds/<mark>/`. */
function writeBuild(dir, mark, { healthy = true } = {}) {
  const root = path.join(dir, 'builds', mark);
  const client = path.join(root, 'client');
  const server = path.join(root, 'server');
  mkdirSync(client, { recursive: true });
  mkdirSync(server, { recursive: true });
  writeFileSync(
    path.join(client, 'mf-manifest.json'),
    JSON.stringify({
      exposes: [{ path: './sheet' }],
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    }),
  );
  writeFileSync(path.join(client, 'sf-composition.json'), JSON.stringify(COMPOSITIONS['mfe-newsletter']));
  writeFileSync(
    path.join(client, 'build-info.json'),
    JSON.stringify({ sharedVersions: { react: '19.3.1' } }),
  );
  writeFileSync(path.join(client, 'remoteEntry.js'), `/* newsletter ${mark} */`);
  writeFileSync(
    path.join(server, 'index.js'),
    `import { closeSync, openSync, rmSync } from 'node:fs';
import http from 'node:http';
const MARK = ${JSON.stringify(mark)};
const lock = process.env.FIXTURE_LOCK;
if (lock) closeSync(openSync(lock, 'wx')); // throws (the start fails) while another process holds the data
const release = () => lock && rmSync(lock, { force: true });
const slot = (route, inner) =>
  '<div data-sf-slot="mfe-newsletter" data-sf-route="' + route + '">' + inner + '</div>' +
  '<script type="application/json" data-sf-state="mfe-newsletter">{}</script>';
const server = http.createServer((req, res) => {
  const url = new URL(req.url, 'http://server');
  if (url.pathname === '/healthz') {
    res.writeHead(${healthy ? 200 : 503}, { 'content-type': 'application/json' });
    return res.end('{"status":"${healthy ? 'ok' : 'starting'}"}');
  }
  if (url.pathname.startsWith('/fragment/')) {
    const route = url.pathname.slice('/fragment/'.length);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    return res.end(slot(route, route === 'newsletter-sheet' ? '' : '<h1>Newsletter-Server ' + MARK + '</h1>'));
  }
  if (url.pathname.startsWith('/api/newsletter/')) {
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    return res.end(JSON.stringify({ server: MARK }));
  }
  res.writeHead(404);
  res.end();
});
server.listen(Number(process.env.NEWSLETTER_PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => (release(), process.exit(0))));
`,
  );
  return { root, client, server };
}

/** Runs `node scripts/<script> …` like a team; resolves `{ code, out }`. */
function runScript(script, args, env) {
  return new Promise((done) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', script), ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.once('exit', (code) => done({ code, out }));
  });
}

/** Starts the composer in a process of its own on a free port; resolves `{ url, child }`. */
function startComposer(env) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'edge-composer/src/node.ts')], {
    cwd: path.join(ROOT, 'edge-composer'),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: '0',
      HOST: '127.0.0.1',
      SF_DEV_FEATURES: '1',
      SF_FRAGMENT_METRICS_FLUSH_MS: '600000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stderr.on('data', (c) => (log += c));
  return new Promise((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`the composer did not start within 60 s:\n${log}`)),
      60_000,
    );
    child.stdout.on('data', (c) => {
      log += c;
      const match = /edge-composer listening on (http:\/\/\S+)/.exec(log);
      if (match) {
        clearTimeout(timer);
        done({ url: match[1], child });
      }
    });
    child.once('exit', (code) => fail(new Error(`the composer exited (${code}):\n${log}`)));
  });
}

/**
 * A stack as `npm start` wires it, for the newsletter alone: supervisor, versions, control socket,
 * the registry followed; the newsletter's first server (`v1`) adopted and healthy.
 */
async function startStack({ dataDir, store, sideBySide, lock }) {
  const supervisor = createSupervisor({ log: () => {}, backoff: { initialMs: 100 } });
  const lines = [];
  const versions = createServerVersions({
    supervisor,
    host: '127.0.0.1',
    stateFile: versionPaths(dataDir).stateFile,
    sideBySide,
    readRegistry: () => store.read(),
    drainMs: DRAIN_MS,
    healthTimeoutMs: 3000,
    log: (line) => lines.push(line),
    launch: (name, _app, instance) =>
      supervisor.start(name, process.execPath, [path.join(instance.dir, 'index.js')], {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH,
          [APP.portEnv]: String(instance.port),
          ...(lock ? { FIXTURE_LOCK: lock } : {}),
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
  });
  const v1 = writeBuild(dataDir, 'v1');
  const build = serverBuildIn(v1.server);
  const url = versions.adopt(APP.name, {
    version: '1.0.0',
    digest: build.digest,
    dir: installServerBuild(dataDir, APP, build),
    port: await freePort(),
  });
  for (let i = 0; ; i += 1) {
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 100) throw new Error('the first newsletter server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  const control = await serveControl(versionPaths(dataDir).socket, versions, (l) => lines.push(l));
  const unfollow = followRegistry(store, versions, 200);
  return {
    url,
    supervisor,
    versions,
    lines,
    stop: async () => {
      unfollow();
      versions.close();
      await control.close();
      await supervisor.stop(2000);
    },
  };
}

/** The fixture registry with the newsletter (v1) on `server` for every tenant, no canary. */
function initialRegistry(fx, server) {
  const tenants = {};
  for (const [tenant, apps] of Object.entries(fx.registry.tenants)) {
    const { canary: _c, ...newsletter } = apps['mfe-newsletter'];
    tenants[tenant] = { ...apps, 'mfe-newsletter': { ...newsletter, server } };
  }
  return { ...fx.registry, tenants };
}

/** One page view and one /api call, classified. */
async function probe(composer) {
  const page = await fetch(composer + SIGNUP).catch((e) => ({ status: 0, text: async () => String(e) }));
  const html = await page.text();
  const api = await fetch(`${composer}/api/newsletter/status`).catch(() => ({
    status: 0,
    headers: new Headers(),
    json: async () => ({}),
  }));
  const apiBody = api.status === 200 ? await api.json() : {};
  return {
    at: performance.now(),
    status: page.status,
    mark: /Newsletter-Server (\w+)/.exec(html)?.[1] ?? null,
    fallback: /<div data-sf-slot="mfe-newsletter"[^>]*data-sf-fallback>/.test(html),
    // the shell's header and footer (and any other slot) whole
    othersWhole:
      html.includes('data-sf-slot="shell"') &&
      !/<div data-sf-slot="(?!mfe-newsletter")[^"]*"[^>]*data-sf-fallback>/.test(html),
    version: /"name":"mfe-newsletter","version":"([^"]+)"/.exec(html)?.[1] ?? null,
    api: api.status,
    apiServer: apiBody.server ?? null,
    retryAfter: api.headers.get('retry-after'),
  };
}

/**
 * Probes `composer` one after the other while `during(probes)` runs and until `settled(last probe)`
 * (at most 5 s more), then a few more; resolves every probe. The probing always stops.
 */
async function probing(composer, during, settled) {
  const seen = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      seen.push(await probe(composer));
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  let result;
  try {
    result = await during();
    await until(() => seen.length > 0 && settled(seen.at(-1)), 5000, 'the switch');
    await new Promise((r) => setTimeout(r, 300));
  } finally {
    running = false;
    await loop;
  }
  return { result, seen };
}

/** When (performance.now()) the last run of probes served by `mark` (fragment and /api) began; null when the last is not. */
function switchedAt(probes, mark) {
  let at = null;
  for (const p of probes)
    if (p.mark === mark && p.apiServer === mark) at ??= p.at;
    else at = null;
  return at;
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check, timeoutMs, what) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

// the PostgreSQL 15 server binaries (as `startPostgresCluster` looks for them); without them the part is skipped, saying so
const PG_BIN = process.env.PG_BIN ?? '/usr/local/bin';
const noPostgres = ['initdb', 'pg_ctl', 'postgres'].some((b) => !existsSync(path.join(PG_BIN, b)))
  ? `PostgreSQL server binaries (initdb, pg_ctl, postgres) not found in ${PG_BIN}: install PostgreSQL 15 or set PG_BIN`
  : false;

// the composer suite's fixture servers (shell, search, account, …): one set for the whole file
let fx;
before(async () => {
  fx = await startFixtures();
});
after(() => fx?.close());

describe(
  'on PostgreSQL: the new server version starts beside the old one',
  { timeout: 180_000, skip: noPostgres },
  () => {
    let cluster;
    let dataDir;
    let store;
    let stack;
    let composer;
    const env = {};

    before(async () => {
      cluster = await startPostgresCluster({ url: null });
      dataDir = mkdtempSync(path.join(tmpdir(), 'sf-versions-pg-'));
      store = registryPkg.postgresStore(cluster.url);
      Object.assign(env, {
        SF_DATA_DIR: dataDir,
        SF_REGISTRY_FILE: '',
        DATABASE_URL: cluster.url,
        SF_REGISTRY_STORE: 'postgres',
        PORT: '6300',
      });
      stack = await startStack({ dataDir, store, sideBySide: true });
      const registry = initialRegistry(fx, stack.url);
      await store.update(() => ({
        registry,
        changes: [{ tenant: 'DE', remote: APP.name, action: 'live', from: null, to: '1.0.0' }],
      }));
      composer = await startComposer({
        SF_DATA_DIR: dataDir,
        DATABASE_URL: cluster.url,
        SF_REGISTRY_STORE: 'postgres',
      });
    });

    after(async () => {
      composer?.child.kill('SIGTERM');
      await stack?.stop();
      await store?.close();
      await cluster?.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    test('a deploy switches fragments and /api to the new server within 2 s, no page failing meanwhile; the old one drains and stops', async () => {
      const first = await probe(composer.url);
      assert.deepEqual(
        [first.status, first.mark, first.apiServer, first.version],
        [200, 'v1', 'v1', '1.0.0'],
      );
      const oldPid = stack.supervisor.list().find((e) => e.name === APP.name).pid;
      const v2 = writeBuild(dataDir, 'v2');
      let written = 0;
      const { result: deploy, seen } = await probing(
        composer.url,
        async () => {
          const run = await runScript('deploy.mjs', [APP.name, '--dist', v2.client], env);
          written = performance.now();
          return run;
        },
        (p) => p.mark === 'v2',
      );
      assert.equal(deploy.code, 0, deploy.out);
      assert.match(deploy.out, /mfe-newsletter \(DE\): \S+ is live \(was 1\.0\.0\)/);
      const server = /server: (http:\/\/127\.0\.0\.1:\d+) \(a new process, healthy/.exec(deploy.out)?.[1];
      assert.ok(server && server !== stack.url, deploy.out);
      // not one page or API call failed or fell back while switching
      const failed = seen.filter((p) => p.status !== 200 || p.fallback || !p.othersWhole || p.api !== 200);
      assert.deepEqual(failed, []);
      assert.ok(seen.length > 5, `only ${seen.length} probes`);
      // the new server answered only after the registry changed, and then everything came from it
      const at = switchedAt(seen, 'v2');
      assert.ok(
        at !== null && at - written <= LIVE_WITHIN_MS,
        `v2 served ${Math.round(at - written)} ms after the deploy`,
      );
      // the old process drains, then stops; the new one stays supervised (restarted when it crashes)
      assert.ok(alive(oldPid), 'the old server still runs during its drain');
      await until(() => !alive(oldPid), DRAIN_MS + 5000, 'the old server stopping');
      const entry = stack.supervisor.list().find((e) => e.name.startsWith(`${APP.name}@`));
      assert.ok(entry?.pid);
      process.kill(entry.pid, 'SIGKILL');
      await until(
        async () =>
          (await probe(composer.url)).mark === 'v2' &&
          stack.supervisor.list().find((e) => e.name === entry.name)?.restarts === 1,
        10_000,
        'the new server restarted',
      );
    });

    test('a deploy whose new server fails its health check is refused; the old version keeps serving', async () => {
      const before = await probe(composer.url);
      assert.equal(before.mark, 'v2');
      const v3 = writeBuild(dataDir, 'v3', { healthy: false });
      const { result: deploy, seen } = await probing(
        composer.url,
        () => runScript('deploy.mjs', [APP.name, '--dist', v3.client], env),
        () => true,
      );
      assert.equal(deploy.code, 1, deploy.out);
      assert.match(
        deploy.out,
        /deploy of mfe-newsletter refused: the new server of mfe-newsletter \S+ failed its health check: no healthy answer within 3 s \(GET \/healthz answered 503\); the old version keeps serving \(\S+\)\. The registry is unchanged\./,
      );
      assert.deepEqual(
        seen.filter(
          (p) =>
            p.status !== 200 ||
            !p.othersWhole ||
            p.fallback ||
            p.mark !== 'v2' ||
            p.apiServer !== 'v2' ||
            p.version !== before.version,
        ),
        [],
      );
      // the refused version's process is gone; the live one's runs on
      const refused = /the new server of mfe-newsletter (\S+) failed/.exec(deploy.out)[1];
      assert.deepEqual(
        stack.supervisor.list().map((e) => e.name),
        [`${APP.name}@${before.version}`],
      );
      assert.notEqual(refused, before.version);
    });

    test('a rollback starts the drained old server again before the registry points at it', async () => {
      let written = 0;
      const { result: rollback, seen } = await probing(
        composer.url,
        async () => {
          const run = await runScript('rollback.mjs', [APP.name], env);
          written = performance.now();
          return run;
        },
        (p) => p.mark === 'v1',
      );
      assert.equal(rollback.code, 0, rollback.out);
      assert.match(rollback.out, /rolled back from \S+ to 1\.0\.0/);
      assert.deepEqual(
        seen.filter((p) => p.status !== 200 || p.fallback || !p.othersWhole || p.api !== 200),
        [],
      );
      const at = switchedAt(seen, 'v1');
      assert.ok(
        at !== null && at - written <= LIVE_WITHIN_MS,
        `v1 served ${at === null ? 'never' : Math.round(at - written)} ms after the rollback`,
      );
    });
  },
);

describe('on PGlite: the old server hands its data over to the new one', { timeout: 180_000 }, () => {
  let dataDir;
  let store;
  let stack;
  let composer;
  let env;

  before(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'sf-versions-pglite-'));
    const registryFile = path.join(dataDir, 'registry', 'registry.json');
    store = registryPkg.fileStore(registryFile);
    env = { SF_DATA_DIR: dataDir, SF_REGISTRY_FILE: registryFile, DATABASE_URL: '', PORT: '6300' };
    stack = await startStack({
      dataDir,
      store,
      sideBySide: false,
      lock: path.join(dataDir, 'newsletter.lock'),
    });
    await store.update(() => ({
      registry: initialRegistry(fx, stack.url),
      changes: [{ tenant: 'DE', remote: APP.name, action: 'live', from: null, to: '1.0.0' }],
    }));
    composer = await startComposer({ SF_DATA_DIR: dataDir, SF_REGISTRY_FILE: registryFile });
  });

  after(async () => {
    composer?.child.kill('SIGTERM');
    await stack?.stop();
    await store?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('a deploy stops the old server before the new one opens the data; pages stay 200 with the fallback, /api answers 503 with Retry-After meanwhile', async () => {
    const { result: deploy, seen } = await probing(
      composer.url,
      () => runScript('deploy.mjs', [APP.name, '--dist', writeBuild(dataDir, 'v2').client], env),
      (p) => p.mark === 'v2',
    );
    assert.equal(deploy.code, 0, deploy.out);
    assert.match(
      stack.lines.join('\n'),
      /mfe-newsletter 1\.0\.0 \(\S+\) stopped: hands the PGlite directory over to \S+/,
    );
    assert.deepEqual(
      seen.filter((p) => p.status !== 200 || !p.othersWhole),
      [],
    );
    // the gap: the fragment's fallback and 503 + Retry-After, never anything else
    for (const p of seen.filter((p) => p.mark === null)) assert.equal(p.fallback, true);
    for (const p of seen.filter((p) => p.api !== 200)) assert.deepEqual([p.api, p.retryAfter], [503, '2']);
  });

  test('a deploy whose new server fails its health check is refused; the old server is started again', async () => {
    const deploy = await runScript(
      'deploy.mjs',
      [APP.name, '--dist', writeBuild(dataDir, 'v3', { healthy: false }).client],
      env,
    );
    assert.equal(deploy.code, 1, deploy.out);
    assert.match(deploy.out, /failed its health check: .*; the old version keeps serving \(\S+\)/);
    await until(async () => (await probe(composer.url)).mark === 'v2', 5000, 'v2 serving again');
    const after = await probe(composer.url);
    assert.deepEqual([after.status, after.fallback, after.apiServer], [200, false, 'v2']);
  });

  test('a canary of a new server build is refused with a clear message', async () => {
    const deploy = await runScript(
      'deploy.mjs',
      [APP.name, '--dist', writeBuild(dataDir, 'v4').client, '--canary', '10'],
      env,
    );
    assert.equal(deploy.code, 1, deploy.out);
    assert.match(
      deploy.out,
      /a canary of mfe-newsletter with a new server build needs its own server beside the live one/,
    );
  });
});
