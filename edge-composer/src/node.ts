/**
 * The Node adapter (the only Node-specific file): the registry (file, or PostgreSQL with
 * `DATABASE_URL`) kept current, `.data/assets`, a keep-alive undici fetcher, the GraphQL gateway and
 * `@hono/node-server`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { serve, type Http2Bindings, type HttpBindings, type ServerType } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Agent } from 'undici';
import type { TenantId } from '@sf/contracts';
import {
  liveRegistry,
  openRegistryStore,
  stopCanary,
  type LiveRegistry,
  type RegistryStore,
} from '@sf/registry';
import { createLogger, devFeaturesEnabled, randomSecret, requireSecrets } from '@sf/server-kit';
import { createComposer } from './app';
import { createAssetsHandler } from './assets';
import { createCanaryGuard } from './canary-guard';
import { canaryPolicyFromEnv } from './canary-window';
import { isLoopbackHost } from './client-address';
import type { Compressor } from './compression';
import { createGateway } from './gateway/index';
import { onOffSetting } from './node-env';
import { createNodeMetrics } from './node-metrics';
import { nodeCompressor, writeComposedPage } from './node-response';
import { subgraphsOf } from './subgraphs';
import type { FragmentObserver } from './fragments';
import type { ComposerDeps, ComposerLogger, FetchLike, RegistrySource } from './types';
import { undiciBytesFetcher } from './undici-bytes';

/**
 * Options of {@link startComposer}; every field falls back to the environment. `fetchFragment`
 * replaces the keep-alive undici fetcher for fragments and the `/api` proxy (tests, instrumentation);
 * the fragment fast path (`fetchFragmentBytes`) is then left out unless given too, so every fragment
 * GET goes through the injected fetcher.
 */
export interface StartOptions extends Omit<Partial<ComposerDeps>, 'registry' | 'assets'> {
  readonly port?: number;
  readonly host?: string;
  /** Registry file (`SF_REGISTRY_FILE`, else `<data>/registry/registry.json`); not used with a database. */
  readonly registryFile?: string;
  /**
   * The registry in PostgreSQL (`DATABASE_URL`; an empty string: the file), shared by several
   * composers (decision 0170).
   */
  readonly databaseUrl?: string;
  /** The registry's store itself (tests); the composer does not close it. */
  readonly registryStore?: RegistryStore;
  /** Root of embedded data (`SF_DATA_DIR`, else `<repo>/.data`). */
  readonly dataDir?: string;
  /** Deployed assets served under `/_assets/` (`SF_ASSETS_DIR`, else `<data>/assets`). */
  readonly assetsDir?: string;
}

/** A running composer. */
export interface RunningComposer {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

function findRepoRoot(start: string): string {
  for (let dir = resolve(start); ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown }).workspaces
    )
      return dir;
    if (dirname(dir) === dir) return resolve(start);
  }
}

/** Reads `/_assets/<app>/<version>/<file>` below `root`, refusing anything that resolves outside. */
export function nodeAssets(root: string) {
  const base = resolve(root);
  return createAssetsHandler(async (segments) => {
    const file = resolve(base, ...segments);
    if (!file.startsWith(base + sep)) return null;
    try {
      const real = await realpath(file);
      const realBase = await realpath(base);
      if (!real.startsWith(realBase + sep) || !(await stat(real)).isFile()) return null;
      return new Uint8Array(await readFile(real));
    } catch {
      return null;
    }
  });
}

/** Bodies up to this size with a `content-length` are read whole by {@link undiciFetcher}. */
const SMALL_BODY_BYTES = 256 * 1024;

