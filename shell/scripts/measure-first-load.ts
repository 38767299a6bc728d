/**
 * Measures the JavaScript a browser loads for a page of the shell: starts the built content
 * bucket and fragment server (`dist/server`), serves `dist/client` under `/_assets/shell/local/`,
 * composes a page (header, home or content, footer) with a boot payload like the composer's,
 * opens it in Chromium and sums the gzip size of every script it fetched.
 *
 *   npx tsx scripts/measure-first-load.ts [--path /] [--tenant DE] [--screenshot file.png]
 * Needs `npm run build` first and Chromium at CHROME_PATH (default /usr/bin/chromium).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import {
  BOOT_PAYLOAD_ID,
  fragmentRequestHeaders,
  serializeForScript,
  type BootPayload,
  type TenantId,
} from '@sf/contracts';

const shellDir = join(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  const probe: Server = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startNode(file: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(shellDir, 'dist', 'server', file)], {
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  // the shell's server opens its database first: wait until it answers (at most 30 s)
  const port = env['SHELL_PORT'] ?? env['CONTENT_BUCKET_PORT'];
  for (let i = 0; i < 300; i += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.status < 500,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return child;
}

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const path = arg('path', '/');
const tenant = arg('tenant', 'DE') as TenantId;
const locale = ({ DE: 'de-DE', AT: 'de-AT', CH: 'de-CH', NL: 'nl-NL' } as const)[tenant];
const dist = join(import.meta.dirname, '..', 'dist', 'client');

async function main() {
  // the page's script: the light entry (`metaData.entry`), which loads the federated host when needed
  const manifest = JSON.parse(await readFile(join(dist, 'mf-manifest.json'), 'utf8')) as {
    metaData: { entry: string };
  };
  const entry = manifest.metaData.entry;
  const [bucketPort, shellPort] = [await freePort(), await freePort()];
  const children = [
    await startNode('content-bucket.js', { CONTENT_BUCKET_PORT: String(bucketPort) }),
    // the platform schema in a data dir of its own (an embedded database belongs to one process)
    await startNode('index.js', {
      SHELL_PORT: String(shellPort),
      CONTENT_BUCKET_URL: `http://127.0.0.1:${bucketPort}`,
      SF_DATA_DIR: join(shellDir, '..', '.tmp', 'measure-shell'),
    }),
  ];
  const headers = fragmentRequestHeaders({
    tenant,
    locale,
    path,
    session: { loggedIn: false, softLoggedIn: false },
    requestId: 'measure',
  });
  const fragment = async (id: string) =>
    (await fetch(`http://127.0.0.1:${shellPort}/fragment/${id}`, { headers })).text();
  const [header, main, footer] = await Promise.all([
    fragment('header'),
    fragment(path === '/' ? 'home' : 'content'),
    fragment('footer'),
  ]).finally(() => {
    for (const child of children) child.kill();
  });
  const boot: BootPayload = {
    tenant,
    locale,
    route: { id: 'home', remote: 'shell' },
    remotes: [],
    requestId: 'measure',
    status: 200,
  };
  const page =
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>measure</title></head><body>` +
    `${header}<main id="main">${main}</main>${footer}` +
    `<script type="application/json" id="${BOOT_PAYLOAD_ID}">${serializeForScript(boot)}</script>` +
    `<script src="/_assets/shell/local/${entry}"></script></body></html>`;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.startsWith('/_assets/shell/local/')) {
      const file = normalize(join(dist, url.pathname.slice('/_assets/shell/local/'.length)));
      if (!file.startsWith(dist)) return void res.writeHead(403).end();
      try {
        const body = await readFile(file);
        res
          .writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : 'application/json' })
          .end(body);
      } catch {
        res.writeHead(404).end();
      }
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const scripts: { url: string; raw: number; gzip: number }[] = [];
  const errors: string[] = [];
  try {
    const pageHandle = await browser.newPage();
    pageHandle.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    pageHandle.on('pageerror', (e) => errors.push(String(e)));
    pageHandle.on('response', async (res) => {
      if (!res.url().endsWith('.js')) return;
      const body = await res.body();
      scripts.push({
        url: new URL(res.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      });
    });
    await pageHandle.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
    const shot = arg('screenshot', '');
    if (shot) await pageHandle.screenshot({ path: shot, fullPage: true });
  } finally {
    await browser.close();
    server.close();
  }
  scripts.sort((a, b) => b.gzip - a.gzip);
  for (const s of scripts)
    console.log(
      `${(s.gzip / 1024).toFixed(1).padStart(7)} KB gz  ${(s.raw / 1024).toFixed(1).padStart(7)} KB  ${s.url}`,
    );
  const total = scripts.reduce((n, s) => n + s.gzip, 0);
  console.log(`${(total / 1024).toFixed(1).padStart(7)} KB gz in ${scripts.length} scripts (budget 150 KB)`);
  if (errors.length) console.log(`console errors:\n${errors.join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
