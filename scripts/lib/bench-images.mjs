// Image-transform throughput (issue 7: "image-transform throughput for a cached and an uncached width").
//
//   import { benchImages } from './lib/bench-images.mjs';
//   const images = await benchImages({ port: basePort + 7 });   // → reports/bench.json `images`
//   node scripts/lib/bench-images.mjs [port]                    // alone: prints the JSON
//
// A child process (`node --import tsx scripts/lib/bench-images.mjs serve <port> <dir>`) draws
// `masters` product pictures into a fresh content-addressed store (timing the drawing one and two at
// a time: the seed's cost per picture), mounts the catalog's `imageRoutes` at /api/catalog/images on 127.0.0.1 with
// @hono/node-server, and reports ready on stdout. The load runs in this process:
// - uncached: every request is a picture nobody asked for yet (each master × avif, webp, jpeg at
//   640 px, in that order) fetched by `uncachedConcurrency` workers; each one resizes and encodes
//   with sharp and writes the disk cache. Bounded by `uncachedSeconds`.
// - cached: autocannon on one picture already made (the in-memory LRU path), `duration` seconds.
// Nothing is left running: the child is stopped and its folder removed, also on failure.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HOST = '127.0.0.1';
const HERE = fileURLToPath(import.meta.url);
const ROOT = path.resolve(path.dirname(HERE), '../..');
const IMAGES = path.join(ROOT, 'mfe-catalog/src/server/images/index.ts');
const BASE = '/api/catalog/images';
const KINDS = [
  'dress',
  'jeans',
  'sofa',
  'bed',
  'washing-machine',
  'tv',
  'laptop',
  'tyre',
  'shoes',
  'fridge',
  'chair',
  'headphones',
];
const COLOURS = ['#c8102e', '#1f4e9c', '#2e7d32', '#222222', '#e8e1d5', '#f2c300'];

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null;
const round = (x, digits = 1) => (x === null || !Number.isFinite(x) ? null : Number(x.toFixed(digits)));

/** The server role: draws the masters, serves imageRoutes, prints one JSON line when ready. */
async function serve(port, dir, masters) {
  const { createImageStore, drawProductImage, imageRoutes } = await import(pathToFileURL(IMAGES).href);
  const { Hono } = await import('hono');
  const { serve: listen } = await import('@hono/node-server');
  const { IMAGE_QUALITY, AVIF_EFFORT } = await import(
    pathToFileURL(path.join(path.dirname(IMAGES), 'transform.ts')).href
  );
  const settings = {
    quality: IMAGE_QUALITY,
    avifEffort: AVIF_EFFORT,
    transformConcurrency: 2,
    memoryCacheMiB: 32,
  };
  const store = createImageStore(path.join(dir, 'masters'));
  const specOf = (i) => ({
    kind: KINDS[i % KINDS.length],
    colour: COLOURS[i % COLOURS.length],
    seed: 1000 + i,
    view: 0,
  });
  const ids = [];
  // first half one at a time (the cost of one picture), second half two at once (what a seed on
  // two cores gets per picture, wall clock)
  const half = Math.floor(masters / 2);
  let started = performance.now();
  for (let i = 0; i < half; i++) ids.push(await store.put(await drawProductImage(specOf(i))));
  const drawMs = (performance.now() - started) / Math.max(1, half);
  started = performance.now();
  for (let i = half; i < masters; i += 2) {
    const pair = [i, i + 1]
      .filter((j) => j < masters)
      .map(async (j) => store.put(await drawProductImage(specOf(j))));
    ids.push(...(await Promise.all(pair)));
  }
  const drawParallelMs = (performance.now() - started) / Math.max(1, masters - half);
  const app = new Hono().route(BASE, imageRoutes(store, { cacheDir: path.join(dir, 'cache') }));
  const server = listen({ fetch: app.fetch, hostname: HOST, port }, () => {
    process.stdout.write(`${JSON.stringify({ ready: true, ids, drawMs, drawParallelMs, settings })}\n`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

function startServer(port, dir, masters) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', HERE, 'serve', String(port), dir, String(masters)],
    {
      cwd: path.join(ROOT, 'mfe-catalog'),
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const ready = new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error('image bench server did not start within 120 s')),
      120_000,
    );
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line));
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`image bench server exited (${code})`));
    });
  });
  return { child, ready };
}

