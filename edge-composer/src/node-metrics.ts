/**
 * The composer's platform metrics on Node (decisions 0151, 0152): every fragment fetch is aggregated
 * per minute for the platform dashboard (flushed to the platform server every `flushMs`) and counted
 * in prom-client's registry, which `GET /_platform/metrics` exposes to a scraper with the token.
 */
import { hostname } from 'node:os';
import { FRAGMENT_DURATION_BOUNDS_MS, type Registry } from '@sf/contracts';
import { collectDefaultMetrics, Counter, Histogram, Registry as PromRegistry } from 'prom-client';
import { FragmentMetrics, flushFragmentMetrics } from './fragment-metrics';
import type { FragmentObserver } from './fragments';
import type { ComposerLogger, PlatformMetricsEndpoint, RegistrySource } from './types';

/** The platform server the measurements go to: the shell's server of the registry (the first tenant that has one). */
export function platformServerOf(registry: Registry): string | null {
  for (const remotes of Object.values(registry.tenants)) {
    const shell = remotes?.shell;
    if (shell) return shell.server;
  }
  return null;
}

export interface NodeMetricsOptions {
  readonly registry: RegistrySource;
  readonly logger: ComposerLogger;
  /** `PLATFORM_METRICS_TOKEN`: without it `/_platform/metrics` answers 404. */
  readonly token?: string | undefined;
  /** How often finished minutes are posted (`SF_FRAGMENT_METRICS_FLUSH_MS`, default 15 s). */
  readonly flushMs?: number | undefined;
  readonly fetch?: typeof fetch;
}

export interface NodeMetrics {
  readonly observe: FragmentObserver;
  readonly endpoint: PlatformMetricsEndpoint | undefined;
  /** Delivers what is measured, the current minute included (on close). */
  flush(all?: boolean): Promise<number>;
  close(): Promise<void>;
}

export function createNodeMetrics(opts: NodeMetricsOptions): NodeMetrics {
  const prom = new PromRegistry();
  collectDefaultMetrics({ register: prom, prefix: 'sf_composer_' });
  const duration = new Histogram({
    name: 'sf_fragment_fetch_duration_seconds',
    help: 'Fragment fetches of the composer by remote, fragment and outcome (ok, error, timeout).',
    labelNames: ['remote', 'fragment', 'outcome'] as const,
    buckets: FRAGMENT_DURATION_BOUNDS_MS.map((ms) => ms / 1000),
    registers: [prom],
  });
  const fallbacks = new Counter({
    name: 'sf_fragment_fallbacks_total',
    help: 'Failed fragment fetches whose slot showed the fallback, by remote and fragment.',
    labelNames: ['remote', 'fragment'] as const,
    registers: [prom],
  });
  const dropped = new Counter({
    name: 'sf_fragment_metrics_dropped_total',
    help: 'Fragment measurements not kept for the dashboard (memory bound reached while the platform server was unreachable).',
    registers: [prom],
  });
  const minutes = new FragmentMetrics();
  const observe: FragmentObserver = (s) => {
    minutes.record(s);
    duration.labels(s.remote, s.fragmentId, s.outcome).observe(s.ms / 1000);
    if (s.fallback) fallbacks.labels(s.remote, s.fragmentId).inc();
  };
  const source = `${hostname()}:${process.pid}`;
  const flush = async (all = false) => {
    const before = minutes.dropped;
    const server = platformServerOf(await opts.registry());
    const sent = await flushFragmentMetrics(minutes, { server, source, fetch: opts.fetch ?? fetch }, all);
    if (minutes.dropped > before) {
      dropped.inc(minutes.dropped - before);
      opts.logger.warn('fragment measurements dropped', { dropped: minutes.dropped - before });
    }
    return sent;
  };
  const timer = setInterval(() => void flush().catch(() => undefined), opts.flushMs ?? 15_000);
  timer.unref();
  return {
    observe,
    endpoint: opts.token
      ? {
          token: opts.token,
          render: async () => ({ contentType: prom.contentType, body: await prom.metrics() }),
        }
      : undefined,
    flush,
    close: async () => {
      clearInterval(timer);
      await flush(true).catch(() => undefined);
    },
  };
}
