import { z } from 'zod';

/** The metrics the shop collects (Core Web Vitals and the two that explain them). */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB', 'FCP'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type VitalRating = (typeof VITAL_RATINGS)[number];

/**
 * The "good" and "poor" bounds of each metric (web.dev): a value up to `good` is good, above
 * `poor` poor, between needs improvement — except INP, good only *under* 200 ms as spec section 9
 * says. The server rates every report itself; the client's rating is validated but not stored.
 */
export const VITAL_THRESHOLDS: Readonly<Record<VitalName, { readonly good: number; readonly poor: number }>> =
  {
    LCP: { good: 2500, poor: 4000 },
    INP: { good: 200, poor: 500 },
    CLS: { good: 0.1, poor: 0.25 },
    TTFB: { good: 800, poor: 1800 },
    FCP: { good: 1800, poor: 3000 },
  };

/** The rating of `value` for `name` by {@link VITAL_THRESHOLDS}. */
export function rateVital(name: VitalName, value: number): VitalRating {
  const t = VITAL_THRESHOLDS[name];
  if (name === 'INP' ? value < t.good : value <= t.good) return 'good';
  return value <= t.poor ? 'needs-improvement' : 'poor';
}

/** Largest plausible value per metric (ms, CLS unitless): a report beyond is refused. */
const MAX_VALUE: Readonly<Record<VitalName, number>> = {
  LCP: 120_000,
  INP: 60_000,
  CLS: 100,
  TTFB: 120_000,
  FCP: 120_000,
};

const text = (max: number) => z.string().max(max);
const token = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/i);

/**
 * One report as the shell's light entry sends it: every field of spec section 7's
 * `POST /api/vitals` (id, name, value, delta, rating, pathname, interactionType, target,
 * navigationType, userAgent, pageType, connection, deviceType, loadState, environment).
 * Fields that do not apply to a metric are `null` (INP's interaction type on an LCP report).
 */
export const vitalReportSchema = z
  .object({
    id: z.string().regex(/^v\d-[\w.-]{1,80}$/),
    name: z.enum(VITAL_NAMES),
    value: z.number().finite().min(0),
    delta: z.number().finite(),
    rating: z.enum(VITAL_RATINGS),
    pathname: text(512).regex(/^\/[^\s]*$/),
    interactionType: z.enum(['pointer', 'keyboard']).nullable(),
    target: text(300).nullable(),
    navigationType: z.enum([
      'navigate',
      'reload',
      'back-forward',
      'back-forward-cache',
      'prerender',
      'restore',
      'soft-navigation',
    ]),
    userAgent: text(512),
    pageType: token,
    connection: z.enum(['slow-2g', '2g', '3g', '4g', 'unknown']),
    deviceType: z.enum(['mobile', 'tablet', 'desktop']),
    loadState: z.enum(['loading', 'dom-interactive', 'dom-content-loaded', 'complete']).nullable(),
    environment: token,
  })
  .strict()
  .superRefine((r, ctx) => {
    if (r.value > MAX_VALUE[r.name])
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'out of range' });
    if (Math.abs(r.delta) > MAX_VALUE[r.name])
      ctx.addIssue({ code: 'custom', path: ['delta'], message: 'out of range' });
  });

export type VitalReport = z.infer<typeof vitalReportSchema>;

/** Reports of one page hide: one to {@link MAX_REPORTS_PER_BEACON}. */
export const MAX_REPORTS_PER_BEACON = 10;
export const vitalBeaconSchema = z.array(vitalReportSchema).min(1).max(MAX_REPORTS_PER_BEACON);

/** A beacon's reports, or `null` when anything in it is malformed (nothing of it is stored then). */
export function parseVitalBeacon(json: unknown): VitalReport[] | null {
  const list = Array.isArray(json) ? json : [json];
  const result = vitalBeaconSchema.safeParse(list);
  return result.success ? result.data : null;
}
