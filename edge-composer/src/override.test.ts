import type { Registry, RemoteVersion } from '@sf/contracts';
import {
  applyOverride,
  clearOverrideCookie,
  knownVersion,
  overrideCookie,
  readOverrideCookie,
} from './override';

function version(v: string, server = `http://${v}.test`): RemoteVersion {
  return {
    version: v,
    assetsUrl: `/_assets/mfe-catalog/${v}/`,
    manifestUrl: `/_assets/mfe-catalog/${v}/mf-manifest.json`,
    server,
    integrity: '',
    sharedVersions: {},
    contractVersion: 1,
  };
}

const registry: Registry = {
  contractVersion: 1,
  tenants: {
    DE: {
      'mfe-catalog': {
        ...version('1.0.0'),
        history: [version('0.9.0')],
        canary: { version: version('1.1.0'), percent: 5 },
      },
    },
    CH: {
      'mfe-catalog': { ...version('1.0.0'), history: [version('0.8.0')] },
      shell: { ...version('7.0.0'), history: [] },
    },
  },
};

describe('knownVersion', () => {
  it('finds live, canary and history versions of any tenant, by remote', () => {
    expect(knownVersion(registry, 'mfe-catalog', '1.0.0')?.server).toBe('http://1.0.0.test');
    expect(knownVersion(registry, 'mfe-catalog', '1.1.0')?.server).toBe('http://1.1.0.test');
    expect(knownVersion(registry, 'mfe-catalog', '0.9.0')?.server).toBe('http://0.9.0.test');
    expect(knownVersion(registry, 'mfe-catalog', '0.8.0')?.server).toBe('http://0.8.0.test');
    // a record of the registry has no history or canary of its own
    expect(knownVersion(registry, 'mfe-catalog', '1.0.0')).not.toHaveProperty('history');
    expect(knownVersion(registry, 'mfe-catalog', '7.0.0')).toBeUndefined();
    expect(knownVersion(registry, 'mfe-search', '1.0.0')).toBeUndefined();
  });
});

describe('applyOverride', () => {
  const live = () => new Map([['mfe-catalog', version('1.0.0')]]);

  it('replaces the picked version by the named one and adds a remote the tenant does not serve', () => {
    const out = applyOverride(
      registry,
      live(),
      new Map([
        ['mfe-catalog', '0.8.0'],
        ['shell', '7.0.0'],
      ]),
    );
    expect(out.get('mfe-catalog')?.version).toBe('0.8.0');
    expect(out.get('shell')?.version).toBe('7.0.0');
  });

  it('leaves out versions the registry does not know, and changes nothing without an override', () => {
    expect(
      applyOverride(registry, live(), new Map([['mfe-catalog', '5.0.0']])).get('mfe-catalog')?.version,
    ).toBe('1.0.0');
    const remotes = live();
    expect(applyOverride(registry, remotes, undefined)).toBe(remotes);
  });
});

describe('the override cookie', () => {
  it('is HttpOnly, __Host- and Secure over TLS, and lives as long as the token', () => {
    expect(overrideCookie('t.o.k', true, 3600.7)).toBe(
      '__Host-sf_override=t.o.k; Max-Age=3600; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
    expect(overrideCookie('t.o.k', false, 60)).toBe(
      'sf_override=t.o.k; Max-Age=60; Path=/; HttpOnly; SameSite=Lax',
    );
    expect(clearOverrideCookie(true)).toBe(
      '__Host-sf_override=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
  });

  it('is read only as __Host- over TLS', () => {
    expect(readOverrideCookie('sf_override=planted', true)).toBeUndefined();
    expect(readOverrideCookie('sf_override=planted; __Host-sf_override=real', true)).toBe('real');
    expect(readOverrideCookie('sf_override=t', false)).toBe('t');
    expect(readOverrideCookie('sf_override=', false)).toBeUndefined();
    expect(readOverrideCookie(null, false)).toBeUndefined();
  });
});
