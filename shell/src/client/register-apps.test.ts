import type { BootPayload, RemoteLifecycles } from '@sf/contracts';
import { registerRemoteApps, type AppRegistration } from './register-apps';

const payload: BootPayload = {
  tenant: 'DE',
  locale: 'de-DE',
  route: { id: 'newsletter-signup', remote: 'mfe-newsletter' },
  remotes: [
    { name: 'shell', version: '0.1.0-aaaa', assetsUrl: '/_assets/shell/0.1.0-aaaa/', manifestUrl: '/_assets/shell/0.1.0-aaaa/mf-manifest.json', integrity: '' },
    { name: 'mfe-newsletter', version: '0.1.0-bbbb', assetsUrl: '/_assets/mfe-newsletter/0.1.0-bbbb/', manifestUrl: '/_assets/mfe-newsletter/0.1.0-bbbb/mf-manifest.json', integrity: 'sha384-x' },
    { name: 'mfe-basket-checkout', version: '0.1.0-cccc', assetsUrl: '/_assets/mfe-basket-checkout/0.1.0-cccc/', manifestUrl: '/_assets/mfe-basket-checkout/0.1.0-cccc/mf-manifest.json', integrity: '' },
    { name: 'mfe-unknown', version: '1', assetsUrl: '/_assets/x/', manifestUrl: '/_assets/x/mf-manifest.json', integrity: '' },
  ],
  requestId: 'r1',
  status: 200,
};

function setup() {
  document.body.innerHTML = '<main id="main"><div data-sf-slot="mfe-newsletter" data-sf-route="newsletter-signup"><h1>Newsletter</h1></div></main>';
  const configs: AppRegistration[] = [];
  const lifecycles = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() } as unknown as RemoteLifecycles;
  const load = jest.fn(async () => lifecycles);
  const eventBus = { emit: jest.fn(), on: jest.fn(() => () => undefined) };
  const session = { flags: () => ({ loggedIn: false, softLoggedIn: false }), token: () => null };
  const names = registerRemoteApps(payload, { registerApplication: (c) => configs.push(c), load, eventBus, session, doc: document });
  return { configs, names, load, eventBus, session, lifecycles };
}

const at = (pathname: string) => ({ pathname }) as Location;

describe('registerRemoteApps', () => {
  it('registers every remote that owns routes in the locale, never the shell or unknown apps', () => {
    const { names } = setup();
    expect(names).toEqual(['mfe-newsletter', 'mfe-basket-checkout']);
  });

  it('activates a remote on its routes only when its slot is in the page', () => {
    const { configs } = setup();
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
    expect(props.routes).toContainEqual({ id: 'newsletter-signup', path: '/service-hilfe/newsletter/anmelden' });
  });

  it('loads the remote through the injected loader', async () => {
    const { configs, load, lifecycles } = setup();
    await expect(configs[0]!.app()).resolves.toBe(lifecycles);
    expect(load).toHaveBeenCalledWith('mfe-newsletter');
  });
});
