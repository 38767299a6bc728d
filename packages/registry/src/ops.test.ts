import type { Registry, RemoteVersion } from '@sf/contracts';
import {
  deployVersion,
  describeChange,
  dropCanary,
  promoteCanary,
  registryStatus,
  rollbackRemote,
  setCanaryPercent,
  switchServiceWorker,
} from './ops';

const version = (v: string): RemoteVersion => ({
  version: v,
  assetsUrl: `/_assets/mfe-x/${v}/`,
  manifestUrl: `/_assets/mfe-x/${v}/mf-manifest.json`,
  server: 'http://127.0.0.1:1',
  integrity: 'sha384-x',
  sharedVersions: {},
  contractVersion: 1,
});
const empty: Registry = { contractVersion: 1, tenants: {} };
const live = (v: string) => deployVersion(empty, 'mfe-x', version(v)).registry;

describe('registry operations', () => {
  it('deploys a version live everywhere, the old one first in the history', () => {
    const { registry, changes } = deployVersion(live('1'), 'mfe-x', version('2'));
    expect(registry.tenants.DE?.['mfe-x']?.version).toBe('2');
    expect(registry.tenants.NL?.['mfe-x']?.history.map((h) => h.version)).toEqual(['1']);
    expect(changes).toHaveLength(4);
    expect(describeChange(changes[0]!)).toBe('mfe-x (DE): 2 is live (was 1)');
  });

  it('deploys a canary for one tenant beside the live version; the same version again changes nothing', () => {
    const { registry, changes } = deployVersion(live('1'), 'mfe-x', version('2'), {
      tenants: ['CH'],
      canaryPercent: 10,
    });
    expect(registry.tenants.CH?.['mfe-x']?.canary).toEqual({ version: version('2'), percent: 10 });
    expect(registry.tenants.DE?.['mfe-x']?.canary).toBeUndefined();
    expect(changes.map(describeChange)).toEqual(['mfe-x (CH): canary 2 for 10 % beside 1']);
    expect(deployVersion(live('1'), 'mfe-x', version('1')).changes).toEqual([]);
    expect(() => deployVersion(live('1'), 'mfe-x', version('2'), { canaryPercent: 0 })).toThrow(
      'a canary percent is a whole number from 1 to 100, not 0',
    );
  });

  it('rolls back a canary first, then to the previous live version, then further back', () => {
    let registry = deployVersion(live('1'), 'mfe-x', version('2')).registry;
    registry = deployVersion(registry, 'mfe-x', version('3'), { canaryPercent: 50 }).registry;
    const first = rollbackRemote(registry, 'mfe-x');
    expect(first.registry.tenants.DE?.['mfe-x']?.version).toBe('2');
    expect(first.registry.tenants.DE?.['mfe-x']).not.toHaveProperty('canary');
    expect(first.changes[0]!.action).toBe('canary-dropped');
    const second = rollbackRemote(first.registry, 'mfe-x', ['DE']);
    expect(second.registry.tenants.DE?.['mfe-x']?.version).toBe('1');
    expect(second.registry.tenants.DE?.['mfe-x']?.history).toEqual([]);
    expect(second.registry.tenants.AT?.['mfe-x']?.version).toBe('2');
    expect(() => rollbackRemote(second.registry, 'mfe-x', ['DE'])).toThrow(
      'mfe-x has no earlier version to roll back to for DE',
    );
    expect(() => rollbackRemote(registry, 'mfe-y')).toThrow('mfe-y is not deployed');
  });

  it('drops only the named canary version (an old decision never drops a newer canary)', () => {
    const registry = deployVersion(live('1'), 'mfe-x', version('2'), { canaryPercent: 50 }).registry;
    expect(dropCanary(registry, 'mfe-x', '9').changes).toEqual([]);
    const dropped = dropCanary(registry, 'mfe-x', '2', ['DE']);
    expect(dropped.registry.tenants.DE?.['mfe-x']?.canary).toBeUndefined();
    expect(dropped.registry.tenants.AT?.['mfe-x']?.canary?.percent).toBe(50);
  });

  it('promotes a canary and changes its percent; both refuse without a canary', () => {
    const registry = deployVersion(live('1'), 'mfe-x', version('2'), { canaryPercent: 5 }).registry;
    const wider = setCanaryPercent(registry, 'mfe-x', 25);
    expect(registryStatus(wider.registry)[0]).toMatchObject({
      tenant: 'DE',
      remote: 'mfe-x',
      live: '1',
      canary: { version: '2', percent: 25 },
      history: [],
    });
    const promoted = promoteCanary(wider.registry, 'mfe-x');
    expect(promoted.registry.tenants.DE?.['mfe-x']).toMatchObject({ version: '2', history: [version('1')] });
    expect(promoted.registry.tenants.DE?.['mfe-x']?.canary).toBeUndefined();
    expect(() => promoteCanary(promoted.registry, 'mfe-x')).toThrow('mfe-x has no canary');
    expect(() => setCanaryPercent(promoted.registry, 'mfe-x', 20)).toThrow('mfe-x has no canary');
  });
});

describe('switchServiceWorker', () => {
  it('marks the registry off and back on, one change per tenant, nothing when already so', () => {
    const registry = deployVersion({ contractVersion: 1, tenants: {} }, 'shell', version('1')).registry;
    const off = switchServiceWorker(registry, 'off');
    expect(off.registry.serviceWorker).toBe('off');
    expect(off.changes.map((c) => [c.tenant, c.action, c.from, c.to])).toEqual([
      ['DE', 'service-worker', 'on', 'off'],
      ['AT', 'service-worker', 'on', 'off'],
      ['CH', 'service-worker', 'on', 'off'],
      ['NL', 'service-worker', 'on', 'off'],
    ]);
    expect(describeChange(off.changes[0]!)).toBe('shell (DE): service worker off');
    expect(switchServiceWorker(off.registry, 'off').changes).toEqual([]);
    const on = switchServiceWorker(off.registry, 'on');
    expect('serviceWorker' in on.registry).toBe(false);
    expect(on.changes).toHaveLength(4);
  });
});
