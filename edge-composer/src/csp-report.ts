/**
 * `POST /_csp-report`: the endpoint of the page CSP's `report-uri` (older browsers,
 * `application/csp-report`) and `report-to` (Reporting API, `application/reports+json`).
 * Reports are read up to {@link CSP_REPORT_MAX_BYTES}, summarised into log lines (at most
 * {@link CSP_REPORT_LOG_PER_MINUTE} per minute, the rest counted) and answered 204. Nothing is
 * stored, so the endpoint changes no state; see docs/decisions/0022-csp-reports-and-baseline-headers.md.
 */
import { readStreamLimited } from '@sf/server-kit';
import type { ComposerLogger } from './types';

/** Largest report body read; bigger ones answer 413 without being read further. */
export const CSP_REPORT_MAX_BYTES = 16 * 1024;
/** Log lines per minute; a flood of reports cannot flood the log. */
export const CSP_REPORT_LOG_PER_MINUTE = 30;
/** Reports of one body that are logged (the Reporting API batches them). */
const MAX_REPORTS_PER_BODY = 10;

const REPORT_TYPES = ['application/csp-report', 'application/reports+json', 'application/json'];

/** What is logged of one violation (strings cut to 300 characters). */
export interface CspViolation {
  readonly documentUrl: string;
  readonly directive: string;
  readonly blockedUrl: string;
  readonly sourceFile: string;
  readonly line: number | null;
  readonly disposition: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 300) : '');

/** The violations of a report body in either format; anything unrecognised yields none. */
export function violationsOf(body: unknown): CspViolation[] {
  const legacy = (body as { 'csp-report'?: Record<string, unknown> } | null)?.['csp-report'];
  if (legacy && typeof legacy === 'object') {
    return [
      {
        documentUrl: text(legacy['document-uri']),
        directive: text(legacy['effective-directive'] ?? legacy['violated-directive']),
        blockedUrl: text(legacy['blocked-uri']),
        sourceFile: text(legacy['source-file']),
        line: typeof legacy['line-number'] === 'number' ? legacy['line-number'] : null,
        disposition: text(legacy.disposition),
      },
    ];
  }
  if (!Array.isArray(body)) return [];
  return body
    .filter(
      (r): r is { type: string; body: Record<string, unknown> } =>
        typeof r === 'object' &&
        r !== null &&
        r.type === 'csp-violation' &&
        typeof r.body === 'object' &&
        r.body !== null,
    )
    .slice(0, MAX_REPORTS_PER_BODY)
    .map(({ body: b }) => ({
      documentUrl: text(b.documentURL),
      directive: text(b.effectiveDirective),
      blockedUrl: text(b.blockedURL),
      sourceFile: text(b.sourceFile),
      line: typeof b.lineNumber === 'number' ? b.lineNumber : null,
      disposition: text(b.disposition),
    }));
}

/** The report endpoint as a Web-standard handler; `now` is injectable for tests. */
export function cspReportHandler(
  logger: ComposerLogger,
  now: () => number = Date.now,
): (request: Request) => Promise<Response> {
  let windowStart = 0;
  let logged = 0;
  let dropped = 0;
  const log = (violation: CspViolation) => {
    const t = now();
    if (t - windowStart >= 60_000) {
      if (dropped > 0) logger.warn('csp reports dropped from the log', { dropped });
      windowStart = t;
      logged = 0;
      dropped = 0;
    }
    if (logged >= CSP_REPORT_LOG_PER_MINUTE) {
      dropped += 1;
      return;
    }
    logged += 1;
    logger.warn('csp violation', { ...violation });
  };
  return async (request) => {
    const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!REPORT_TYPES.includes(type)) {
      await request.body?.cancel();
      return new Response(null, { status: 415, headers: { accept: REPORT_TYPES.join(', ') } });
    }
    const declared = Number(request.headers.get('content-length') ?? '0');
    const bytes =
      declared > CSP_REPORT_MAX_BYTES ? null : await readStreamLimited(request.body, CSP_REPORT_MAX_BYTES);
    if (bytes === null) {
      await request.body?.cancel().catch(() => undefined);
      return new Response(null, { status: 413 });
    }
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      return new Response(null, { status: 400 });
    }
    for (const violation of violationsOf(body)) log(violation);
    return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
  };
}
