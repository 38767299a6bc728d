/**
 * @jest-environment node
 */
import {
  isCacheableImage,
  isPersonal,
  isPersonalPage,
  isProductPath,
  isVersionedAsset,
  localeOfPath,
  precacheEntries,
  productFromHtml,
  readRecentList,
  rememberProduct,
  withRecentProducts,
  RECENT_LIMIT,
  RECENT_MARKERS,
  type WorkerConfig,
} from './sw-rules';

const CH: WorkerConfig = {
  assets: '/_assets/shell/0.1.0-abc/',
  defaultLocale: 'de-CH',
  prefixes: { fr: 'fr-CH' },
  products: ['/p/', '/fr/p/'],
};
const origin = 'http://ch.localhost:3000';

describe('what the worker keeps', () => {
  it('keeps versioned assets of its own origin, never source maps, pages or APIs', () => {
    const at = (path: string) => isVersionedAsset(new URL(path, origin), origin);
    expect(at('/_assets/mfe-catalog/0.1.0-1a2b3c4d/remoteEntry.js')).toBe(true);
    expect(at('/_assets/shell/0.1.0-1a2b3c4d/lite.abc.js')).toBe(true);
    expect(at('/_assets/shell/0.1.0-1a2b3c4d/lite.abc.js.map')).toBe(false);
    expect(at('/_assets/shell/')).toBe(false);
    expect(at('/api/catalog/products')).toBe(false);
    expect(at('/p/kleid-100042')).toBe(false);
    expect(isVersionedAsset(new URL('https://cdn.example/_assets/a/1/x.js'), origin)).toBe(false);
  });

  it('treats private, no-store, cookie-setting and cookie-varying responses as personal', () => {
    const personal = (init: Record<string, string>) => isPersonal(new Headers(init));
    expect(personal({ 'cache-control': 'no-store' })).toBe(true);
    expect(personal({ 'cache-control': 'private, no-cache' })).toBe(true);
    expect(personal({ 'cache-control': 'Private' })).toBe(true);
    expect(personal({ 'cache-control': 'public, max-age=60', 'set-cookie': 'a=1' })).toBe(true);
    expect(personal({ 'cache-control': 'public, max-age=60', vary: 'Accept-Encoding, Cookie' })).toBe(true);
    expect(personal({ 'cache-control': 'public, max-age=31536000, immutable' })).toBe(false);
    expect(personal({ 'cache-control': 'public, max-age=60', vary: 'accept-encoding' })).toBe(false);
  });

  it('takes a page as personal when it is no-store (every page with a session is), not for being private', () => {
    expect(isPersonalPage(new Headers({ 'cache-control': 'no-store' }))).toBe(true);
    expect(isPersonalPage(new Headers({ 'cache-control': 'private, no-store' }))).toBe(true);
    expect(isPersonalPage(new Headers({ 'cache-control': 'private, no-cache' }))).toBe(false);
  });

  it('keeps a picture only when it is a public 200 image', () => {
    const image = (status: number, headers: Record<string, string>) =>
      isCacheableImage(new Response(status === 200 ? 'x' : null, { status, headers }));
    expect(image(200, { 'content-type': 'image/avif', 'cache-control': 'public, max-age=86400' })).toBe(true);
    expect(image(200, { 'content-type': 'image/avif', 'cache-control': 'private, max-age=60' })).toBe(false);
    expect(image(200, { 'content-type': 'image/png', 'cache-control': 'no-store' })).toBe(false);
    expect(image(200, { 'content-type': 'text/html' })).toBe(false);
    expect(image(404, { 'content-type': 'image/png' })).toBe(false);
  });
});

