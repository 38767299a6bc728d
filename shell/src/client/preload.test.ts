import { BOOT_PAYLOAD_ID, type BootPayload } from '@sf/contracts';
import {
  afterLoadWhenIdle,
  preloadUrls,
  preloadWhenIdle,
  wantsPreload,
  type PreloadManifest,
} from './preload';

const shell = {
  name: 'shell',
  version: '0.1.0-a',
  assetsUrl: '/_assets/shell/0.1.0-a/',
  manifestUrl: '/_assets/shell/0.1.0-a/mf-manifest.json',
  integrity: '',
};
const catalog = {
  name: 'mfe-catalog',
  version: '0.1.0-b',
  assetsUrl: '/_assets/mfe-catalog/0.1.0-b/',
  manifestUrl: '/_assets/mfe-catalog/0.1.0-b/mf-manifest.json',
  integrity: 'sha384-x',
};
const payload: BootPayload = {
  tenant: 'DE',
  locale: 'de-DE',
  route: { id: 'product', remote: 'mfe-catalog' },
  remotes: [shell, catalog],
  widgets: [{ remote: 'mfe-catalog', slot: 'mfe-catalog-teaser', expose: './teaser' }],
  requestId: 'r1',
  status: 200,
};

const hostManifest: PreloadManifest = {
  metaData: {
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    hostEntry: 'main.1.js',
    entryChunks: ['bootstrap.2.js', 'react.3.js', 'styled.4.js'],
  },
  shared: [
    { name: 'react', assets: { js: { sync: ['react.3.js'] } } },
    { name: 'styled-components', assets: { js: { sync: ['styled.4.js'] } } },
  ],
  exposes: [{ path: './start', assets: { js: { sync: ['start.5.js'], async: [] } } }],
};
const catalogManifest: PreloadManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [
    { name: 'react', assets: { js: { sync: ['react.9.js'] } } },
    { name: 'urql', assets: { js: { sync: ['urql.8.js'] } } },
  ],
  exposes: [
    { path: './app', assets: { js: { sync: ['expose_app.7.js'], async: ['wonka.6.js'] } } },
    { path: './teaser', assets: { js: { sync: ['expose_teaser.5.js'], async: [] } } },
  ],
};

const BASE = 'http://127.0.0.1:3000/p/kleid-1';

describe('preloadUrls', () => {
  it("lists the host's entry and later chunks, and the main remote's entry, app and the libraries only it brings", () => {
    expect(
      preloadUrls(
        BASE,
        { remote: shell, manifest: hostManifest },
        { remote: catalog, manifest: catalogManifest },
      ),
    ).toEqual({
      host: [
        'http://127.0.0.1:3000/_assets/shell/0.1.0-a/main.1.js',
        'http://127.0.0.1:3000/_assets/shell/0.1.0-a/bootstrap.2.js',
        'http://127.0.0.1:3000/_assets/shell/0.1.0-a/react.3.js',
        'http://127.0.0.1:3000/_assets/shell/0.1.0-a/styled.4.js',
      ],
      // react comes from the host (it loads first); urql only the remote has
      remote: [
        'http://127.0.0.1:3000/_assets/mfe-catalog/0.1.0-b/remoteEntry.js',
        'http://127.0.0.1:3000/_assets/mfe-catalog/0.1.0-b/expose_app.7.js',
        'http://127.0.0.1:3000/_assets/mfe-catalog/0.1.0-b/wonka.6.js',
        'http://127.0.0.1:3000/_assets/mfe-catalog/0.1.0-b/urql.8.js',
      ],
    });
  });

  it('lists the host alone without a main remote, and nothing the manifest does not name', () => {
    expect(preloadUrls(BASE, { remote: shell, manifest: { metaData: {} } }, null)).toEqual({
      host: [],
      remote: [],
    });
    expect(preloadUrls(BASE, { remote: shell, manifest: hostManifest }, null).remote).toEqual([]);
  });
});

describe('wantsPreload', () => {
  it('preloads unless the shopper saves data or is on 2G', () => {
    expect(wantsPreload({} as Navigator)).toBe(true);
    expect(wantsPreload({ connection: { effectiveType: '4g' } } as unknown as Navigator)).toBe(true);
    expect(wantsPreload({ connection: { saveData: true } } as unknown as Navigator)).toBe(false);
    expect(wantsPreload({ connection: { effectiveType: 'slow-2g' } } as unknown as Navigator)).toBe(false);
    expect(wantsPreload({ connection: { effectiveType: '2g' } } as unknown as Navigator)).toBe(false);
  });
});

