import http from 'node:http';
import { expect, test } from '@playwright/test';

/**
 * No dead ends: every internal link a shopper can follow from the home page, and from the pages
 * those lead to (navigation, flyouts, footer, CMS teasers, service pages), answers in every shop —
 * a page (2xx) or a redirect (3xx), never a 4xx or 5xx. Plain GETs by host (the shops differ by host),
 * as a browser without JavaScript follows them. Product pages count once per listing (the catalog's
 * own tests cover them), API and asset URLs are not pages.
 */
const PORT = Number(process.env.E2E_PORT ?? 3300);
/**
 * Every locale: its home page, plus the spec's `/service` link target (no page links it: it sends to
 * the service start). `reach`: pages the crawl must find by links (issue 29: the consulting page from
 * the footer, the service layers' index from the service-help page; spec section 2: the newsletter
 * pause/unsubscribe help page and the vouchers and discounts help page).
 */
const DE_REACH = [
  '/service-hilfe/beratung',
  '/servicelayer/',
  '/service-hilfe/newsletter/abmelden',
  '/service-hilfe/gutscheine-und-rabatte',
];
const SHOPS = [
  { host: 'de.localhost', starts: ['/', '/service'], reach: DE_REACH },
  { host: 'at.localhost', starts: ['/', '/service'], reach: DE_REACH },
  { host: 'ch.localhost', starts: ['/', '/service'], reach: DE_REACH },
  {
    host: 'ch.localhost',
    starts: ['/fr/', '/fr/service'],
    reach: [
      '/fr/aide-service/conseil',
      '/fr/servicelayer/',
      '/fr/aide-service/newsletter/desinscription',
      '/fr/aide-service/bons-et-reductions',
    ],
  },
  {
    host: 'nl.localhost',
    starts: ['/', '/service'],
    reach: [
      '/klantenservice/advies',
      '/servicelayer/',
      '/klantenservice/nieuwsbrief/afmelden',
      '/klantenservice/kortingscodes-en-waardebonnen',
    ],
  },
] as const;
const DEPTH = 2;
const MAX_PAGES_PER_SHOP = 400;

function get(host: string, path: string): Promise<{ status: number; html: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port: PORT, path, headers: { host: `${host}:${PORT}`, accept: 'text/html' } },
      (res) => {
        let html = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (html += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            html: String(res.headers['content-type'] ?? '').includes('html') ? html : '',
          }),
        );
      },
    );
    req.on('error', reject);
    req.setTimeout(20_000, () => req.destroy(new Error(`timeout ${host}${path}`)));
  });
}

/** Internal page links of a page (no assets, APIs, anchors or other hosts); the query is kept. */
function linksOf(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<a\b[^>]*\shref="(\/[^"#]*)/g)) {
    const href = (m[1] ?? '').replace(/&amp;/g, '&');
    if (href.startsWith('//') || href.startsWith('/_assets/') || href.startsWith('/api/')) continue;
    out.push(href);
  }
  return out;
}

for (const { host, starts, reach } of SHOPS) {
  test(`every link from the home page of ${host}${starts[0]} leads somewhere (depth ${DEPTH})`, async () => {
    test.setTimeout(120_000);
    const seen = new Set<string>(starts);
    const dead: string[] = [];
    let frontier: string[] = [...starts];
    for (let depth = 0; depth <= DEPTH && frontier.length; depth += 1) {
      const next: string[] = [];
      for (const path of frontier) {
        const { status, html } = await get(host, path);
        if (status >= 400) dead.push(`${status} ${path}`);
        if (depth === DEPTH || status >= 300) continue;
        let productsHere = 0;
        for (const link of linksOf(html)) {
          if (/\/p\/[^/]+-\d{6}$/.test(link.split('?')[0] ?? '') && (productsHere += 1) > 1) continue;
          if (seen.has(link) || seen.size >= MAX_PAGES_PER_SHOP) continue;
          seen.add(link);
          next.push(link);
        }
      }
      frontier = next;
    }
    expect(seen.size).toBeGreaterThan(40); // the crawl really went through the shop
    expect(reach.filter((p) => !seen.has(p))).toEqual([]);
    expect(dead).toEqual([]);
  });
}
