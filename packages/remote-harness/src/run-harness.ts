import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, statSync, watchFile } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { build } from 'esbuild';
import { createHarnessApp, type HarnessOptions } from './harness-app';

/** Options of {@link runHarness}. */
export interface RunHarnessOptions extends Omit<
  HarnessOptions,
  'serverUrl' | 'clientDir' | 'clientScript' | 'fetch'
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
    const app = createHarnessApp({
      ...opts,
      serverUrl: `http://127.0.0.1:${serverPort}`,
      clientDir: resolve(opts.root, 'dist/client'),
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
