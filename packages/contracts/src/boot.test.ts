import fc from 'fast-check';
import { isBootPayload, serializeForScript } from './boot';
import { appError, describeError, isAppError } from './errors';
import { isRemoteLifecycles } from './lifecycle';

describe('boot payload', () => {
  const payload = {
    tenant: 'NL',
    locale: 'nl-NL',
    route: { id: 'home', remote: 'shell' },
    remotes: [
      { name: 'shell', version: '1', assetsUrl: '/a/', manifestUrl: '/a/mf-manifest.json', integrity: '' },
    ],
    requestId: 'r',
    status: 200,
  };
  it('accepts a composer payload and rejects a foreign locale', () => {
    expect(isBootPayload(payload)).toBe(true);
    expect(isBootPayload({ ...payload, locale: 'en-GB' })).toBe(false);
  });
  it('accepts absent or well-formed page widgets and rejects malformed ones', () => {
    const widget = { remote: 'mfe-newsletter', slot: 'mfe-newsletter-sheet', expose: './sheet' };
    expect(isBootPayload({ ...payload, widgets: [] })).toBe(true);
    expect(isBootPayload({ ...payload, widgets: [widget] })).toBe(true);
    expect(isBootPayload({ ...payload, widgets: widget })).toBe(false);
    expect(
      isBootPayload({ ...payload, widgets: [{ remote: 'mfe-newsletter', slot: 'mfe-newsletter-sheet' }] }),
    ).toBe(false);
    expect(isBootPayload({ ...payload, widgets: [null] })).toBe(false);
  });
  it('accepts the service worker modes and nothing else', () => {
    expect(isBootPayload({ ...payload, serviceWorker: 'on' })).toBe(true);
    expect(isBootPayload({ ...payload, serviceWorker: 'off' })).toBe(true);
    expect(isBootPayload({ ...payload, serviceWorker: true })).toBe(false);
    expect(isBootPayload({ ...payload, serviceWorker: 'maybe' })).toBe(false);
  });
  it('accepts the links of the other owners’ pages as id → path (decision 0235)', () => {
    expect(isBootPayload({ ...payload, links: { basket: '/warenkorb' } })).toBe(true);
    expect(isBootPayload({ ...payload, links: { basket: 1 } })).toBe(false);
    expect(isBootPayload({ ...payload, links: ['/warenkorb'] })).toBe(false);
  });
  it('serializes JSON that cannot close its script element', () => {
    const text = serializeForScript({ html: '</script><script>alert(1)</script>', amp: 'a&b' });
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('&');
    expect(JSON.parse(text)).toEqual({ html: '</script><script>alert(1)</script>', amp: 'a&b' });
  });

  it('escapes every character that could end the script or the line, for any value, and reads back the same', () => {
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.string({ unit: fc.constantFrom('<', '>', '&', '\u2028', '\u2029', 'a', '/') }),
        (value, text) => {
          for (const v of [value, { text }]) {
            const out = serializeForScript(v);
            expect(out).not.toMatch(/[<>&\u2028\u2029]/);
            expect(JSON.parse(out)).toEqual(JSON.parse(JSON.stringify(v)));
          }
        },
      ),
      { seed: 20261126, numRuns: 300 },
    );
  });
});

describe('errors and lifecycles', () => {
  it('gives each code its status', () => {
    const err = appError('API-422', 'Die E-Mail-Adresse ist nicht gültig.', { email: 'invalid' });
    expect(err.status).toBe(422);
    expect(isAppError(err)).toBe(true);
    expect(isAppError({ code: 'NOPE', status: 1, message: '' })).toBe(false);
    expect(describeError('COMPOSER-003')).toBe('COMPOSER-003: A fragment did not answer within its timeout');
  });
  it('recognises single-spa lifecycles, arrays included', () => {
    const fn = async () => undefined;
    expect(isRemoteLifecycles({ bootstrap: fn, mount: [fn, fn], unmount: fn })).toBe(true);
    expect(isRemoteLifecycles({ bootstrap: fn, mount: fn })).toBe(false);
  });
});
