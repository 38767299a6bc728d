import {
  fragmentPath,
  fragmentRequestHeaders,
  readFragmentContext,
  routesPath,
  slotAttributes,
  slotSelector,
} from './fragment';

describe('fragment protocol', () => {
  const ctx = {
    tenant: 'CH',
    locale: 'fr-CH',
    path: '/fr/aide-service/newsletter/inscription?x=1',
    session: { loggedIn: true, softLoggedIn: false },
    requestId: 'req-1',
  } as const;

  it('round-trips the context through request headers', () => {
    const headers = new Headers(fragmentRequestHeaders(ctx));
    expect(readFragmentContext(headers)).toEqual(ctx);
  });

  it('refuses missing or malformed headers', () => {
    const headers = new Headers(fragmentRequestHeaders(ctx));
    headers.set('x-sf-locale', 'en-US');
    expect(readFragmentContext(headers)).toBeNull();
    const noPath = new Headers(fragmentRequestHeaders(ctx));
    noPath.set('x-sf-path', 'relative');
    expect(readFragmentContext(noPath)).toBeNull();
    const badSession = new Headers(fragmentRequestHeaders(ctx));
    badSession.set('x-sf-session', '{not json');
    expect(readFragmentContext(badSession)).toBeNull();
  });

  it('treats session flags as booleans only', () => {
    const headers = new Headers(fragmentRequestHeaders(ctx));
    headers.set('x-sf-session', '{"loggedIn":"yes","softLoggedIn":true}');
    expect(readFragmentContext(headers)?.session).toEqual({ loggedIn: false, softLoggedIn: true });
  });

  it('names fragment paths and slots', () => {
    expect(fragmentPath('newsletter signup')).toBe('/fragment/newsletter%20signup');
    expect(slotAttributes('mfe-newsletter', 'newsletter-signup')).toEqual({
      'data-sf-slot': 'mfe-newsletter',
      'data-sf-route': 'newsletter-signup',
    });
    expect(slotSelector('mfe-newsletter')).toBe('[data-sf-slot="mfe-newsletter"]');
  });
});

describe('the route table revision (decision 0235)', () => {
  const ctx = {
    tenant: 'DE',
    locale: 'de-DE',
    path: '/',
    session: { loggedIn: false, softLoggedIn: false },
    requestId: 'r',
  } as const;

  it('travels as x-sf-routes when the composer knows it, and only in its own form', () => {
    expect(
      readFragmentContext(new Headers(fragmentRequestHeaders({ ...ctx, routes: 'r1a2-77' })))?.routes,
    ).toBe('r1a2-77');
    expect(fragmentRequestHeaders(ctx)).not.toHaveProperty('x-sf-routes');
    const forged = new Headers(fragmentRequestHeaders(ctx));
    forged.set('x-sf-routes', '../../etc');
    expect(readFragmentContext(forged)).toEqual(ctx);
    expect(routesPath('r1a2-77')).toBe('/_sf/routes/r1a2-77');
  });
});
