import type { Registry, RegistryEntry, RemoteVersion } from '@sf/contracts';
import { bucketOf, pickVersion, resolveTenantRemotes, stableHash, toResolvedRemotes } from './remotes';

const version = (v: string): RemoteVersion => ({
  version: v,
  assetsUrl: `/_assets/x/${v}/`,
  manifestUrl: `/_assets/x/${v}/mf-manifest.json`,
  server: 'http://127.0.0.1:1',
  integrity: 'sha384-x',
  sharedVersions: {},
  contractVersion: 1,
});
const withCanary = (percent: number): RegistryEntry => ({
  ...version('1.0.0'),
  history: [],
  canary: { version: version('2.0.0'), percent },
});

describe('canary buckets', () => {
  it('hashes stably (FNV-1a)', () => {
    expect(stableHash('')).toBe(0x811c9dc5);
    expect(stableHash('a')).toBe(0xe40c292c);
    expect(bucketOf('id-1', 'mfe-x')).toBe(bucketOf('id-1', 'mfe-x'));
  });

  it('sends about `percent` of shoppers to the canary, always the same ones', () => {
    const ids = Array.from(
      { length: 4000 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const share =
      ids.filter((id) => pickVersion(withCanary(10), 'mfe-x', id).version === '2.0.0').length / ids.length;
    expect(share).toBeGreaterThan(0.08);
    expect(share).toBeLessThan(0.12);
    const entry = withCanary(10);
    for (const id of ids.slice(0, 50))
      expect(pickVersion(entry, 'mfe-x', id)).toBe(pickVersion(entry, 'mfe-x', id));
  });

  it('never picks a 0 % canary and always a 100 % one', () => {
    expect(pickVersion(withCanary(0), 'mfe-x', 'abc').version).toBe('1.0.0');
    expect(pickVersion(withCanary(100), 'mfe-x', 'abc').version).toBe('2.0.0');
    expect(pickVersion(withCanary(100), 'mfe-x', undefined).version).toBe('1.0.0');
  });
});

describe('resolveTenantRemotes', () => {
  it('resolves the tenant’s remotes with the shell first in the boot form', () => {
    const registry: Registry = {
      contractVersion: 1,
      tenants: { DE: { 'mfe-b': withCanary(0), shell: withCanary(0), 'mfe-a': withCanary(0) } },
    };
    const remotes = resolveTenantRemotes(registry, 'DE', 'x');
    expect(toResolvedRemotes(remotes).map((r) => r.name)).toEqual(['shell', 'mfe-a', 'mfe-b']);
    expect(resolveTenantRemotes(registry, 'NL', 'x').size).toBe(0);
  });
});
