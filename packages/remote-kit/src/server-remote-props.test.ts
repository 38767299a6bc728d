import { pickRemoteProps, serverRemoteProps } from './server-remote-props';

describe('serverRemoteProps', () => {
  it('gives the server render the page facts, a silent bus, no token, and no slot', () => {
    const props = serverRemoteProps({
      tenant: 'CH',
      locale: 'fr-CH',
      routes: [{ id: 'basket', path: '/fr/warenkorb' }],
      session: { loggedIn: true, softLoggedIn: false },
    });
    expect(props).toEqual(
      expect.objectContaining({
        tenant: 'CH',
        locale: 'fr-CH',
        routes: [{ id: 'basket', path: '/fr/warenkorb' }],
      }),
    );
    expect(props.session.flags()).toEqual({ loggedIn: true, softLoggedIn: false });
    expect(props.session.token()).toBeNull();
    expect(() => props.eventBus.emit({ type: 'toast:clear', v: 1 })).not.toThrow();
    expect(() => props.domElement).toThrow('domElement is not available while rendering on the server');
  });

  it('keeps only the contract’s fields of what single-spa passes', () => {
    const domElement = document.createElement('div');
    const eventBus = { emit: jest.fn(), on: jest.fn() };
    const session = { flags: () => ({ loggedIn: false, softLoggedIn: false }), token: () => null };
    const spa = {
      tenant: 'DE' as const,
      locale: 'de-DE' as const,
      routes: [],
      eventBus,
      session,
      domElement,
      name: 'mfe-x',
      singleSpa: {},
      mountParcel: jest.fn(),
    };
    expect(pickRemoteProps(spa)).toEqual({
      tenant: 'DE',
      locale: 'de-DE',
      routes: [],
      eventBus,
      session,
      domElement,
    });
    expect(Object.keys(pickRemoteProps(spa))).not.toContain('singleSpa');
  });
});
