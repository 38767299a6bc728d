import {
  describeError,
  fragmentPath,
  fragmentRequestHeaders,
  FRAGMENT_HEADERS,
  type FragmentContext,
} from '@sf/contracts';
import { LOGIN_STATE_COOKIE, parseCookies, SESSION_TOKEN_COOKIE } from '@sf/session';
import { cachePolicy, declaredShareable, type CachePolicy, type FragmentCache } from './fragment-cache';
import { LightAbort, toAbortSignal } from './light-abort';
import { bodyOf, withBodyNonce, type FragmentBody } from './fragment-body';
import type { BytesFetch, BytesReply, ComposerLogger, FetchLike } from './types';

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
  /** The remote's version the server belongs to (what a fetch is counted for, {@link FragmentObserver}). */
  readonly version?: string;
  /** Query string of the page (`?q=…`) or `''`. */
  readonly query: string;
  readonly timeoutMs: number;
  /** The route takes its status from this fragment: a 404 is content, not an error. */
  readonly statusFromFragment: boolean;
}

/** What a fragment contributes to the page. */
export interface FragmentResult {
  /** The fragment's markup as its server sent it (bytes, with the nonce they carry). */
  readonly html: FragmentBody;
  /** Markup from `x-sf-head` for the document head. */
  readonly head: string;
  readonly title: string | null;
  /** The page status the fragment asks for (`x-sf-status`, or 404 on a statusFrom route). */
  readonly status: number | null;
  /** With a 3xx status: the same-site path the page redirects to (`x-sf-location`). */
  readonly location?: string | null;
  readonly fallback: boolean;
}

/** Everything a fetch needs besides the request itself. */
export interface FragmentEnv {
  readonly fetch: FetchLike;
  /** Fragment GETs read whole without a `Response` (the Node adapter's fast path); else `fetch`. */
  readonly fetchBytes?: BytesFetch | undefined;
  readonly cache: FragmentCache<FragmentResult>;
  readonly logger: ComposerLogger;
  readonly context: FragmentContext;
  readonly nonce: string;
  /** Localized fallback slot for a remote and route. */
  readonly fallback: (remote: string, routeId: string) => FragmentBody;
  /** Background work that must outlive the response (workerd `waitUntil`). */
  readonly waitUntil: (promise: Promise<unknown>) => void;
  /** The request carries a session ({@link carriesSession}): only declared-shareable replies are shared with it. */
  readonly personal: boolean;
  /** Share one in-flight fetch between concurrent requests of one key (default on; off = every page fetches its own). */
  readonly shareInFlight: boolean;
  /**
   * Extra headers of a fragment private to this visitor (see `fragment-cookies.ts`), or null: a
   * private fragment is fetched for this request alone, never shared, cached or taken from a cache.
   */
  readonly privateHeaders?: ((remote: string) => Record<string, string> | null) | undefined;
  /** What a page's fetches share, made by the first of them (one object per page, see {@link PageMemo}). */
  readonly memo?: PageMemo | undefined;
  /** Told of every fetch that reached (or tried to reach) a fragment server; never of a cache hit. */
  readonly observe?: FragmentObserver | undefined;
}

/** One fragment fetch as the canary guard counts it (`canary-guard.ts`). */
export interface FragmentObservation {
  readonly tenant: string;
  readonly remote: string;
  readonly version: string;
  readonly fragmentId: string;
  /** `ok`: a reply the page uses; `error`: a status it cannot use (a 5xx …) or no answer; `timeout`. */
  readonly outcome: 'ok' | 'error' | 'timeout';
  /** Time to the whole reply (or to the failure), in ms. */
  readonly ms: number;
  /** Bytes of the fragment's body (0 on a failure). */
  readonly bytes: number;
  /** The failure put the fallback into the page (header, footer, main; a failed widget writes nothing). */
  readonly fallback?: boolean;
}

/** Receives {@link FragmentObservation}s; must be cheap and must not throw. */
export type FragmentObserver = (observation: FragmentObservation) => void;

/**
 * Values the fragment fetches of one page share (the page's part of the cache keys, the request
 * headers). A plain object per page, not a WeakMap keyed by the page: while a WeakMap entry lives,
 * V8's young-generation collector keeps what it points to, and under load whole pages were promoted
 * to the old generation (see `takePageSource`).
 */
export interface PageMemo {
  pageKey?: string;
  headers?: Readonly<Record<string, string>>;
}

/** What one fetch brought: the result and whether its reply may be shared with sessions. */
interface Loaded {
  readonly result: FragmentResult;
  readonly shareable: boolean;
  /** Fetched for a request that carries a session. */
  readonly personal: boolean;
}

