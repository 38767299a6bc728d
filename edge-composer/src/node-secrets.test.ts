import { startComposer } from './node';

describe('startComposer secrets (decision 0100)', () => {
  const names = ['OVERRIDE_SIGNING_SECRET', 'COMPOSER_BUCKET_SECRET'] as const;
  const saved = Object.fromEntries(names.map((n) => [n, process.env[n]]));
  afterEach(() => {
    for (const n of names) {
      if (saved[n] === undefined) delete process.env[n];
      else process.env[n] = saved[n];
    }
  });
  const options = {
    port: 0,
    host: '127.0.0.1',
    registryFile: '/nonexistent/registry.json',
    devFeatures: false,
  };

  it('refuses to start without development features unless OVERRIDE_SIGNING_SECRET is set, naming it', async () => {
    for (const n of names) delete process.env[n];
    const withBucket = { ...options, bucketSecret: 'b'.repeat(40) };
    await expect(startComposer(withBucket)).rejects.toThrow(
      /Production needs this secret, which is not set: OVERRIDE_SIGNING_SECRET/,
    );
    process.env.OVERRIDE_SIGNING_SECRET = 'too-short';
    await expect(startComposer(withBucket)).rejects.toThrow(
      /OVERRIDE_SIGNING_SECRET must have at least 32 characters/,
    );
    // with a usable secret the start goes on (and fails later, at the missing registry)
    process.env.OVERRIDE_SIGNING_SECRET = 'x'.repeat(40);
    await expect(startComposer(withBucket)).rejects.toThrow(/REGISTRY-001|registry/i);
  });

  it('names every missing composer secret in one message', async () => {
    for (const n of names) delete process.env[n];
    await expect(startComposer(options)).rejects.toThrow(
      /these secrets, which are not set: COMPOSER_BUCKET_SECRET, OVERRIDE_SIGNING_SECRET/,
    );
  });
});
