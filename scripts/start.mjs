// `npm start`: installs what is missing, builds what is stale (Nx cache), publishes the builds
// into the local registry and serves the composed storefront on http://127.0.0.1:$PORT.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ensureInstall } from './ensure-install.mjs';
import { run, waitForHttp, writeJsonAtomically } from './lib/run.mjs';
import { createSupervisor } from './lib/supervisor.mjs';
import { PAYMENT_SANDBOX, ROOT, stackConfig } from './lib/stack.mjs';
import { deployAll, openStackRegistry } from './deploy.mjs';
import { installServerBuild, serverBuildIn, SERVER_ENTRY } from './lib/server-builds.mjs';
import { serveControl } from './lib/server-control.mjs';
import { createServerVersions, followRegistry, versionPaths } from './lib/server-versions.mjs';
import { localSecrets, missingSecrets, STACK_SECRETS } from './lib/local-secrets.mjs';

const config = stackConfig();

// Development features (/dev/mailbox, arbitrary GraphQL documents, public source maps) are on for
// `npm start` unless the environment says otherwise: `SF_DEV_FEATURES=0 npm start` turns them off.
if (process.env.SF_DEV_FEATURES === undefined) process.env.SF_DEV_FEATURES = '1';
const devFeatures = process.env.SF_DEV_FEATURES === '1';

// Secrets (issue 25). Without development features every one must be set: one message names all that
// are missing, before anything is built or started (each server refuses on its own as well). With
// them, the secrets two processes share are generated once per data dir (`local-secrets.json`, 0600)
// and passed to both; the others each server makes and keeps itself. Never a constant of the repository.
if (!devFeatures) {
  const missing = missingSecrets();
  if (missing.length) {
    console.error(
      `[start] Production needs these secrets, which are not set: ${missing.join(', ')}. ` +
        'Set each from the secret store (`node scripts/secrets.mjs` prints a fresh set), or start with development features (SF_DEV_FEATURES=1).',
    );
    process.exit(1);
  }
} else {
  const shared = STACK_SECRETS.filter((s) => s.shared && !process.env[s.name]).map((s) => s.name);
  Object.assign(process.env, localSecrets(config.dataDir, shared));
}

// Every server runs under the supervisor (decision 0115): one that crashes is started again with
// backoff and the others keep serving. Which process serves what is in <data>/run/pids.json.
const pidFile = path.join(config.dataDir, 'run', 'pids.json');
/** @type {Record<string, string>} name → base URL (its /healthz) */
const urls = {};
const supervisor = createSupervisor({
  onChange: (list) => {
    const servers = Object.fromEntries(
      list.map((e) => [e.name, { pid: e.pid, restarts: e.restarts, url: urls[e.name] }]),
    );
    writeJsonAtomically(pidFile, { supervisor: process.pid, servers });
  },
});

/** Which version of each domain server runs, and the control socket deploys ask (decision 0205). */
let versions;
let control;
let stopWatch = () => {};
let stopping = false;
async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  stopWatch();
  versions?.close();
  await control?.close();
  await supervisor.stop();
  rmSync(pidFile, { force: true });
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

