// "Deploys" the local builds the way a CI pipeline would publish them: each app's dist/client
// is copied to <data>/assets/<app>/<version>/ (immutable) and the registry file gets the live
// version per tenant (with what it composes: its build's sf-composition.json), the previous one
// kept in its history for rollback — or, with `--canary P`, the version as a canary beside the live
// one. Every registry change goes through the store of `@sf/registry`: the locked, atomic file
// (decision 0140) or, with DATABASE_URL, PostgreSQL shared by several composers (decision 0170).
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { pruneAssets } from './lib/retention.mjs';
import { installServerBuild, serverBuildIn } from './lib/server-builds.mjs';
import { connectControl } from './lib/server-control.mjs';
import { versionPaths } from './lib/server-versions.mjs';

// the deploy gate (decisions 0121, 0122) and the route ids a widget may name, from the TypeScript sources
const gate = await tsImport('../packages/federation/src/deploy-gate.ts', import.meta.url);
const { ROUTES } = await tsImport('@sf/i18n', import.meta.url);
const ROUTE_IDS = new Set(ROUTES.map((r) => r.id));
// what a version whose composition declares no routes keeps: the snapshot's, by app (decision 0145)
const FALLBACK_ROUTES = {};
for (const r of ROUTES) (FALLBACK_ROUTES[r.remote] ??= []).push(r.id);
// the registry's stores and operations (decisions 0140, 0170), shared with the composer and the dashboard
const registryPkg = await tsImport('@sf/registry', import.meta.url);

