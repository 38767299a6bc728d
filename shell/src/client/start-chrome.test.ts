import { BOOT_PAYLOAD_ID, type BootPayload } from '@sf/contracts';
import { getEventBus } from '@sf/event-bus';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FederationRuntime } from './federation';
import { PRELOADED_EVENT, type LiteHandoff } from './lite-handoff';
import type { AppRegistration } from './register-apps';
import { startChrome, type HostReason } from './start-chrome';
import { startShell, type SingleSpaApi } from './start-shell';

const payload: BootPayload = {
  tenant: 'DE',
  locale: 'de-DE',
  route: { id: 'newsletter-signup', remote: 'mfe-newsletter' },
  remotes: [
    {
      name: 'shell',
      version: '0.1.0-a',
      assetsUrl: '/_assets/shell/0.1.0-a/',
      manifestUrl: '/_assets/shell/0.1.0-a/mf-manifest.json',
      integrity: '',
    },
    {
      name: 'mfe-newsletter',
      version: '0.1.0-b',
      assetsUrl: '/_assets/mfe-newsletter/0.1.0-b/',
      manifestUrl: '/_assets/mfe-newsletter/0.1.0-b/mf-manifest.json',
      integrity: '',
    },
  ],
  widgets: [{ remote: 'mfe-newsletter', slot: 'mfe-newsletter-sheet', expose: './sheet' }],
  requestId: 'r1',
  status: 200,
};

const FORM =
  '<h1>Newsletter abonnieren</h1><form method="post" action="/api/newsletter/signup"><label>E-Mail-Adresse <input name="email" type="email"></label><button type="submit">Anmelden</button></form>';

function page(slot: string) {
  window.history.replaceState(null, '', '/service-hilfe/newsletter/anmelden');
  document.cookie = 'GlycerinPageViewId=; max-age=0; path=/';
  document.body.innerHTML =
    '<header><div data-sf-color-mode-field hidden><select data-sf-color-mode aria-label="Farbmodus"><option value="system">System</option><option value="dark">Dunkel</option></select></div></header>' +
    `<main id="main">${slot}</main>` +
    '<footer><div data-sf-slot="mfe-newsletter-sheet"><a href="/service-hilfe/newsletter/anmelden">Newsletter abonnieren</a></div></footer>' +
    `<script type="application/json" id="${BOOT_PAYLOAD_ID}">${JSON.stringify(payload)}</script>`;
}

function start(p: BootPayload | null = payload) {
  const loads: { handoff: LiteHandoff; reason: HostReason }[] = [];
  const chrome = startChrome({
    win: window,
    bus: getEventBus(),
    payload: p,
    loadHost: (handoff, reason) => loads.push({ handoff, reason }),
  });
  return { chrome, loads };
}

