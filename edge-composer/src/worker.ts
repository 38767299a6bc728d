/**
 * The workerd entry (Cloudflare module worker): the same composer with the registry from the
 * `REGISTRY_KV` namespace (the document under key `registry`, re-read every 2 s, decision 0171) or,
 * without one, the `REGISTRY` binding (JSON text or object, fixed per deployment); no local assets, the
 * runtime's `fetch`.
 */
import type { Hono } from 'hono';
import { describeError, isRegistry, type Registry } from '@sf/contracts';
import { devFeaturesEnabled, randomSecret, requireSecrets } from '@sf/server-kit';
import { createComposer } from './app';
import { createGateway } from './gateway/index';
import { kvRefreshMs, kvRegistry, type KvNamespaceLike } from './kv-registry';
import { subgraphsOf } from './subgraphs';
import type { HostMap, RegistrySource } from './types';

/** Bindings and vars of the worker. */
export interface WorkerEnv {
  /**
   * KV namespace holding the registry document under key `registry` (`REGISTRY_KV_KEY` of
   * @sf/contracts): what a deploy changes without redeploying the worker (decision 0171).
   */
  readonly REGISTRY_KV?: KvNamespaceLike;
  /** How often an isolate re-reads the KV document, in ms (2000; at least 100). */
  readonly REGISTRY_KV_REFRESH_MS?: string;
  /** The registry (`Registry` of @sf/contracts) as JSON text or object, when there is no `REGISTRY_KV`. */
  readonly REGISTRY?: string | Registry;
  /** Default fragment timeout in ms. */
  readonly FRAGMENT_TIMEOUT_MS?: string;
  /** JSON `{ "<route id>|header|footer": ms }`. */
  readonly ROUTE_TIMEOUTS?: string;
  /** JSON host → tenant map (real domains). */
  readonly HOST_MAP?: string;
  /** `1` turns on development features (/dev/mailbox, arbitrary GraphQL documents, source maps); off by default. */
  readonly SF_DEV_FEATURES?: string;
  /** Proxies between Cloudflare and the worker are unusual; addresses/CIDRs whose `x-forwarded-*` count. */
  readonly TRUST_PROXY?: string;
  /** Host names served besides `HOST_MAP`'s, comma separated. */
  readonly SF_ALLOWED_HOSTS?: string;
  /** Default `/api` proxy timeout in ms (10000). */
  readonly API_TIMEOUT_MS?: string;
  /** JSON `{ "<api prefix>": ms }`. */
  readonly API_TIMEOUTS?: string;
  /** `off`: the platform's kill switch of the service worker (decision 0155). */
  readonly SF_SERVICE_WORKER?: string;
  /** JSON documentId → document text for the gateway's persisted documents. */
  readonly PERSISTED_DOCUMENTS?: string;
  /** Secret of the signed canary bucket cookie (≥ 32 characters; required without development features, decision 0141). */
  readonly COMPOSER_BUCKET_SECRET?: string;
  /** Key of the tester override (a secret, ≥ 32 characters; required without development features, decision 0165). */
  readonly OVERRIDE_SIGNING_SECRET?: string;
}

/** The part of workerd's ExecutionContext the composer uses. */
interface ExecutionContextLike {
  waitUntil(promise: Promise<unknown>): void;
  passThroughOnException(): void;
}

function json<T>(raw: string | undefined, fallback: T): T {
  if (!raw) return fallback;
  return JSON.parse(raw) as T;
}

function registryOf(env: WorkerEnv): Registry {
  const value: unknown = typeof env.REGISTRY === 'string' ? JSON.parse(env.REGISTRY) : env.REGISTRY;
  if (!isRegistry(value))
    throw new Error(
      `${describeError('REGISTRY-001')}: neither a REGISTRY_KV namespace nor a valid REGISTRY binding`,
    );
  return value;
}

/** The KV document when the namespace is bound (read per isolate, refreshed), else the fixed binding. */
function registrySourceOf(env: WorkerEnv): RegistrySource {
  if (env.REGISTRY_KV)
    return kvRegistry(env.REGISTRY_KV, { refreshMs: kvRefreshMs(env.REGISTRY_KV_REFRESH_MS) });
  const registry = registryOf(env);
  return async () => registry;
}

let cached: { env: WorkerEnv; app: Hono } | undefined;

/** One composer per isolate and env (bindings do not change within an isolate). */
function appFor(env: WorkerEnv): Hono {
  if (cached && cached.env === env) return cached.app;
  const registry = registrySourceOf(env);
  const timeout = Number(env.FRAGMENT_TIMEOUT_MS);
  const documents = json<Record<string, string>>(env.PERSISTED_DOCUMENTS, {});
  const devFeatures = devFeaturesEnabled({ SF_DEV_FEATURES: env.SF_DEV_FEATURES });
  const apiTimeout = Number(env.API_TIMEOUT_MS);
  const gateway = createGateway({
    subgraphs: async () => subgraphsOf(await registry()),
    persistedDocuments: async () => documents,
    allowArbitraryDocuments: devFeatures,
  });
  // no secret in production: every request fails with the message naming them (decision 0100)
  const secrets = requireSecrets(
    {
      COMPOSER_BUCKET_SECRET: env.COMPOSER_BUCKET_SECRET,
      OVERRIDE_SIGNING_SECRET: env.OVERRIDE_SIGNING_SECRET,
    },
    ['COMPOSER_BUCKET_SECRET', 'OVERRIDE_SIGNING_SECRET'],
    devFeatures,
  );
  const bucketSecret = secrets.COMPOSER_BUCKET_SECRET;
  const overrideSecret = secrets.OVERRIDE_SIGNING_SECRET ?? randomSecret();
  const app = createComposer({
    registry,
    ...(bucketSecret ? { bucketSecret } : {}),
    fragmentTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 5000,
    routeTimeouts: json<Record<string, number>>(env.ROUTE_TIMEOUTS, {}),
    hostMap: json<HostMap>(env.HOST_MAP, {}),
    devFeatures,
    overrideSecret,
    serviceWorkerOff: env.SF_SERVICE_WORKER?.trim().toLowerCase() === 'off',
    ...(env.TRUST_PROXY ? { trustProxy: env.TRUST_PROXY } : {}),
    ...(env.SF_ALLOWED_HOSTS ? { allowedHosts: env.SF_ALLOWED_HOSTS } : {}),
    ...(Number.isFinite(apiTimeout) && apiTimeout > 0 ? { apiTimeoutMs: apiTimeout } : {}),
    apiTimeouts: json<Record<string, number>>(env.API_TIMEOUTS, {}),
    gateway,
    // Cloudflare sets cf-connecting-ip itself (a client's own value is overwritten at the edge)
    peerAddress: (request) => request.headers.get('cf-connecting-ip') ?? undefined,
  }) as unknown as Hono;
  cached = { env, app };
  return app;
}

export default {
  async fetch(request: Request, env: WorkerEnv, ctx: ExecutionContextLike): Promise<Response> {
    return appFor(env).fetch(request, env, ctx as Parameters<Hono['fetch']>[2]);
  },
};
