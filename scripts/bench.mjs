// `npm run bench`: composed home-page throughput and latency on 127.0.0.1 (autocannon, bounded)
// and the gzip size of the JavaScript each page loads first. Writes reports/bench.json.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { ensureInstall } from './ensure-install.mjs';
import { ensureBrowser } from './ensure-browser.mjs';
import { waitForHttp } from './lib/run.mjs';
import { ROOT } from './lib/stack.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3600);
const BASE = `http://127.0.0.1:${PORT}`;
const BUDGET_HOME_JS_GZIP = 150 * 1024;
const PAGES = { home: '/', newsletterSignup: '/service-hilfe/newsletter/anmelden', notFound: '/gibt-es-nicht' };
const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

function load(url, { connections, duration }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, timeout: 10 }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function firstLoadJs(executablePath) {
  const browser = await chromium.launch({ executablePath: executablePath || undefined, args: LAUNCH_ARGS });
  const out = {};
  try {
    for (const [name, pathname] of Object.entries(PAGES)) {
      const page = await browser.newPage();
      const scripts = [];
      page.on('response', async (res) => {
        if (res.request().resourceType() !== 'script') return;
        try {
          scripts.push({ url: new URL(res.url()).pathname, body: await res.body() });
        } catch {
          /* aborted response: not loaded */
        }
      });
      await page.goto(BASE + pathname, { waitUntil: 'networkidle' });
      await page.close();
      const files = scripts.map((s) => ({ url: s.url, bytes: s.body.length, gzipBytes: gzipSync(s.body, { level: 9 }).length }));
      out[name] = {
        path: pathname,
        scripts: files.length,
        bytes: files.reduce((a, f) => a + f.bytes, 0),
        gzipBytes: files.reduce((a, f) => a + f.gzipBytes, 0),
        files,
      };
    }
  } finally {
    await browser.close();
  }
  return out;
}

async function main() {
  await ensureInstall();
  const executablePath = await ensureBrowser();
  const dataDir = path.join(ROOT, '.tmp/bench-data');
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), SF_DATA_DIR: dataDir, NODE_ENV: 'production', SF_DEV_FEATURES: '0' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHttp(`${BASE}/healthz`, 600_000);
    await load(`${BASE}/`, { connections: 10, duration: 3 }); // warm-up
    const home = await load(`${BASE}/`, { connections: 50, duration: 10 });
    const js = await firstLoadJs(executablePath);
    const report = {
      date: new Date().toISOString(),
      machine: { node: process.version, cpus: (await import('node:os')).cpus().length },
      homePage: {
        url: `${BASE}/`,
        connections: 50,
        durationSeconds: 10,
        requestsPerSecond: home.requests.average,
        latencyMs: { p50: home.latency.p50, p90: home.latency.p90, p99: home.latency.p99, max: home.latency.max },
        non2xx: home.non2xx,
        errors: home.errors,
        timeouts: home.timeouts,
      },
      firstLoadJs: js,
      budgets: {
        homeFirstLoadJsGzipBytes: { limit: BUDGET_HOME_JS_GZIP, actual: js.home.gzipBytes, ok: js.home.gzipBytes <= BUDGET_HOME_JS_GZIP },
      },
    };
    mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
    writeFileSync(path.join(ROOT, 'reports/bench.json'), JSON.stringify(report, null, 2) + '\n');
    console.log(
      `[bench] home: ${report.homePage.requestsPerSecond} req/s, p50 ${report.homePage.latencyMs.p50} ms, p99 ${report.homePage.latencyMs.p99} ms; ` +
        `first-load JS home ${(js.home.gzipBytes / 1024).toFixed(1)} KB gzip (budget 150 KB) → reports/bench.json`,
    );
    if (!report.budgets.homeFirstLoadJsGzipBytes.ok) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((err) => {
  console.error(`[bench] ${err.stack ?? err.message}`);
  process.exit(1);
});
