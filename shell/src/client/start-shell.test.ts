import { BOOT_PAYLOAD_ID, type BootPayload } from '@sf/contracts';
import { getEventBus } from '@sf/event-bus';
import { readBootPayload } from './boot-payload';
import type { FederationRuntime } from './federation';
import type { AppRegistration } from './register-apps';
import { startShell, wantedAtStart, type SingleSpaApi } from './start-shell';

const payload: BootPayload = {
  tenant: 'DE',
  locale: 'de-DE',
  route: { id: 'newsletter-signup', remote: 'mfe-newsletter' },
  remotes: [
    {
      name: 'mfe-newsletter',
      version: '0.1.0-b',
      assetsUrl: '/_assets/mfe-newsletter/0.1.0-b/',
      manifestUrl: '/_assets/mfe-newsletter/0.1.0-b/mf-manifest.json',
      integrity: '',
    },
  ],
  requestId: 'r1',
  status: 200,
};

function page() {
  window.history.replaceState(null, '', '/service-hilfe/newsletter/anmelden');
  document.body.innerHTML =
    '<header><a href="/">Nordhafen Versand</a></header>' +
    '<main id="main"><div data-sf-slot="mfe-newsletter" data-sf-route="newsletter-signup"><h1>Newsletter abonnieren</h1>' +
    '<form method="post" action="/api/newsletter/signup"><button type="submit">Anmelden</button></form></div></main>' +
    `<script type="application/json" id="${BOOT_PAYLOAD_ID}">${JSON.stringify(payload)}</script>`;
}

function fakeSingleSpa(statuses: Record<string, string> = {}) {
  const apps: AppRegistration[] = [];
  const handlers: ((error: Error & { appOrParcelName?: string }) => void)[] = [];
  const api: SingleSpaApi = {
    registerApplication: (config) => apps.push(config),
    start: jest.fn(),
    addErrorHandler: (handler) => handlers.push(handler),
    getAppStatus: (name) => statuses[name] ?? null,
    triggerAppChange: jest.fn(async () => undefined),
    LOAD_ERROR: 'LOAD_ERROR',
  };
  return {
    api,
    apps,
    fail: (name: string) =>
      handlers.forEach((h) => h(Object.assign(new Error('boom'), { appOrParcelName: name }))),
  };
}

const runtime = (): FederationRuntime => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
});

