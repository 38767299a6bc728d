import { CONTRACT_VERSIONS, readVisitorHints, type RemoteComposition, type Registry } from '@sf/contracts';
import { ROUTES } from '@sf/i18n';
import { createComposer } from './app';
import { compositionTable, widgetsFor } from './composition';

const log = { info: () => {}, warn: () => {}, error: () => {} };
const LANDING = ['home', 'content', 'category', 'product', 'search'];
/** A service remote's composition: a helper, helpers with cookies on landing pages, content everywhere. */
const service: RemoteComposition = {
  compositionVersion: 1,
  remote: 'mfe-service-contact',
  contracts: CONTRACT_VERSIONS,
  widgets: [
    {
      fragment: 'chat-bot',
      slot: 'mfe-service-contact-chat-bot',
      expose: './chat-bot',
      routes: ['home', 'content'],
      helper: true,
    },
    {
      fragment: 'country-switch',
      slot: 'mfe-service-contact-country-switch',
      expose: './country-switch',
      routes: LANDING,
      helper: true,
      cookies: ['sf_country'],
    },
    {
      fragment: 'promo-banner',
      slot: 'mfe-service-contact-promo-banner',
      expose: './promo-banner',
      routes: LANDING,
    },
    {
      fragment: 'preview-banner',
      slot: 'mfe-service-contact-preview-banner',
      expose: './preview-banner',
      routes: 'all',
      cookies: ['sf_preview'],
    },
  ],
  api: [],
  paths: [],
  budgets: {},
};
const version = (server: string, composition?: RemoteComposition) => ({
  version: '1',
  assetsUrl: '/_assets/x/1/',
  manifestUrl: '/_assets/x/1/m.json',
  server,
  integrity: 'x',
  sharedVersions: {},
  contractVersion: 1,
  history: [],
  ...(composition ? { composition } : {}),
});
const registry = async (): Promise<Registry> => ({
  contractVersion: 1,
  tenants: {
    DE: {
      shell: version('http://shell.invalid'),
      'mfe-service-contact': version('http://contact.invalid', service),
    },
  },
});

/** A composer whose fragment servers answer a marker and record each request's headers. */
function composer() {
  const seen = new Map<string, Headers>();
  const fetchFragment = async (url: string, init?: RequestInit) => {
    seen.set(new URL(url).pathname, new Headers(init?.headers));
    return new Response(`<p>${url}</p>`, {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    });
  };
  return { seen, app: createComposer({ registry, logger: log as never, devFeatures: false, fetchFragment }) };
}

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('page helpers and automated visitors', () => {
  it("gives a person the helper widgets with the visitor hints and the widget's own cookies only", async () => {
    const { app, seen } = composer();
    const res = await app.request('http://de.localhost/', {
      headers: {
        'user-agent': CHROME,
        'accept-language': 'de-AT,de;q=0.8',
        'cf-ipcountry': 'AT',
        cookie: 'sf_country=dismissed; other=1',
      },
    });
    await res.text();
    const bot = seen.get('/fragment/chat-bot');
    expect(bot).toBeDefined();
    expect(readVisitorHints(bot!.get('x-sf-visitor'))).toMatchObject({
      languages: ['de-AT', 'de'],
      country: 'AT',
      mobile: false,
    });
    expect(bot!.get('cookie') ?? '').not.toContain('other=1');
  });

  it('gives crawlers and monitors no helper widget (the page itself unchanged)', async () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Pingdom.com_bot_version_1.4_(http://www.pingdom.com/)',
      '',
    ]) {
      const { app, seen } = composer();
      const res = await app.request('http://de.localhost/', { headers: ua ? { 'user-agent': ua } : {} });
      expect(res.status).toBe(200);
      await res.text();
      expect([ua, seen.has('/fragment/chat-bot')]).toEqual([ua, false]);
    }
  });

  it('writes isMonitoring into the boot payload (the spec’s page data) for a monitoring probe alone', async () => {
    const bootOf = async (ua: string) => {
      const { app } = composer();
      const html = await (
        await app.request('http://de.localhost/', { headers: { 'user-agent': ua } })
      ).text();
      const json = /<script type="application\/json" id="sf-boot"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
      return JSON.parse(json ?? 'null') as { isMonitoring?: boolean } | null;
    };
    expect(await bootOf('Pingdom.com_bot_version_1.4_(http://www.pingdom.com/)')).toMatchObject({
      isMonitoring: true,
    });
    const person = await bootOf(
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
    );
    expect(person).not.toBeNull();
    expect(person).not.toHaveProperty('isMonitoring');
    const crawler = await bootOf('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    expect(crawler).not.toHaveProperty('isMonitoring');
  });

  it('leaves out exactly the helper widgets for automated visitors, over the route table', () => {
    // every owner of a route served (their versions without a composition keep their platform routes)
    const remotes = new Map([
      ...[...new Set(ROUTES.map((r) => r.remote))].map(
        (name) => [name, version(`http://${name}.invalid`)] as const,
      ),
      ['mfe-service-contact', version('http://contact.invalid', service)] as const,
    ]);
    const table = compositionTable(remotes);
    for (const route of ROUTES) {
      const people = widgetsFor(route.id, table, remotes).map((f) => f.widget);
      const bots = widgetsFor(route.id, table, remotes, true).map((f) => f.widget);
      expect([route.id, bots]).toEqual([route.id, people.filter((w) => !w.helper)]);
      // landing pages get the prompts, every page the preview banner ('all')
      const fragments = people.map((w) => w.fragment);
      expect([route.id, fragments.includes('country-switch')]).toEqual([
        route.id,
        LANDING.includes(route.id),
      ]);
      expect([route.id, fragments.includes('preview-banner')]).toEqual([route.id, true]);
    }
  });

  it('sends a widget only its own cookies', async () => {
    const { app, seen } = composer();
    const cookie = 'sf_country=dismissed; sf_preview=p; other=1';
    await (await app.request('http://de.localhost/', { headers: { 'user-agent': CHROME, cookie } })).text();
    expect(seen.get('/fragment/country-switch')!.get('cookie')).toBe('sf_country=dismissed');
    expect(seen.get('/fragment/preview-banner')!.get('cookie')).toBe('sf_preview=p');
    expect(seen.get('/fragment/promo-banner')!.get('cookie')).toBeNull();
  });
});