const TENANTS = ['DE', 'AT', 'CH', 'NL'];
const CONTRACT_VERSION = 1;
const HISTORY_LIMIT = 10;

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Builds the registry version record of one app's build output. */
export function describeBuild(app, host, options = {}) {
  const client = options.dist ? path.resolve(options.dist) : path.join(app.dir, 'dist', 'client');
  const manifestFile = path.join(client, 'mf-manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${app.name}: ${manifestFile} is missing — build first`);
  const manifestText = readFileSync(manifestFile);
  // what the version composes (widgets, /api prefixes, paths, budgets): the composer reads it from here
  const compositionFile = path.join(client, 'sf-composition.json');
  if (!existsSync(compositionFile))
    throw new Error(`${app.name}: ${compositionFile} is missing — build first`);
  const compositionText = readFileSync(compositionFile);
  const pkg = readJson(path.join(app.dir, 'package.json'));
  // the server build beside the client (`dist/server`, or `server/` beside a CI artefact's client folder)
  const server = serverBuildIn(path.join(path.dirname(client), 'server'));
  // a change of the composition alone (a widget on one more route) is a new version as well, and so
  // is a change of the server build alone (decision 0205)
  const hash = createHash('sha256').update(manifestText).update(compositionText);
  if (server) hash.update(server.digest);
  // and so is what it provides of and needs from the shared @sf packages (the registry record carries it)
  const infoFile = path.join(client, 'build-info.json');
  const info = existsSync(infoFile) ? readJson(infoFile) : {};
  const sharedVersions = info.sharedVersions ?? {};
  if (info.sharedExports) hash.update(JSON.stringify(info.sharedExports));
  const digest = hash.digest('hex').slice(0, 8);
  const version = `${pkg.version}-${digest}`;
  const entry = path.join(client, 'remoteEntry.js');
  const integrity = existsSync(entry)
    ? `sha384-${createHash('sha384').update(readFileSync(entry)).digest('base64')}`
    : '';

  const composition = JSON.parse(compositionText.toString('utf8'));
  // what the build exposes (./app, ./sheet): every widget's expose must be among them
  const exposes = (JSON.parse(manifestText.toString('utf8')).exposes ?? []).map((e) => e.path);
  const assetsUrl = `/_assets/${app.name}/${version}/`;
  return {
    client,
    exposes,
    server,
    record: {
      version,
      assetsUrl,
      manifestUrl: `${assetsUrl}mf-manifest.json`,
      server: options.server ?? `http://${host}:${app.port}`,
      integrity,
      sharedVersions,
      // what it provides of and needs from each shared @sf package (decision 0266; absent in older builds)
      ...(info.sharedExports ? { sharedExports: info.sharedExports } : {}),
      contractVersion: CONTRACT_VERSION,
      composition,
    },
  };
}

/** Copies one app's build into the assets (immutable, by version). */
function publish(app, build, config) {
  const target = path.join(config.assetsDir, app.name, build.record.version);
  if (!existsSync(target)) {
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(build.client, `${target}.tmp`, { recursive: true });
    renameSync(`${target}.tmp`, target);
  }
}

/** The registry with `entries` as the live versions (other apps of `previous` kept when `keep`). */
function nextRegistry(previous, entries, keep) {
  const tenants = {};
  for (const tenant of TENANTS) {
    tenants[tenant] = keep ? { ...(previous?.tenants?.[tenant] ?? {}) } : {};
    for (const [name, record] of Object.entries(entries)) {
      const old = previous?.tenants?.[tenant]?.[name];
      let history = old?.history ?? [];
      if (old && old.version !== record.version) {
        const { history: _h, canary: _c, ...oldRecord } = old;
        history = [oldRecord, ...history].slice(0, HISTORY_LIMIT);
      }
      tenants[tenant][name] = { ...record, history };
    }
  }
  // the platform's kill switch of the service worker outlives deploys (decision 0155)
  const serviceWorker = previous?.serviceWorker === 'off' ? { serviceWorker: 'off' } : {};
  return { contractVersion: CONTRACT_VERSION, tenants, ...serviceWorker };
}

/** What each tenant of `registry` serves: per app the live version and the canary's. */
function servingOf(registry) {
  const serving = {};
  for (const [tenant, apps] of Object.entries(registry?.tenants ?? {})) {
    serving[tenant] = {};
    for (const [name, entry] of Object.entries(apps)) {
      const { history: _h, canary, ...live } = entry;
      serving[tenant][name] = { live, canary: canary?.version };
    }
  }
  return serving;
}

/**
 * Refuses (throws `DeployRefused`, listing every problem) when the registry after the deploy would
 * serve clashing compositions or an incompatible build; nothing is copied or written then.
 * `previous` (the registry before; none for a first deploy) tells a linked route the deploy drops.
 */
export function checkDeploy(registry, builds, previous) {
  const candidates = Object.entries(builds).map(([name, b]) => ({
    name,
    record: b.record,
    exposes: b.exposes,
  }));
  const problems = gate.deployProblems({
    serving: servingOf(registry),
    candidates,
    routeIds: ROUTE_IDS,
    before: servingOf(previous),
    fallbackRoutes: FALLBACK_ROUTES,
  });
  if (problems.length > 0) throw new gate.DeployRefused(Object.keys(builds), problems);
}

/** Every tenant's change when `registry` replaces `previous` (for the writer: something changed). */
function changesOf(previous, registry) {
  const changes = [];
  for (const [tenant, apps] of Object.entries(registry.tenants))
    for (const [remote, entry] of Object.entries(apps)) {
      const from = previous?.tenants?.[tenant]?.[remote]?.version ?? null;
      changes.push({ tenant, remote, action: 'live', from, to: entry.version });
    }
  return changes;
}

/** The registry store of a stack (`DATABASE_URL`'s PostgreSQL, else its file); the caller closes it. */
export function openStackRegistry(config) {
  return registryPkg.openRegistryStore({ file: config.registryFile });
}

/**
 * Runs `fn` with the registry's store: `config.registryStore` when given (left open), else the one
 * `openRegistryStore` picks for `config.registryFile` and `DATABASE_URL` (closed afterwards).
 */
export async function withRegistryStore(config, fn) {
  if (config.registryStore) return fn(config.registryStore);
  const store = registryPkg.openRegistryStore({ file: config.registryFile });
  try {
    return await fn(store);
  } finally {
    await store.close();
  }
}

/** Publishes every app and writes the registry (one locked update). Returns the registry; throws `DeployRefused`. */
export async function deployAll(config) {
  const builds = {};
  for (const app of config.apps) builds[app.name] = describeBuild(app, config.host);
  const update = await withRegistryStore(config, (store) =>
    store.update(
      (previous) => {
        const entries = Object.fromEntries(Object.entries(builds).map(([name, b]) => [name, b.record]));
        const registry = nextRegistry(previous, entries, false);
        checkDeploy(registry, builds, previous);
        for (const app of config.apps) publish(app, builds[app.name], config);
        return { registry, changes: changesOf(previous, registry) };
      },
      { replaceMalformed: true },
    ),
  );
  return update.registry;
}

/** The server URL the live version of `name` has for the first of `tenants` that serves it. */
function liveServerOf(registry, name, tenants) {
  for (const tenant of tenants?.length ? tenants : TENANTS) {
    const server = registry?.tenants?.[tenant]?.[name]?.server;
    if (server) return server;
  }
  return undefined;
}

/**
 * Publishes one app's build and makes it the live version in the registry — or, with
 * `options.canary` (1–100), a canary for that share of shoppers beside the live version — for every
 * tenant or `options.tenants`, leaving every other app as it is (nothing else is rebuilt).
 * `options.dist` publishes a build from another folder (a CI artefact; its server build is `server/`
 * beside it), `options.server` points the version at a server started elsewhere. A build the gate
 * refuses (a clash with the served compositions, an incompatible build) throws `DeployRefused` and
 * changes nothing. With a stack running on `config.dataDir` and a server build the running process
 * does not have, the stack starts the new server beside the old one (decision 0205) and the version
 * is registered with its URL only once its health check passed; a failing one throws and the old
 * version keeps serving. A build without a server keeps the live version's server. A running
 * composer serves the change within 2 s. Returns `{ record, changes, server }` (`server`: `{ url,
 * started }` when the stack answered).
 */
export async function deployOne(config, name, options = {}) {
  const app = config.apps.find((a) => a.name === name);
  if (!app) throw new Error(`unknown app ${name}; deployable: ${config.apps.map((a) => a.name).join(', ')}`);
  const build = describeBuild(app, config.host, options);
  const control =
    !options.server && build.server && config.dataDir
      ? await connectControl(versionPaths(config.dataDir).socket)
      : null;
  return withRegistryStore(config, async (store) => {
    const deployOptions = { tenants: options.tenants, canaryPercent: options.canary };
    const empty = { contractVersion: CONTRACT_VERSION, tenants: {} };
    let server;
    if (control) {
      // the gate first: a build it refuses starts no process
      const current = await store.read();
      checkDeploy(
        registryPkg.deployVersion(current ?? empty, name, build.record, deployOptions).registry,
        { [name]: build },
        current,
      );
      const dir = installServerBuild(config.dataDir, app, build.server);
      server = await control
        .deploy(name, {
          version: build.record.version,
          digest: build.server.digest,
          dir,
          canary: options.canary !== undefined,
        })
        .catch((error) => {
          throw new Error(`deploy of ${name} refused: ${error.message}. The registry is unchanged.`);
        });
      build.record = { ...build.record, server: server.url };
    }
    try {
      const update = await store.update((previous) => {
        if (!options.server && !build.server)
          build.record = {
            ...build.record,
            server: liveServerOf(previous, name, options.tenants) ?? build.record.server,
          };
        const next = registryPkg.deployVersion(previous ?? empty, name, build.record, deployOptions);
        checkDeploy(next.registry, { [name]: build }, previous);
        if (next.changes.length > 0) publish(app, build, config);
        return next;
      });
      const retention = keepAssets(config, update.registry);
      return { record: build.record, changes: update.changes, server, retention };
    } finally {
      // the versions the registry no longer serves drain and stop (a refused write: the new one does)
      if (server) await control.release(name, server.url).catch(() => undefined);
    }
  });
}

/**
 * Removes the assets of versions the registry has stopped naming a week ago or more (decision 0250);
 * a stack without a data dir (a registry given by the caller) keeps everything.
 */
function keepAssets(config, registry) {
  if (!config.dataDir || !config.assetsDir) return { removed: [], waiting: [] };
  return pruneAssets(config.assetsDir, path.join(config.dataDir, 'run', 'asset-retention.json'), registry);
}

/** Parses `<app> [--canary P] [--tenant T[,T…]] [--dist DIR] [--server URL]`; throws with a usage line. */
export function parseDeployArgs(argv) {
  const usage =
    'usage: node scripts/deploy.mjs <app> [--canary <percent 1–100>] [--tenant DE|AT|CH|NL[,…]] [--dist <client dir>] [--server <url>]';
  const options = {};
  let name;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new Error(`${arg} needs a value\n${usage}`);
      return v;
    };
    if (arg === '--canary') {
      const percent = Number(value());
      if (!Number.isInteger(percent) || percent < 1 || percent > 100)
        throw new Error(`--canary takes a whole percent from 1 to 100\n${usage}`);
      options.canary = percent;
    } else if (arg === '--tenant') options.tenants = parseTenants(value(), usage);
    else if (arg === '--dist') options.dist = value();
    else if (arg === '--server') {
      const url = value();
      if (!/^https?:\/\/[^\s/]+$/.test(url))
        throw new Error(`--server takes an origin like http://127.0.0.1:3207\n${usage}`);
      options.server = url;
    } else if (!arg.startsWith('--') && !name) name = arg;
    else throw new Error(`unknown argument ${arg}\n${usage}`);
  }
  if (!name) throw new Error(usage);
  return { name, options };
}

