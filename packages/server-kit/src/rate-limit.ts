import type { Context, MiddlewareHandler } from 'hono';
import { appError, sha256Hex } from '@sf/contracts';
import { peekBody } from './body';
import { clientIp } from './client-ip';
import { errorResponse } from './errors';
import { generalErrorMessage } from './locale-message';
import { createMemoryRateLimitStore, type RateLimitStore } from './rate-limit-store';

/** What a request is counted by; `null` = not counted by this limit (e.g. no e-mail in the body). */
export type RateLimitKey = (c: Context) => string | null | Promise<string | null>;

/** Options of {@link rateLimit}. */
export interface RateLimitOptions {
  /** Window length in ms. */
  windowMs: number;
  /** Requests allowed per key and window. */
  max: number;
  /**
   * Names the limit in the store, so limits sharing a store count apart (e.g. `newsletter-signup`).
   * Default: the route path (keys carry their kind, `ip:` or `target:`); name two limits of the
   * same key kind on one route apart.
   */
  name?: string;
  /** Default {@link byClientIp}. */
  key?: RateLimitKey;
  /** Default: a memory store of this middleware alone. Pass the server's store to share counts. */
  store?: RateLimitStore;
}

/** Counts per client address (`x-real-ip`, set by the composer; see {@link clientIp}). */
export const byClientIp: RateLimitKey = (c) => `ip:${clientIp(c.req.raw.headers)}`;

/**
 * A target as a rate-limit key: trimmed, NFC, lower case, then SHA-256, so the store never holds
 * a raw e-mail address, and `A@x.de ` and `a@x.de` count together.
 */
export async function targetKey(value: string): Promise<string> {
  return `target:${await sha256Hex(value.normalize('NFC').trim().toLowerCase())}`;
}

/**
 * Counts per target named by a field of the submitted form (JSON, urlencoded or multipart; read
 * from a clone, the handler still reads the body): e.g. per e-mail address on a newsletter signup,
 * later on login and contact. A request without the field is not counted by this limit.
 */
export function byTarget(field: string, opts: { maxBytes?: number } = {}): RateLimitKey {
  const maxBytes = opts.maxBytes ?? 64 * 1024;
  return async (c) => {
    const value = (await peekBody(c, { maxBytes }))[field]?.trim();
    return value ? targetKey(value) : null;
  };
}

/**
 * Middleware (rate-limiter-flexible): at most `max` requests per key in each `windowMs` window.
 * Beyond that 429 `API-429` (the platform's error body, localized) with `Retry-After` in seconds;
 * every counted reply carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`.
 * Stack several for several keys (per address and per target).
 *
 * @example app.post('/signup', rateLimit({ windowMs: 60_000, max: 10, store }), rateLimit({ windowMs: 3_600_000, max: 5, key: byTarget('email'), store }), handler)
 */
export function rateLimit(opts: RateLimitOptions): MiddlewareHandler {
  if (!(opts.windowMs > 0) || !(opts.max > 0)) throw new Error('rateLimit needs windowMs > 0 and max > 0');
  const store = opts.store ?? createMemoryRateLimitStore();
  const keyOf = opts.key ?? byClientIp;
  return async (c, next) => {
    const key = await keyOf(c);
    if (key === null) return next();
    const name = opts.name ?? c.req.routePath;
    const outcome = await store.consume({ name, points: opts.max, windowMs: opts.windowMs }, key);
    const headers = {
      'ratelimit-limit': String(opts.max),
      'ratelimit-remaining': String(outcome.remaining),
      'ratelimit-reset': String(Math.ceil(outcome.resetMs / 1000)),
    };
    if (!outcome.allowed) {
      return errorResponse(appError('API-429', generalErrorMessage(c)), {
        ...headers,
        'retry-after': String(Math.max(1, Math.ceil(outcome.resetMs / 1000))),
      });
    }
    await next();
    // of stacked limits, the one with the fewest requests left speaks
    const current = c.res.headers.get('ratelimit-remaining');
    if (current === null || outcome.remaining < Number(current)) {
      for (const [header, value] of Object.entries(headers)) c.res.headers.set(header, value);
    }
  };
}