/** A `fetch`-shaped function over an undici Agent (keep-alive pools per origin; no redirects). */
export function undiciFetcher(agent: Agent): FetchLike {
  return async (url, init) => {
    const target = new URL(url);
    const given = init.headers;
    let headers: Record<string, string>;
    if (given && !(given instanceof Headers) && !Array.isArray(given))
      headers = given as Record<string, string>;
    else {
      headers = {};
      new Headers(given).forEach((value, name) => (headers[name] = value));
    }
    const method = (init.method ?? 'GET').toUpperCase();
    const raw = init.body;
    const body =
      raw === undefined || raw === null
        ? null
        : raw instanceof ReadableStream
          ? Readable.fromWeb(raw as never)
          : (raw as string | Uint8Array);
    const res = await agent.request({
      origin: target.origin,
      path: `${target.pathname}${target.search}`,
      method: method as 'GET',
      headers,
      body,
      signal: init.signal ?? undefined,
    });
    const out = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (Array.isArray(value)) value.forEach((v) => out.append(name, v));
      else if (value !== undefined) out.append(name, value);
    }
    const empty = method === 'HEAD' || [204, 205, 304].includes(res.statusCode);
    if (empty) res.body.resume();
    // a small body of known length (every fragment) is read at once: no stream bridge per response
    const length = Number(res.headers['content-length'] ?? NaN);
    if (!empty && length <= SMALL_BODY_BYTES) {
      return new Response(new Uint8Array(await res.body.arrayBuffer()), {
        status: res.statusCode,
        headers: out,
      });
    }
    return new Response(empty ? null : webStream(res.body), { status: res.statusCode, headers: out });
  };
}

/**
 * A Node stream as a web stream with backpressure. (`Readable.toWeb` of Node 20 throws
 * "Controller is already closed" when the web stream is cancelled before the end.)
 */
function webStream(body: Readable): ReadableStream<Uint8Array> {
  let finished = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      body.on('data', (chunk: Buffer) => {
        if (finished) return;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) body.pause();
      });
      body.on('end', () => {
        if (!finished) controller.close();
        finished = true;
      });
      body.on('error', (error) => {
        if (!finished) controller.error(error);
        finished = true;
      });
    },
    pull() {
      body.resume();
    },
    cancel() {
      finished = true;
      body.destroy();
    },
  });
}

/**
 * The Node compressor of `compression.ts` (API answers and other compressible responses; pages are
 * compressed by `writeComposedPage`): zlib as `nodeCompressor` makes it, flushed after every chunk
 * so a streamed answer leaves as it comes.
 */
export const zlibCompressor: Compressor = (encoding) => {
  const { z, flush } = nodeCompressor(encoding);
  let out: TransformStreamDefaultController<Uint8Array> | undefined;
  let failure: Error | undefined;
  let gone = false;
  z.on('data', (chunk: Buffer) => {
    if (gone) return;
    try {
      out?.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    } catch {
      // the reader went away (the client disconnected): drop the rest, free zlib
      gone = true;
      z.destroy();
    }
  });
  z.on('error', (error) => {
    failure = error;
    if (gone) return;
    try {
      out?.error(error);
    } catch {
      // already errored or closed
    }
  });
  return new TransformStream<Uint8Array, Uint8Array>({
    start(controller) {
      out = controller;
    },
    transform(chunk) {
      return new Promise<void>((done, fail) => {
        if (gone) return fail(new Error('the response stream was cancelled'));
        z.write(chunk);
        flush(() => (failure ? fail(failure) : done()));
      });
    },
    flush() {
      return new Promise<void>((done, fail) => {
        z.once('end', () => done());
        z.once('error', fail);
        z.end();
      });
    },
  });
};

/** Persisted documents of every deployed version (`persisted-documents.json` in its assets), cached per version set. */
function persistedDocuments(registry: RegistrySource, assetsRoot: string) {
  let key = '';
  let docs: Promise<Record<string, string>> = Promise.resolve({});
  return async () => {
    const subgraphs = subgraphsOf(await registry());
    const next = subgraphs.map((s) => `${s.name}@${s.version}`).join(',');
    if (next !== key) {
      key = next;
      docs = Promise.all(
        subgraphs.map((s) =>
          readFile(join(assetsRoot, s.name, s.version, 'persisted-documents.json'), 'utf8')
            .then((text) => JSON.parse(text) as Record<string, string>)
            .catch(() => ({})),
        ),
      ).then((all) => Object.assign({}, ...all) as Record<string, string>);
    }
    return docs;
  };
}