/**
 * Whether a `Cookie` header carries a session of `@sf/session` (the token cookie or the
 * login-state cookie, whatever their content): such a request gets no fragment that another
 * request fetched unless the fragment's reply declared it shareable.
 */
export function carriesSession(cookieHeader: string | null): boolean {
  if (!cookieHeader) return false;
  const cookies = parseCookies(cookieHeader);
  return Boolean(cookies[SESSION_TOKEN_COOKIE] || cookies[LOGIN_STATE_COOKIE]);
}

const NONCE_MARK = `sf-nonce-${Math.random().toString(36).slice(2)}-mark`;

class FragmentTimeout extends Error {}

/**
 * Fetches a fragment with timeout, cache and fallback; never rejects. Fragment servers get the
 * session flags, never cookies (the fragment protocol), except a remote's own private cookies
 * (`fragment-cookies.ts`): such a fragment is this visitor's alone, never shared or cached. What is shared between requests: for an
 * anonymous request, a concurrent fetch of the same key and a reply stored by its `cache-control`;
 * for a request that carries a session, only replies that declare themselves shareable (`public`
 * or `s-maxage`) — never a `private` or `no-store` one.
 */
export async function loadFragment(req: FragmentRequest, env: FragmentEnv): Promise<FragmentResult> {
  const own = env.privateHeaders?.(req.remote) ?? null;
  const key = own ? '' : cacheKey(req, env);
  if (!own) {
    const hit = env.cache.get(key);
    if (hit.state !== 'miss' && (hit.shared || !env.personal)) {
      if (hit.state === 'stale') env.waitUntil(load(req, env, key).catch(() => undefined));
      return withNonce(hit.value, env.nonce);
    }
  }
  try {
    const result = own ? (await fetchFragment(req, env, own)).result : await load(req, env, key);
    return withNonce(result, env.nonce);
  } catch (error) {
    const timedOut = error instanceof FragmentTimeout;
    const code = timedOut ? 'COMPOSER-003' : 'COMPOSER-002';
    env.logger.warn(describeError(code), {
      code,
      remote: req.remote,
      fragment: req.fragmentId,
      slot: req.slot,
      requestId: env.context.requestId,
      ...(timedOut
        ? { timeoutMs: req.timeoutMs }
        : { reason: error instanceof Error ? error.message : String(error) }),
    });
    return {
      html: env.fallback(req.remote, req.fragmentId),
      head: '',
      title: null,
      status: null,
      fallback: true,
    };
  }
}

/**
 * One fetch, shared with concurrent requests where allowed: anonymous requests share fetches
 * started by anonymous requests; a request with a session joins one only when the key's last
 * reply was declared shareable, and a joined reply that was not declared shareable is used only
 * between anonymous requests — otherwise the request fetches on its own.
 */
async function load(req: FragmentRequest, env: FragmentEnv, key: string): Promise<FragmentResult> {
  const own = () => fetchAndStore(req, env, key);
  if (env.shareInFlight && (!env.personal || env.cache.wasShareable(key))) {
    let started = false;
    const shared = await env.cache.dedupe(key, () => ((started = true), own()));
    if (started || shared.shareable || (!env.personal && !shared.personal)) return shared.result;
  }
  return (await own()).result;
}

function cacheKey(req: FragmentRequest, env: FragmentEnv): string {
  const memo = env.memo;
  let page = memo?.pageKey;
  if (page === undefined) {
    const ctx = env.context;
    // the route table's revision too: a fragment links other owners' pages from it (decision 0235)
    page = `${ctx.tenant}|${ctx.locale}|${ctx.path}|${JSON.stringify(ctx.session)}|${ctx.routes ?? ''}`;
    if (memo) memo.pageKey = page;
  }
  return `${req.server}|${req.fragmentId}|${page}`;
}

async function fetchAndStore(req: FragmentRequest, env: FragmentEnv, key: string): Promise<Loaded> {
  const { result, policy, shareable } = await fetchFragment(req, env);
  env.cache.noteShareable(key, shareable);
  // a reply to a request with a session is stored only when it says it is for everybody
  if (policy && (policy.shared || !env.personal)) env.cache.set(key, result, policy);
  return { result, shareable, personal: env.personal };
}

/** The request headers of a page's fragment fetches: the same for all of them, made once per page. */
function requestHeadersOf(env: FragmentEnv): Readonly<Record<string, string>> {
  const known = env.memo?.headers;
  if (known) return known;
  const headers = fragmentRequestHeaders(env.context); // a fresh object: completed in place
  headers[EXTRA_FRAGMENT_HEADERS.nonce] = env.nonce;
  headers.accept = 'text/html';
  headers['accept-encoding'] = 'identity';
  if (env.memo) env.memo.headers = headers;
  return headers;
}

