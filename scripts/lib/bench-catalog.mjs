// Catalog latency at the seeded size (the bench seeds 10,000 products): the catalog fragment
// server alone (category and product fragments, every request a different category/sort/page, so
// each one queries the database) and category pages through the composer as a shopper gets them.
import autocannon from 'autocannon';

const CATEGORIES = [
  '/damenmode/kleider/',
  '/mode/',
  '/moebel/',
  '/haushalt/waschmaschinen/',
  '/technik/',
  '/sale/',
  '/herrenmode/jeans/',
  '/moebel/betten/',
];
const SORTS = [
  '',
  'sort=price-asc',
  'sort=price-desc',
  'sort=new',
  'sort=rating',
  'colour=red',
  'brand=Volta',
  'min=50&max=300',
];

function run(opts) {
  return new Promise((resolve, reject) =>
    autocannon({ connections: 8, duration: 10, timeout: 10, ...opts }, (err, r) =>
      err ? reject(err) : resolve(r),
    ),
  );
}

const summary = (r) => ({
  requests: r.requests.total,
  requestsPerSecond: Math.round(r.requests.average),
  latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
  non2xx: r.non2xx,
  errors: r.errors,
});

/** Every category × sort/filter, in a fixed order (autocannon cycles through them). */
function paths() {
  const out = [];
  for (const c of CATEGORIES) for (const s of SORTS) out.push(`${c}${s ? `?${s}` : ''}`);
  return out;
}

/**
 * Latency of the catalog: `fragment` (GET /fragment/category and /fragment/product on the catalog
 * server with the composer's headers), `categoryPage` (GET of category pages through the composer).
 */
export async function catalogBench({ base, catalogServer, duration = 10 }) {
  const fragmentHeaders = (path) => ({
    'x-sf-tenant': 'DE',
    'x-sf-locale': 'de-DE',
    'x-sf-path': path,
    'x-sf-request-id': 'bench',
    'x-sf-nonce': 'bench',
  });
  const categoryRequests = paths().map((p) => ({
    method: 'GET',
    path: '/fragment/category',
    headers: fragmentHeaders(p),
  }));
  const productRequests = Array.from({ length: 200 }, (_, i) => ({
    method: 'GET',
    path: '/fragment/product',
    headers: fragmentHeaders(`/p/x-${100001 + i * 37}`),
  }));
  // fragments: one connection (the latency of one shopper's request; the embedded PGlite runs one
  // query at a time, so more connections measure its queue); pages: four shoppers at once
  const categoryFragment = summary(
    await run({ url: catalogServer, requests: categoryRequests, duration, connections: 1 }),
  );
  const productFragment = summary(
    await run({ url: catalogServer, requests: productRequests, duration, connections: 1 }),
  );
  const categoryPage = summary(
    await run({
      url: base,
      requests: paths().map((p) => ({ method: 'GET', path: p, headers: { 'accept-encoding': 'br, gzip' } })),
      duration,
      connections: 4,
    }),
  );
  return { categoryFragment, productFragment, categoryPage };
}

/** The issue's latency budgets: catalog fragment p99 ≤ 50 ms, category page p99 ≤ 80 ms. */
export function catalogBudgets(c) {
  return [
    {
      budget: 'catalog category fragment p99',
      limit: '<= 50 ms',
      actual: `${c.categoryFragment.latencyMs.p99} ms`,
      ok: c.categoryFragment.latencyMs.p99 <= 50 && c.categoryFragment.non2xx === 0,
    },
    {
      budget: 'catalog product fragment p99',
      limit: '<= 50 ms',
      actual: `${c.productFragment.latencyMs.p99} ms`,
      ok: c.productFragment.latencyMs.p99 <= 50 && c.productFragment.non2xx === 0,
    },
    {
      budget: 'category page p99 (composer)',
      limit: '<= 80 ms',
      actual: `${c.categoryPage.latencyMs.p99} ms`,
      ok: c.categoryPage.latencyMs.p99 <= 80 && c.categoryPage.non2xx === 0,
    },
  ];
}
