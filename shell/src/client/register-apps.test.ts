import type { BootPayload, RemoteLifecycles } from '@sf/contracts';
import { registerRemoteApps, registerWidgetApps, type AppRegistration } from './register-apps';

const payload: BootPayload = {
  tenant: 'DE',
  locale: 'de-DE',
  route: { id: 'newsletter-signup', remote: 'mfe-newsletter' },
  remotes: [
    {
      name: 'shell',
      version: '0.1.0-aaaa',
      assetsUrl: '/_assets/shell/0.1.0-aaaa/',
      manifestUrl: '/_assets/shell/0.1.0-aaaa/mf-manifest.json',
      integrity: '',
    },
    {
      name: 'mfe-newsletter',
      version: '0.1.0-bbbb',
      assetsUrl: '/_assets/mfe-newsletter/0.1.0-bbbb/',
      manifestUrl: '/_assets/mfe-newsletter/0.1.0-bbbb/mf-manifest.json',
      integrity: 'sha384-x',
    },
    {
      name: 'mfe-basket-checkout',
      version: '0.1.0-cccc',
      assetsUrl: '/_assets/mfe-basket-checkout/0.1.0-cccc/',
      manifestUrl: '/_assets/mfe-basket-checkout/0.1.0-cccc/mf-manifest.json',
      integrity: '',
    },
    {
      name: 'mfe-unknown',
      version: '1',
      assetsUrl: '/_assets/x/',
      manifestUrl: '/_assets/x/mf-manifest.json',
      integrity: '',
    },
  ],
  requestId: 'r1',
  status: 200,
};

function setup(slotHtml = '<h1>Newsletter</h1>', attrs = '') {
  document.body.innerHTML = `<main id="main"><div data-sf-slot="mfe-newsletter" data-sf-route="newsletter-signup"${attrs}>${slotHtml}</div></main>`;
  const configs: AppRegistration[] = [];
  const lifecycles = {
    bootstrap: jest.fn(),
    mount: jest.fn(),
    unmount: jest.fn(),
  } as unknown as RemoteLifecycles;
  const load = jest.fn(async () => lifecycles);
  const eventBus = { emit: jest.fn(), on: jest.fn(() => () => undefined) };
  const session = { flags: () => ({ loggedIn: false, softLoggedIn: false }), token: () => null };
  const loadExpose = jest.fn(async () => lifecycles);
  const reroute = jest.fn();
  const names = registerRemoteApps(payload, {
    registerApplication: (c) => configs.push(c),
    load,
    loadExpose,
    reroute,
    eventBus,
    session,
    doc: document,
  });
  return { configs, names, load, loadExpose, eventBus, session, lifecycles, reroute };
}

/** What a shopper's first touch of the slot's server HTML sends. */
function touch(): void {
  document
    .querySelector('[data-sf-slot="mfe-newsletter"] h1')
    ?.dispatchEvent(new Event('pointerover', { bubbles: true }));
}

const at = (pathname: string) => ({ pathname }) as Location;

describe('registerRemoteApps', () => {
  it('registers every remote that owns routes in the locale, never the shell or unknown apps', () => {
    const { names } = setup();
    expect(names).toEqual(['mfe-newsletter', 'mfe-basket-checkout']);
  });

  it('hydrates server HTML on the first intent in the slot, not with the page', () => {
    const { configs, reroute } = setup('<h1>Newsletter</h1><form><input name="email"></form>');
    const newsletter = configs[0]!;
    expect(newsletter.activeWhen(at('/service-hilfe/newsletter/anmelden'))).toBe(false);
    document.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(reroute).toHaveBeenCalledTimes(1);
    touch();
    expect(reroute).toHaveBeenCalledTimes(1);
    expect(newsletter.activeWhen(at('/service-hilfe/newsletter/anmelden'))).toBe(true);
  });

  it('counts the intent as made when the focus is already in the slot as the shell starts', () => {
    document.body.innerHTML =
      '<main id="main"><div data-sf-slot="mfe-newsletter" data-sf-route="newsletter-signup"><form><input name="email"></form></div></main>';
    document.querySelector('input')!.focus();
    const configs: AppRegistration[] = [];
    const deps = {
      registerApplication: (c: AppRegistration) => configs.push(c),
      load: jest.fn(),
      loadExpose: jest.fn(),
      eventBus: { emit: jest.fn(), on: jest.fn(() => () => undefined) },
      session: { flags: () => ({ loggedIn: false, softLoggedIn: false }), token: () => null },
      doc: document,
    };
    registerRemoteApps(payload, deps);
    expect(configs[0]!.activeWhen(at('/service-hilfe/newsletter/anmelden'))).toBe(true);
  });

  it('mounts at once into an empty slot or over the composer fallback', () => {
    expect(setup('').configs[0]!.activeWhen(at('/service-hilfe/newsletter/anmelden'))).toBe(true);
    const fallback = setup('<p role="status">Fehler</p>', ' data-sf-fallback=""');
    expect(fallback.configs[0]!.activeWhen(at('/service-hilfe/newsletter/anmelden'))).toBe(true);
  });

  it('activates a remote on its routes only when its slot is in the page', () => {
    const { configs } = setup();
    touch();
    const [newsletter, basket] = configs;
    expect(newsletter?.activeWhen(at('/service-hilfe/newsletter/anmelden'))).toBe(true);
    expect(newsletter?.activeWhen(at('/service-hilfe/newsletter/anmelden/bestaetigen'))).toBe(true);
    expect(newsletter?.activeWhen(at('/warenkorb'))).toBe(false);
    // the basket owns /warenkorb, but this page has no basket slot
    expect(basket?.activeWhen(at('/warenkorb'))).toBe(false);
  });

  it('gives the remote its RemoteProps with the slot as domElement and its localized routes', () => {
    const { configs, eventBus, session } = setup();
    const props = configs[0]!.customProps();
    expect(props.domElement).toBe(document.querySelector('[data-sf-slot="mfe-newsletter"]'));
    expect(props).toEqual(expect.objectContaining({ tenant: 'DE', locale: 'de-DE', eventBus, session }));
    expect(props.routes).toContainEqual({
      id: 'newsletter-signup',
      path: '/service-hilfe/newsletter/anmelden',
    });
  });

  it('takes the routes from the boot payload when the composer wrote them (a page its own deploy added)', () => {
    document.body.innerHTML =
      '<main id="main"><div data-sf-slot="mfe-newsletter" data-sf-route="newsletter-signup"></div></main>';
    const configs: AppRegistration[] = [];
    const names = registerRemoteApps(
      {
        ...payload,
        route: { id: 'newsletter-campaign', remote: 'mfe-newsletter' },
        routes: [{ id: 'newsletter-campaign', remote: 'mfe-newsletter', match: 'exact', paths: ['/aktion'] }],
      },
      {
        registerApplication: (c) => configs.push(c),
        load: jest.fn(),
        loadExpose: jest.fn(),
        eventBus: { emit: jest.fn(), on: jest.fn(() => () => undefined) },
        session: { flags: () => ({ loggedIn: false, softLoggedIn: false }), token: () => null },
        doc: document,
      },
    );
    // the basket owns no route of this page's payload: it is not registered here
    expect(names).toEqual(['mfe-newsletter']);
    expect(configs[0]!.activeWhen(at('/aktion/'))).toBe(true);
    expect(configs[0]!.activeWhen(at('/service-hilfe/newsletter/anmelden'))).toBe(false);
    expect(configs[0]!.customProps().routes).toEqual([{ id: 'newsletter-campaign', path: '/aktion' }]);
  });

  it('loads the remote through the injected loader', async () => {
    const { configs, load, lifecycles } = setup();
    await expect(configs[0]!.app()).resolves.toBe(lifecycles);
    expect(load).toHaveBeenCalledWith('mfe-newsletter');
  });
});