// The servers run React's production build (no development checks on every render) unless the
// environment names a mode: the end-to-end run sets NODE_ENV=development to see React's warnings.
function startProcess(label, entry, env, url) {
  urls[label] = url;
  supervisor.start(label, process.execPath, ['--enable-source-maps', entry], {
    cwd: ROOT,
    env: { NODE_ENV: 'production', ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function main() {
  await ensureInstall();
  if (process.env.SF_SKIP_BUILD !== '1') {
    await run(
      'npx',
      [
        'nx',
        'run-many',
        '-t',
        'build',
        '--projects=shell,mfe-newsletter,mfe-catalog,mfe-search,mfe-basket-checkout,mfe-service-contact,mfe-account,mfe-credit-instalments,edge-composer',
        '--outputStyle=stream-without-prefixes',
      ],
      {
        cwd: ROOT,
        env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
      },
    );
  }
  const registry = await deployAll(config);
  const bucketUrl = `http://${config.host}:${config.contentBucketPort}`;
  const common = {
    HOST: config.host,
    SF_DATA_DIR: config.dataDir,
    // the shell's server reads the registry for the platform dashboard (decision 0150)
    SF_REGISTRY_FILE: config.registryFile,
    CONTENT_BUCKET_URL: process.env.CONTENT_BUCKET_URL ?? bucketUrl,
    SF_GATEWAY_URL: config.gatewayUrl,
    PAYMENT_SANDBOX_PORT: String(config.paymentSandboxPort),
    PAYMENT_SANDBOX_URL: `http://${config.host}:${config.paymentSandboxPort}`,
  };
  const local = (port) => `http://${config.host}:${port}`;
  startProcess(
    'content bucket',
    path.join(ROOT, 'shell/dist/server/content-bucket.js'),
    { ...common, CONTENT_BUCKET_PORT: String(config.contentBucketPort) },
    bucketUrl,
  );
  startProcess(
    'payment sandbox',
    path.join(ROOT, PAYMENT_SANDBOX.entry),
    common,
    local(config.paymentSandboxPort),
  );
  // each domain server runs from a copy of its build (`<data>/servers/<app>/<digest>/`): a rebuild never
  // changes a running version's code, and a later deploy starts its own version beside it
  const store = openStackRegistry(config);
  versions = createServerVersions({
    supervisor,
    host: config.host,
    stateFile: versionPaths(config.dataDir).stateFile,
    sideBySide: Boolean(process.env.DATABASE_URL),
    readRegistry: () => store.read(),
    drainMs: Number(process.env.SF_SERVER_DRAIN_MS ?? 15_000),
    healthTimeoutMs: Number(process.env.SF_SERVER_HEALTH_TIMEOUT_MS ?? 60_000),
    serversDir: path.join(config.dataDir, 'servers'),
    launch: (name, appName, instance) => {
      const app = config.apps.find((a) => a.name === appName);
      startProcess(
        name,
        path.join(instance.dir, SERVER_ENTRY),
        {
          ...common,
          [app.portEnv]: String(instance.port),
          // the dashboard's rollback starts a drained server again first, as `npm run rollback` does (decision 0250)
          ...(appName === 'shell' ? { SF_CONTROL_SOCKET: versionPaths(config.dataDir).socket } : {}),
        },
        instance.url,
      );
    },
  });
  for (const app of config.apps) {
    const build = serverBuildIn(path.join(app.dir, 'dist', 'server'));
    if (!build) throw new Error(`${app.name}: dist/server/${SERVER_ENTRY} is missing — build first`);
    versions.adopt(app.name, {
      version: registry.tenants.DE?.[app.name]?.version ?? 'unknown',
      digest: build.digest,
      dir: installServerBuild(config.dataDir, app, build),
      port: app.port,
    });
  }
  await Promise.all([
    waitForHttp(`${bucketUrl}/`),
    waitForHttp(`http://${config.host}:${config.paymentSandboxPort}/healthz`),
    // a first start seeds its data before it listens (the catalog: ~15 s for 10,000 products on this machine)
    ...config.apps.map((a) => waitForHttp(`http://${config.host}:${a.port}/healthz`, 180_000)),
  ]);
  startProcess(
    'edge-composer',
    path.join(ROOT, 'edge-composer/dist/node.mjs'),
    {
      ...common,
      PORT: String(config.port),
      SF_REGISTRY_FILE: config.registryFile,
      SF_ASSETS_DIR: config.assetsDir,
    },
    local(config.port),
  );
  await waitForHttp(`http://${config.host}:${config.port}/healthz`);
  control = await serveControl(versionPaths(config.dataDir).socket, versions);
  const unfollow = followRegistry(store, versions);
  stopWatch = () => {
    unfollow();
    void store.close();
  };
  console.log(
    `\n  Storefront ready on http://${config.host}:${config.port}/  (also http://at.localhost:${config.port}/, http://ch.localhost:${config.port}/fr/, http://nl.localhost:${config.port}/)\n`,
  );
}

main().catch((err) => {
  console.error(`[start] ${err.message}`);
  void stopAll(1);
});
