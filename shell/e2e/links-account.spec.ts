import { expect, test, type Page } from '@playwright/test';

/**
 * No dead ends behind the login either (issue 29: the crawl guard extended to the new pages): a demo
 * customer of every locale (mfe-account README) follows every link of the "Mein Konto" area — the
 * bonus points view, the Flexikonto page with the advantage club, the payment dates and bookings —
 * and of the pages those lead to within the area; each answers a page or a redirect, never 4xx/5xx.
 * The requests are the logged-in browser's own GETs (its session cookie; Chromium resolves
 * *.localhost), redirects not followed, nothing posted.
 */
const PORT = Number(process.env.E2E_PORT ?? 3300);
const SHOPS = [
  {
    host: 'de.localhost',
    base: '/mein-konto',
    login: ['anna.schmidt@example.com', 'Sommer2025!', 'Anmelden'],
    reach: ['/mein-konto/bonusprogramm', '/mein-konto/flexikonto', '/mein-konto/meine-zahltermine'],
  },
  {
    host: 'at.localhost',
    base: '/mein-konto',
    login: ['lukas.huber@example.com', 'Berge2025!', 'Anmelden'],
    reach: ['/mein-konto/bonusprogramm', '/mein-konto/flexikonto'],
  },
  {
    host: 'ch.localhost',
    base: '/mein-konto',
    login: ['claire.favre@example.com', 'Leman2025!', 'Anmelden'],
    reach: ['/mein-konto/bonusprogramm', '/mein-konto/flexikonto'],
  },
  {
    host: 'ch.localhost',
    base: '/fr/mon-compte',
    login: ['claire.favre@example.com', 'Leman2025!', 'Se connecter'],
    reach: ['/fr/mon-compte/bonusprogramm', '/fr/mon-compte/flexikonto'],
  },
  {
    host: 'nl.localhost',
    base: '/mijn-account',
    login: ['daan.devries@example.com', 'Gracht2025!', 'Inloggen'],
    reach: ['/mijn-account/bonusprogramm', '/mijn-account/flexikonto'],
  },
] as const;
const DEPTH = 2;
const MAX_PAGES = 300;

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

/** A GET by the page's browser: the status (0 for a redirect, which is not followed) and its HTML. */
const get = (page: Page, path: string) =>
  page.evaluate(async (url) => {
    const res = await fetch(url, { redirect: 'manual', headers: { accept: 'text/html' } });
    const html = (res.headers.get('content-type') ?? '').includes('html') ? await res.text() : '';
    return { status: res.type === 'opaqueredirect' ? 0 : res.status, html };
  }, path);

for (const { host, base, login, reach } of SHOPS) {
  test(`every link of the account area of ${host}${base} leads somewhere, logged in`, async ({ page }) => {
    test.setTimeout(180_000);
    const [email, password, button] = login;
    await page.goto(`http://${host}:${PORT}${base}`);
    const form = page.getByRole('main').locator('form[action$="/form/login"]');
    await form.locator('input[name=email]').fill(email);
    await form.locator('input[name=password]').fill(password);
    await form.getByRole('button', { name: button }).click();
    await expect(page.getByRole('main').getByRole('navigation').first()).toBeVisible();

    const start = `${base}/uebersicht`;
    const seen = new Set<string>([start]);
    const dead: string[] = [];
    let frontier = [start];
    for (let depth = 0; depth <= DEPTH && frontier.length; depth += 1) {
      const next: string[] = [];
      for (const path of frontier) {
        const { status, html } = await get(page, path);
        if (status >= 400) dead.push(`${status} ${path}`);
        // the area's pages are followed; the rest of the shop is the anonymous crawl's (links.spec.ts)
        if (depth === DEPTH || status !== 200 || !path.startsWith(base)) continue;
        for (const link of linksOf(html)) {
          if (seen.has(link) || seen.size >= MAX_PAGES) continue;
          seen.add(link);
          next.push(link);
        }
      }
      frontier = next;
    }
    expect(seen.size).toBeGreaterThan(40); // the area's pages, their header, navigation and footer links
    expect(reach.filter((p) => !seen.has(p))).toEqual([]);
    expect(dead).toEqual([]);
  });
}
