// Which version of each domain server runs (decision 0205), inside `npm start` beside the supervisor.
// A deploy whose server build changed gets a new supervised process on a port of its own; only once
// its `/healthz` answers 200 does the deploy register it (the composers switch fragments and /api
// within 2 s). Side by side on PostgreSQL (DATABASE_URL); on PGlite, whose directory one process
// opens at a time, the old process hands the directory over first (stopped, then the new one started)
// and is started again when the new one fails. Processes whose URL the registry no longer serves
// (live or canary, any tenant) are retired after a drain; one the registry serves again (a rollback,
// from the script or the dashboard) is started again from its copy.
import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { namedServerUrls, pruneServerBuilds } from './retention.mjs';
import { writeJsonAtomically } from './run.mjs';

/** Defaults; `SF_SERVER_DRAIN_MS` and `SF_SERVER_HEALTH_TIMEOUT_MS` change them. */
export const DRAIN_MS = 15_000;
export const HEALTH_TIMEOUT_MS = 60_000;
/** A started version not yet in the registry is kept at least this long (its deploy is writing). */
export const PENDING_MS = 120_000;

/** A refusal of the version manager: the message says what happened and what serves now. */
export class ServerVersionRefused extends Error {}

/** A port on 127.0.0.1 that is free now (the OS picks it from its ephemeral range). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The server URLs `registry` serves for `app`: live and canary versions of every tenant. */
export function servedUrls(registry, app) {
  const urls = new Set();
  for (const apps of Object.values(registry?.tenants ?? {})) {
    const entry = apps?.[app];
    if (!entry) continue;
    urls.add(entry.server);
    if (entry.canary) urls.add(entry.canary.version.server);
  }
  return urls;
}

/**
 * @param {{
 *   supervisor: import('./supervisor.mjs').Supervisor,
 *   host: string,
 *   stateFile: string,
 *   sideBySide: boolean,
 *   launch: (name: string, app: string, instance: { dir: string, port: number, version: string, url: string }) => void,
 *   readRegistry: () => Promise<unknown>,
 *   log?: (line: string) => void,
 *   drainMs?: number,
 *   healthTimeoutMs?: number,
 *   serversDir?: string,
 * }} options
 */