describe('startShell', () => {
  let stops: (() => void)[] = [];
  const start = (env: Parameters<typeof startShell>[0]) => {
    const shell = startShell({ warmUp: () => undefined, ...env });
    stops.push(shell.stop);
    return shell;
  };

  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    page();
  });

  afterEach(() => {
    for (const stop of stops) stop();
    stops = [];
  });

  it('reads the boot payload, registers the remotes and starts single-spa', () => {
    const spa = fakeSingleSpa();
    const rt = runtime();
    const read = readBootPayload(document);
    expect(read).toEqual(payload);
    const { registered } = start({ win: window, payload: read!, runtime: rt, singleSpa: spa.api });
    expect(registered).toEqual(['mfe-newsletter']);
    expect(spa.apps[0]?.name).toBe('mfe-newsletter');
    expect(rt.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mfe_newsletter', entry: 'http://localhost/_assets/mfe-newsletter/0.1.0-b/mf-manifest.json' }],
      { force: true },
    );
    expect(spa.api.start).toHaveBeenCalledWith({ urlRerouteOnly: true });
  });

  it('starts the warm-up for the remote after single-spa, with the page locale', () => {
    const spa = fakeSingleSpa();
    const order: string[] = [];
    spa.api.start = jest.fn(() => void order.push('start'));
    const warmUp = jest.fn(() => void order.push('warm-up'));
    start({ win: window, payload, runtime: runtime(), singleSpa: spa.api, warmUp });
    expect(warmUp).toHaveBeenCalledWith(payload.locale);
    expect(order).toEqual(['start', 'warm-up']);
  });

  it.each([
    ['idle', true],
    ['intent', false],
  ] as const)(
    "started for the reason %s, the main slot's remote is active without an intent of its own: %s",
    (reason, active) => {
      const spa = fakeSingleSpa();
      const lite = { pageViews: { id: () => 'pv' } as never, intended: new Set<string>(), reason };
      start({ win: window, payload, runtime: runtime(), singleSpa: spa.api, lite });
      expect(spa.apps[0]!.activeWhen(window.location)).toBe(active);
    },
  );

  it('wants a widget at start only for an intent seen in it, never for an idle start', () => {
    const lite = { pageViews: { id: () => 'pv' } as never, intended: new Set<string>() };
    expect(wantedAtStart({ ...lite, reason: 'idle' }, payload, 'mfe-newsletter-sheet')).toBe(false);
    const seen = { ...lite, intended: new Set(['mfe-newsletter-sheet']) };
    expect(wantedAtStart(seen, payload, 'mfe-newsletter-sheet')).toBe(true);
  });

  it("registers the page widgets and leaves a failing widget's server HTML without a notice", async () => {
    const widgetPayload: BootPayload = {
      ...payload,
      widgets: [{ remote: 'mfe-newsletter', slot: 'mfe-newsletter-sheet', expose: './sheet' }],
    };
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div data-sf-slot="mfe-newsletter-sheet" data-sf-route="newsletter-sheet"><a href="/service-hilfe/newsletter/anmelden">Newsletter</a></div>',
    );
    const spa = fakeSingleSpa({ 'mfe-newsletter-sheet': 'LOAD_ERROR' });
    const rt = runtime();
    const { registered } = start({ win: window, payload: widgetPayload, runtime: rt, singleSpa: spa.api });
    expect(registered).toEqual(['mfe-newsletter', 'mfe-newsletter-sheet']);
    (rt.loadRemote as jest.Mock).mockRejectedValue(new Error('net::ERR_FAILED'));
    await expect(spa.apps[1]!.app()).rejects.toThrow('REMOTE-001');
    expect(rt.loadRemote).toHaveBeenCalledWith('mfe_newsletter/sheet');
    spa.fail('mfe-newsletter-sheet');
    const slot = document.querySelector('[data-sf-slot="mfe-newsletter-sheet"]')!;
    expect(slot.innerHTML).toBe('<a href="/service-hilfe/newsletter/anmelden">Newsletter</a>');
    expect(document.querySelector('[role="status"]')).toBeNull();
  });

  it('keeps the server HTML and adds the localized notice when a remote fails to load', () => {
    const spa = fakeSingleSpa({ 'mfe-newsletter': 'LOAD_ERROR' });
    start({ win: window, payload, runtime: runtime(), singleSpa: spa.api });
    spa.fail('mfe-newsletter');
    const slot = document.querySelector('[data-sf-slot="mfe-newsletter"]')!;
    expect(slot.querySelector('[role="status"]')?.textContent).toContain(
      'Einige Funktionen dieses Bereichs stehen gerade nicht zur Verfügung.',
    );
    expect(slot.querySelector('form button')?.textContent).toBe('Anmelden');
    expect(document.querySelector('header a')?.textContent).toBe('Nordhafen Versand');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('REMOTE-001'), expect.any(Error));
  });

  it('replaces the slot with the fallback text when a remote breaks while mounting', () => {
    const spa = fakeSingleSpa({ 'mfe-newsletter': 'SKIP_BECAUSE_BROKEN' });
    start({ win: window, payload, runtime: runtime(), singleSpa: spa.api });
    spa.fail('mfe-newsletter');
    expect(document.querySelector('[data-sf-slot="mfe-newsletter"]')?.textContent).toBe(
      'Dieser Bereich kann gerade nicht angezeigt werden. Bitte laden Sie die Seite später erneut.',
    );
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('REMOTE-002'), expect.any(Error));
  });

  it('announces each new path as route:changed with a page-view id', () => {
    const spa = fakeSingleSpa();
    start({ win: window, payload, runtime: runtime(), singleSpa: spa.api });
    const seen: { path: string; pageViewId: string }[] = [];
    const off = getEventBus().on('route:changed', (e) =>
      seen.push({ path: e.path, pageViewId: e.pageViewId }),
    );
    window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
    window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
    window.history.pushState(null, '', '/service-hilfe/newsletter/anmelden/bestaetigen');
    window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
    off();
    expect(seen.map((s) => s.path)).toEqual([
      '/service-hilfe/newsletter/anmelden',
      '/service-hilfe/newsletter/anmelden/bestaetigen',
    ]);
    expect(seen[0]?.pageViewId).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1]?.pageViewId).not.toBe(seen[0]?.pageViewId);
  });

  it('ignores a missing or malformed boot payload', () => {
    document.getElementById(BOOT_PAYLOAD_ID)!.textContent = '{"tenant":"XX"}';
    expect(readBootPayload(document)).toBeNull();
    document.getElementById(BOOT_PAYLOAD_ID)!.remove();
    expect(readBootPayload(document)).toBeNull();
  });
});