describe('startChrome (the light entry)', () => {
  it('enhances the chrome and starts the page-view id without loading the host when the remote has server HTML', () => {
    page(`<div data-sf-slot="mfe-newsletter">${FORM}</div>`);
    jest.useFakeTimers();
    try {
      const { chrome, loads } = start();
      // the chrome's enhancements a task after the light entry's own (decision 0296)
      expect(screen.queryByRole('combobox', { name: 'Farbmodus' })).toBeNull();
      jest.runOnlyPendingTimers();
      expect(screen.getByRole('combobox', { name: 'Farbmodus' })).toBeVisible();
      expect(document.cookie).toContain(`GlycerinPageViewId=${chrome.pageViews.id()}`);
      expect(chrome.pageViews.id()).toMatch(/^[0-9a-f-]{36}$/);
      expect(loads).toEqual([]);
      expect(chrome.hostRequested()).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('reads the cookies once, before writing the page-view id, and the chrome task reads none (decision 0297)', () => {
    page(`<div data-sf-slot="mfe-newsletter">${FORM}</div>`);
    const calls: string[] = [];
    const read = jest.spyOn(Document.prototype, 'cookie', 'get').mockImplementation(function (
      this: Document,
    ) {
      calls.push('read');
      return 'sf_mode=dark';
    });
    const write = jest.spyOn(Document.prototype, 'cookie', 'set').mockImplementation((value: string) => {
      calls.push(`write ${value.split('=')[0]}`);
    });
    jest.useFakeTimers();
    try {
      start();
      expect(calls[0]).toBe('read');
      expect(calls.slice(1).every((c) => c.startsWith('write GlycerinPageViewId'))).toBe(true);
      calls.length = 0;
      jest.runOnlyPendingTimers();
      // the chrome: the mode the cookie repeats and the consent banner, from the light entry's read
      expect(screen.getByRole('combobox', { name: 'Farbmodus' })).toHaveValue('dark');
      expect(calls).toEqual([]);
    } finally {
      jest.useRealTimers();
      read.mockRestore();
      write.mockRestore();
      document.cookie = 'sf_mode=; max-age=0; path=/';
    }
  });

  it.each([
    ['an empty slot', '<div data-sf-slot="mfe-newsletter"></div>'],
    [
      "the composer's fallback",
      '<div data-sf-slot="mfe-newsletter" data-sf-fallback><p>Dieser Bereich kann gerade nicht angezeigt werden.</p></div>',
    ],
  ])('loads the host at once for %s (the remote must render)', (_, slot) => {
    page(slot);
    const { loads } = start();
    expect(loads.map((l) => l.reason)).toEqual(['empty-slot']);
    expect([...loads[0]!.handoff.intended]).toEqual([]);
  });

  it("loads the host once, on the first intent in the remote's slot, and notes the slot for the host", async () => {
    page(`<div data-sf-slot="mfe-newsletter">${FORM}</div>`);
    const { chrome, loads } = start();
    await userEvent.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'kim@example.org');
    expect(loads.map((l) => l.reason)).toEqual(['intent']);
    expect(loads[0]!.handoff.pageViews).toBe(chrome.pageViews);
    expect(chrome.intended.has('mfe-newsletter')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('kim@example.org');
  });

  it('loads the host once the preload says the files are in the cache (reason idle), and not again on the intent', async () => {
    page(`<div data-sf-slot="mfe-newsletter">${FORM}</div>`);
    const { loads } = start();
    document.dispatchEvent(new Event(PRELOADED_EVENT));
    expect(loads.map((l) => l.reason)).toEqual(['idle']);
    expect(loads[0]!.handoff.reason).toBe('idle');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'k');
    document.dispatchEvent(new Event(PRELOADED_EVENT));
    expect(loads).toHaveLength(1);
  });

  it("loads the host on the first intent in a widget's slot and notes the widget", async () => {
    page(`<div data-sf-slot="mfe-newsletter">${FORM}</div>`);
    const { chrome, loads } = start();
    screen.getByRole('link', { name: 'Newsletter abonnieren' }).focus();
    expect(loads).toHaveLength(1);
    expect(chrome.intended.has('mfe-newsletter-sheet')).toBe(true);
  });

  it('loads no host on a page without a boot payload', () => {
    page('<div data-sf-slot="mfe-newsletter"></div>');
    const { loads } = start(null);
    expect(loads).toEqual([]);
  });
});

describe('startShell after the light entry', () => {
  const fakeSpa = () => {
    const apps: AppRegistration[] = [];
    const api: SingleSpaApi = {
      registerApplication: (config) => apps.push(config),
      start: jest.fn(),
      addErrorHandler: jest.fn(),
      getAppStatus: () => null,
      triggerAppChange: jest.fn(async () => undefined),
      LOAD_ERROR: 'LOAD_ERROR',
    };
    return { api, apps };
  };
  const runtime = (): FederationRuntime => ({
    registerRemotes: jest.fn(),
    registerPlugins: jest.fn(),
    loadRemote: jest.fn(),
  });

  it('activates a remote and a widget whose intent the light entry saw, and keeps its page-view id', async () => {
    page(`<div data-sf-slot="mfe-newsletter">${FORM}</div>`);
    const { chrome, loads } = start();
    await userEvent.hover(screen.getByRole('button', { name: 'Anmelden' }));
    await userEvent.hover(screen.getByRole('link', { name: 'Newsletter abonnieren' }));
    await userEvent.unhover(screen.getByRole('link', { name: 'Newsletter abonnieren' }));
    expect(loads).toHaveLength(1);
    const spa = fakeSpa();
    const shell = startShell({
      win: window,
      payload,
      runtime: runtime(),
      singleSpa: spa.api,
      warmUp: () => undefined,
      lite: loads[0]!.handoff,
    });
    const [remote, widget] = spa.apps;
    expect(remote?.activeWhen(window.location)).toBe(true);
    expect(widget?.activeWhen(window.location)).toBe(true);
    const ids: string[] = [];
    const off = getEventBus().on('route:changed', (e) => ids.push(e.pageViewId));
    window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
    off();
    expect(ids).toEqual([chrome.pageViews.id()]);
    shell.stop();
  });

  it('leaves a remote without an intent inactive until the shopper shows one', () => {
    page(`<div data-sf-slot="mfe-newsletter">${FORM}</div>`);
    const { chrome } = start();
    const spa = fakeSpa();
    const shell = startShell({
      win: window,
      payload,
      runtime: runtime(),
      singleSpa: spa.api,
      warmUp: () => undefined,
      lite: { pageViews: chrome.pageViews, intended: chrome.intended },
    });
    expect(spa.apps[0]?.activeWhen(window.location)).toBe(false);
    screen.getByRole('textbox', { name: 'E-Mail-Adresse' }).focus();
    expect(spa.apps[0]?.activeWhen(window.location)).toBe(true);
    expect(spa.api.triggerAppChange).toHaveBeenCalled();
    shell.stop();
  });
});
