/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Registry, RemoteVersion } from '@sf/contracts';
import { fileStore, RegistryOperationError, type RegistryStore } from '@sf/registry';
import { runRelease } from './release-actions';
import { stackControl, type StackControl } from './stack-control';

const version = (v: string, port: number): RemoteVersion => ({
  version: v,
  assetsUrl: `/_assets/mfe-catalog/${v}/`,
  manifestUrl: `/_assets/mfe-catalog/${v}/mf-manifest.json`,
  server: `http://127.0.0.1:${port}`,
  integrity: 'sha384-x',
  sharedVersions: {},
  contractVersion: 1,
});
const REGISTRY: Registry = {
  contractVersion: 1,
  tenants: {
    DE: { 'mfe-catalog': { ...version('2', 3202), history: [version('1', 3302)] } },
    CH: { 'mfe-catalog': { ...version('2', 3202), history: [version('1', 3302)] } },
  },
};

let dir: string;
let store: RegistryStore;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sf-stack-control-'));
  await writeFile(join(dir, 'registry.json'), JSON.stringify(REGISTRY));
  store = fileStore(join(dir, 'registry.json'));
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

const liveIn = async (tenant: 'DE' | 'CH') => (await store.read())!.tenants[tenant]!['mfe-catalog']!.version;

describe('a rollback from the dashboard with the running stack', () => {
  it('has the servers it goes back to running before the registry points at them, and releases them after', async () => {
    const calls: string[] = [];
    const stack: StackControl = {
      ensure: async (app, urls) => {
        calls.push(`ensure ${app} ${urls.join(',')} (live ${await liveIn('DE')})`);
      },
      release: async (app, url) => {
        calls.push(`release ${app} ${url} (live ${await liveIn('DE')})`);
      },
    };
    const update = await runRelease(
      store,
      { action: 'rollback', remote: 'mfe-catalog', tenant: 'DE' },
      stack,
    );
    expect(update.changes).toEqual([
      expect.objectContaining({ tenant: 'DE', action: 'rollback', from: '2', to: '1' }),
    ]);
    // CH is not rolled back: its server (3202) is served on, DE's goes back to 3302
    expect(calls).toEqual([
      'ensure mfe-catalog http://127.0.0.1:3302,http://127.0.0.1:3202 (live 2)',
      'release mfe-catalog http://127.0.0.1:3302 (live 1)',
      'release mfe-catalog http://127.0.0.1:3202 (live 1)',
    ]);
  });

  it('is refused, the registry unchanged, when the old server does not come up', async () => {
    const stack: StackControl = {
      ensure: async () => {
        throw new Error('the new server of mfe-catalog 1 failed its health check');
      },
      release: async () => undefined,
    };
    const refusal = runRelease(store, { action: 'rollback', remote: 'mfe-catalog', tenant: 'CH' }, stack);
    await expect(refusal).rejects.toThrow(RegistryOperationError);
    await expect(refusal).rejects.toThrow(
      /refused: the new server of mfe-catalog 1 failed its health check\. The registry is unchanged/,
    );
    expect(await liveIn('CH')).toBe('2');
  });
});

describe('stackControl', () => {
  let server: Server;
  let socket: string;
  const seen: unknown[] = [];
  beforeEach(async () => {
    socket = join(dir, 'control.sock');
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { app: string };
        seen.push({ path: req.url, body });
        const refused = body.app === 'mfe-broken';
        res.writeHead(refused ? 422 : 200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(refused ? { error: 'its process stopped before the health check passed' } : {}),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(socket, resolve));
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks the stack over its Unix socket and gives its reason when refused', async () => {
    const control = stackControl(socket);
    await control.ensure('mfe-catalog', ['http://127.0.0.1:3302']);
    await control.release('mfe-catalog', 'http://127.0.0.1:3302');
    expect(seen).toEqual([
      { path: '/ensure', body: { app: 'mfe-catalog', urls: ['http://127.0.0.1:3302'] } },
      { path: '/release', body: { app: 'mfe-catalog', url: 'http://127.0.0.1:3302' } },
    ]);
    await expect(control.ensure('mfe-broken', [])).rejects.toThrow(
      'its process stopped before the health check passed',
    );
  });

  it('says so when no stack runs there', async () => {
    await expect(stackControl(join(dir, 'nobody.sock')).ensure('mfe-catalog', [])).rejects.toThrow(
      'the stack is not running',
    );
  });
});
