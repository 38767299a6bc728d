import { test, expect, type Response } from '@playwright/test';

/** Every page type there is (the same list as `npm run bench`). */
const PAGES = [
  '/',
  '/service-hilfe',
  '/service-hilfe/newsletter/anmelden',
  '/service-hilfe/newsletter/abmelden',
  '/gibt-es-nicht',
];
const TEXT_TYPES = /^(text\/html|text\/css|text\/javascript|application\/javascript|application\/json)/;

interface Seen {
  readonly url: string;
  readonly type: string;
  readonly encoding: string | null;
  readonly vary: string;
  readonly bytes: number;
}

async function describe(res: Response): Promise<Seen | null> {
  const headers = await res.allHeaders();
  const type = headers['content-type'] ?? '';
  if (!TEXT_TYPES.test(type) || ![200, 404].includes(res.status()) || res.request().method() !== 'GET')
    return null;
  const body = await res.body().catch(() => null);
  if (!body) return null;
  return {
    url: new URL(res.url()).pathname,
    type,
    encoding: headers['content-encoding'] ?? null,
    vary: headers.vary ?? '',
    bytes: body.length,
  };
}

test.describe('compression as the browser gets it', () => {
  for (const path of PAGES) {
    test(`${path}: every HTML, JS, CSS and JSON response is brotli or gzip, with vary`, async ({ page }) => {
      const pending: Promise<Seen | null>[] = [];
      page.on('response', (res) => pending.push(describe(res)));
      await page.goto(path, { waitUntil: 'networkidle' });
      const seen = (await Promise.all(pending)).filter((s): s is Seen => s !== null);
      expect(
        seen.some((s) => s.type.startsWith('text/html')),
        'the page itself',
      ).toBe(true);
      expect(
        seen.some((s) => s.type.includes('javascript')),
        'its scripts',
      ).toBe(true);
      // tiny answers (under 1 KB) may go as they are; everything else is compressed
      const big = seen.filter((s) => s.bytes >= 1024);
      expect(
        big.filter((s) => !['br', 'gzip'].includes(s.encoding ?? '')),
        'uncompressed responses',
      ).toEqual([]);
      expect(
        seen.filter((s) => !/accept-encoding/i.test(s.vary)),
        'responses without vary: accept-encoding',
      ).toEqual([]);
    });
  }
});
