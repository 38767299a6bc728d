import { readVisitorHints, type Registry } from '@sf/contracts';
import { createComposer } from './app';
import { ROUTES } from '@sf/i18n';
import { LANDING_ROUTES, WIDGETS, widgetsFor } from './widgets';

const log = { info: () => {}, warn: () => {}, error: () => {} };
const version = (server: string) => ({ version: '1', assetsUrl: '/_assets/x/1/', manifestUrl: '/_assets/x/1/m.json', server, integrity: 'x', sharedVersions: {}, contractVersion: 1, history: [] });
const registry = async (): Promise<Registry> => ({
  contractVersion: 1,
  tenants: { DE: { shell: version('http://shell.invalid'), 'mfe-service-contact': version('http://contact.invalid') } },
});

/** A composer whose fragment servers answer a marker and record each request's headers. */
function composer() {
  const seen = new Map<string, Headers>();
  const fetchFragment = async (url: string, init?: RequestInit) => {
    seen.set(new URL(url).pathname, new Headers(init?.headers));
    return new Response(`<p>${url}</p>`, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
  };
  return { seen, app: createComposer({ registry, logger: log as never, devFeatures: false, fetchFragment }) };
}

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('page helpers and automated visitors', () => {
  it('gives a person the helper widgets with the visitor hints and the widget\'s own cookies only', async () => {
    const { app, seen } = composer();
    const res = await app.request('http://de.localhost/', {
      headers: { 'user-agent': CHROME, 'accept-language': 'de-AT,de;q=0.8', 'cf-ipcountry': 'AT', cookie: 'sf_country=dismissed; other=1' },
    });
    await res.text();
    const bot = seen.get('/fragment/chat-bot');
    expect(bot).toBeDefined();
    expect(readVisitorHints(bot!.get('x-sf-visitor'))).toMatchObject({ languages: ['de-AT', 'de'], country: 'AT', mobile: false });
    expect(bot!.get('cookie') ?? '').not.toContain('other=1');
  });

  it('gives crawlers and monitors no helper widget (the page itself unchanged)', async () => {
    for (const ua of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Pingdom.com_bot_version_1.4_(http://www.pingdom.com/)', '']) {
      const { app, seen } = composer();
      const res = await app.request('http://de.localhost/', { headers: ua ? { 'user-agent': ua } : {} });
      expect(res.status).toBe(200);
      await res.text();
      expect([ua, seen.has('/fragment/chat-bot')]).toEqual([ua, false]);
    }
  });

  it('leaves out exactly the helper widgets for automated visitors, over the route table', () => {
    const remotes = new Map(WIDGETS.map((w) => [w.remote, version(`http://${w.remote}.invalid`)]));
    for (const routeId of new Set(WIDGETS.flatMap((w) => w.routes))) {
      const people = widgetsFor(routeId, remotes).map((f) => f.widget);
      const bots = widgetsFor(routeId, remotes, WIDGETS, true).map((f) => f.widget);
      expect(bots).toEqual(people.filter((w) => !w.helper));
    }
  });

  it('places the service helpers by the route table: prompts and promotions on landing pages only, the preview banner everywhere', () => {
    const remotes = new Map(WIDGETS.map((w) => [w.remote, version(`http://${w.remote}.invalid`)]));
    const prompts = ['country-switch', 'app-banner', 'survey', 'promo-banner'];
    for (const route of ROUTES) {
      const got = widgetsFor(route.id, remotes)
        .filter((f) => f.widget.remote === 'mfe-service-contact')
        .map((f) => f.widget.fragment);
      const landing = LANDING_ROUTES.includes(route.id);
      expect([route.id, prompts.filter((p) => got.includes(p))]).toEqual([route.id, landing ? prompts : []]);
      expect([route.id, got.includes('preview-banner')]).toEqual([route.id, true]);
    }
    for (const checkout of ROUTES.filter((r) => r.id.startsWith('checkout') || r.id === 'basket' || r.id === 'account')) {
      expect(LANDING_ROUTES).not.toContain(checkout.id);
    }
    // the helpers read only their own cookies
    for (const w of WIDGETS.filter((x) => x.remote === 'mfe-service-contact')) {
      for (const cookie of w.cookies ?? []) expect(cookie).toMatch(/^sf_(country|app_banner|survey|preview)$/);
    }
  });
});