describe('the offline page', () => {
  it("takes the locale from the path's language prefix", () => {
    expect(localeOfPath('/fr/aide-service/contact', CH)).toBe('fr-CH');
    expect(localeOfPath('/fr', CH)).toBe('fr-CH');
    expect(localeOfPath('/', CH)).toBe('de-CH');
    expect(localeOfPath('/fragen', CH)).toBe('de-CH');
    expect(localeOfPath('/constructor/x', CH)).toBe('de-CH');
  });

  it("precaches the light entry and the tenant's offline pages only, under the version's assets", () => {
    const manifest = [
      { url: 'offline/de-DE.html', revision: '1' },
      { url: 'offline/de-CH.html', revision: '2' },
      { url: 'offline/fr-CH.html', revision: '3' },
      { url: 'lite.abc.js', revision: null },
    ];
    expect(precacheEntries(manifest, CH)).toEqual([
      { url: '/_assets/shell/0.1.0-abc/offline/de-CH.html', revision: '2' },
      { url: '/_assets/shell/0.1.0-abc/offline/fr-CH.html', revision: '3' },
      { url: '/_assets/shell/0.1.0-abc/lite.abc.js', revision: null },
    ]);
  });

  const page = `<main><h1>Offline</h1>${RECENT_MARKERS.start}<section><h2>Zuletzt</h2><ul>${RECENT_MARKERS.items}</ul></section>${RECENT_MARKERS.end}</main>`;

  it('leaves the section out when no product was viewed', () => {
    expect(withRecentProducts(page, [], () => true)).toBe('<main><h1>Offline</h1></main>');
  });

  it('lists viewed products as links, escaped, with a picture only when it is cached', () => {
    const html = withRecentProducts(
      page,
      [
        {
          url: '/p/kleid-100042',
          name: 'Kleid <b>"rot"</b> & mehr',
          image: '/api/catalog/images/a/480.jpeg',
        },
        { url: '/p/sofa-100043', name: 'Sofa', image: '/api/catalog/images/b/480.jpeg' },
      ],
      (image) => image.includes('/a/'),
    );
    expect(html).toContain(
      '<li><a href="/p/kleid-100042"><img src="/api/catalog/images/a/480.jpeg" alt="" width="64" height="80" loading="lazy"><span>Kleid &lt;b&gt;&quot;rot&quot;&lt;/b&gt; &amp; mehr</span></a></li>',
    );
    expect(html).toContain('<li><a href="/p/sofa-100043"><span>Sofa</span></a></li>');
    expect(html).not.toContain(RECENT_MARKERS.items);
  });
});

describe('last viewed products', () => {
  const productPage = (ld: unknown) =>
    `<html><head></head><body><main><script type="application/ld+json" nonce="n">${JSON.stringify(ld)}</script>` +
    `<script type="application/ld+json">{"@type":"BreadcrumbList"}</script></main></body></html>`;

  it("reads the product's name and picture from its JSON-LD, the picture only from the shop's origin", () => {
    const url = `${origin}/p/kleid-100042?farbe=rot`;
    expect(
      productFromHtml(
        productPage({
          '@type': 'Product',
          name: ' Kleid ',
          image: `${origin}/api/catalog/images/x/480.jpeg`,
        }),
        url,
      ),
    ).toEqual({ url: '/p/kleid-100042?farbe=rot', name: 'Kleid', image: '/api/catalog/images/x/480.jpeg' });
    expect(
      productFromHtml(
        productPage({ '@type': 'Product', name: 'Kleid', image: 'https://evil.example/x.png' }),
        url,
      ),
    ).toEqual({ url: '/p/kleid-100042?farbe=rot', name: 'Kleid', image: null });
    expect(productFromHtml(productPage({ '@type': 'Organization', name: 'Shop' }), url)).toBeNull();
    expect(productFromHtml('<script type="application/ld+json">{broken</script>', url)).toBeNull();
  });

  it('knows product pages by their path prefixes', () => {
    expect(isProductPath('/p/kleid-100042', CH)).toBe(true);
    expect(isProductPath('/fr/p/robe-100042', CH)).toBe(true);
    expect(isProductPath('/p/', CH)).toBe(false);
    expect(isProductPath('/mode/damen', CH)).toBe(false);
  });

  it('keeps the latest first, once each, at most six', () => {
    let list = readRecentList(null);
    for (let i = 0; i < 8; i += 1)
      list = rememberProduct(list, { url: `/p/a-${i}`, name: `A${i}`, image: null });
    list = rememberProduct(list, { url: '/p/a-5', name: 'A5', image: null });
    expect(list.map((p) => p.url)).toEqual(['/p/a-5', '/p/a-7', '/p/a-6', '/p/a-4', '/p/a-3', '/p/a-2']);
    expect(list).toHaveLength(RECENT_LIMIT);
  });

  it('reads back only well-formed entries on this site', () => {
    expect(
      readRecentList([
        { url: '/p/a-1', name: 'A', image: null },
        { url: '//evil.example/p', name: 'B', image: null },
        { url: 'javascript:alert(1)', name: 'C', image: null },
        { url: '/p/a-2', name: 3, image: null },
        { url: '/p/a-3', name: 'D', image: '/api/catalog/images/d/480.jpeg' },
      ]),
    ).toEqual([
      { url: '/p/a-1', name: 'A', image: null },
      { url: '/p/a-3', name: 'D', image: '/api/catalog/images/d/480.jpeg' },
    ]);
  });
});