/** `DE,ch` → `['DE', 'CH']`; an unknown tenant throws. */
export function parseTenants(text, usage = '') {
  const tenants = text
    .split(',')
    .map((t) => t.trim().toUpperCase())
    .filter(Boolean);
  const unknown = tenants.filter((t) => !TENANTS.includes(t));
  if (tenants.length === 0 || unknown.length > 0)
    throw new Error(
      `unknown tenant ${unknown.join(', ') || text}; tenants: ${TENANTS.join(', ')}${usage ? `\n${usage}` : ''}`,
    );
  return tenants;
}

// `node scripts/deploy.mjs <app> …` (e.g. `npm run deploy -w mfe-newsletter -- --canary 10`, which builds that app first)
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, 'deploy.mjs')) {
  const { stackConfig } = await import('./lib/stack.mjs');
  try {
    const { name, options } = parseDeployArgs(process.argv.slice(2));
    const { record, changes, server, retention } = await deployOne(stackConfig(), name, options);
    if (changes.length === 0)
      console.log(`[deploy] ${name} ${record.version} is already live; nothing changed`);
    for (const change of changes) console.log(`[deploy] ${registryPkg.describeChange(change)}`);
    console.log(`[deploy] assets: ${record.assetsUrl}`);
    for (const gone of retention.removed)
      console.log(
        `[deploy] removed the assets of ${gone} (no version of the registry has named it for a week)`,
      );
    if (server?.started)
      console.log(
        `[deploy] server: ${server.url} (a new process, healthy; ${server.handover ? 'the old one handed its PGlite data over and stopped' : 'the old one stops after its drain'})`,
      );
    else if (server)
      console.log(`[deploy] server: ${server.url} (unchanged: the same server build runs there)`);
  } catch (error) {
    // a refusal lists its reasons; the registry is as it was
    console.error(`[deploy] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
