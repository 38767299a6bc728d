import type { Db } from '@sf/data';
import { rateVital, type VitalName, type VitalRating, type VitalReport } from './vitals-schema';

/** How long reports are kept, and how many at most (the oldest go first). */
export interface VitalsRetention {
  readonly days: number;
  readonly maxRows: number;
}

export const DEFAULT_VITALS_RETENTION: VitalsRetention = { days: 30, maxRows: 500_000 };

/**
 * Stores the reports of one beacon in one statement. A metric's later report (its `delta` after a
 * page hide and a return) is a row of its own; summaries take the latest value per `metric_id`.
 */
export async function storeVitals(db: Db, tenant: string, reports: readonly VitalReport[]): Promise<void> {
  const columns = 16;
  const values: unknown[] = [];
  const rows = reports.map((r, i) => {
    values.push(
      tenant,
      r.id,
      r.name,
      r.value,
      r.delta,
      rateVital(r.name, r.value),
      r.pathname,
      r.pageType,
      r.navigationType,
      r.interactionType,
      r.target,
      r.loadState,
      r.connection,
      r.deviceType,
      r.environment,
      r.userAgent.slice(0, 256),
    );
    return `(${Array.from({ length: columns }, (_, k) => `$${i * columns + k + 1}`).join(', ')})`;
  });
  await db.query(
    `INSERT INTO vitals (tenant, metric_id, name, value, delta, rating, pathname, page_type, navigation_type,
       interaction_type, target, load_state, connection, device_type, environment, user_agent)
     VALUES ${rows.join(', ')}`,
    values,
  );
}

/** Deletes reports older than the retention and, beyond `maxRows`, the oldest; returns how many went. */
export async function pruneVitals(
  db: Db,
  retention: VitalsRetention = DEFAULT_VITALS_RETENTION,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - retention.days * 86_400_000);
  const old = await db.query('DELETE FROM vitals WHERE received_at < $1', [cutoff.toISOString()]);
  const over = await db.query(
    `DELETE FROM vitals WHERE id IN (SELECT id FROM vitals ORDER BY id DESC OFFSET $1)`,
    [retention.maxRows],
  );
  return old.affectedRows + over.affectedRows;
}

/** p75 and the share of each rating of one metric, for one tenant and page type. */
export interface VitalSummary {
  readonly tenant: string;
  readonly pageType: string;
  readonly name: VitalName;
  readonly count: number;
  readonly p75: number;
  readonly rating: VitalRating;
  /** Shares of good / needs improvement / poor, 0–1. */
  readonly shares: Readonly<Record<VitalRating, number>>;
}

/**
 * p75 per tenant, page type and metric since `since` (the latest report of each metric instance),
 * as the platform's dashboard shows it; the p75 is rated by the same thresholds as each report.
 */
export async function summarizeVitals(db: Db, since: Date): Promise<VitalSummary[]> {
  const { rows } = await db.query<{
    tenant: string;
    page_type: string;
    name: VitalName;
    count: number;
    p75: number;
    good: number;
    ni: number;
    poor: number;
  }>(
    `WITH latest AS (
       SELECT DISTINCT ON (metric_id) tenant, page_type, name, value, rating
       FROM vitals WHERE received_at >= $1 ORDER BY metric_id, id DESC
     )
     SELECT tenant, page_type, name, count(*)::int AS count,
            percentile_cont(0.75) WITHIN GROUP (ORDER BY value) AS p75,
            count(*) FILTER (WHERE rating = 'good')::int AS good,
            count(*) FILTER (WHERE rating = 'needs-improvement')::int AS ni,
            count(*) FILTER (WHERE rating = 'poor')::int AS poor
     FROM latest GROUP BY tenant, page_type, name ORDER BY tenant, page_type, name`,
    [since.toISOString()],
  );
  return rows.map((r) => ({
    tenant: r.tenant,
    pageType: r.page_type,
    name: r.name,
    count: r.count,
    p75: Number(r.p75),
    rating: rateVital(r.name, Number(r.p75)),
    shares: { good: r.good / r.count, 'needs-improvement': r.ni / r.count, poor: r.poor / r.count },
  }));
}
