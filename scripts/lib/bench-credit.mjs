// Credit (issue 12): the calculator API's latency on 127.0.0.1 (the credit server alone, one shopper,
// every request a different price/term), the JavaScript the credit widget adds to a product page
// (its inline script, compressed as the composer sends it), and the switch Lighthouse uses to measure
// the product page without the widget in the same run (the credit server's dev switch, which the
// bench enables with CREDIT_DEV_SWITCH=1: the slot then holds only the fallback text).
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Agent, request } from 'undici';

const KB = 1024;

/** The `q` quantile of sorted numbers (nearest rank). */
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const ms = (x) => Number(x.toFixed(2));

/**
 * One keep-alive connection, requests one after another for `duration` s, each timed with
 * `process.hrtime` (autocannon reports whole milliseconds: this API answers well under one).
 */
async function timeSequential(origin, paths, duration) {
  const dispatcher = new Agent({ connections: 1, keepAliveTimeout: 10_000 });
  const times = [];
  let non2xx = 0;
  const until = Date.now() + duration * 1000;
  try {
    for (let i = 0; Date.now() < until; i += 1) {
      const { path, headers } = paths[i % paths.length];
      const started = process.hrtime.bigint();
      const res = await request(`${origin}${path}`, { headers, dispatcher });
      await res.body.arrayBuffer();
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
      if (res.statusCode < 200 || res.statusCode > 299) non2xx += 1;
    }
  } finally {
    await dispatcher.close();
  }
  const sorted = times.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    requestsPerSecond: Math.round(sorted.length / duration),
    latencyMs: {
      p50: ms(quantile(sorted, 0.5)),
      p90: ms(quantile(sorted, 0.9)),
      p99: ms(quantile(sorted, 0.99)),
      max: ms(sorted.at(-1)),
    },
    non2xx,
  };
}

const TERMS = [6, 12, 18, 24, 36, 48];

/** `GET /api/credit/calculate` on the credit server: p50/p90/p99 (0.01 ms) of 1 connection for `duration` s. */
export async function creditBench({ creditServer, duration = 10 }) {
  const requests = Array.from({ length: 500 }, (_, i) => ({
    path: `/api/credit/calculate?price=${5_000 + i * 2_467}&term=${TERMS[i % TERMS.length]}${i % 3 === 0 ? '&pause=1' : ''}`,
    headers: { 'x-sf-tenant': 'DE', accept: 'application/json' },
  }));
  const calculate = await timeSequential(creditServer.replace(/\/+$/, ''), requests, duration);
  const widget = await fetch(`${creditServer}/fragment/credit-widget`, {
    headers: {
      'x-sf-tenant': 'DE',
      'x-sf-locale': 'de-DE',
      'x-sf-path': '/p/x',
      'x-sf-request-id': 'bench',
      'x-sf-nonce': 'bench',
      'x-sf-widget-props': '{"price":99900}',
    },
  }).then((res) => res.text());
  const scripts = [...widget.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
  return {
    calculate,
    widgetJs: {
      bytes: Buffer.byteLength(scripts),
      gzipBytes: gzipSync(scripts).length,
      brotliBytes: brotliCompressSync(scripts).length,
    },
  };
}

/** Turns the credit server's fragments and API off (`down`) or on (`up`). */
export async function creditSwitch(creditServer, state) {
  const res = await fetch(`${creditServer}/dev/credit/${state}`, { method: 'POST' });
  if (!res.ok) throw new Error(`credit switch ${state}: ${res.status}`);
}

/**
 * The budgets: calculator API p99 ≤ 20 ms; the widget adds ≤ 15 KB compressed JS; the product
 * page's Lighthouse performance with the widget is not below the one without (0.02 noise allowed).
 */
export function creditBudgets(c, lh) {
  const out = [
    {
      budget: 'credit calculate API p99 (127.0.0.1)',
      limit: '<= 20 ms',
      actual: `${c.calculate.latencyMs.p99} ms`,
      ok: c.calculate.latencyMs.p99 <= 20 && c.calculate.non2xx === 0,
    },
    {
      budget: 'credit widget JS (gzip)',
      limit: '<= 15 KB',
      actual: `${(c.widgetJs.gzipBytes / KB).toFixed(1)} KB`,
      ok: c.widgetJs.gzipBytes <= 15 * KB,
    },
  ];
  const withWidget = lh?.product?.performance;
  const without = lh?.productWithoutCreditWidget?.performance;
  if (typeof withWidget === 'number' && typeof without === 'number') {
    out.push({
      budget: 'product page Lighthouse with the credit widget',
      limit: `>= without (${without}) - 0.02`,
      actual: String(withWidget),
      ok: withWidget >= without - 0.02,
    });
  }
  return out;
}
