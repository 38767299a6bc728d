import type { VisitorHints } from '@sf/contracts';
import { isbot } from 'isbot';

/**
 * Who is behind a page request, read from its headers (decision 0074): a person, a crawler or a
 * monitoring probe. Crawlers come from `isbot` (maintained list of crawler, headless-browser and
 * HTTP-library user agents; a missing user agent counts as one); monitors are the probes of uptime
 * and synthetic-check services, named separately so logs and page data can tell them apart.
 */
export type VisitorKind = 'human' | 'bot' | 'monitor';

export interface Visitor extends VisitorHints {
  readonly kind: VisitorKind;
  /** A speculative load (`Sec-Purpose`/`Purpose: prefetch`, `X-Moz: prefetch`): maybe never shown. */
  readonly prefetch: boolean;
}

/** Uptime and synthetic-monitoring probes (most are bots to `isbot` as well; this names them). */
const MONITOR =
  /pingdom|uptimerobot|statuscake|site24x7|newrelicpinger|synthetics|checkly|better ?uptime|uptime-?kuma|catchpoint|dynatrace|gomez|freshping|hetrixtools|nagios|zabbix|monitis|elb-healthchecker|kube-probe|googlehc|blackbox[_-]exporter|updown\.io|sf-monitor/i;
const PREFETCH = /(^|[\s,;])prefetch\b/i;
/** CDN headers naming the visitor's country (Cloudflare, Vercel, CloudFront, Fastly). */
const COUNTRY_HEADERS = [
  'cf-ipcountry',
  'x-vercel-ip-country',
  'cloudfront-viewer-country',
  'fastly-geo-country-code',
];
const LANGUAGE = /^([a-zA-Z]{2,3})(?:-([a-zA-Z]{2}))?$/;

/** The `Accept-Language` tags best first (q-values; at most 5; `*` and malformed tags dropped). */
export function acceptedLanguages(header: string | null): string[] {
  if (!header) return [];
  const tags: { tag: string; q: number; at: number }[] = [];
  header
    .slice(0, 256)
    .split(',')
    .forEach((part, at) => {
      const [range = '', ...params] = part.trim().split(';');
      const m = LANGUAGE.exec(range.trim());
      if (!m) return;
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      if (!Number.isFinite(q) || q <= 0 || q > 1) return;
      tags.push({ tag: m[2] ? `${m[1]!.toLowerCase()}-${m[2].toUpperCase()}` : m[1]!.toLowerCase(), q, at });
    });
  return [...new Set(tags.sort((a, b) => b.q - a.q || a.at - b.at).map((t) => t.tag))].slice(0, 5);
}

/** Reads the visitor of a request from its headers alone (no state, no lookups). */
export function visitorOf(headers: Headers): Visitor {
  const ua = headers.get('user-agent') ?? '';
  const kind: VisitorKind = MONITOR.test(ua) ? 'monitor' : ua.trim() === '' || isbot(ua) ? 'bot' : 'human';
  const purpose = [
    headers.get('sec-purpose'),
    headers.get('purpose'),
    headers.get('x-purpose'),
    headers.get('x-moz'),
  ]
    .filter(Boolean)
    .join(',');
  const country = COUNTRY_HEADERS.map((h) => headers.get(h)?.trim().toUpperCase()).find(
    (c) => c && /^[A-Z]{2}$/.test(c) && c !== 'XX' && c !== 'T1',
  );
  const platform = /iPhone|iPad|iPod/.test(ua) ? 'ios' : /Android/.test(ua) ? 'android' : 'other';
  const mobile = headers.get('sec-ch-ua-mobile') === '?1' || /Mobi|iPhone|iPod|Android|iPad/.test(ua);
  return {
    kind,
    prefetch: PREFETCH.test(purpose),
    languages: acceptedLanguages(headers.get('accept-language')),
    country: country ?? null,
    platform,
    mobile,
  };
}

/** Crawlers and monitors get no page helpers (chat bot, country switch, survey, app banner). */
export function isAutomated(visitor: Pick<Visitor, 'kind'> | undefined): boolean {
  return visitor !== undefined && visitor.kind !== 'human';
}