interface Fetched {
  readonly result: FragmentResult;
  readonly policy: CachePolicy | null;
  readonly shareable: boolean;
}

/**
 * One HTTP round trip, body included, bounded by the fragment's timeout: the timer aborts the
 * fetch and ends the wait even when a fetcher ignores the abort. One promise per fragment, no race.
 */
function fetchFragment(
  req: FragmentRequest,
  env: FragmentEnv,
  extraHeaders?: Record<string, string>,
): Promise<Fetched> {
  const observe = env.observe && req.version !== undefined ? env.observe : undefined;
  const started = observe ? performance.now() : 0;
  const report = (outcome: FragmentObservation['outcome'], bytes: number) =>
    observe?.({
      tenant: env.context.tenant,
      remote: req.remote,
      version: req.version!,
      fragmentId: req.fragmentId,
      outcome,
      ms: performance.now() - started,
      bytes,
      fallback: outcome !== 'ok' && req.slot !== 'widget',
    });
  return new Promise<Fetched>((resolve, reject) => {
    const controller = new LightAbort();
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      controller.abort(new Error('fragment timeout'));
      report('timeout', 0);
      reject(new FragmentTimeout(`${req.remote}/${req.fragmentId} after ${req.timeoutMs} ms`));
    }, req.timeoutMs);
    const headers = extraHeaders ? { ...requestHeadersOf(env), ...extraHeaders } : requestHeadersOf(env);
    const url = `${req.server.replace(/\/+$/, '')}${fragmentPath(req.fragmentId)}${req.query}`;
    const init = { headers, signal: controller };
    let reply: Promise<BytesReply>;
    try {
      reply = env.fetchBytes
        ? env.fetchBytes(url, init)
        : readWhole(env.fetch, url, init, (status) => wanted(req, status));
    } catch (error) {
      // a fetcher that throws at once (a malformed server URL) leaves no timer behind
      clearTimeout(timer);
      throw error;
    }
    reply.then(
      (res) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        try {
          const result = fetched(req, env, url, res);
          report('ok', res.body.byteLength);
          resolve(result);
        } catch (error) {
          report('error', 0);
          reject(error);
        }
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        report('error', 0);
        reject(error);
      },
    );
  });
}

/** A fragment reply the page can use: 2xx, or a 404 on a route that takes its status from it. */
function wanted(req: FragmentRequest, status: number): boolean {
  return (status >= 200 && status < 300) || (status === 404 && req.statusFromFragment);
}

/** The fragment's result and cache policy from its reply (throws for a status the page cannot use). */
function fetched(req: FragmentRequest, env: FragmentEnv, url: string, res: BytesReply): Fetched {
  if (!wanted(req, res.status)) throw new Error(`${url} answered ${res.status}`);
  const status = fragmentStatus(res);
  const location =
    status !== null && status >= 300 && status < 400
      ? sameSitePath(res.headers.get(FRAGMENT_HEADERS.location))
      : null;
  const result: FragmentResult = {
    location,
    html: bodyOf(res.body, env.nonce),
    head: markNonce(headMarkup(res.headers.get(FRAGMENT_HEADERS.head)), env.nonce),
    title: decodeTitle(res.headers.get(EXTRA_FRAGMENT_HEADERS.title)),
    status,
    fallback: false,
  };
  const cacheControl = res.headers.get('cache-control');
  const policy = res.status === 200 && status === null ? cachePolicy(cacheControl) : null;
  return { result, policy, shareable: declaredShareable(cacheControl) };
}

/** A GET through a fetch-shaped function, its body read when the status is wanted (else cancelled). */
async function readWhole(
  fetcher: FetchLike,
  url: string,
  init: Parameters<BytesFetch>[1],
  wanted: (status: number) => boolean,
): Promise<BytesReply> {
  const res = await fetcher(url, {
    method: 'GET',
    headers: init.headers,
    signal: toAbortSignal(init.signal),
  });
  if (!wanted(res.status)) {
    await res.body?.cancel().catch(() => undefined);
    return { status: res.status, headers: res.headers, body: new Uint8Array(0) };
  }
  return { status: res.status, headers: res.headers, body: new Uint8Array(await res.arrayBuffer()) };
}

function fragmentStatus(res: BytesReply): number | null {
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
  const html = withBodyNonce(result.html, nonce);
  const head = result.head.includes(NONCE_MARK) ? result.head.split(NONCE_MARK).join(nonce) : result.head;
  return html === result.html && head === result.head ? result : { ...result, html, head };
}

/** A same-site path (`/…`, not `//host` or `/\\host`, no whitespace or control characters), else null. */
export function sameSitePath(raw: string | null): string | null {
  return raw !== null && /^\/(?![/\\])[\x21-\x7e]*$/.test(raw) ? raw : null;
}