describe('registerWidgetApps', () => {
  const sheet = { remote: 'mfe-newsletter', slot: 'mfe-newsletter-sheet', expose: './sheet' };
  const home: BootPayload = {
    ...payload,
    route: { id: 'home', remote: 'shell' },
    widgets: [sheet, { remote: 'mfe-not-deployed', slot: 'mfe-not-deployed-widget', expose: './widget' }],
  };

  function setupWidgets(p: BootPayload) {
    document.body.innerHTML =
      '<main id="main"><h1>Start</h1></main><div data-sf-slot="mfe-newsletter-sheet" data-sf-route="newsletter-sheet"><a href="/x">Newsletter</a></div>';
    const configs: AppRegistration[] = [];
    const lifecycles = {
      bootstrap: jest.fn(),
      mount: jest.fn(),
      unmount: jest.fn(),
    } as unknown as RemoteLifecycles;
    const load = jest.fn(async () => lifecycles);
    const loadExpose = jest.fn(async () => lifecycles);
    const eventBus = { emit: jest.fn(), on: jest.fn(() => () => undefined) };
    const session = { flags: () => ({ loggedIn: false, softLoggedIn: false }), token: () => null };
    const reroute = jest.fn();
    const names = registerWidgetApps(p, {
      registerApplication: (c) => configs.push(c),
      load,
      loadExpose,
      reroute,
      eventBus,
      session,
      doc: document,
    });
    return { configs, names, load, loadExpose, reroute, lifecycles, eventBus, session };
  }

  it('registers each widget of a deployed remote by its slot name; none without widgets', () => {
    expect(setupWidgets(home).names).toEqual(['mfe-newsletter-sheet']);
    expect(setupWidgets(payload).names).toEqual([]);
  });

  it('stays out of the first load: active only after intent on its slot, then on any path', () => {
    const { configs, reroute } = setupWidgets(home);
    expect(configs[0]?.activeWhen(at('/'))).toBe(false);
    const slot = document.querySelector('[data-sf-slot="mfe-newsletter-sheet"]')!;
    slot.querySelector('a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(reroute).toHaveBeenCalledTimes(1);
    slot.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(reroute).toHaveBeenCalledTimes(1);
    expect(configs[0]?.activeWhen(at('/'))).toBe(true);
    expect(configs[0]?.activeWhen(at('/service-hilfe/ueber-uns'))).toBe(true);
    document.querySelector('[data-sf-slot="mfe-newsletter-sheet"]')?.remove();
    expect(configs[0]?.activeWhen(at('/'))).toBe(false);
    expect(() => configs[0]?.customProps()).toThrow('the slot of mfe-newsletter-sheet is not in the page');
  });

  it('loads the widget expose and mounts it with the remote props into the widget slot', async () => {
    const { configs, load, loadExpose, lifecycles, eventBus, session } = setupWidgets(home);
    await expect(configs[0]!.app()).resolves.toBe(lifecycles);
    expect(loadExpose).toHaveBeenCalledWith('mfe-newsletter', './sheet');
    expect(load).not.toHaveBeenCalled();
    const props = configs[0]!.customProps();
    expect(props.domElement).toBe(document.querySelector('[data-sf-slot="mfe-newsletter-sheet"]'));
    expect(props).toEqual(expect.objectContaining({ tenant: 'DE', locale: 'de-DE', eventBus, session }));
    expect(props.routes).toContainEqual({
      id: 'newsletter-signup',
      path: '/service-hilfe/newsletter/anmelden',
    });
  });
});
