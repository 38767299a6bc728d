// The composer against node-tailor on the same three fragments (header ~2 KB, content ~20 KB,
// footer ~3 KB, `cache-control: no-store`), with in-flight sharing on and off, and the static upper
// bound (the composed page from memory, after the same sleep). autocannon, interleaved rounds, medians.
// Besides req/s (noisy on a shared machine) each server's CPU time per page is recorded from /proc.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { waitForHttp } from './run.mjs';
import { ROOT } from './stack.mjs';

const HOST = '127.0.0.1';
const HERE = fileURLToPath(import.meta.url);
const TICK_MS = 1000 / 100; // USER_HZ

function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return NaN;
  }
}

function load(url, connections, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, timeout: 10 }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return null;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * Runs the comparison; `basePort` + 2…6 are used. Returns medians per delay and target, the
 * fragment fetches per page of each composer, and the ratios the issue asks for.
 */
export async function compositionBench({
  basePort,
  rounds = 4,
  duration = 5,
  connections = 50,
  delays = [0, 20],
}) {
  const ports = {
    fragments: basePort + 2,
    composerShared: basePort + 3,
    composerUnshared: basePort + 4,
    tailor: basePort + 5,
    static: basePort + 6,
  };
  const fragments = `http://${HOST}:${ports.fragments}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sf-bench-compose-'));
  const children = [];
  const start = (role, port, ...args) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'scripts/lib/bench-servers.mjs'), role, String(port), ...args],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    children.push(child);
    return child;
  };
  try {
    start('fragments', ports.fragments);
    const servers = {
      composerShared: start('composer', ports.composerShared, fragments, path.join(dataDir, 'shared'), 'on'),
      composerUnshared: start(
        'composer',
        ports.composerUnshared,
        fragments,
        path.join(dataDir, 'unshared'),
        'off',
      ),
      tailor: start('tailor', ports.tailor, fragments),
    };
    await Promise.all(
      [ports.fragments, ports.composerShared, ports.composerUnshared, ports.tailor].map((p) =>
        waitForHttp(`http://${HOST}:${p}/healthz`, 60_000),
      ),
    );
    // the upper bound sends what the composer composes
    const page = await (await fetch(`http://${HOST}:${ports.composerShared}/?delay=0`)).text();
    const pageFile = path.join(dataDir, 'page.html');
    writeFileSync(pageFile, page);
    servers.static = start('static', ports.static, pageFile);
    await waitForHttp(`http://${HOST}:${ports.static}/`, 30_000);

    const targets = ['tailor', 'composerShared', 'composerUnshared', 'static'];
    const samples = {};
    const count = async () => (await (await fetch(`${fragments}/count`)).json()).served;
    for (const delay of delays) {
      for (const t of targets) await load(`http://${HOST}:${ports[t]}/?delay=${delay}`, 10, 1); // warm-up
      for (let round = 0; round < rounds; round += 1) {
        // each round starts with the next target, so no target always follows the same one (order
        // effects on shared cores); with as many rounds as targets each takes every place once
        for (const t of [
          ...targets.slice(round % targets.length),
          ...targets.slice(0, round % targets.length),
        ]) {
          const before = { fragments: await count(), cpu: cpuMs(servers[t].pid) };
          const r = await load(`http://${HOST}:${ports[t]}/?delay=${delay}`, connections, duration);
          const fetched = (await count()) - before.fragments;
          const cpu = cpuMs(servers[t].pid) - before.cpu;
          (samples[`${delay}:${t}`] ??= []).push({
            rps: r.requests.average,
            p50: r.latency.p50,
            p99: r.latency.p99,
            pages: r.requests.total,
            errors: r.errors + r.timeouts + r.non2xx,
            fragmentFetchesPerPage: t === 'static' ? 0 : fetched / Math.max(1, r.requests.total),
            cpuMsPerPage: cpu / Math.max(1, r.requests.total),
          });
        }
      }
    }
    const results = {};
    for (const delay of delays) {
      const tailor = samples[`${delay}:tailor`];
      results[`${delay}ms`] = Object.fromEntries(
        targets.map((t) => {
          const s = samples[`${delay}:${t}`];
          const m = (k) => median(s.map((x) => x[k]));
          const r1 = (k) => Number(m(k).toFixed(1)); // a median of an even count is a mean
          // p99 against node-tailor's in the same round (the rounds of one target differ more than
          // two targets measured seconds apart): the median of the paired differences
          const p99VsTailor = t === 'tailor' ? 0 : median(s.map((x, i) => x.p99 - tailor[i].p99));
          return [
            t,
            {
              requestsPerSecond: r1('rps'),
              latencyMs: { p50: r1('p50'), p99: r1('p99'), p99VsTailor },
              fragmentFetchesPerPage: Number(m('fragmentFetchesPerPage').toFixed(2)),
              cpuMsPerPage: Number(m('cpuMsPerPage').toFixed(3)),
              errors: s.reduce((a, x) => a + x.errors, 0),
              rounds: s,
            },
          ];
        }),
      );
    }
    return {
      connections,
      durationSeconds: duration,
      rounds,
      fragments: { header: '~2 KB', content: '~20 KB', footer: '~3 KB', cacheControl: 'no-store' },
      results,
    };
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await new Promise((done) => setTimeout(done, 300));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * {@link compositionBench} in a fresh Node process (the load generator runs there): what the caller
 * did before (Lighthouse, Playwright, a heap grown by the other benches) does not slow the load
 * generator, which would cap the fastest targets most and shift the ratios.
 */
export function compositionBenchInChild(options) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [HERE, JSON.stringify(options)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (data) => (out += data));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`composition bench exited ${code}`));
      try {
        resolve(JSON.parse(out));
      } catch (error) {
        reject(error);
      }
    });
  });
}

if (process.argv[1] === HERE) {
  const result = await compositionBench(JSON.parse(process.argv[2] ?? '{}'));
  process.stdout.write(JSON.stringify(result));
}
