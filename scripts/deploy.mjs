// "Deploys" the local builds the way a CI pipeline would publish them: each app's dist/client
// is copied to <data>/assets/<app>/<version>/ (immutable) and the registry file gets the live
// version per tenant (with what it composes: its build's sf-composition.json), the previous one
// kept in its history for rollback.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

// the deploy gate (decisions 0121, 0122) and the route ids a widget may name, from the TypeScript sources
const gate = await tsImport('../packages/federation/src/deploy-gate.ts', import.meta.url);
const { ROUTES } = await tsImport('@sf/i18n', import.meta.url);
const ROUTE_IDS = new Set(ROUTES.map((r) => r.id));

const TENANTS = ['DE', 'AT', 'CH', 'NL'];
const CONTRACT_VERSION = 1;
const HISTORY_LIMIT = 10;

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Builds the registry version record of one app's build output. */
export function describeBuild(app, host) {
  const client = path.join(app.dir, 'dist', 'client');
  const manifestFile = path.join(client, 'mf-manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${app.name}: ${manifestFile} is missing — build first`);
  const manifestText = readFileSync(manifestFile);
  // what the version composes (widgets, /api prefixes, paths, budgets): the composer reads it from here
  const compositionFile = path.join(client, 'sf-composition.json');
  if (!existsSync(compositionFile))
    throw new Error(`${app.name}: ${compositionFile} is missing — build first`);
  const compositionText = readFileSync(compositionFile);
  const pkg = readJson(path.join(app.dir, 'package.json'));
  // a change of the composition alone (a widget on one more route) is a new version as well
  const digest = createHash('sha256').update(manifestText).update(compositionText).digest('hex').slice(0, 8);
  const version = `${pkg.version}-${digest}`;
  const entry = path.join(client, 'remoteEntry.js');
  const integrity = existsSync(entry)
    ? `sha384-${createHash('sha384').update(readFileSync(entry)).digest('base64')}`
    : '';
  const infoFile = path.join(client, 'build-info.json');
  const sharedVersions = existsSync(infoFile) ? (readJson(infoFile).sharedVersions ?? {}) : {};
  const composition = JSON.parse(compositionText.toString('utf8'));
  // what the build exposes (./app, ./sheet): every widget's expose must be among them
  const exposes = (JSON.parse(manifestText.toString('utf8')).exposes ?? []).map((e) => e.path);
  const assetsUrl = `/_assets/${app.name}/${version}/`;
  return {
    client,
    exposes,
    record: {
      version,
      assetsUrl,
      manifestUrl: `${assetsUrl}mf-manifest.json`,
      server: `http://${host}:${app.port}`,
      integrity,
      sharedVersions,
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
  for (const [tenant, apps] of Object.entries(registry.tenants)) {
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
 */
export function checkDeploy(registry, builds) {
  const candidates = Object.entries(builds).map(([name, b]) => ({
    name,
    record: b.record,
    exposes: b.exposes,
  }));
  const problems = gate.deployProblems({ serving: servingOf(registry), candidates, routeIds: ROUTE_IDS });
  if (problems.length > 0) throw new gate.DeployRefused(Object.keys(builds), problems);
}

/** Checks, publishes `builds` and writes the registry atomically. */
function deploy(config, builds, keep) {
  const previous = existsSync(config.registryFile) ? safeRead(config.registryFile) : null;
  const entries = Object.fromEntries(Object.entries(builds).map(([name, b]) => [name, b.record]));
  const registry = nextRegistry(previous, entries, keep);
  checkDeploy(registry, builds);
  for (const app of config.apps) if (builds[app.name]) publish(app, builds[app.name], config);
  mkdirSync(path.dirname(config.registryFile), { recursive: true });
  writeFileSync(`${config.registryFile}.tmp`, JSON.stringify(registry, null, 2));
  renameSync(`${config.registryFile}.tmp`, config.registryFile);
  return registry;
}

/** Publishes every app and writes the registry atomically. Returns the registry; throws `DeployRefused`. */
export function deployAll(config) {
  const builds = {};
  for (const app of config.apps) builds[app.name] = describeBuild(app, config.host);
  return deploy(config, builds, false);
}

/**
 * Publishes one app's existing build and makes it the live version in the registry, leaving every
 * other app as it is (nothing else is rebuilt). A build the gate refuses (a clash with the live
 * compositions, an incompatible build) throws `DeployRefused` and changes nothing. A running composer
 * picks the change up by itself; the app's server process is restarted by whoever runs it (`npm start`
 * again, or its supervisor).
 */
export function deployOne(config, name) {
  const app = config.apps.find((a) => a.name === name);
  if (!app) throw new Error(`unknown app ${name}; deployable: ${config.apps.map((a) => a.name).join(', ')}`);
  const build = describeBuild(app, config.host);
  deploy(config, { [name]: build }, true);
  return build.record;
}

function safeRead(file) {
  try {
    return readJson(file);
  } catch {
    return null;
  }
}

// `node scripts/deploy.mjs <app>` (e.g. `npm run deploy -w mfe-basket-checkout`, which builds that app first)
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, 'deploy.mjs')) {
  const { stackConfig } = await import('./lib/stack.mjs');
  const name = process.argv[2];
  if (!name) {
    console.error('usage: node scripts/deploy.mjs <app>');
    process.exit(2);
  }
  try {
    const record = deployOne(stackConfig(), name);
    console.log(`[deploy] ${name} ${record.version} is live (${record.assetsUrl})`);
  } catch (error) {
    // a refusal lists its reasons; the registry is as it was
    console.error(`[deploy] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
