import type { Context, MiddlewareHandler } from 'hono';
import { appError } from '@sf/contracts';
import { errorResponse } from './errors';
import { generalErrorMessage } from './locale-message';
import { clientIp } from './client-ip';

/** One key's count in its current window. */
export interface RateLimitHit {
  count: number;
  /** Epoch ms when the window ends. */
  resetAt: number;
}

/** Where counts live; the default is {@link createMemoryRateLimitStore}. */
export interface RateLimitStore {
  hit(key: string, windowMs: number, now: number): RateLimitHit | Promise<RateLimitHit>;
}

/** The in-memory store answers synchronously. */
export interface MemoryRateLimitStore extends RateLimitStore {
  hit(key: string, windowMs: number, now: number): RateLimitHit;
}

/**
 * Fixed-window counters in memory, bounded: expired windows are pruned as the map grows, and past
 * `maxKeys` the oldest windows are dropped (a flood of fake keys cannot exhaust memory).
 */
export function createMemoryRateLimitStore(opts: { maxKeys?: number } = {}): MemoryRateLimitStore {
  const maxKeys = opts.maxKeys ?? 10_000;
  const windows = new Map<string, RateLimitHit>();
  const prune = (now: number) => {
    for (const [key, hit] of windows) if (hit.resetAt <= now) windows.delete(key);
    // Map iterates in insertion order: the first keys are the oldest windows
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  };
  return {
    hit(key, windowMs, now) {
      let current = windows.get(key);
      if (!current || current.resetAt <= now) {
        if (current) windows.delete(key);
        if (windows.size >= maxKeys) prune(now);
        current = { count: 0, resetAt: now + windowMs };
        windows.set(key, current);
      }
      current.count += 1;
      return { count: current.count, resetAt: current.resetAt };
    },
  };
}

/** Options of {@link rateLimit}. */
export interface RateLimitOptions {
  windowMs: number;
  /** Requests allowed per key and window. */
  max: number;
  /** Default: the client IP ({@link clientIp}). */
  key?: (c: Context) => string;
  store?: RateLimitStore;
  /** Clock (tests). */
  now?: () => number;
}

/**
 * Middleware: at most `max` requests per key in each `windowMs` window; beyond that 429 `API-429`
 * with `Retry-After` (seconds). Every reply carries `RateLimit-Limit`/`RateLimit-Remaining`.
 *
 * @example app.post('/api/newsletter/signup', rateLimit({ windowMs: 60_000, max: 5 }), handler)
 */
export function rateLimit(opts: RateLimitOptions): MiddlewareHandler {
  if (!(opts.windowMs > 0) || !(opts.max > 0)) throw new Error('rateLimit needs windowMs > 0 and max > 0');
  const store = opts.store ?? createMemoryRateLimitStore();
  const keyOf = opts.key ?? ((c: Context) => clientIp(c.req.raw.headers));
  const now = opts.now ?? Date.now;
  return async (c, next) => {
    const at = now();
    const hit = await store.hit(keyOf(c), opts.windowMs, at);
    const remaining = Math.max(0, opts.max - hit.count);
    if (hit.count > opts.max) {
      const retryAfter = Math.max(1, Math.ceil((hit.resetAt - at) / 1000));
      return errorResponse(appError('API-429', generalErrorMessage(c)), {
        'retry-after': String(retryAfter),
        'ratelimit-limit': String(opts.max),
        'ratelimit-remaining': '0',
      });
    }
    await next();
    c.res.headers.set('ratelimit-limit', String(opts.max));
    c.res.headers.set('ratelimit-remaining', String(remaining));
  };
}
