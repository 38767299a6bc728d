import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, statSync, watchFile } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { build } from 'esbuild';
import { isCompositionRoute, routesPath, type TenantId } from '@sf/contracts';
import { compositionRoutesIn, createHarnessApp, type HarnessOptions, type LiveRoutes } from './harness-app';

/** Options of {@link runHarness}. */
export interface RunHarnessOptions extends Omit<
  HarnessOptions,
  'serverUrl' | 'clientDir' | 'clientScript' | 'fetch' | 'ownRoutes' | 'liveRoutes'
> {
  /** The remote's folder (where `dist/` is built). */
  readonly root: string;
  /** The server's port setting and its default (e.g. `CATALOG_PORT`, 3102). */
  readonly serverPortEnv: string;
  readonly defaultServerPort: number;
  /** The harness's port setting and its default (e.g. `CATALOG_HARNESS_PORT`, 3112). */
  readonly harnessPortEnv: string;
  readonly defaultHarnessPort: number;
  /** More settings for the server process. */
  readonly serverEnv?: Readonly<Record<string, string>>;
}

const clientEntry = fileURLToPath(new URL('./client/harness-client.ts', import.meta.url));

async function bundleClient(): Promise<string> {
  const result = await build({
    entryPoints: [clientEntry],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    sourcemap: 'inline',
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'warning',
  });
  return result.outputFiles[0]?.text ?? '';
}

/** How long a composer's answer on the live table is used before it is asked again. */
const LIVE_ROUTES_TTL_MS = 2_000;

/**
 * The live table of a tenant from a running composer (`GET <composerUrl>/_sf/routes?tenant=`, decision
 * 0260), kept 2 s; `undefined` (the snapshot) when none answers within a second.
 */
export function composerLiveRoutes(
  composerUrl: string,
  fetchImpl: typeof fetch = fetch,
): (tenant: TenantId) => Promise<LiveRoutes | undefined> {
  const known = new Map<TenantId, { at: number; live: Promise<LiveRoutes | undefined> }>();
  const ask = async (tenant: TenantId): Promise<LiveRoutes | undefined> => {
    try {
      const base = composerUrl.replace(/\/+$/, '');
      const res = await fetchImpl(`${base}${routesPath('').replace(/\/$/, '')}?tenant=${tenant}`, {
        signal: AbortSignal.timeout(1_000),
      });
      if (!res.ok) return undefined;
      const document = (await res.json()) as { revision?: unknown; routes?: unknown };
      const { revision, routes } = document;
      if (typeof revision !== 'string' || !Array.isArray(routes)) return undefined;
      if (
        !routes.every((r) => isCompositionRoute(r) && typeof (r as { remote?: unknown }).remote === 'string')
      )
        return undefined;
      return { revision, routes: routes as LiveRoutes['routes'] };
    } catch {
      return undefined;
    }
  };
  return (tenant) => {
    const cached = known.get(tenant);
    if (cached && Date.now() - cached.at < LIVE_ROUTES_TTL_MS) return cached.live;
    const live = ask(tenant);
    known.set(tenant, { at: Date.now(), live });
    return live;
  };
}

/**
 * `npm run dev -w <remote>`: the remote alone. Builds client and server in watch mode, (re)starts
 * the remote's server on each server rebuild, bundles the harness client, and serves the harness
 * (see {@link createHarnessApp}). Stops its children on SIGINT/SIGTERM.
 */
export function runHarness(opts: RunHarnessOptions): void {
  const env = process.env;
  const serverPort = Number(env[opts.serverPortEnv] ?? opts.defaultServerPort);
  const harnessPort = Number(env[opts.harnessPortEnv] ?? opts.defaultHarnessPort);
  const serverEntry = resolve(opts.root, 'dist/server/index.js');
  const children = new Set<ChildProcess>();
  const run = (command: string, args: string[], extra: NodeJS.ProcessEnv = {}) => {
    const child = spawn(command, args, { cwd: opts.root, stdio: 'inherit', env: { ...env, ...extra } });
    children.add(child);
    child.on('exit', () => children.delete(child));
    return child;
  };
  let server: ChildProcess | null = null;
  const restartServer = () => {
    const start = () => {
      server = run(process.execPath, ['--enable-source-maps', serverEntry], {
        [opts.serverPortEnv]: String(serverPort),
        // development features (the dev mailbox, GraphQL introspection) unless turned off
        SF_DEV_FEATURES: env['SF_DEV_FEATURES'] ?? '1',
        ...opts.serverEnv,
      });
    };
    if (server && server.exitCode === null) {
      server.once('exit', start);
      server.kill('SIGTERM');
    } else start();
  };
  const stop = () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  const main = async () => {
    run(process.execPath, [
      resolve(opts.root, '../node_modules/tsx/dist/cli.mjs'),
      '../packages/federation/src/cli.ts',
      'build',
      '--watch',
    ]);
    let clientScript = await bundleClient();
    while (!existsSync(serverEntry)) await new Promise((r) => setTimeout(r, 500));
    restartServer();
    let last = statSync(serverEntry).mtimeMs;
    watchFile(serverEntry, { interval: 1000 }, (curr) => {
      if (curr.mtimeMs !== last && curr.size > 0) {
        last = curr.mtimeMs;
        console.log('[harness] server rebuilt, restarting');
        restartServer();
      }
    });
    const clientDir = resolve(opts.root, 'dist/client');
    // links to other owners' pages from the running shop's live table when a composer runs (its
    // port: PORT, 3000; the remote's server asks the same one), else from the published snapshot
    const composerUrl = env['SF_COMPOSER_URL'] ?? `http://127.0.0.1:${env['PORT'] ?? 3000}`;
    const app = createHarnessApp({
      ...opts,
      serverUrl: `http://127.0.0.1:${serverPort}`,
      clientDir,
      ownRoutes: () => compositionRoutesIn(clientDir),
      liveRoutes: composerLiveRoutes(composerUrl),
      clientScript: async () => {
        clientScript = await bundleClient().catch(() => clientScript);
        return clientScript;
      },
    });
    serve({ fetch: app.fetch, hostname: '127.0.0.1', port: harnessPort }, () => {
      console.log(
        `[harness] http://127.0.0.1:${harnessPort}/?route=${opts.shortcuts[0]?.route ?? ''}&locale=de-DE`,
      );
    });
  };
  main().catch((error: unknown) => {
    console.error(error);
    stop();
  });
}