function positive(value: string | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : undefined;
}

/** `SF_API_TIMEOUTS`: JSON `{ "<api prefix>": ms }`; malformed JSON fails the start. */
function jsonRecord(value: string | undefined): Record<string, number> | undefined {
  if (!value) return undefined;
  const parsed: unknown = JSON.parse(value);
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    Object.values(parsed).some((v) => typeof v !== 'number' || v <= 0)
  ) {
    throw new Error(`SF_API_TIMEOUTS must be JSON like {"search": 3000}, got ${value}`);
  }
  return parsed as Record<string, number>;
}

/** Starts the composer on Node: `PORT` (3000) and `HOST` (127.0.0.1) unless given. */
export async function startComposer(options: StartOptions = {}): Promise<RunningComposer> {
  const logger = options.logger ?? (createLogger('edge-composer') as ComposerLogger);
  // in-flight sharing (decision 0011) off by `SF_SHARE_FRAGMENT_FETCHES=off` (personalized deployments, benchmarks)
  const share =
    options.shareFragmentFetches ??
    onOffSetting('SF_SHARE_FRAGMENT_FETCHES', process.env.SF_SHARE_FRAGMENT_FETCHES);
  // the platform's kill switch of the service worker (decision 0155): `SF_SERVICE_WORKER=off`
  const serviceWorkerOff =
    options.serviceWorkerOff ?? onOffSetting('SF_SERVICE_WORKER', process.env.SF_SERVICE_WORKER) === false;
  const dataDir = options.dataDir ?? process.env.SF_DATA_DIR ?? join(findRepoRoot(process.cwd()), '.data');
  const registryFile =
    options.registryFile ?? process.env.SF_REGISTRY_FILE ?? join(dataDir, 'registry', 'registry.json');
  const assetsRoot = options.assetsDir ?? process.env.SF_ASSETS_DIR ?? join(dataDir, 'assets');
  const host = options.host ?? process.env.HOST ?? '127.0.0.1';
  const devFeatures = options.devFeatures ?? devFeaturesEnabled();
  if (devFeatures && !isLoopbackHost(host)) {
    throw new Error(
      `SF_DEV_FEATURES=1 turns on development features (/dev/mailbox, arbitrary GraphQL documents, public source maps); ` +
        `they must not be reachable from other machines, so the composer does not start on ${host}. ` +
        `Bind 127.0.0.1 (HOST) or unset SF_DEV_FEATURES.`,
    );
  }
  // the signed canary bucket (decision 0141) and the tester override (decision 0165): required without
  // development features, like every secret (0100), named together; with them `npm start` passes the
  // override key `npm run override` signs with, else a generated one
  const secrets = requireSecrets(
    process.env,
    [
      ...(options.bucketSecret ? [] : (['COMPOSER_BUCKET_SECRET'] as const)),
      ...(options.overrideSecret ? [] : (['OVERRIDE_SIGNING_SECRET'] as const)),
    ],
    devFeatures,
  );
  const bucketSecret = options.bucketSecret ?? secrets.COMPOSER_BUCKET_SECRET;
  const overrideSecret = options.overrideSecret ?? secrets.OVERRIDE_SIGNING_SECRET ?? randomSecret();
  // the registry file, or PostgreSQL shared with other composers (decision 0170), kept current
  const store =
    options.registryStore ?? openRegistryStore({ file: registryFile, databaseUrl: options.databaseUrl });
  const ownStore = options.registryStore === undefined;
  let registry: LiveRegistry;
  try {
    registry = await liveRegistry(store, logger);
  } catch (error) {
    if (ownStore) await store.close();
    throw error;
  }
  logger.info('registry', { store: store.kind, where: store.where });
  // the automatic canary rollback (decision 0142): through the registry's locked writer, then served at once
  const guard = createCanaryGuard({
    registry: registry.source,
    policy: canaryPolicyFromEnv(process.env),
    logger,
    rollback: async (decision) => {
      const update = await stopCanary(store, decision.remote, decision.canary, [decision.tenant as TenantId]);
      await registry.reload();
      return update.changes.length > 0;
    },
  });
  void guard.refresh().catch(() => undefined);
  // fragment measurements for the platform dashboard and the Prometheus endpoint (decisions 0151, 0152)
  const metrics = createNodeMetrics({
    registry: registry.source,
    logger,
    token: process.env.PLATFORM_METRICS_TOKEN?.trim() || undefined,
    flushMs: positive(process.env.SF_FRAGMENT_METRICS_FLUSH_MS),
  });
  const injected = options.observeFragment;
  const observeFragment: FragmentObserver = (o) => {
    guard.observe(o);
    metrics.observe(o);
    injected?.(o);
  };
  const agent = new Agent({ keepAliveTimeout: 10_000, connections: 128, pipelining: 1 });
  const gateway =
    options.gateway ??
    createGateway({
      subgraphs: async () => subgraphsOf(await registry.source()),
      persistedDocuments: persistedDocuments(registry.source, assetsRoot),
      allowArbitraryDocuments: devFeatures,
      logger,
    });
  // an injected fetcher sees every fragment GET: the undici fast path only goes with the undici fetcher
  const fetchBytes =
    options.fetchFragmentBytes ?? (options.fetchFragment ? undefined : undiciBytesFetcher(agent));
  const app = createComposer({
    ...(metrics.endpoint ? { platformMetrics: metrics.endpoint } : {}),
    ...options,
    // a canary the guard decided to roll back is not served from that moment (the write and the reload follow)
    registry: async () => guard.withhold(await registry.source()),
    ...(bucketSecret ? { bucketSecret } : {}),
    observeFragment,
    fetchFragment: options.fetchFragment ?? undiciFetcher(agent),
    ...(fetchBytes ? { fetchFragmentBytes: fetchBytes } : {}),
    ...(share === undefined ? {} : { shareFragmentFetches: share }),
    assets: nodeAssets(assetsRoot),
    compress: options.compress ?? zlibCompressor,
    // pages are written by `writeComposedPage` (node-response.ts), without a web stream
    directPages: options.directPages ?? true,
    gateway,
    logger,
    devFeatures,
    overrideSecret,
    serviceWorkerOff,
    ...(process.env.SF_DEPLOYMENT_ENV
      ? { deploymentEnv: options.deploymentEnv ?? process.env.SF_DEPLOYMENT_ENV }
      : {}),
    trustProxy: options.trustProxy ?? process.env.TRUST_PROXY,
    allowedHosts: options.allowedHosts ?? process.env.SF_ALLOWED_HOSTS,
    apiTimeoutMs: options.apiTimeoutMs ?? positive(process.env.SF_API_TIMEOUT_MS),
    apiTimeouts: options.apiTimeouts ?? jsonRecord(process.env.SF_API_TIMEOUTS),
    peerAddress: (_req, env) =>
      (env as { incoming?: { socket?: { remoteAddress?: string } } }).incoming?.socket?.remoteAddress,
  });
  const port = options.port ?? Number(process.env.PORT ?? 3000);
  const server = await new Promise<ServerType>((done) => {
    // composed pages are written by `writeComposedPage`, everything else by @hono/node-server
    const fetch = async (request: Request, env: HttpBindings | Http2Bindings) => {
      const response = await app.fetch(request, env);
      return env.outgoing instanceof ServerResponse && writeComposedPage(request, response, env.outgoing)
        ? RESPONSE_ALREADY_SENT
        : response;
    };
    const s = serve({ fetch, hostname: host, port }, () => done(s));
  });
  const address = server.address() as AddressInfo;
  return {
    port: address.port,
    url: `http://${host}:${address.port}`,
    close: async () => {
      await new Promise<void>((done) => server.close(() => done()));
      await metrics.close();
      registry.close();
      if (ownStore) await store.close();
      await agent.close();
    },
  };
}

const entry = process.argv[1] ?? '';
if (/edge-composer[\\/](dist[\\/]node\.mjs|src[\\/]node\.ts)$/.test(entry)) {
  startComposer().then(
    (running) => console.log(`edge-composer listening on ${running.url}`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
