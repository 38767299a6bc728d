import type { PageData } from '@sf/contracts';
import type {
  CLSMetricWithAttribution,
  INPMetricWithAttribution,
  LCPMetricWithAttribution,
  MetricWithAttribution,
  onCLS,
  onFCP,
  onINP,
  onLCP,
  onTTFB,
} from 'web-vitals/attribution';

/** Where shoppers' browsers report their web vitals (spec section 7), owned by the shell's server. */
export const VITALS_ENDPOINT = '/api/vitals';

/** One report, every field of spec section 7's `POST /api/vitals`. */
export interface VitalReport {
  readonly id: string;
  readonly name: string;
  readonly value: number;
  readonly delta: number;
  readonly rating: string;
  readonly pathname: string;
  readonly interactionType: 'pointer' | 'keyboard' | null;
  readonly target: string | null;
  readonly navigationType: string;
  readonly userAgent: string;
  readonly pageType: string;
  readonly connection: string;
  readonly deviceType: 'mobile' | 'tablet' | 'desktop';
  readonly loadState: string | null;
  readonly environment: string;
}

interface WebVitals {
  readonly onLCP: typeof onLCP;
  readonly onINP: typeof onINP;
  readonly onCLS: typeof onCLS;
  readonly onTTFB: typeof onTTFB;
  readonly onFCP: typeof onFCP;
}

/** Options of {@link startVitals}. */
export interface VitalsOptions {
  readonly win: Window;
  /** The spec's page data: from the boot payload, or its fallback when the payload is missing. */
  readonly page: PageData;
  /** The web-vitals library (attribution build). */
  readonly vitals: WebVitals;
  /** Sends one beacon; default `navigator.sendBeacon`, else a keepalive fetch. */
  readonly send?: (url: string, body: string) => void;
}

/** The device class by the spec's server media widths (mobile 360, tablet 768, desktop 1024). */
export function deviceTypeOf(width: number): VitalReport['deviceType'] {
  if (width >= 1024) return 'desktop';
  return width >= 768 ? 'tablet' : 'mobile';
}

function attributionOf(
  metric: MetricWithAttribution,
): Pick<VitalReport, 'interactionType' | 'target' | 'loadState'> {
  switch (metric.name) {
    case 'INP': {
      const a = (metric as INPMetricWithAttribution).attribution;
      return {
        interactionType: a.interactionType ?? null,
        target: a.interactionTarget || null,
        loadState: a.loadState,
      };
    }
    case 'LCP':
      return {
        interactionType: null,
        target: (metric as LCPMetricWithAttribution).attribution.target ?? null,
        loadState: null,
      };
    case 'CLS': {
      const a = (metric as CLSMetricWithAttribution).attribution;
      return { interactionType: null, target: a.largestShiftTarget ?? null, loadState: a.loadState ?? null };
    }
    case 'FCP':
      return { interactionType: null, target: null, loadState: metric.attribution.loadState };
    default:
      return { interactionType: null, target: null, loadState: null };
  }
}

/** A web-vitals metric as the report the server takes. */
export function toReport(metric: MetricWithAttribution, win: Window, page: PageData): VitalReport {
  const nav = win.navigator as Navigator & { connection?: { effectiveType?: string } };
  const attribution = attributionOf(metric);
  return {
    id: metric.id,
    name: metric.name,
    value: metric.value,
    delta: metric.delta,
    rating: metric.rating,
    pathname: win.location.pathname,
    interactionType: attribution.interactionType,
    target: attribution.target?.slice(0, 300) ?? null,
    loadState: attribution.loadState,
    navigationType: metric.navigationType,
    userAgent: nav.userAgent.slice(0, 512),
    pageType: page.pageType,
    connection: nav.connection?.effectiveType ?? 'unknown',
    deviceType: deviceTypeOf(win.innerWidth),
    environment: page.deploymentEnv,
  };
}

function beacon(win: Window): (url: string, body: string) => void {
  return (url, body) => {
    // text/plain: a simple request, so no preflight; the server reads it as JSON
    if (win.navigator.sendBeacon?.(url, body)) return;
    void win
      .fetch(url, {
        method: 'POST',
        body,
        keepalive: true,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      })
      .catch(() => undefined);
  };
}

/**
 * Reports the page's web vitals (LCP, INP, CLS, TTFB, FCP) to {@link VITALS_ENDPOINT}: what the
 * library reported goes in one beacon when the page is hidden (at most ten reports each). Started
 * by the shell's deferred `vitals` script, which the light entry adds after the load event, so
 * nothing of it competes with the page; the five metrics start a task each (decision 0296). Nothing identifies the shopper: no cookie is read, no id
 * is kept between pages. A monitoring probe's page (`page.isMonitoring`) reports nothing: the
 * charts are the shoppers'.
 */
export function startVitals(options: VitalsOptions): void {
  const { win, page, vitals } = options;
  if (page.isMonitoring) return;
  const send = options.send ?? beacon(win);
  const queue: VitalReport[] = [];
  const flush = () => {
    while (queue.length > 0) send(VITALS_ENDPOINT, JSON.stringify(queue.splice(0, 10)));
  };
  const report = (metric: MetricWithAttribution) => void queue.push(toReport(metric, win, page));
  // one metric per task: each reads what the browser buffered since the page began (its observers are
  // `buffered`), and all five in the script's own task made one long task right after the load event
  const steps = [vitals.onLCP, vitals.onINP, vitals.onCLS, vitals.onTTFB, vitals.onFCP].map(
    (on) => () => on(report as never),
  );
  // added after the library's own listeners, so its final values are queued before the flush
  steps.push(() => {
    win.addEventListener('visibilitychange', () => win.document.visibilityState === 'hidden' && flush());
    win.addEventListener('pagehide', flush);
  });
  const next = () => {
    steps.shift()?.();
    if (steps.length > 0) win.setTimeout(next, 0);
  };
  win.setTimeout(next, 0);
}

/**
 * Adds the script at `url` once the page has loaded (one task after `load`): what the shopper
 * does not need to see the page waits until it is there.
 */
export function addScriptAfterLoad(win: Window, url: string): void {
  const add = () =>
    win.setTimeout(() => {
      const s = win.document.createElement('script');
      s.src = url;
      win.document.body.append(s);
    }, 0);
  if (win.document.readyState === 'complete') add();
  else win.addEventListener('load', add, { once: true });
}
