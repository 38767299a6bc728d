/**
 * The workerd composer's registry from a KV namespace (binding `REGISTRY_KV`, decision 0171): the
 * document under `REGISTRY_KV_KEY` (`registry`), the registry as JSON text, written by
 * `node scripts/registry.mjs kv-export` and `wrangler kv key put`. Read at most once per `refreshMs`
 * per isolate (KV itself propagates a write worldwide within about 60 s); an unchanged document keeps
 * the same object (the composer's per-registry indexes stay), a malformed or missing one keeps the last
 * good registry; with none yet every request fails with `REGISTRY-001` (`/healthz` answers 503).
 */
import { describeError, isRegistry, REGISTRY_KV_KEY, type Registry } from '@sf/contracts';
import type { ComposerLogger, RegistrySource } from './types';

/** The part of a Workers KV namespace the composer reads. */
export interface KvNamespaceLike {
  get(key: string, type: 'text'): Promise<string | null>;
}

/** How long an isolate serves the registry it read before reading the KV document again (ms). */
export const KV_REFRESH_MS = 2000;

/** `REGISTRY_KV_REFRESH_MS`: a whole number of ms ≥ 100, else the default. */
export function kvRefreshMs(value: string | undefined): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 100 ? n : KV_REFRESH_MS;
}

/** A registry source over the KV document; see the module comment. */
export function kvRegistry(
  kv: KvNamespaceLike,
  options: { refreshMs?: number; logger?: ComposerLogger; now?: () => number } = {},
): RegistrySource {
  const refreshMs = options.refreshMs ?? KV_REFRESH_MS;
  const now = options.now ?? Date.now;
  let current: { text: string; registry: Registry } | undefined;
  let readAt = -Infinity;
  let reading: Promise<Registry> | undefined;
  const fail = (reason: string): never => {
    throw new Error(`${describeError('REGISTRY-001')}: ${reason}`);
  };
  const read = async (): Promise<Registry> => {
    try {
      const text = await kv.get(REGISTRY_KV_KEY, 'text');
      if (text === null) return fail(`the REGISTRY_KV namespace has no "${REGISTRY_KV_KEY}" document`);
      if (text !== current?.text) {
        let value: unknown;
        try {
          value = JSON.parse(text);
        } catch {
          value = undefined;
        }
        if (!isRegistry(value))
          return fail(`the "${REGISTRY_KV_KEY}" document of REGISTRY_KV is not a valid registry`);
        current = { text, registry: value };
      }
      return current.registry;
    } catch (error) {
      if (!current) throw error;
      options.logger?.error(describeError('REGISTRY-001'), {
        code: 'REGISTRY-001',
        reason: error instanceof Error ? error.message : String(error),
      });
      return current.registry;
    } finally {
      // a failed read is not repeated by every request either
      readAt = now();
    }
  };
  return async () => {
    if (current && now() - readAt < refreshMs) return current.registry;
    reading ??= read().finally(() => (reading = undefined));
    return reading;
  };
}
