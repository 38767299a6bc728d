import { test, expect } from '@playwright/test';

/** Every field of spec section 7's `POST /api/vitals` payload. */
const SPEC_FIELDS = [
  'id',
  'name',
  'value',
  'delta',
  'rating',
  'pathname',
  'interactionType',
  'target',
  'navigationType',
  'userAgent',
  'pageType',
  'connection',
  'deviceType',
  'loadState',
  'environment',
];

test.describe('web vitals from shoppers', () => {
  test('a real page load reports its vitals with every spec field when the page is hidden, and the platform stores them', async ({
    page,
  }) => {
    const beacons: Record<string, unknown>[][] = [];
    const stored: number[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/vitals' && req.method() === 'POST')
        beacons.push(JSON.parse(req.postData() ?? '[]') as Record<string, unknown>[]);
    });
    page.on('response', (res) => {
      if (new URL(res.url()).pathname === '/api/vitals') stored.push(res.status());
    });
    await page.goto('/service-hilfe/kontakt', { waitUntil: 'load' });
    // the reporter is added one task after load: the shopper's click comes once it listens (an
    // interaction before that ends LCP before anyone observes it)
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some(
          (e) => /\/vitals\.[0-9a-f]+\.js$/.test(e.name) && (e as PerformanceResourceTiming).responseEnd > 0,
        ),
    );
    await page.waitForTimeout(200);
    // an interaction for INP: the shopper clicks the page's heading
    await page.getByRole('heading', { level: 1 }).click();
    // nothing is sent while the shopper stays
    await page.waitForTimeout(500);
    expect(beacons).toHaveLength(0);
    // the shopper switches tabs: the page is hidden and the beacon goes (headless Chromium never
    // hides a page by itself, so the test does what the browser does: the state and its bubbling event)
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await expect.poll(() => beacons.flat().length).toBeGreaterThanOrEqual(3);
    const reports = beacons.flat();
    for (const report of reports) expect(Object.keys(report).sort()).toEqual([...SPEC_FIELDS].sort());
    const names = reports.map((r) => r.name);
    for (const name of ['TTFB', 'FCP', 'LCP', 'INP']) expect(names).toContain(name);
    const inp = reports.find((r) => r.name === 'INP');
    expect(inp).toMatchObject({
      pageType: 'contact',
      pathname: '/service-hilfe/kontakt',
      interactionType: 'pointer',
      environment: 'development',
      navigationType: 'navigate',
    });
    await expect.poll(() => stored).toContain(204);
    expect(stored.every((s) => s === 204)).toBe(true);
  });

  test('a malformed or foreign report is refused and nothing is stored', async ({ request, baseURL }) => {
    const bad = await request.post('/api/vitals', {
      headers: { origin: baseURL!, 'content-type': 'text/plain' },
      data: '[{"name":"LCP","value":-1}]',
    });
    expect(bad.status()).toBe(400);
    const foreign = await request.post('/api/vitals', {
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      data: '[]',
    });
    expect(foreign.status()).toBe(403);
  });
});
