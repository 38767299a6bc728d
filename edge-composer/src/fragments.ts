import { describeError, fragmentPath, fragmentRequestHeaders, FRAGMENT_HEADERS, type FragmentContext } from '@sf/contracts';
import { cachePolicy, type CachePolicy, type FragmentCache } from './fragment-cache';
import type { ComposerLogger, FetchLike } from './types';

/** Headers of the fragment protocol that @sf/contracts does not name (yet). */
export const EXTRA_FRAGMENT_HEADERS = { title: 'x-sf-title', nonce: 'x-sf-nonce' } as const;

/** One fragment the page needs. */
export interface FragmentRequest {
  /** Which slot of the page: `header`, `footer`, `main` or a page `widget` (logs). */
  readonly slot: 'header' | 'footer' | 'main' | 'widget';
  readonly remote: string;
  /** Fragment id on the server (`header`, `footer` or the route id). */
  readonly fragmentId: string;
  readonly server: string;
  /** Query string of the page (`?q=…`) or `''`. */
  readonly query: string;
  readonly timeoutMs: number;
  /** The route takes its status from this fragment: a 404 is content, not an error. */
  readonly statusFromFragment: boolean;
}

/** What a fragment contributes to the page. */
export interface FragmentResult {
  readonly html: string;
  /** Markup from `x-sf-head` for the document head. */
  readonly head: string;
  readonly title: string | null;
  /** The page status the fragment asks for (`x-sf-status`, or 404 on a statusFrom route). */
  readonly status: number | null;
  readonly fallback: boolean;
}

/** Everything a fetch needs besides the request itself. */
export interface FragmentEnv {
  readonly fetch: FetchLike;
  readonly cache: FragmentCache<FragmentResult>;
  readonly logger: ComposerLogger;
  readonly context: FragmentContext;
  readonly nonce: string;
  /** Localized fallback slot for a remote and route. */
  readonly fallback: (remote: string, routeId: string) => string;
  /** Background work that must outlive the response (workerd `waitUntil`). */
  readonly waitUntil: (promise: Promise<unknown>) => void;
}

const NONCE_MARK = `sf-nonce-${Math.random().toString(36).slice(2)}-mark`;

class FragmentTimeout extends Error {}

/**
 * Fetches a fragment with timeout, cache and fallback; never rejects. Fragment servers get the
 * session flags, never cookies (the fragment protocol), so a response is shared by everybody with
 * the same key and flags: cached as its `cache-control` allows, concurrent fetches deduplicated.
 */
export async function loadFragment(req: FragmentRequest, env: FragmentEnv): Promise<FragmentResult> {
  const key = cacheKey(req, env.context);
  const hit = env.cache.get(key);
  if (hit.state !== 'miss') {
    if (hit.state === 'stale') env.waitUntil(env.cache.dedupe(key, () => fetchAndStore(req, env, key)).catch(() => undefined));
    return withNonce(hit.value, env.nonce);
  }
  try {
    return withNonce(await env.cache.dedupe(key, () => fetchAndStore(req, env, key)), env.nonce);
  } catch (error) {
    const timedOut = error instanceof FragmentTimeout;
    const code = timedOut ? 'COMPOSER-003' : 'COMPOSER-002';
    env.logger.warn(describeError(code), {
      code,
      remote: req.remote,
      fragment: req.fragmentId,
      slot: req.slot,
      requestId: env.context.requestId,
      ...(timedOut ? { timeoutMs: req.timeoutMs } : { reason: error instanceof Error ? error.message : String(error) }),
    });
    return { html: env.fallback(req.remote, req.fragmentId), head: '', title: null, status: null, fallback: true };
  }
}

function cacheKey(req: FragmentRequest, ctx: FragmentContext): string {
  return [req.server, req.fragmentId, ctx.tenant, ctx.locale, ctx.path, JSON.stringify(ctx.session)].join('|');
}

async function fetchAndStore(req: FragmentRequest, env: FragmentEnv, key: string): Promise<FragmentResult> {
  const { result, policy } = await fetchFragment(req, env);
  if (policy) env.cache.set(key, result, policy);
  return result;
}

/** One HTTP round trip, body included, bounded by the fragment's timeout. */
async function fetchFragment(req: FragmentRequest, env: FragmentEnv): Promise<{ result: FragmentResult; policy: CachePolicy | null }> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new FragmentTimeout(`${req.remote}/${req.fragmentId} after ${req.timeoutMs} ms`));
    }, req.timeoutMs);
  });
  const headers: Record<string, string> = {
    ...fragmentRequestHeaders(env.context),
    [EXTRA_FRAGMENT_HEADERS.nonce]: env.nonce,
    accept: 'text/html',
    'accept-encoding': 'identity',
  };
  const url = `${req.server.replace(/\/+$/, '')}${fragmentPath(req.fragmentId)}${req.query}`;
  const work = (async () => {
    const res = await env.fetch(url, { method: 'GET', headers, signal: controller.signal });
    const contentOk = res.ok || (res.status === 404 && req.statusFromFragment);
    if (!contentOk) {
      await res.body?.cancel().catch(() => undefined);
      throw new Error(`${url} answered ${res.status}`);
    }
    const html = await res.text();
    const status = fragmentStatus(res);
    const result: FragmentResult = {
      html: markNonce(html, env.nonce),
      head: markNonce(headMarkup(res.headers.get(FRAGMENT_HEADERS.head)), env.nonce),
      title: decodeTitle(res.headers.get(EXTRA_FRAGMENT_HEADERS.title)),
      status,
      fallback: false,
    };
    const policy = res.status === 200 && status === null ? cachePolicy(res.headers.get('cache-control')) : null;
    return { result, policy };
  })();
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
    work.catch(() => undefined);
  }
}

function fragmentStatus(res: Response): number | null {
  const raw = res.headers.get(FRAGMENT_HEADERS.status);
  if (raw !== null && /^[1-5]\d\d$/.test(raw.trim())) return Number(raw.trim());
  return res.status === 404 ? 404 : null;
}

/** Several `x-sf-head` headers arrive joined by `, `; rejoin the elements without the separator. */
function headMarkup(raw: string | null): string {
  return raw ? raw.replace(/>\s*,\s*</g, '><').trim() : '';
}

/** `x-sf-title` is percent-encoded UTF-8 (header values are bytes); plain ASCII passes unchanged. */
function decodeTitle(raw: string | null): string | null {
  if (raw === null || raw.trim() === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function markNonce(text: string, nonce: string): string {
  return nonce && text.includes(nonce) ? text.split(nonce).join(NONCE_MARK) : text;
}

function withNonce(result: FragmentResult, nonce: string): FragmentResult {
  if (!result.html.includes(NONCE_MARK) && !result.head.includes(NONCE_MARK)) return result;
  return { ...result, html: result.html.split(NONCE_MARK).join(nonce), head: result.head.split(NONCE_MARK).join(nonce) };
}