export function createServerVersions({
  supervisor,
  host,
  stateFile,
  sideBySide,
  launch,
  readRegistry,
  log = (line) => console.error(line),
  drainMs = DRAIN_MS,
  healthTimeoutMs = HEALTH_TIMEOUT_MS,
  serversDir,
}) {
  /** app → url → { version, digest, dir, port, name, running, pendingUntil, retireTimer } */
  const known = new Map(
    Object.entries(loadState(stateFile)).map(([app, byUrl]) => [app, new Map(Object.entries(byUrl))]),
  );
  for (const byUrl of known.values()) for (const inst of byUrl.values()) inst.running = false;
  /** One change per app at a time: a deploy, a rollback's start and a retirement never interleave. */
  const queues = new Map();
  const serial = (app, fn) => {
    const next = (queues.get(app) ?? Promise.resolve()).then(fn, fn);
    queues.set(
      app,
      next.catch(() => {}),
    );
    return next;
  };
  let closed = false;

  const instancesOf = (app) => {
    if (!known.has(app)) known.set(app, new Map());
    return known.get(app);
  };
  const save = () => {
    const state = {};
    for (const [app, byUrl] of known)
      state[app] = Object.fromEntries(
        [...byUrl].map(([url, i]) => [
          url,
          { version: i.version, digest: i.digest, dir: i.dir, port: i.port, name: i.name },
        ]),
      );
    writeJsonAtomically(stateFile, state);
  };

  function start(app, url, inst) {
    clearTimeout(inst.retireTimer);
    inst.retireTimer = undefined;
    inst.running = true;
    launch(inst.name, app, { dir: inst.dir, port: inst.port, version: inst.version, url });
  }

  async function retire(app, url, inst, why) {
    clearTimeout(inst.retireTimer);
    inst.retireTimer = undefined;
    if (!inst.running) return;
    inst.running = false;
    log(`[start] ${app} ${inst.version} (${url}) stopped: ${why}`);
    await supervisor.retire(inst.name);
  }

  /** Resolves once `url/healthz` answers 200; throws the reason when the process stops first or time runs out. */
  async function healthy(inst, url) {
    const until = Date.now() + healthTimeoutMs;
    let last = 'no answer';
    for (;;) {
      const entry = supervisor.list().find((e) => e.name === inst.name);
      if (!entry || entry.pid === null || entry.restarts > 0)
        throw new Error('its process stopped before the health check passed');
      try {
        const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
        await res.arrayBuffer();
        if (res.status === 200) return;
        last = `GET /healthz answered ${res.status}`;
      } catch (error) {
        last = `GET /healthz: ${error.cause?.code ?? error.message}`;
      }
      if (Date.now() > until)
        throw new Error(`no healthy answer within ${Math.round(healthTimeoutMs / 1000)} s (${last})`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /**
   * Starts `inst` at `url` and waits for its health check. On PGlite the app's running processes are
   * stopped first (they hold the directory) and started again when `inst` fails; the failed one is
   * stopped. Throws `ServerVersionRefused` saying what serves now.
   */
  async function bringUp(app, url, inst) {
    const others = [...instancesOf(app)].filter(([u, i]) => u !== url && i.running);
    if (!sideBySide)
      for (const [u, i] of others)
        await retire(app, u, i, `hands the PGlite directory over to ${inst.version}`);
    start(app, url, inst);
    save();
    try {
      await healthy(inst, url);
      log(`[start] ${app} ${inst.version} is healthy on ${url}`);
    } catch (error) {
      await retire(app, url, inst, 'failed its health check');
      let serving = others.length ? others.map(([, i]) => i.version).join(', ') : 'nothing new';
      if (!sideBySide && others.length) {
        for (const [u, i] of others) start(app, u, i);
        try {
          await Promise.all(others.map(([u, i]) => healthy(i, u)));
        } catch (again) {
          serving = `${serving} (started again, but not healthy yet: ${again.message})`;
        }
      }
      save();
      throw new ServerVersionRefused(
        `the new server of ${app} ${inst.version} failed its health check: ${error.message}; the old version keeps serving (${serving})`,
      );
    }
  }

  /** Retires what the registry no longer serves (after the drain) and starts what it serves again. */
  async function reconcileApp(app, registry) {
    const served = servedUrls(registry, app);
    const byUrl = instancesOf(app);
    for (const [url, inst] of byUrl) {
      if (!inst.running || served.has(url) || inst.pendingUntil > Date.now()) {
        if (served.has(url) && inst.retireTimer) {
          clearTimeout(inst.retireTimer);
          inst.retireTimer = undefined;
        }
        continue;
      }
      if (inst.retireTimer) continue;
      log(
        `[start] ${app} ${inst.version} (${url}) is no longer served; it stops in ${Math.round(drainMs / 1000)} s`,
      );
      inst.retireTimer = setTimeout(() => {
        inst.retireTimer = undefined;
        void serial(app, async () => {
          const latest = await readRegistry().catch(() => null);
          if (latest && !servedUrls(latest, app).has(url)) await retire(app, url, inst, 'drained');
          save();
        });
      }, drainMs);
      inst.retireTimer.unref?.();
    }
    // a deploy or rollback of this app is between its start and its registry write: leave it alone
    if ([...byUrl.values()].some((i) => i.pendingUntil > Date.now())) return;
    for (const url of served) {
      const inst = byUrl.get(url);
      if (!inst || inst.running) continue;
      log(`[start] ${app} ${inst.version} is served again (a rollback); starting its server on ${url}`);
      await bringUp(app, url, inst).catch((error) => log(`[start] ${error.message}`));
    }
    forgetUnnamed(app, registry);
  }

  /**
   * Forgets the stopped versions of `app` the registry no longer names (not even in a history a
   * rollback could go back to) and removes the server builds no kept version runs from (decision 0250).
   */
  function forgetUnnamed(app, registry) {
    const named = namedServerUrls(registry, app);
    const byUrl = instancesOf(app);
    let forgot = false;
    for (const [url, inst] of byUrl)
      if (!inst.running && !inst.retireTimer && !named.has(url)) {
        byUrl.delete(url);
        forgot = true;
      }
    if (forgot) save();
    if (!serversDir) return;
    const removed = pruneServerBuilds(
      path.join(serversDir, app),
      [...byUrl.values()].map((i) => i.dir),
    );
    for (const dir of removed)
      log(`[start] ${app}: removed the server build ${path.basename(dir)} (no version names it)`);
  }

  return {
    /** Runs an app's first server (what `npm start` serves) at its fixed port; `npm start` waits for it. */
    adopt(app, { version, digest, dir, port }) {
      const url = `http://${host}:${port}`;
      const inst = { version, digest, dir, port, name: app, running: false };
      instancesOf(app).set(url, inst);
      start(app, url, inst);
      save();
      return url;
    },

    /**
     * A deploy's server: the running process when one runs this build, else a new one beside the old
     * (PostgreSQL) or in its place (PGlite), healthy before this resolves. `{ url, started }`.
     */
    deploy(app, { version, digest, dir, canary = false }) {
      return serial(app, async () => {
        for (const [url, inst] of instancesOf(app))
          if (inst.running && inst.digest === digest) {
            inst.pendingUntil = Date.now() + PENDING_MS;
            return { url, started: false };
          }
        if (canary && !sideBySide)
          throw new ServerVersionRefused(
            `a canary of ${app} with a new server build needs its own server beside the live one, and with PGlite one process opens ${app}'s data at a time: deploy it live, or run the stack on PostgreSQL (DATABASE_URL)`,
          );
        const port = await freePort();
        const url = `http://${host}:${port}`;
        const inst = {
          version,
          digest,
          dir,
          port,
          name: `${app}@${version}`,
          running: false,
          pendingUntil: Date.now() + PENDING_MS,
        };
        instancesOf(app).set(url, inst);
        await bringUp(app, url, inst);
        return { url, started: true, handover: !sideBySide };
      });
    },

    /** Before a rollback: the servers `urls` of `app` that this stack knows run and are healthy. */
    ensure(app, urls) {
      return serial(app, async () => {
        for (const url of urls) {
          const inst = instancesOf(app).get(url);
          if (!inst) continue;
          inst.pendingUntil = Date.now() + PENDING_MS;
          if (!inst.running) await bringUp(app, url, inst);
        }
      });
    },

    /** The deploy (or rollback) has written the registry: the versions it no longer serves drain. */
    release(app, url) {
      const inst = instancesOf(app).get(url);
      if (inst) inst.pendingUntil = 0;
      return this.reconcile();
    },

    /** Compares the running servers with the registry (called on every registry change). */
    async reconcile() {
      if (closed) return;
      const registry = await readRegistry().catch(() => null);
      if (!registry) return;
      await Promise.all([...known.keys()].map((app) => serial(app, () => reconcileApp(app, registry))));
    },

    /** What runs: app → [{ url, version, digest, running, name }]. */
    status() {
      const out = {};
      for (const [app, byUrl] of known)
        out[app] = [...byUrl].map(([url, i]) => ({
          url,
          version: i.version,
          digest: i.digest,
          running: i.running,
          name: i.name,
        }));
      return out;
    },

    close() {
      closed = true;
      for (const byUrl of known.values()) for (const inst of byUrl.values()) clearTimeout(inst.retireTimer);
    },
  };
}

/**
 * Reconciles `versions` on every change of `store` (a deploy, a rollback from the dashboard, a
 * composer's automatic canary rollback): its watch, and a poll of its revision every second besides.
 * Returns the function that stops following.
 */
export function followRegistry(store, versions, pollMs = 1000) {
  const reconcile = () => void versions.reconcile();
  const unwatch = store.watch(reconcile);
  let seen;
  void store.revision().then(
    (r) => (seen = r),
    () => undefined,
  );
  const poll = setInterval(async () => {
    const revision = await store.revision().catch(() => seen);
    if (revision !== seen) reconcile();
    seen = revision;
  }, pollMs);
  return () => {
    unwatch();
    clearInterval(poll);
  };
}

function loadState(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

/** A Unix socket's path must fit in 108 bytes (Linux), its terminating NUL included. */
const SOCKET_PATH_MAX = 100;

/**
 * Where a stack keeps the state of its server versions and its control socket: `<data>/run/`, the
 * socket in the system's temporary folder (named by the data dir's hash) when that path is too long.
 */
export function versionPaths(dataDir) {
  const socket = path.join(dataDir, 'run', 'control.sock');
  return {
    stateFile: path.join(dataDir, 'run', 'servers.json'),
    socket:
      Buffer.byteLength(socket) <= SOCKET_PATH_MAX
        ? socket
        : path.join(
            tmpdir(),
            `sf-control-${createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16)}.sock`,
          ),
  };
}