/** Fetches each URL once with `concurrency` workers until done or `seconds` pass; latencies per format. */
async function firstRequests(origin, urls, concurrency, seconds) {
  const deadline = performance.now() + seconds * 1000;
  const latencies = { all: [], avif: [], webp: [], jpeg: [] };
  let next = 0;
  let bytes = 0;
  let failures = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < urls.length && performance.now() < deadline) {
      const url = urls[next++];
      const t = performance.now();
      const res = await fetch(origin + url);
      const body = await res.arrayBuffer();
      const ms = performance.now() - t;
      if (res.status !== 200) failures++;
      bytes += body.byteLength;
      latencies.all.push(ms);
      latencies[url.slice(url.lastIndexOf('.') + 1)].push(ms);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const summary = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    return {
      requests: s.length,
      p50Ms: round(percentile(s, 50)),
      p99Ms: round(percentile(s, 99)),
      maxMs: round(s.at(-1) ?? null),
    };
  };
  return {
    ...summary(latencies.all),
    reqPerSec: round(latencies.all.length / elapsed),
    failures,
    avgBytes: Math.round(bytes / Math.max(1, latencies.all.length)),
    byFormat: { avif: summary(latencies.avif), webp: summary(latencies.webp), jpeg: summary(latencies.jpeg) },
  };
}

async function autocannonRun(url, connections, duration) {
  const { default: autocannon } = await import('autocannon');
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, timeout: 10 }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/**
 * Measures the image endpoint on `port` (127.0.0.1). Returns `{ drawMsPerPicture, uncached, cached,
 * settings }`: uncached = first requests (transform + disk write), cached = repeats from memory.
 */
export async function benchImages({
  port,
  masters = 24,
  width = 640,
  uncachedConcurrency = 2,
  uncachedSeconds = 20,
  connections = 10,
  duration = 8,
} = {}) {
  if (!Number.isInteger(port)) throw new TypeError('benchImages needs a port');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sf-bench-images-'));
  const { child, ready } = startServer(port, dir, masters);
  try {
    const { ids, drawMs, drawParallelMs, settings } = await ready;
    const origin = `http://${HOST}:${port}`;
    const urls = ids.flatMap((id) => ['avif', 'webp', 'jpeg'].map((f) => `${BASE}/${id}/${width}.${f}`));
    const uncached = await firstRequests(origin, urls, uncachedConcurrency, uncachedSeconds);
    const hot = `${BASE}/${ids[0]}/${width}.avif`;
    await fetch(origin + hot).then((r) => r.arrayBuffer());
    const result = await autocannonRun(origin + hot, connections, duration);
    return {
      drawMsPerPicture: round(drawMs),
      drawMsPerPictureTwoAtOnce: round(drawParallelMs),
      masters,
      uncached: { width, concurrency: uncachedConcurrency, ...uncached },
      cached: {
        width,
        format: 'avif',
        connections,
        durationSec: duration,
        reqPerSec: round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        errors: result.errors + result.non2xx,
        bytesPerSec: Math.round(result.throughput.average),
      },
      settings,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === HERE) {
  const [role, ...args] = process.argv.slice(2);
  if (role === 'serve') {
    await serve(Number(args[0]), args[1], Number(args[2]));
  } else {
    const port = Number(role ?? process.env['IMAGE_BENCH_PORT'] ?? Number(process.env['PORT'] ?? 3000) + 107);
    console.log(JSON.stringify(await benchImages({ port }), null, 2));
  }
}

/**
 * Makes the pictures a page shows first, in the sizes a phone asks for, before Lighthouse measures
 * the page: pictures are drawn on their first request (mfe-catalog `createDrawingStore`), and a page
 * measured cold would time the drawing, which a shop pays once, not per visit.
 */
export async function warmPictures(
  pageUrl,
  { pictures = 12, widths = [320, 480, 640, 800], formats = ['avif', 'webp'] } = {},
) {
  const html = await (await fetch(pageUrl, { headers: { 'accept-encoding': 'identity' } })).text();
  const ids = [
    ...new Set([...html.matchAll(/\/api\/catalog\/images\/([0-9a-f]{64})\//g)].map((m) => m[1])),
  ].slice(0, pictures);
  const origin = new URL(pageUrl).origin;
  let made = 0;
  for (const id of ids) {
    await Promise.all(
      widths.flatMap((w) =>
        formats.map(async (f) => {
          const res = await fetch(`${origin}${BASE}/${id}/${w}.${f}`);
          await res.arrayBuffer();
          if (res.ok) made += 1;
        }),
      ),
    );
  }
  return { pictures: ids.length, made };
}
