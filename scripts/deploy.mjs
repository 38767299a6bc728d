// "Deploys" the local builds the way a CI pipeline would publish them: each app's dist/client
// is copied to <data>/assets/<app>/<version>/ (immutable) and the registry file gets the live
// version per tenant, the previous one kept in its history for rollback.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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
  const pkg = readJson(path.join(app.dir, 'package.json'));
  const version = `${pkg.version}-${createHash('sha256').update(manifestText).digest('hex').slice(0, 8)}`;
  const entry = path.join(client, 'remoteEntry.js');
  const integrity = existsSync(entry) ? `sha384-${createHash('sha384').update(readFileSync(entry)).digest('base64')}` : '';
  const infoFile = path.join(client, 'build-info.json');
  const sharedVersions = existsSync(infoFile) ? (readJson(infoFile).sharedVersions ?? {}) : {};
  const assetsUrl = `/_assets/${app.name}/${version}/`;
  return {
    client,
    record: {
      version,
      assetsUrl,
      manifestUrl: `${assetsUrl}mf-manifest.json`,
      server: `http://${host}:${app.port}`,
      integrity,
      sharedVersions,
      contractVersion: CONTRACT_VERSION,
    },
  };
}

/**
 * Publishes every app (or, with `only`, that one app: the others keep what the registry has) and
 * writes the registry atomically. Returns the registry.
 */
export function deployAll(config, only) {
  const previous = existsSync(config.registryFile) ? safeRead(config.registryFile) : null;
  const entries = {};
  for (const app of config.apps) {
    if (only && app.name !== only) continue; // kept as the registry has it, per tenant (below)
    const { client, record } = describeBuild(app, config.host);
    const target = path.join(config.assetsDir, app.name, record.version);
    if (!existsSync(target)) {
      mkdirSync(path.dirname(target), { recursive: true });
      cpSync(client, `${target}.tmp`, { recursive: true });
      renameSync(`${target}.tmp`, target);
    }
    entries[app.name] = record;
  }
  const tenants = {};
  for (const tenant of TENANTS) {
    tenants[tenant] = {};
    for (const app of config.apps) {
      const old = previous?.tenants?.[tenant]?.[app.name];
      if (only && app.name !== only && old) tenants[tenant][app.name] = old;
    }
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
  const registry = { contractVersion: CONTRACT_VERSION, tenants };
  mkdirSync(path.dirname(config.registryFile), { recursive: true });
  writeFileSync(`${config.registryFile}.tmp`, JSON.stringify(registry, null, 2));
  renameSync(`${config.registryFile}.tmp`, config.registryFile);
  return registry;
}

function safeRead(file) {
  try {
    return readJson(file);
  } catch {
    return null;
  }
}

// `node scripts/deploy.mjs [--app <name>]`: publishes the built apps (or one app, without touching
// the others' builds) into the local registry, e.g. `npm run deploy -w mfe-service-contact`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { stackConfig } = await import('./lib/stack.mjs');
  const at = process.argv.indexOf('--app');
  const only = at === -1 ? undefined : process.argv[at + 1];
  const config = stackConfig();
  if (only && !config.apps.some((a) => a.name === only)) throw new Error(`unknown app ${only}`);
  const registry = deployAll(config, only);
  const names = Object.keys(registry.tenants.DE ?? {});
  console.log(`[deploy] ${config.registryFile}: ${names.map((n) => `${n}@${registry.tenants.DE[n].version}`).join(', ')}`);
}
