import { federationName, isRegistry, isRegistryEntry } from './registry';

const version = {
  version: '0.1.0-abcdef12',
  assetsUrl: '/_assets/mfe-newsletter/0.1.0-abcdef12/',
  manifestUrl: '/_assets/mfe-newsletter/0.1.0-abcdef12/mf-manifest.json',
  server: 'http://127.0.0.1:3107',
  integrity: 'sha384-abc',
  sharedVersions: { react: '19.3.1' },
  contractVersion: 1,
};

describe('registry guards', () => {
  it('accepts a well-formed registry with canary and history', () => {
    const entry = { ...version, history: [version], canary: { version, percent: 10 } };
    expect(isRegistryEntry(entry)).toBe(true);
    expect(isRegistry({ contractVersion: 1, tenants: { DE: { 'mfe-newsletter': entry } } })).toBe(true);
  });

  it('rejects unknown tenants, bad canary percentages and missing fields', () => {
    const entry = { ...version, history: [] };
    expect(isRegistry({ contractVersion: 1, tenants: { FR: { x: entry } } })).toBe(false);
    expect(isRegistryEntry({ ...entry, canary: { version, percent: 150 } })).toBe(false);
    const { server: _server, ...noServer } = entry;
    expect(isRegistryEntry(noServer)).toBe(false);
    expect(isRegistryEntry({ ...entry, sharedVersions: { react: 19 } })).toBe(false);
  });

  it('takes what a build provides of and needs from the shared @sf packages (decision 0266), or nothing', () => {
    const sharedExports = {
      '@sf/ui': { provides: ['Button'], needs: { '.': ['Button'], '@sf/remote-kit': [] } },
    };
    expect(isRegistryEntry({ ...version, history: [], sharedExports })).toBe(true);
    expect(isRegistryEntry({ ...version, history: [], sharedExports: { '@sf/ui': {} } })).toBe(true);
    expect(
      isRegistryEntry({ ...version, history: [], sharedExports: { '@sf/ui': { provides: 'Button' } } }),
    ).toBe(false);
    expect(
      isRegistryEntry({ ...version, history: [], sharedExports: { '@sf/ui': { needs: { '.': [1] } } } }),
    ).toBe(false);
  });

  it("accepts the service worker's kill switch and refuses other values", () => {
    const tenants = { DE: { 'mfe-newsletter': { ...version, history: [] } } };
    expect(isRegistry({ contractVersion: 1, tenants, serviceWorker: 'off' })).toBe(true);
    expect(isRegistry({ contractVersion: 1, tenants, serviceWorker: 'on' })).toBe(true);
    expect(isRegistry({ contractVersion: 1, tenants, serviceWorker: false })).toBe(false);
  });

  it('derives federation container names', () => {
    expect(federationName('mfe-basket-checkout')).toBe('mfe_basket_checkout');
  });
});
