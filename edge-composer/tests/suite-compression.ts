/**
 * Compression tests of the runtime suite: on Node the composer compresses (zlib, flushed per
 * chunk); on workerd the platform does (Miniflare emulates the edge's compression and reports it
 * in `mf-content-encoding`).
 */
import { startFixtures, type Fixtures } from './fixtures';
import { readTimed, type ComposerTarget } from './helpers';

const BOTH = { 'accept-encoding': 'br, gzip' };

/** The encoding a response was sent with (Miniflare decodes the edge's compression and reports it in `mf-content-encoding`). */
const encodingOf = (res: Response) =>
  res.headers.get('content-encoding') ?? res.headers.get('mf-content-encoding');

export function defineCompressionTests(getTarget: () => ComposerTarget): void {
  let fx: Fixtures;
  beforeAll(async () => {
    fx = await startFixtures();
  });
  afterAll(async () => {
    await fx?.close();
  });
  const node = () => getTarget().runtime === 'node';

  describe('compression', () => {
    it('sends a page brotli-compressed when asked, gzip when only that is accepted, with vary', async () => {
      const br = await getTarget().fetch('/', { headers: BOTH });
      expect(encodingOf(br)).toBe('br');
      expect(br.headers.get('vary') ?? '').toMatch(/accept-encoding/i);
      expect(br.headers.get('content-length')).toBeNull();
      expect(await br.text()).toMatch(/<\/html>$/);
      const gzip = await getTarget().fetch('/', { headers: { 'accept-encoding': 'gzip' } });
      expect(encodingOf(gzip)).toBe('gzip');
      expect(await gzip.text()).toMatch(/<\/html>$/);
    });

    it('sends the page as it is to a client that accepts no encoding, still with vary', async () => {
      const res = await getTarget().fetch('/', { headers: { 'accept-encoding': 'identity' } });
      expect(encodingOf(res)).toBeNull();
      expect(res.headers.get('vary') ?? '').toMatch(/accept-encoding/i);
      expect(await res.text()).toMatch(/<\/html>$/);
    });

    it('streams a compressed page: the header arrives before a slow content fragment', async () => {
      if (!node()) return; // Miniflare's emulated gzip flushes only at the end (see the identity streaming test)
      for (const encoding of ['br', 'gzip']) {
        const id = `compressed-${encoding}`;
        const res = await getTarget().fetch(`/mein-konto?delay=400&id=${id}`, {
          headers: { 'accept-encoding': encoding },
        });
        expect(res.headers.get('content-encoding')).toBe(encoding);
        const { text, firstChunk, firstAt } = await readTimed(res);
        expect(firstChunk).toContain('<title>');
        expect(firstChunk).not.toContain('Mein Konto, spät');
        expect(fx.slowFinished.get(id)).toBeGreaterThan(firstAt);
        expect(text).toContain('<h1>Mein Konto, spät</h1>');
      }
    });

    it('compresses proxied API JSON and the gateway answer', async () => {
      const pad = 'x'.repeat(1500);
      const api = await getTarget().fetch(`/api/newsletter/status?pad=${pad}`, { headers: BOTH });
      expect(encodingOf(api)).toBe('br');
      expect(api.headers.get('vary') ?? '').toMatch(/accept-encoding/i);
      expect(((await api.json()) as { path: string }).path).toContain(pad);
      const gateway = await getTarget().fetch('/api/gateway/?query=%7B__typename%7D', {
        headers: { ...BOTH, accept: 'application/json' },
      });
      expect(gateway.headers.get('content-type')).toMatch(/json/);
      expect(encodingOf(gateway)).toBe('br');
      expect(typeof (await gateway.json())).toBe('object');
    });

    it('never compresses a HEAD answer', async () => {
      if (!node()) return; // on workerd the platform decides (Miniflare marks even a HEAD answer)
      const head = await getTarget().fetch('/', { method: 'HEAD', headers: BOTH });
      expect(encodingOf(head)).toBeNull();
    });
  });
}
