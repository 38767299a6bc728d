// What a shopper's phone gets, per page type: bytes as sent (compressed, read from real responses)
// and Lighthouse 12.8 mobile (simulated throttling) in Chromium with a fresh profile each run.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { userAgents } from 'lighthouse/core/config/constants.js';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { ROOT } from './stack.mjs';

/** Every page type that exists (add the ones later verticals bring). */
export const PAGE_TYPES = {
  home: '/',
  cmsPage: '/service-hilfe',
  newsletterSignup: '/service-hilfe/newsletter/anmelden',
  newsletterUnsubscribe: '/service-hilfe/newsletter/abmelden',
  contactForm: '/service-hilfe/kontakt',
  notFound: '/gibt-es-nicht',
  category: '/damenmode/kleider/',
  product: '/p/lina-rose-kleid-como-100001',
  basket: '/warenkorb',
  // issue 8: a result page (facets, 24 results, loadMore)
  search: '/s/sofa',
  // issue 10: the account overview of a logged-in customer (the bench sends a demo customer's session)
  account: '/mein-konto/uebersicht',
  // issue 9: the checkout's steps, each shown only to a basket with the steps before it done (the bench
  // sends such a checkout's cookies, `checkoutStepCookie` of bench-checkout.mjs); the Flexikonto steps a
  // logged-in customer's. Without those cookies a step redirects (302), so their transferSizes are the redirect's.
  checkoutLogin: '/kasse/registrieren',
  checkoutDelivery: '/kasse/lieferservice',
  checkoutPayment: '/kasse/zahlung',
  checkoutProtection: '/kasse/ratenschutz',
  checkoutPause: '/kasse/zahlpause',
  checkout: '/kasse',
};

/** The checkout's page types and whose checkout shows them: a guest's (invoice) or a customer's (instalments). */
export const CHECKOUT_PAGE_TYPES = {
  checkoutLogin: 'guest',
  checkoutDelivery: 'guest',
  checkoutPayment: 'guest',
  checkoutProtection: 'customer',
  checkoutPause: 'customer',
  checkout: 'guest',
};

/**
 * Lighthouse's phone, without the `Chrome-Lighthouse` token: with it the composer (rightly) takes the
 * run for a bot and leaves out the page helpers (app banner, survey, country switch, chat bot) that a
 * shopper on that phone gets (decision 0074), so the figures were of a lighter page than shoppers see.
 */
export const SHOPPER_PHONE_UA = userAgents.mobile.replace(/\s*Chrome-Lighthouse\b/, '');

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** One GET as a browser sends it (`accept-encoding: br, gzip`): the bytes on the wire and the decoded text. */
export function getAsSent(url) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      url,
      { headers: { 'accept-encoding': 'br, gzip', 'user-agent': SHOPPER_PHONE_UA } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'] ?? null;
          const decoded =
            encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
          resolve({
            status: res.statusCode,
            encoding,
            vary: res.headers.vary ?? null,
            bytes: raw.length,
            decodedBytes: decoded.length,
            text: decoded.toString('utf8'),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(15_000, () => req.destroy(new Error(`timeout ${url}`)));
  });
}

/** The page and every script and style sheet its HTML names, as sent. */
export async function transferSizes(base, pathname) {
  const doc = await getAsSent(base + pathname);
  const refs = new Set();
  for (const m of doc.text.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+\.(?:js|css))"/g))
    refs.add(new URL(m[1], base).href);
  const files = [];
  for (const url of refs) {
    const res = await getAsSent(url);
    files.push({
      url: new URL(url).pathname,
      status: res.status,
      encoding: res.encoding,
      bytes: res.bytes,
      decodedBytes: res.decodedBytes,
    });
  }
  const sum = (list, ext) => list.filter((f) => f.url.endsWith(ext)).reduce((a, f) => a + f.bytes, 0);
  return {
    path: pathname,
    status: doc.status,
    document: { encoding: doc.encoding, vary: doc.vary, bytes: doc.bytes, decodedBytes: doc.decodedBytes },
    scriptBytesInHtml: sum(files, '.js'),
    styleBytesInHtml: sum(files, '.css'),
    files,
  };
}

