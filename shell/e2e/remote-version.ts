import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { DATA_DIR, E2E_PORT, ROOT, stackSecrets, startNode, type Started } from './support';

/**
 * A second version of a remote for the end-to-end stack, made the way a domain team makes one: its
 * sources with some texts changed, built with the remote's own build into `.tmp/e2e-versions/<tag>/`,
 * published with `scripts/deploy.mjs` into the stack's assets and entered into the registry's history
 * of every tenant — registered, not live — and its own server started beside the live one.
 */

type RegistryFile = {
  contractVersion: number;
  tenants: Record<string, Record<string, { version: string; history: Record<string, unknown>[] }>>;
};

export interface RemoteVersion {
  readonly app: string;
  readonly version: string;
  readonly liveVersion: string;
  readonly server: Started;
  /** Stops its server and takes the version out of the registry's history again. */
  stop(): Promise<void>;
}

const registryFile = path.join(DATA_DIR, 'registry', 'registry.json');

function readRegistry(): RegistryFile {
  return JSON.parse(readFileSync(registryFile, 'utf8')) as RegistryFile;
}

type RegistryStore = {
  withRegistryLock: <T>(file: string, fn: () => Promise<T>) => Promise<T>;
  writeFileAtomically: (file: string, text: string) => Promise<void>;
};

/**
 * Changes the registry through its one writer (`packages/registry/src/file-store.ts`, decision 0140):
 * under its lock, written atomically (the composer reloads).
 */
async function changeRegistry(change: (registry: RegistryFile) => void): Promise<void> {
  const store = (await import(
    pathToFileURL(path.join(ROOT, 'packages/registry/src/file-store.ts')).href
  )) as RegistryStore;
  await store.withRegistryLock(registryFile, async () => {
    const registry = readRegistry();
    change(registry);
    await store.writeFileAtomically(registryFile, JSON.stringify(registry, null, 2));
  });
}

/** Copies the app's sources with `texts` (`{ "<messages file>": { "<id>": "<text>" } }`) changed, and builds them. */
async function buildChanged(app: string, tag: string, texts: Record<string, Record<string, string>>) {
  const dir = path.join(ROOT, '.tmp', 'e2e-versions', tag, app);
  const liveVersion = readRegistry().tenants.DE![app]!.version;
  const stamp = path.join(dir, 'built-from.txt');
  // built before from the same live build: nothing to do (the version string hashes the live build)
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === JSON.stringify({ liveVersion, texts })) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const source = path.join(ROOT, app);
  for (const item of ['src', 'webpack.config.ts', 'package.json'])
    cpSync(path.join(source, item), path.join(dir, item), { recursive: true });
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      extends: path.relative(dir, path.join(ROOT, 'tsconfig.base.json')),
      include: ['src', '*.ts'],
    }),
  );
  for (const [file, changes] of Object.entries(texts)) {
    const target = path.join(dir, file);
    const messages = JSON.parse(readFileSync(target, 'utf8')) as Record<string, string>;
    for (const id of Object.keys(changes))
      if (!(id in messages)) throw new Error(`${file} has no message ${id}`);
    writeFileSync(target, JSON.stringify({ ...messages, ...changes }, null, 2));
  }
  await promisify(execFile)(
    path.join(ROOT, 'node_modules', '.bin', 'tsx'),
    [path.join(ROOT, 'packages/federation/src/cli.ts'), 'build'],
    { cwd: dir, env: { ...process.env, NX_DAEMON: 'false' }, maxBuffer: 64 * 1024 * 1024 },
  );
  writeFileSync(stamp, JSON.stringify({ liveVersion, texts }));
  return dir;
}

/**
 * Builds, publishes (into the registry's history, not live) and starts a changed version of `app`
 * whose server listens on `port`. `portEnv` is the variable the app's server reads its port from.
 */
export async function deployTestVersion(options: {
  app: string;
  portEnv: string;
  port: number;
  tag: string;
  texts: Record<string, Record<string, string>>;
}): Promise<RemoteVersion> {
  const { app, port } = options;
  const dir = await buildChanged(app, options.tag, options.texts);
  const { stackConfig } = (await import(pathToFileURL(path.join(ROOT, 'scripts/lib/stack.mjs')).href)) as {
    stackConfig: (env: Record<string, string>) => { registryFile: string };
  };
  const { deployOne } = (await import(pathToFileURL(path.join(ROOT, 'scripts/deploy.mjs')).href)) as {
    deployOne: (
      config: unknown,
      name: string,
      options: { dist: string; server: string },
    ) => Promise<{ record: { version: string } }>;
  };
  const config = stackConfig({ ...process.env, PORT: String(E2E_PORT), SF_DATA_DIR: DATA_DIR });
  const original = readRegistry();
  const liveVersion = original.tenants.DE![app]!.version;
  // the deploy's own publishing (assets under their version, the gate), into a scratch registry: the
  // stack's registry gets the version in its history only, so no shopper is served it
  const scratch = path.join(ROOT, '.tmp', 'e2e-versions', options.tag, 'registry.json');
  writeFileSync(scratch, JSON.stringify(original));
  const { record } = await deployOne({ ...config, registryFile: scratch }, app, {
    dist: path.join(dir, 'dist', 'client'),
    server: `http://127.0.0.1:${port}`,
  });
  if (record.version === liveVersion)
    throw new Error(`${app}: the changed build has the live version ${liveVersion}`);
  const published = (JSON.parse(readFileSync(scratch, 'utf8')) as RegistryFile).tenants.DE![app]!;
  const { history: _history, ...version } = published as unknown as Record<string, unknown>;
  await changeRegistry((registry) => {
    for (const remotes of Object.values(registry.tenants))
      if (remotes[app]) remotes[app] = { ...remotes[app]!, history: [version, ...remotes[app]!.history] };
  });

  const secrets = stackSecrets();
  const server = await startNode(
    path.relative(ROOT, path.join(dir, 'dist', 'server', 'index.js')),
    {
      [options.portEnv]: String(port),
      // a data dir of its own: the live server holds the stack's embedded database
      SF_DATA_DIR: path.join(ROOT, '.tmp', 'e2e-versions', options.tag, 'data'),
      SF_DEV_FEATURES: '1',
      NODE_ENV: 'development',
      CONTENT_BUCKET_URL: `http://127.0.0.1:${E2E_PORT + 100}`,
      SF_GATEWAY_URL: `http://127.0.0.1:${E2E_PORT}/api/gateway/`,
      ...Object.fromEntries(Object.entries(secrets).filter(([name]) => name.startsWith('NEWSLETTER_'))),
    },
    port,
    '/healthz',
    120_000,
  );
  return {
    app,
    version: record.version,
    liveVersion,
    server,
    stop: async () => {
      await server.stop();
      await changeRegistry((registry) => {
        for (const remotes of Object.values(registry.tenants))
          if (remotes[app])
            remotes[app] = {
              ...remotes[app]!,
              history: remotes[app]!.history.filter((v) => v.version !== record.version),
            };
      });
    },
  };
}
