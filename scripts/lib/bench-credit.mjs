// Credit (issue 12): the calculator API's latency on 127.0.0.1 (the credit server alone, one shopper,
// every request a different price/term), the JavaScript the credit widget adds to a product page
// (its inline script, compressed as the composer sends it), and the switch Lighthouse uses to measure
// the product page without the widget in the same run (the credit server's dev switch, which the
// bench enables with CREDIT_DEV_SWITCH=1: the slot then holds only the fallback text).
import { brotliCompressSync, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const KB = 1024;

function run(opts) {
  return new Promise((resolve, reject) => autocannon({ connections: 1, duration: 10, timeout: 10, ...opts }, (err, r) => (err ? reject(err) : resolve(r))));
}

const TERMS = [6, 12, 18, 24, 36, 48];

/** `GET /api/credit/calculate` on the credit server: p50/p90/p99 of 1 connection for `duration` s. */
export async function creditBench({ creditServer, duration = 10 }) {
  const requests = Array.from({ length: 500 }, (_, i) => ({
    method: 'GET',
    path: `/api/credit/calculate?price=${5_000 + i * 2_467}&term=${TERMS[i % TERMS.length]}${i % 3 === 0 ? '&pause=1' : ''}`,
    headers: { 'x-sf-tenant': 'DE', accept: 'application/json' },
  }));
  const r = await run({ url: creditServer, requests, duration });
  const widget = await fetch(`${creditServer}/fragment/credit-widget`, {
    headers: { 'x-sf-tenant': 'DE', 'x-sf-locale': 'de-DE', 'x-sf-path': '/p/x', 'x-sf-request-id': 'bench', 'x-sf-nonce': 'bench', 'x-sf-widget-props': '{"price":99900}' },
  }).then((res) => res.text());
  const scripts = [...widget.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
  return {
    calculate: { requests: r.requests.total, requestsPerSecond: Math.round(r.requests.average), latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max }, non2xx: r.non2xx },
    widgetJs: { bytes: Buffer.byteLength(scripts), gzipBytes: gzipSync(scripts).length, brotliBytes: brotliCompressSync(scripts).length },
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
    { budget: 'credit calculate API p99 (127.0.0.1)', limit: '<= 20 ms', actual: `${c.calculate.latencyMs.p99} ms`, ok: c.calculate.latencyMs.p99 <= 20 && c.calculate.non2xx === 0 },
    { budget: 'credit widget JS (gzip)', limit: '<= 15 KB', actual: `${(c.widgetJs.gzipBytes / KB).toFixed(1)} KB`, ok: c.widgetJs.gzipBytes <= 15 * KB },
  ];
  const withWidget = lh?.product?.performance;
  const without = lh?.productWithoutCreditWidget?.performance;
  if (typeof withWidget === 'number' && typeof without === 'number') {
    out.push({ budget: 'product page Lighthouse with the credit widget', limit: `>= without (${without}) - 0.02`, actual: String(withWidget), ok: withWidget >= without - 0.02 });
  }
  return out;
}
