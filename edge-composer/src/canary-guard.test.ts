import type { Registry, RemoteVersion } from '@sf/contracts';
import { createCanaryGuard, type CanaryDecision } from './canary-guard';
import { DEFAULT_CANARY_POLICY } from './canary-window';
import type { FragmentObservation } from './fragments';

const version = (v: string, p99 = 300): RemoteVersion => ({
  version: v,
  assetsUrl: `/_assets/mfe-x/${v}/`,
  manifestUrl: `/_assets/mfe-x/${v}/mf-manifest.json`,
  server: 'http://127.0.0.1:1',
  integrity: 'sha384-x',
  sharedVersions: {},
  contractVersion: 1,
  composition: {
    compositionVersion: 1,
    remote: 'mfe-x',
    contracts: { fragmentProtocol: 1, eventBus: 1, lifecycleProps: 1 },
    widgets: [],
    api: [],
    paths: [],
    budgets: { '*': { htmlBytes: 10_000, serverP99Ms: p99 } },
  },
});

const registry: Registry = {
  contractVersion: 1,
  tenants: {
    DE: { 'mfe-x': { ...version('1'), history: [], canary: { version: version('2'), percent: 50 } } },
  },
};

const seen = (v: string, outcome: FragmentObservation['outcome'], ms = 10): FragmentObservation => ({
  tenant: 'DE',
  remote: 'mfe-x',
  version: v,
  fragmentId: 'page',
  outcome,
  ms,
  bytes: 100,
});

function setup() {
  const decisions: CanaryDecision[] = [];
  const logs: { message: string; fields: Record<string, unknown> | undefined }[] = [];
  const log = (message: string, fields?: Record<string, unknown>) => logs.push({ message, fields });
  let clock = 0;
  const guard = createCanaryGuard({
    now: () => (clock += 50),
    registry: async () => registry,
    policy: DEFAULT_CANARY_POLICY,
    logger: { info: log, warn: log, error: log },
    rollback: async (d) => (decisions.push(d), true),
  });
  return { guard, decisions, logs };
}

describe('the canary guard', () => {
  it('withholds a canary it decided to roll back from the registry it serves, before the rollback is done', async () => {
    let finish: (changed: boolean) => void = () => undefined;
    let clock = 0;
    const guard = createCanaryGuard({
      now: () => (clock += 50),
      registry: async () => registry,
      policy: DEFAULT_CANARY_POLICY,
      logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
      // the registry's locked write and reload take a while
      rollback: () => new Promise<boolean>((done) => (finish = done)),
    });
    await guard.refresh();
    expect(guard.withhold(registry)).toBe(registry); // nothing decided: the same object
    for (let i = 0; i < 30; i += 1) guard.observe(seen('1', 'ok'));
    for (let i = 0; i < 25; i += 1) guard.observe(seen('2', 'error'));
    const served = guard.withhold(registry);
    expect(served.tenants.DE?.['mfe-x']?.canary).toBeUndefined();
    expect(served.tenants.DE?.['mfe-x']?.version).toBe('1');
    expect(registry.tenants.DE?.['mfe-x']?.canary).toBeDefined(); // the registry itself is left as it is
    expect(guard.withhold(registry)).toBe(served); // one copy per registry and decision
    finish(true);
  });

  it('rolls back a failing canary once, logging its figures against the stable version', async () => {
    const { guard, decisions, logs } = setup();
    await guard.refresh();
    for (let i = 0; i < 30; i += 1) guard.observe(seen('1', 'ok'));
    for (let i = 0; i < 25; i += 1) guard.observe(seen('2', i % 2 ? 'error' : 'timeout'));
    await new Promise((done) => setImmediate(done));
    expect(decisions).toHaveLength(1);
    expect(decisions[0]).toMatchObject({
      tenant: 'DE',
      remote: 'mfe-x',
      canary: '2',
      stable: '1',
      reason: 'error-rate',
    });
    expect(logs[0]?.message).toBe('canary mfe-x 2 rolled back automatically (error-rate)');
    expect(logs[0]?.fields).toMatchObject({
      canarySamples: 20,
      canaryErrorRate: 1,
      stableSamples: 30,
      stableErrorRate: 0,
      windowMs: 60_000,
    });
  });

  it('leaves a healthy canary and other remotes alone', async () => {
    const { guard, decisions } = setup();
    await guard.refresh();
    for (let i = 0; i < 100; i += 1) {
      guard.observe(seen('1', 'ok', 50));
      guard.observe(seen('2', 'ok', 60));
      guard.observe({ ...seen('9', 'error'), remote: 'mfe-y' });
    }
    await new Promise((done) => setImmediate(done));
    expect(decisions).toEqual([]);
    expect(guard.figures()[0]).toMatchObject({ remote: 'mfe-x', canary: '2', percent: 50 });
  });

  it('rolls back a canary slower than its declared p99 budget and the stable version', async () => {
    const { guard, decisions } = setup();
    await guard.refresh();
    for (let i = 0; i < 30; i += 1) guard.observe(seen('1', 'ok', 40));
    for (let i = 0; i < 30; i += 1) guard.observe(seen('2', 'ok', 400));
    await new Promise((done) => setImmediate(done));
    expect(decisions.map((d) => d.reason)).toEqual(['p99']);
  });
});
