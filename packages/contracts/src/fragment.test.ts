import {
  fragmentPath,
  fragmentRequestHeaders,
  readFragmentContext,
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