function lighthouseOnce(url, outFile, userDataDir, headers) {
  const bin = path.join(ROOT, 'node_modules/.bin/lighthouse');
  // --ignore-status-code: the 404 page is a page type too (Lighthouse refuses a 404 otherwise)
  const args = [
    url,
    '--output=json',
    `--output-path=${outFile}`,
    '--quiet',
    '--ignore-status-code',
    '--only-categories=performance,accessibility,best-practices,seo',
    `--emulatedUserAgent=${SHOPPER_PHONE_UA}`,
    `--chrome-flags=${[...CHROME_FLAGS, `--user-data-dir=${userDataDir}`].join(' ')}`,
    ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse ${url} exited ${code}: ${err.slice(-500)}`)),
    );
  });
}

/** How many Lighthouse runs a page gets; the median run is reported (BENCH_LIGHTHOUSE_RUNS, default 3). */
export const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) || 3);

/** The figures of one Lighthouse result: scores (0–100), LCP, TBT, CLS and the bytes transferred. */
function figures(lhr) {
  const score = (id) =>
    lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const bytesOf = (type) =>
    requests.filter((r) => r.resourceType === type).reduce((a, r) => a + (r.transferSize ?? 0), 0);
  return {
    url: lhr.finalDisplayedUrl ?? lhr.requestedUrl,
    fetchedAt: lhr.fetchTime,
    lighthouseVersion: lhr.lighthouseVersion,
    // the host's speed as Lighthouse measured it (CPU ×1): the same throttling is harder on a slower host
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    jsTransferBytes: bytesOf('Script'),
    cssTransferBytes: bytesOf('Stylesheet'),
    documentTransferBytes: bytesOf('Document'),
    totalTransferBytes: requests.reduce((a, r) => a + (r.transferSize ?? 0), 0),
    failedAudits: Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          ['binary', 'numeric'].includes(a.scoreDisplayMode) &&
          !/metric/.test(a.id),
      )
      .map((a) => a.id)
      .slice(0, 30),
  };
}

/**
 * Lighthouse mobile for one page, as Lighthouse's own guidance on variability says: several runs
 * (each in a fresh profile) and the median run by Lighthouse's `computeMedianRun` (closest to the
 * median FCP and TTI), never the best one. Every run's main figures are kept in `runs`.
 */
export async function lighthouse(url, { runs = LIGHTHOUSE_RUNS, headers } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sf-lh-'));
  try {
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      const out = path.join(dir, `report-${i}.json`);
      try {
        await lighthouseOnce(url, out, path.join(dir, `profile-${i}`), headers);
      } catch (error) {
        // a trace lost on a busy machine (NO_NAVSTART, NO_FCP) is worth one more run, with a fresh profile
        console.error(`[bench] ${error.message.split('\n')[0]}; running Lighthouse once more`);
        await lighthouseOnce(url, out, path.join(dir, `profile-${i}-again`), headers);
      }
      results.push(JSON.parse(readFileSync(out, 'utf8')));
    }
    const valid = filterToValidRuns(results);
    const median = computeMedianRun(valid.length ? valid : results);
    const brief = ({ performance, lcpMs, tbtMs, cls, benchmarkIndex }) => ({
      performance,
      lcpMs,
      tbtMs,
      cls,
      benchmarkIndex,
    });
    return { ...figures(median), runs: results.map((r) => brief(figures(r))) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A visitor's basket for the basket page's measurement: the first orderable variants of the product
 * page type, added through the basket API as the shop's own page would; returns the `Cookie` header
 * (the basket's visitor and count cookies) that Lighthouse then sends.
 */
export async function basketCookie(base, items = 2) {
  const html = await (await fetch(`${base}${PAGE_TYPES.product}`)).text();
  const skus = [...html.matchAll(/<option value="(\d{7,12})"(?![^>]*disabled)/g)].map((m) => m[1]);
  let cookie = '';
  for (const sku of skus.slice(0, items)) {
    const res = await fetch(`${base}/api/basket/items`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ sku, quantity: 1 }),
    });
    if (!res.ok) throw new Error(`adding ${sku} to the bench basket answered ${res.status}`);
    const jar = new Map(
      cookie
        .split('; ')
        .filter(Boolean)
        .map((p) => p.split('=')),
    );
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  if (!cookie) throw new Error('no orderable variant found on the product page');
  return cookie;
}
