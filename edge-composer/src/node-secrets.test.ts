import { startComposer } from './node';

describe('startComposer secrets (decision 0100)', () => {
  const saved = process.env.OVERRIDE_SIGNING_SECRET;
  afterEach(() => {
    if (saved === undefined) delete process.env.OVERRIDE_SIGNING_SECRET;
    else process.env.OVERRIDE_SIGNING_SECRET = saved;
  });

  it('refuses to start without development features unless OVERRIDE_SIGNING_SECRET is set, naming it', async () => {
    delete process.env.OVERRIDE_SIGNING_SECRET;
    const options = {
      port: 0,
      host: '127.0.0.1',
      registryFile: '/nonexistent/registry.json',
      devFeatures: false,
    };
    await expect(startComposer(options)).rejects.toThrow(
      /Production needs this secret, which is not set: OVERRIDE_SIGNING_SECRET/,
    );
    process.env.OVERRIDE_SIGNING_SECRET = 'too-short';
    await expect(startComposer(options)).rejects.toThrow(
      /OVERRIDE_SIGNING_SECRET must have at least 32 characters/,
    );
    // with a usable secret the start goes on (and fails later, at the missing registry)
    process.env.OVERRIDE_SIGNING_SECRET = 'x'.repeat(40);
    await expect(startComposer(options)).rejects.toThrow(/REGISTRY-001|registry/i);
  });
});
