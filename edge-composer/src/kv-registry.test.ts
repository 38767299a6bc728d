import { REGISTRY_KV_KEY, type Registry, type RemoteVersion } from '@sf/contracts';
import { kvRefreshMs, kvRegistry, KV_REFRESH_MS } from './kv-registry';

const version = (v: string): RemoteVersion => ({
  version: v,
  assetsUrl: `/_assets/mfe-x/${v}/`,
  manifestUrl: `/_assets/mfe-x/${v}/mf-manifest.json`,
  server: 'http://127.0.0.1:1',
  integrity: 'sha384-x',
  sharedVersions: {},
  contractVersion: 1,
});
const registry = (v: string): Registry => ({
  contractVersion: 1,
  tenants: { DE: { 'mfe-x': { ...version(v), history: [] } } },
});

function fakeKv() {
  const data = new Map<string, string>();
  const reads: string[] = [];
  return {
    data,
    reads,
    kv: {
      get: async (key: string) => {
        reads.push(key);
        return data.get(key) ?? null;
      },
    },
  };
}

describe('the registry from a KV namespace', () => {
  it('reads the document under its key, again only after the refresh time, the same object while unchanged', async () => {
    const { data, reads, kv } = fakeKv();
    let clock = 0;
    const source = kvRegistry(kv, { refreshMs: 1000, now: () => clock });
    data.set(REGISTRY_KV_KEY, JSON.stringify(registry('1')));
    const first = await source();
    expect(first.tenants.DE?.['mfe-x']?.version).toBe('1');
    clock = 999;
    expect(await source()).toBe(first);
    expect(reads).toEqual(['registry']);
    clock = 1000;
    expect(await source()).toBe(first);
    expect(reads).toHaveLength(2);
    data.set(REGISTRY_KV_KEY, JSON.stringify(registry('2')));
    clock = 2000;
    expect((await source()).tenants.DE?.['mfe-x']?.version).toBe('2');
  });

  it('fails with REGISTRY-001 without a document, and keeps the last good registry over a malformed one', async () => {
    const { data, kv } = fakeKv();
    let clock = 0;
    const errors: string[] = [];
    const logger = {
      info: () => undefined,
      warn: () => undefined,
      error: (m: string) => void errors.push(m),
    };
    const source = kvRegistry(kv, { refreshMs: 100, now: () => clock, logger });
    await expect(source()).rejects.toThrow(/REGISTRY-001.*has no "registry" document/);
    data.set(REGISTRY_KV_KEY, JSON.stringify(registry('1')));
    expect((await source()).tenants.DE?.['mfe-x']?.version).toBe('1');
    data.set(REGISTRY_KV_KEY, '{"tenants": 3}');
    clock = 200;
    expect((await source()).tenants.DE?.['mfe-x']?.version).toBe('1');
    expect(errors).toHaveLength(1);
  });

  it('takes REGISTRY_KV_REFRESH_MS when it is a whole number of at least 100 ms', () => {
    expect(kvRefreshMs('250')).toBe(250);
    expect([kvRefreshMs(undefined), kvRefreshMs('50'), kvRefreshMs('2s')]).toEqual([
      KV_REFRESH_MS,
      KV_REFRESH_MS,
      KV_REFRESH_MS,
    ]);
  });
});
