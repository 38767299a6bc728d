import { appError, isTenantId } from '@sf/contracts';
import type { Db } from '@sf/data';
import {
  errorResponse,
  generalErrorMessage,
  originGuard,
  rateLimit,
  readStreamLimited,
  type Logger,
  type RateLimitStore,
} from '@sf/server-kit';
import { Hono, type Context } from 'hono';
import { parseVitalBeacon } from './vitals-schema';
import { storeVitals } from './vitals-store';

/** A beacon is a few reports of a few hundred bytes each. */
export const MAX_VITALS_BODY_BYTES = 8 * 1024;

/** Options of {@link vitalsRoutes}. */
export interface VitalsRoutesOptions {
  readonly db: Db;
  readonly logger: Logger;
  /** The server's store, so every process on one PostgreSQL counts together. */
  readonly rateLimitStore?: RateLimitStore;
  /** Beacons per client address and minute (default 60: a shopper sends one per page hide). */
  readonly perMinute?: number;
  readonly trustedOrigins?: readonly string[];
}

const ACCEPTED_TYPES = new Set(['application/json', 'text/plain']);

/**
 * `POST /api/vitals` (spec section 7): a shopper's browser reports its web vitals on page hide,
 * by `sendBeacon` (`text/plain` or `application/json`) or a keepalive fetch. The composer vouches
 * for the tenant (`x-sf-tenant`) and the client address the limit counts by. Anything malformed
 * answers 400 `API-400` and nothing of the beacon is stored; a stored beacon answers 204.
 */
export function vitalsRoutes(opts: VitalsRoutesOptions): Hono {
  const app = new Hono();
  app.post(
    '/api/vitals',
    originGuard({ trustedOrigins: [...(opts.trustedOrigins ?? [])] }),
    rateLimit({
      windowMs: 60_000,
      max: opts.perMinute ?? 60,
      name: 'vitals',
      ...(opts.rateLimitStore ? { store: opts.rateLimitStore } : {}),
    }),
    async (c) => {
      const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (!ACCEPTED_TYPES.has(type)) return refuse(c, 'API-415');
      const tenant = c.req.header('x-sf-tenant');
      if (!isTenantId(tenant)) return refuse(c, 'API-400');
      const bytes = await readStreamLimited(c.req.raw.body, MAX_VITALS_BODY_BYTES);
      if (!bytes) return refuse(c, 'API-413');
      let json: unknown;
      try {
        json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
      } catch {
        return refuse(c, 'API-400');
      }
      const reports = parseVitalBeacon(json);
      if (!reports) return refuse(c, 'API-400');
      await storeVitals(opts.db, tenant, reports);
      return c.body(null, 204, { 'cache-control': 'no-store' });
    },
  );
  return app;
}

function refuse(c: Context, code: 'API-400' | 'API-413' | 'API-415'): Response {
  return errorResponse(appError(code, generalErrorMessage(c)));
}
