// What a stack keeps of its deploys (decision 0250): every version the registry still names (live,
// canary, the history a rollback goes back to) is kept, assets and server build alike. A version's
// assets outlive the registry's last mention by a grace period, since an open tab or the service
// worker may still ask for a lazy chunk of the page it loaded; a server build no version names any
// more, and no process runs, is removed at once (nothing but a rollback could start it, and a
// rollback only goes to versions the registry names).
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { writeJsonAtomically } from './run.mjs';

/** How long assets stay after the registry stopped naming their version: a week. */
export const ASSET_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

/** A server build copy nobody claims (a deploy between its copy and its start) is left this long. */
export const ORPHAN_BUILD_MS = 10 * 60 * 1000;

/** Every entry of `app` the registry names in any tenant: the live version, its canary and its history. */
function namedEntries(registry, app) {
  const entries = [];
  for (const apps of Object.values(registry?.tenants ?? {})) {
    const entry = apps?.[app];
    if (!entry) continue;
    entries.push(entry);
    if (entry.canary?.version) entries.push(entry.canary.version);
    for (const old of entry.history ?? []) entries.push(old);
  }
  return entries;
}

/** The versions of `app` the registry names (live, canary, history of every tenant). */
export function namedVersions(registry, app) {
  return new Set(namedEntries(registry, app).map((e) => e.version));
}

/** The server URLs of `app` the registry names (live, canary, history of every tenant). */
export function namedServerUrls(registry, app) {
  return new Set(namedEntries(registry, app).map((e) => e.server));
}

function dirsIn(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.endsWith('.tmp') && !d.name.includes('.tmp'))
    .map((d) => d.name);
}

function readState(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

/**
 * Removes the published assets (`<assetsDir>/<app>/<version>/`) of versions the registry has not
 * named for `graceMs`. When a version stopped being named is kept in `stateFile` (`{ "<app>/<version>":
 * since }`); a version named again (a deploy of the same build) is kept again. Without a registry
 * (none yet, or unreadable) nothing is touched. Returns `{ removed, waiting }` as `<app>/<version>`.
 */
export function pruneAssets(
  assetsDir,
  stateFile,
  registry,
  { now = Date.now(), graceMs = ASSET_GRACE_MS } = {},
) {
  const removed = [];
  const waiting = [];
  if (!registry?.tenants) return { removed, waiting };
  const previous = readState(stateFile);
  const state = {};
  for (const app of dirsIn(assetsDir)) {
    const named = namedVersions(registry, app);
    for (const version of dirsIn(path.join(assetsDir, app))) {
      if (named.has(version)) continue;
      const key = `${app}/${version}`;
      const since = Number.isFinite(previous[key]) ? previous[key] : now;
      if (now - since >= graceMs) {
        rmSync(path.join(assetsDir, app, version), { recursive: true, force: true });
        removed.push(key);
      } else {
        state[key] = since;
        waiting.push(key);
      }
    }
  }
  writeJsonAtomically(stateFile, state);
  return { removed, waiting };
}

/**
 * The server build copies below `<dataDir>/servers/<app>/` that `keep` (their folders) does not hold
 * and that were copied longer than `orphanMs` ago: removed. Returns the removed folders.
 */
export function pruneServerBuilds(
  appServersDir,
  keep,
  { now = Date.now(), orphanMs = ORPHAN_BUILD_MS } = {},
) {
  const removed = [];
  const kept = new Set([...keep].map((dir) => path.resolve(dir)));
  for (const name of dirsIn(appServersDir)) {
    if (name === 'node_modules') continue;
    const dir = path.resolve(appServersDir, name);
    if (kept.has(dir)) continue;
    if (now - statSync(dir).mtimeMs < orphanMs) continue;
    rmSync(dir, { recursive: true, force: true });
    removed.push(dir);
  }
  return removed;
}
