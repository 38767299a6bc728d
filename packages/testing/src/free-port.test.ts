/** @jest-environment node */
import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import { freePort } from './free-port';

describe('freePort', () => {
  it('returns a port a server can bind on 127.0.0.1', async () => {
    const port = await freePort();
    expect(Number.isInteger(port)).toBe(true);
    expect(port).toBeGreaterThan(0);
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    expect(server.address()).toMatchObject({ address: '127.0.0.1', port });
    await new Promise((resolve) => server.close(resolve));
  });
});

describe('the package outside jest', () => {
  it('imports in plain Node (as from a Playwright test): no jest globals, no DOM needed', async () => {
    const script = [
      "const m = await import('@sf/testing');",
      "if (typeof globalThis.afterEach !== 'undefined') throw new Error('jest globals present');",
      'const port = await m.freePort();',
      'console.log(JSON.stringify({ keys: Object.keys(m).sort(), port }));',
    ].join('\n');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: __dirname,
        timeout: 30_000,
      },
    );
    const out = JSON.parse(stdout) as { keys: string[]; port: number };
    expect(out.keys).toEqual([
      'createMemoryStorage',
      'freePort',
      'fuzzSettings',
      'installMatchMedia',
      'renderWithProviders',
    ]);
    expect(out.port).toBeGreaterThan(0);
  }, 30_000);
});
