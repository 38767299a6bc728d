/**
 * The workerd entry (Cloudflare module worker): the same composer with the registry from the
 * `REGISTRY` binding (JSON text or object), no local assets, the runtime's `fetch`.
 */
import type { Hono } from 'hono';
import { describeError, isRegistry, type Registry } from '@sf/contracts';
import { createComposer } from './app';
import { createGateway } from './gateway/index';
import { subgraphsOf } from './subgraphs';
import type { HostMap } from './types';

/** Bindings and vars of the worker. */
export interface WorkerEnv {
  /** The registry (`Registry` of @sf/contracts) as JSON text or object. */
  readonly REGISTRY: string | Registry;
  /** Default fragment timeout in ms. */
  readonly FRAGMENT_TIMEOUT_MS?: string;
  /** JSON `{ "<route id>|header|footer": ms }`. */
  readonly ROUTE_TIMEOUTS?: string;
  /** JSON host → tenant map (real domains). */
  readonly HOST_MAP?: string;
  /** `true` serves /dev/mailbox (off by default at the edge). */
  readonly DEV_MAILBOX?: string;
  /** `true` when a TLS-terminating proxy sits in front and sets x-forwarded-*. */
  readonly TRUST_PROXY?: string;
  /** JSON documentId → document text for the gateway's persisted documents. */
  readonly PERSISTED_DOCUMENTS?: string;
  /** `true` lets the gateway run documents sent as text (development). */
  readonly ALLOW_ARBITRARY_DOCUMENTS?: string;
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
  if (!isRegistry(value)) throw new Error(`${describeError('REGISTRY-001')}: the REGISTRY binding is not a valid registry`);
  return value;
}

let cached: { env: WorkerEnv; app: Hono } | undefined;

/** One composer per isolate and env (bindings do not change within an isolate). */
function appFor(env: WorkerEnv): Hono {
  if (cached && cached.env === env) return cached.app;
  const registry = registryOf(env);
  const timeout = Number(env.FRAGMENT_TIMEOUT_MS);
  const documents = json<Record<string, string>>(env.PERSISTED_DOCUMENTS, {});
  const gateway = createGateway({
    subgraphs: async () => subgraphsOf(registry),
    persistedDocuments: async () => documents,
    allowArbitraryDocuments: env.ALLOW_ARBITRARY_DOCUMENTS === 'true',
  });
  const app = createComposer({
    registry: async () => registry,
    fragmentTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 5000,
    routeTimeouts: json<Record<string, number>>(env.ROUTE_TIMEOUTS, {}),
    hostMap: json<HostMap>(env.HOST_MAP, {}),
    devMailbox: env.DEV_MAILBOX === 'true',
    trustProxy: env.TRUST_PROXY === 'true',
    gateway,
    clientAddress: (request) => request.headers.get('cf-connecting-ip') ?? undefined,
  }) as unknown as Hono;
  cached = { env, app };
  return app;
}

export default {
  async fetch(request: Request, env: WorkerEnv, ctx: ExecutionContextLike): Promise<Response> {
    return appFor(env).fetch(request, env, ctx as Parameters<Hono['fetch']>[2]);
  },
};
