import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

/** Root of the repository (Playwright runs from it). */
export const ROOT = process.cwd();
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3300);
/** The data dir of the end-to-end stack (`playwright.config.ts` sets it per port). */
export const DATA_DIR = path.resolve(ROOT, process.env.SF_DATA_DIR ?? '.tmp/e2e-data');

/** A free port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

type Registry = { tenants: Record<string, Record<string, Record<string, unknown>>> };

/** The registry the e2e storefront was started with. */
export function liveRegistry(): Registry {
  return JSON.parse(readFileSync(path.join(DATA_DIR, 'registry/registry.json'), 'utf8')) as Registry;
}

/** Writes a copy of the live registry with `change` applied to one app's entry in every tenant. */
export function registryWith(app: string, change: Record<string, unknown>): string {
  const reg = liveRegistry();
  for (const remotes of Object.values(reg.tenants)) remotes[app] = { ...remotes[app], ...change };
  const dir = path.resolve(ROOT, '.tmp/e2e-registries');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `registry-${Date.now()}-${Math.random().toString(16).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(reg));
  return file;
}

export interface Started {
  readonly url: string;
  readonly port: number;
  readonly output: () => string;
  stop(): Promise<void>;
}

async function waitFor(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 20_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited early:\n${output()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      return;
    } catch {
      if (Date.now() > until) throw new Error(`${url} did not come up:\n${output()}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }
}

/** Starts a built server entry (node) with env; resolves when `${url}${readyPath}` answers (within `timeoutMs`). */
export async function startNode(
  entry: string,
  env: Record<string, string>,
  port: number,
  readyPath = '/healthz',
  timeoutMs = 20_000,
): Promise<Started> {
  let log = '';
  const child = spawn(process.execPath, [path.resolve(ROOT, entry)], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', SF_DATA_DIR: DATA_DIR, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}${readyPath}`, child, () => log, timeoutMs);
  return {
    url,
    port,
    output: () => log,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The stack's shared secrets (`npm start` generates them into the data dir), e.g. the tester override's key. */
export function stackSecrets(): Record<string, string> {
  return JSON.parse(readFileSync(path.join(DATA_DIR, 'local-secrets.json'), 'utf8')) as Record<
    string,
    string
  >;
}

/** The composer's secrets of the stack (its canary bucket and tester override keys, decisions 0141, 0165). */
function composerSecrets(): Record<string, string> {
  const secrets = stackSecrets();
  return Object.fromEntries(
    ['COMPOSER_BUCKET_SECRET', 'OVERRIDE_SIGNING_SECRET'].flatMap((name) =>
      secrets[name] ? [[name, secrets[name]]] : [],
    ),
  );
}

/**
 * Starts a second edge composer on `port` (else a free one), reading `registryFile`, with the stack's
 * composer secrets (a composer without development features needs them, decision 0100).
 */
export async function startComposer(
  registryFile: string,
  env: Record<string, string> = {},
  port?: number,
): Promise<Started> {
  port ??= await freePort();
  return startNode(
    'edge-composer/dist/node.mjs',
    {
      PORT: String(port),
      SF_REGISTRY_FILE: registryFile,
      SF_ASSETS_DIR: path.join(DATA_DIR, 'assets'),
      ...composerSecrets(),
      ...env,
    },
    port,
  );
}

/** An HTTP server that answers every request only after `delayMs` (then 200 with an empty slot). */
export async function startSlowServer(delayMs: number): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const t = setTimeout(() => {
      timers.delete(t);
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<div data-sf-slot="mfe-newsletter">late</div>');
    }, delayMs);
    timers.add(t);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        for (const t of timers) clearTimeout(t);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
