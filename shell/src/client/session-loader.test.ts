import { cookieSessionLoader } from './session-loader';

describe('cookieSessionLoader', () => {
  it('reads the token and the login state from the cookies', async () => {
    const doc = { cookie: `ecToken=abc.def.ghi; loginState=${encodeURIComponent(JSON.stringify({ li: '1', ca: '0' }))}; other=1` };
    await expect(cookieSessionLoader(doc)()).resolves.toEqual({ token: 'abc.def.ghi', loginState: expect.objectContaining({ li: '1' }) });
  });

  it('is anonymous without cookies', async () => {
    await expect(cookieSessionLoader({ cookie: '' })()).resolves.toEqual({ token: null, loginState: null });
  });

  it('reads the __Host- prefixed cookies over TLS and ignores unprefixed ones there', async () => {
    const li = encodeURIComponent(JSON.stringify({ li: '1' }));
    const doc = { cookie: `ecToken=planted; loginState=${li}; __Host-ecToken=abc.def.ghi`, location: { protocol: 'https:' } };
    await expect(cookieSessionLoader(doc)()).resolves.toEqual({ token: 'abc.def.ghi', loginState: null });
  });
});
