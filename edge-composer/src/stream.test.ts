import type { BootPayload } from '@sf/contracts';
import { bodyFromText } from './fragment-body';
import type { FragmentResult } from './fragments';
import { concatChunk, documentEnd, documentStart, pageStream, shellLoader } from './stream';

const boot: BootPayload = {
  tenant: 'DE',
  locale: 'de-DE',
  route: { id: 'home', remote: 'shell' },
  remotes: [],
  requestId: '</script><script>alert(1)</script>',
  status: 200,
};
const part = (html: string, extra: Partial<FragmentResult> = {}): Promise<FragmentResult> =>
  Promise.resolve({
    html: bodyFromText(html),
    head: '',
    title: null,
    status: null,
    fallback: false,
    ...extra,
  });

it('keeps the boot payload inside its script element', () => {
  const end = documentEnd(boot, '/_assets/shell/1/main.js', 'n"1');
  expect(end).toContain('\\u003c/script\\u003e');
  expect(end.match(/<\/script>/g)).toHaveLength(2);
  expect(end).toMatch(
    /<script nonce="n&quot;1">\(function\(d,u\)\{.*requestAnimationFrame.*\(document,"\/_assets\/shell\/1\/main\.js"\)<\/script><\/body><\/html>$/,
  );
});

it('runs the first script (queue of early actions, submit disabled until filled) in the head, with the nonce, before anything of the body', () => {
  const start = documentStart({
    locale: 'de-DE',
    title: 'Shop',
    description: 'd',
    preloads: '',
    head: '',
    skipLinkText: 'Zum Inhalt',
    nonce: 'n1',
  });
  const script =
    /<head><meta charset="utf-8">.*?<script nonce="n1">(\(function installFirstByte.*?)<\/script><title>/.exec(
      start,
    );
  expect(script).not.toBeNull();
  expect(script![1]).toMatch(/\)\(window,10000,"__sfFirstByte"\)$/);
  expect(start.indexOf('<body>')).toBeGreaterThan(start.indexOf('__sfFirstByte'));
});

describe('concatChunk', () => {
  const parts = ['<p>Grüße ', new TextEncoder().encode('aus 🏠'), '</p>', new Uint8Array(0), 'Ende'];
  const expected = '<p>Grüße aus 🏠</p>Ende';

  it("writes markup and bytes in order into one chunk with Node's Buffer", () => {
    const chunk = concatChunk(parts);
    expect(Buffer.isBuffer(chunk)).toBe(true);
    expect(new TextDecoder().decode(chunk)).toBe(expected);
    expect(chunk.length).toBe(Buffer.byteLength(expected));
  });

  it('does the same without a Buffer (workerd without nodejs_compat)', () => {
    const chunk = concatChunk(parts, null);
    expect(Buffer.isBuffer(chunk)).toBe(false);
    expect(new TextDecoder().decode(chunk)).toBe(expected);
  });

  it('passes a lone chunk of bytes through as it is', () => {
    const bytes = new Uint8Array([1, 2, 3]);
    expect(concatChunk([bytes])).toBe(bytes);
    expect(new TextDecoder().decode(concatChunk(['ä']))).toBe('ä');
  });
});

it('adds the shell entry after the next frame, at once in a background tab', () => {
  const loader = shellLoader('/_assets/shell/1/main.js', 'n1');
  const code = /<script nonce="n1">(.*)<\/script>/.exec(loader)?.[1] ?? '';
  const added: string[] = [];
  const frames: (() => void)[] = [];
  const run = (visibilityState: string) => {
    const doc = {
      visibilityState,
      createElement: () => ({ src: '' }),
      body: { appendChild: (s: { src: string }) => added.push(s.src) },
    };
    const raf = (cb: () => void) => frames.push(cb);
    const timeout = (cb: () => void) => cb();
    new Function('document', 'requestAnimationFrame', 'setTimeout', code)(doc, raf, timeout);
  };
  run('visible');
  expect(added).toEqual([]);
  frames.shift()?.();
  expect(added).toEqual(['/_assets/shell/1/main.js']);
  run('hidden');
  expect(added).toHaveLength(2);
});

/** The parts of a page for `pageStream`, with the fragments given. */
function pageParts(
  fragments: {
    header: Promise<FragmentResult>;
    main: Promise<FragmentResult>;
    footer: Promise<FragmentResult>;
  },
  coalesceMs?: number,
) {
  return {
    locale: 'de-DE' as const,
    nonce: 'n1',
    title: 'Shop',
    description: 'Mode & mehr',
    preloads: '',
    head: '',
    skipLinkText: 'Zum Inhalt springen',
    ...fragments,
    mainInHead: false,
    widgets: [],
    boot,
    shellEntry: null,
    onError: () => undefined,
    ...(coalesceMs === undefined ? {} : { coalesceMs }),
  };
}

const later = <T>(ms: number, value: T) => new Promise<T>((done) => setTimeout(() => done(value), ms));

it('sends a page whose fragments arrive within the coalescing window in one chunk', async () => {
  const reader = pageStream(
    pageParts({
      header: later(1, null).then(() => part('<header></header>')),
      main: part('<p>main</p>'),
      footer: part('<footer></footer>'),
    }),
  ).getReader();
  const first = await reader.read();
  expect(new TextDecoder().decode(first.value)).toMatch(
    /^<!doctype html>.*<header><\/header><main id="main"><p>main<\/p><\/main><footer><\/footer>.*<\/html>$/,
  );
  expect((await reader.read()).done).toBe(true);
});

it('writes the head (and what arrived) when the window closes, then the fragments in document order as they arrive', async () => {
  let releaseMain: (r: FragmentResult) => void = () => undefined;
  const main = new Promise<FragmentResult>((done) => (releaseMain = done));
  const started = Date.now();
  const reader = pageStream(
    pageParts({ header: part('<header></header>'), main, footer: part('<footer></footer>') }, 30),
  ).getReader();
  const decoder = new TextDecoder();
  const first = decoder.decode((await reader.read()).value);
  expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  expect(first).toMatch(
    /^<!doctype html><html lang="de-DE"><head>.*<title>Shop<\/title><meta name="description" content="Mode &amp; mehr">.*<\/head><body><a class="sf-skip-link" href="#main">.*<header><\/header><main id="main">$/,
  );
  releaseMain({
    html: bodyFromText('<p>main</p>'),
    head: '<link rel="preload" href="/m.css" as="style">',
    title: 'Späť',
    status: null,
    fallback: false,
  });
  let rest = '';
  for (let r = await reader.read(); !r.done; r = await reader.read()) rest += decoder.decode(r.value);
  expect(
    rest.startsWith(
      '<link rel="preload" href="/m.css" as="style"><script nonce="n1">document.title="Späť"</script><p>main</p></main><footer></footer>',
    ),
  ).toBe(true);
});

it('lets the head leave alone when the header is slower than the window', async () => {
  const reader = pageStream(
    pageParts(
      {
        header: later(200, null).then(() => part('<header></header>')),
        main: part('<p>main</p>'),
        footer: part('<footer></footer>'),
      },
      20,
    ),
  ).getReader();
  const decoder = new TextDecoder();
  const first = decoder.decode((await reader.read()).value);
  expect(first).toMatch(/<a class="sf-skip-link" href="#main">[^<]*<\/a>$/);
  const second = decoder.decode((await reader.read()).value);
  expect(second.startsWith('<header></header><main id="main"><p>main</p></main><footer></footer>')).toBe(
    true,
  );
});

it('writes the widgets that arrived between main and footer, drops a failed one and lists the written ones in the boot payload', async () => {
  const sheet = { remote: 'mfe-newsletter', slot: 'mfe-newsletter-sheet', expose: './sheet' };
  const broken = { remote: 'mfe-broken', slot: 'mfe-broken-widget', expose: './widget' };
  const stream = pageStream({
    locale: 'de-DE',
    nonce: 'n1',
    title: 'Shop',
    description: 'Mode & mehr',
    preloads: '',
    head: '',
    skipLinkText: 'Zum Inhalt springen',
    header: part('<header></header>'),
    main: part('<p>main</p>'),
    mainInHead: true,
    widgets: [
      part('<div data-sf-slot="mfe-newsletter-sheet">sheet</div>').then((result) => ({
        widget: sheet,
        result,
      })),
      part('<div data-sf-slot="mfe-broken-widget" data-sf-fallback>Fehler</div>', { fallback: true }).then(
        (result) => ({ widget: broken, result }),
      ),
    ],
    footer: part('<footer></footer>'),
    boot,
    shellEntry: null,
    onError: () => undefined,
  });
  const html = await new Response(stream).text();
  expect(html).toContain(
    '<p>main</p></main><div data-sf-slot="mfe-newsletter-sheet">sheet</div><footer></footer>',
  );
  expect(html).not.toContain('mfe-broken-widget');
  expect(html).toContain(`"widgets":[${JSON.stringify(sheet)}]`);
});