describe('afterLoadWhenIdle', () => {
  afterEach(() => {
    delete (document as { readyState?: string }).readyState;
  });

  it('waits for the load event, then for the quiet time', async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const then = jest.fn();
    afterLoadWhenIdle(window, then, 20);
    await new Promise((done) => setTimeout(done, 60));
    expect(then).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await new Promise((done) => setTimeout(done, 5));
    expect(then).not.toHaveBeenCalled();
    await new Promise((done) => setTimeout(done, 60));
    expect(then).toHaveBeenCalledTimes(1);
  });
});

describe('preloadWhenIdle', () => {
  const files: Record<string, unknown> = {
    'http://localhost/_assets/shell/0.1.0-a/mf-manifest.json': hostManifest,
    'http://localhost/_assets/mfe-catalog/0.1.0-b/mf-manifest.json': catalogManifest,
  };
  let fetched: string[] = [];
  const realFetch = window.fetch;

  beforeEach(() => {
    fetched = [];
    window.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      fetched.push(url);
      const body = files[url];
      return {
        ok: url.endsWith('.js') || body !== undefined,
        status: url.endsWith('.js') || body !== undefined ? 200 : 404,
        json: async () => body,
        arrayBuffer: async () => new ArrayBuffer(0),
      } as Response;
    }) as typeof fetch;
  });
  afterEach(() => {
    window.fetch = realFetch;
    Object.defineProperty(window.navigator, 'connection', { value: undefined, configurable: true });
  });

  function page(main: string) {
    document.body.innerHTML =
      `<main id="main">${main}</main>` +
      `<script type="application/json" id="${BOOT_PAYLOAD_ID}">${JSON.stringify(payload)}</script>`;
  }

  it("fetches the host's and the main slot's remote's scripts, runs none", async () => {
    page('<div data-sf-slot="mfe-catalog"><form><button>In den Warenkorb</button></form></div>');
    const list = await preloadWhenIdle({ win: window, payload, quietMs: 5 });
    expect(list?.remote).toHaveLength(4);
    expect(fetched).toEqual([
      'http://localhost/_assets/shell/0.1.0-a/mf-manifest.json',
      'http://localhost/_assets/mfe-catalog/0.1.0-b/mf-manifest.json',
      ...(list?.host ?? []),
      ...(list?.remote ?? []),
    ]);
    expect(fetched).toContain('http://localhost/_assets/mfe-catalog/0.1.0-b/expose_app.7.js');
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
  });

  it('looks the locale up once the files are fetched, so the mount finds the ICU data loaded (decision 0292)', async () => {
    page('<div data-sf-slot="mfe-catalog"><form><button>In den Warenkorb</button></form></div>');
    const numbers = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    try {
      const list = preloadWhenIdle({ win: window, payload: { ...payload, locale: 'fr-CH' }, quietMs: 5 });
      expect(numbers).not.toHaveBeenCalled();
      await list;
      expect(numbers).toHaveBeenCalledWith('fr-CH');
      expect(dates).toHaveBeenCalledWith('fr-CH');
      // nothing preloaded, nothing looked up (a shopper saving data)
      numbers.mockClear();
      Object.defineProperty(window.navigator, 'connection', {
        value: { saveData: true },
        configurable: true,
      });
      expect(await preloadWhenIdle({ win: window, payload, quietMs: 5 })).toBeNull();
      expect(numbers).not.toHaveBeenCalled();
    } finally {
      numbers.mockRestore();
      dates.mockRestore();
    }
  });

  it("preloads only the host when the page's route is the shell's", async () => {
    page('<div data-sf-slot="mfe-catalog-teaser"><a href="/p/1">Kleid</a></div>');
    const list = await preloadWhenIdle({
      win: window,
      payload: { ...payload, route: { id: 'home', remote: 'shell' } },
      quietMs: 5,
    });
    expect(list?.remote).toEqual([]);
    expect(fetched).not.toContain('http://localhost/_assets/mfe-catalog/0.1.0-b/mf-manifest.json');
    expect(fetched).toContain('http://localhost/_assets/shell/0.1.0-a/main.1.js');
  });

  it('preloads nothing on a page without a slot, or for a shopper saving data', async () => {
    page('<p>Impressum</p>');
    expect(await preloadWhenIdle({ win: window, payload, quietMs: 5 })).toBeNull();
    page('<div data-sf-slot="mfe-catalog"><form><button>In den Warenkorb</button></form></div>');
    Object.defineProperty(window.navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
    expect(await preloadWhenIdle({ win: window, payload, quietMs: 5 })).toBeNull();
    expect(fetched).toEqual([]);
  });

  it('preloads the host when the main remote’s manifest fails', async () => {
    page('<div data-sf-slot="mfe-catalog"><form><button>In den Warenkorb</button></form></div>');
    delete files['http://localhost/_assets/mfe-catalog/0.1.0-b/mf-manifest.json'];
    const list = await preloadWhenIdle({ win: window, payload, quietMs: 5 });
    expect(list?.host).toHaveLength(4);
    expect(list?.remote).toEqual([]);
  });
});
