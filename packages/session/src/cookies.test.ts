import { parseCookies, readHostCookie, serializeHostCookie, sessionFlagsFromCookieHeader } from './cookies';
import { makeToken } from './test-token';

describe('parseCookies', () => {
  it('splits, trims, decodes and keeps the first of duplicate names', () => {
    expect(parseCookies(' a=1;b = two%20words ; a=2; c="quoted"; broken; =x; d=%E0%A4%A')).toEqual({
      a: '1',
      b: 'two words',
      c: 'quoted',
      d: '%E0%A4%A',
    });
  });

  it('keeps "=" inside values and handles empty headers', () => {
    expect(parseCookies('t=a.b=.c')).toEqual({ t: 'a.b=.c' });
    expect(parseCookies('')).toEqual({});
    expect(parseCookies(null)).toEqual({});
  });
});

describe('sessionFlagsFromCookieHeader', () => {
  const loginState = (li: string) => `loginState=${encodeURIComponent(JSON.stringify({ li }))}`;

  it('is anonymous without cookies or with garbage', () => {
    expect(sessionFlagsFromCookieHeader(undefined)).toEqual({ loggedIn: false, softLoggedIn: false });
    expect(sessionFlagsFromCookieHeader('ecToken=garbage; loginState=%7Bnope')).toEqual({
      loggedIn: false,
      softLoggedIn: false,
    });
  });

  it("is never logged in by the login-state cookie alone (li='1' is a UI hint)", () => {
    expect(sessionFlagsFromCookieHeader(`x=1; ${loginState('1')}`)).toEqual({
      loggedIn: false,
      softLoggedIn: false,
    });
  });

  it('is soft-logged-in by a token of type 1, logged in by another non-zero type', () => {
    const soft = makeToken({ exp: 9_999_999_999, type: 1 });
    const full = makeToken({ exp: 9_999_999_999, type: 3 });
    expect(sessionFlagsFromCookieHeader(`ecToken=${soft}; ${loginState('0')}`)).toEqual({
      loggedIn: true,
      softLoggedIn: true,
    });
    expect(sessionFlagsFromCookieHeader(`ecToken=${full}`)).toEqual({ loggedIn: true, softLoggedIn: false });
    expect(sessionFlagsFromCookieHeader(`ecToken=${makeToken({ exp: 1, type: 0 })}`)).toEqual({
      loggedIn: false,
      softLoggedIn: false,
    });
  });
});

describe('our cookies by the __Host- policy', () => {
  it('prefixes the name and adds Secure only over TLS', () => {
    expect(serializeHostCookie('sf_bucket', 'a b', { secure: true, maxAge: 60 })).toBe(
      '__Host-sf_bucket=a%20b; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
    expect(serializeHostCookie('sf_consent', 'v=1', { secure: false, httpOnly: false })).toBe(
      'sf_consent=v%3D1; Path=/; SameSite=Lax',
    );
  });

  it('reads only the prefixed cookie over TLS, so a planted unprefixed one does not count', () => {
    const header = 'sf_bucket=planted; __Host-sf_bucket=real';
    expect(readHostCookie(header, 'sf_bucket', true)).toBe('real');
    expect(readHostCookie('sf_bucket=planted', 'sf_bucket', true)).toBeUndefined();
    expect(readHostCookie(header, 'sf_bucket', false)).toBe('planted');
  });

  it('reads the session flags from the prefixed token cookie over TLS', () => {
    const token = makeToken({ exp: 9_999_999_999, type: 2 });
    expect(sessionFlagsFromCookieHeader(`__Host-ecToken=${token}`, { secure: true }).loggedIn).toBe(true);
    expect(sessionFlagsFromCookieHeader(`ecToken=${token}`, { secure: true }).loggedIn).toBe(false);
  });
});
