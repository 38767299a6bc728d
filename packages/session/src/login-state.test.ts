import { authState, loginFlags, parseLoginState, serializeLoginStateCookie } from './login-state';
import { parseCookies } from './cookies';
import { parseToken } from './token';
import { makeToken } from './test-token';

describe('parseLoginState', () => {
  it('reads li, ca, bop and np from raw or URI-encoded JSON', () => {
    const json = JSON.stringify({ li: '1', ca: '0', bop: '1', np: '0', other: 'x' });
    expect(parseLoginState(json)).toEqual({ li: '1', ca: '0', bop: '1', np: '0' });
    expect(parseLoginState(encodeURIComponent(json))).toEqual({ li: '1', ca: '0', bop: '1', np: '0' });
  });

  it('normalizes numbers and booleans', () => {
    expect(parseLoginState('{"li":1,"np":true,"ca":false}')).toEqual({ li: '1', np: '1', ca: '0' });
  });

  it.each([undefined, null, '', '   ', 'li=1', '[1]', 'null', '"1"', '%7B'])('gives null for %p', (value) => {
    expect(parseLoginState(value)).toBeNull();
  });
});

describe('authState', () => {
  const token = (type: number) => parseToken(makeToken({ exp: 1, type }));

  it.each([
    ['nothing', null, null, { loggedIn: false, softLoggedIn: false }],
    ['anonymous token', token(0), { li: '0' }, { loggedIn: false, softLoggedIn: false }],
    ["li='1' alone", null, { li: '1' }, { loggedIn: true, softLoggedIn: false }],
    ['soft-logged-in token', token(1), null, { loggedIn: true, softLoggedIn: true }],
    ['logged-in token type 2', token(2), { li: '0' }, { loggedIn: true, softLoggedIn: false }],
    ['logged-in token type 7', token(7), null, { loggedIn: true, softLoggedIn: false }],
  ])('%s', (_label, t, ls, expected) => {
    expect(authState(t, ls)).toEqual(expected);
  });
});

describe('loginFlags', () => {
  it('reads credit affinity, bonus program and no-password flags', () => {
    expect(loginFlags({ ca: '1', bop: '0', np: 'true' })).toEqual({
      creditAffinity: true,
      bonusProgram: false,
      noPassword: true,
    });
    expect(loginFlags(null)).toEqual({ creditAffinity: false, bonusProgram: false, noPassword: false });
  });
});

describe('serializeLoginStateCookie', () => {
  it('writes a one-day script-readable cookie, __Host- prefixed and Secure over TLS, that parses back', () => {
    const header = serializeLoginStateCookie({ li: '1', bop: '1' }, { secure: true });
    expect(header).toBe(
      '__Host-loginState=%7B%22li%22%3A%221%22%2C%22bop%22%3A%221%22%7D; Max-Age=86400; Path=/; Secure; SameSite=Lax',
    );
    const value = header.split(';')[0]!;
    expect(parseLoginState(parseCookies(value)['__Host-loginState'])).toEqual({ li: '1', bop: '1' });
    const plain = serializeLoginStateCookie({ li: '0' }, { secure: false });
    expect(plain).toMatch(/^loginState=/);
    expect(plain).not.toContain('Secure');
    expect(plain).not.toContain('HttpOnly');
  });
});
