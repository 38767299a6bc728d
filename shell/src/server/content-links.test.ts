/** @jest-environment node */
import fc from 'fast-check';
import { safeContentHref } from '../shared/content-guards';
import { createShellServer } from './index';
import { bucketApp, fragmentHeaders, memoryLogger } from './test-helpers';

const HOSTILE = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' \tjava\nscript:alert(1)',
  '\u0001javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://evil.example/x',
];

describe('safeContentHref', () => {
  it('allows http(s), relative, mailto: and tel: targets', () => {
    for (const href of [
      'https://www.example.org/x',
      'http://example.org',
      '/service-hilfe',
      'agb',
      '?page=2',
      '#top',
      'mailto:service@example.org',
      'tel:+4940123456',
      'TEL:+41 44 123',
    ]) {
      expect([href, safeContentHref(href)]).toEqual([href, href]);
    }
  });

  it('refuses every other scheme, however it is written', () => {
    for (const href of [...HOSTILE, '', '  ']) expect([href, safeContentHref(href)]).toEqual([href, null]);
  });

  it('never returns a target whose scheme a browser would read as something else (fuzzed)', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('', ' ', '\t', '\n', '\u0000'), (rest, noise) => {
        const result = safeContentHref(`${noise}ja${noise}vascript:${rest}`);
        if (result === null) return;
        // what a browser parses: tabs/newlines removed, leading controls trimmed
        const parsed = result.replace(/[\t\n\r]/g, '').trimStart();
        expect(/^javascript:/i.test(parsed)).toBe(false);
      }),
      { seed: 6, numRuns: 1000 },
    );
  });
});

describe('CMS links in rendered content', () => {
  /** The real content, with hostile links added to every page and to the footer's legal links. */
  function hostileShell() {
    const bucket = bucketApp();
    const links = HOSTILE.map((href, i) => ({ label: `Böser Link ${i}`, href }));
    const fetchImpl: typeof fetch = async (input, init) => {
      const res = await bucket.request(String(input instanceof Request ? input.url : input), init);
      if (!res.ok) return res;
      const doc = (await res.json()) as Record<string, unknown>;
      if (Array.isArray(doc.blocks))
        doc.blocks = [
          ...(doc.blocks as unknown[]),
          {
            type: 'links',
            heading: 'Gefährliche Links',
            links: [...links, { label: 'Guter Link', href: 'mailto:service@example.org' }],
          },
        ];
      if (Array.isArray(doc.legal)) doc.legal = [...(doc.legal as unknown[]), ...links];
      return new Response(JSON.stringify(doc), { headers: { 'content-type': 'application/json' } });
    };
    return createShellServer({
      contentBucketUrl: 'http://bucket.test',
      fetch: fetchImpl,
      logger: memoryLogger(),
    });
  }

  it('renders hostile link targets as text, keeping safe ones as links', async () => {
    const app = hostileShell();
    for (const [fragment, path] of [
      ['content', '/service-hilfe/ueber-uns/agb/'],
      ['footer', '/'],
    ] as const) {
      const html = await (
        await app.request(`/fragment/${fragment}`, { headers: fragmentHeaders('DE', 'de-DE', path) })
      ).text();
      expect(html).toContain('Böser Link 0');
      expect(html).not.toMatch(/href="\s*(javascript|data|vbscript|file|blob):/i);
      expect(html).not.toMatch(/href="[^"]*java\s*script/i);
      for (let i = 0; i < HOSTILE.length; i += 1)
        expect(html).toMatch(new RegExp(`<span[^>]*>Böser Link ${i}</span>`));
      if (fragment === 'content')
        expect(html).toContain('<a href="mailto:service@example.org">Guter Link</a>');
    }
  });
});
