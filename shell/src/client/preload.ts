import type { BootPayload, ResolvedRemote } from '@sf/contracts';
import { whenIdle } from './idle';
import { findSlot } from './intent';

/** The part of an `mf-manifest.json` the preload reads. */
export interface PreloadManifest {
  readonly metaData?: {
    readonly remoteEntry?: { readonly name?: string; readonly path?: string };
    /** The host's: its federated entry and what that loads later (@sf/federation, decision 0135). */
    readonly hostEntry?: string;
    readonly entryChunks?: readonly string[];
  };
  readonly shared?: readonly {
    readonly name: string;
    readonly assets?: { readonly js?: { readonly sync?: readonly string[] } };
  }[];
  readonly exposes?: readonly {
    readonly path: string;
    readonly assets?: {
      readonly js?: { readonly sync?: readonly string[]; readonly async?: readonly string[] };
    };
  }[];
}

/** What {@link preloadUrls} found to fetch: the host's files and the main slot's remote's. */
export interface PreloadList {
  readonly host: readonly string[];
  readonly remote: readonly string[];
}

const dirOf = (manifestUrl: string, base: string) => new URL('./', new URL(manifestUrl, base)).href;

/**
 * The scripts the page's first intent will load, as absolute URLs: the federated host (its entry and
 * the chunks it loads after it, shared libraries included) and, when the page's route belongs to a
 * remote, that remote's entry, its `./app` expose and the shared libraries it brings that the host
 * does not provide (the host's copies win: `loaded-first`, the host loads first).
 */
export function preloadUrls(
  base: string,
  host: { readonly remote: ResolvedRemote; readonly manifest: PreloadManifest },
  main: { readonly remote: ResolvedRemote; readonly manifest: PreloadManifest } | null,
): PreloadList {
  const hostDir = dirOf(host.remote.manifestUrl, base);
  const meta = host.manifest.metaData;
  const hostFiles = [meta?.hostEntry, ...(meta?.entryChunks ?? [])].filter(
    (f): f is string => typeof f === 'string' && f !== '',
  );
  if (!main) return { host: hostFiles.map((f) => new URL(f, hostDir).href), remote: [] };
  const provided = new Set((host.manifest.shared ?? []).map((s) => s.name));
  const m = main.manifest;
  const entry = m.metaData?.remoteEntry;
  const app = m.exposes?.find((e) => e.path === './app');
  const remoteFiles = [
    entry?.name ? `${entry.path ?? ''}${entry.path ? '/' : ''}${entry.name}` : null,
    ...(app?.assets?.js?.sync ?? []),
    ...(app?.assets?.js?.async ?? []),
    ...(m.shared ?? []).filter((s) => !provided.has(s.name)).flatMap((s) => s.assets?.js?.sync ?? []),
  ].filter((f): f is string => typeof f === 'string' && f !== '');
  const remoteDir = dirOf(main.remote.manifestUrl, base);
  return {
    host: hostFiles.map((f) => new URL(f, hostDir).href),
    remote: [...new Set(remoteFiles)].map((f) => new URL(f, remoteDir).href),
  };
}

/** Options of {@link preloadWhenIdle}. */
export interface PreloadOptions {
  readonly win: Window;
  readonly payload: BootPayload;
  /** How long no resource may have finished before the network counts as idle (ms). */
  readonly quietMs?: number;
  /** The latest start after the load event, idle or not (ms). */
  readonly capMs?: number;
}

interface NetworkInformationLike {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

/**
 * How long no resource may have finished before the preload starts: longer than a page-load audit waits
 * for a quiet network (Lighthouse: 1 s after the load event), so the preload never becomes part of the
 * page's load (it would stretch the window in which blocking time is counted).
 */
export const QUIET_MS = 2500;

/**
 * How long the preload's own fetches must have been quiet before the host runs them (decision 0294): a
 * page-load audit that was still waiting for a quiet network when they came waits 1 s after them and
 * stops its trace; the host's start and the hydration then stay out of it (inside it, they counted as
 * blocking time and overflowed Lighthouse's trace: NO_NAVSTART in 2 of 8 runs).
 */
export const RUN_QUIET_MS = 1500;

/** A shopper who asked to save data, or on a 2G connection, gets no preload. */
export function wantsPreload(nav: Navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!connection) return true;
  return connection.saveData !== true && !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** Calls `then` once the load event has passed and no resource has finished for `quietMs`. */
export function afterLoadWhenIdle(win: Window, then: () => void, quietMs = QUIET_MS, capMs = 20_000): void {
  const start = () => {
    const startedAt = win.performance.now();
    let last = startedAt;
    const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver })
      .PerformanceObserver;
    let observer: PerformanceObserver | null = null;
    try {
      observer = Observer
        ? new Observer((list) => {
            for (const e of list.getEntries())
              last = Math.max(last, (e as PerformanceResourceTiming).responseEnd);
          })
        : null;
      observer?.observe({ type: 'resource', buffered: false });
    } catch {
      observer = null; // no resource timing: the quiet time after the load event is waited alone
    }
    const check = () => {
      const now = win.performance.now();
      if (now - last < quietMs && now - startedAt < capMs) {
        win.setTimeout(check, quietMs - (now - last) + 10);
        return;
      }
      observer?.disconnect();
      whenIdle(win, then);
    };
    win.setTimeout(check, quietMs);
  };
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
}

/**
 * The page's first locale lookup, done now (decision 0292): the first `Intl` service a page asks for a
 * locale loads the list of the engine's locales and their ICU data, 34–77 ms at CPU ×4 in Chromium, and
 * `@formatjs/intl`'s `createIntl` asks it (`supportedLocalesOf`) in the remote's mount. Paid here, in an
 * idle period after the preload, the first intent's mount finds it done. Never throws.
 */
export function warmIntl(win: Window, locale: string): void {
  try {
    const intl = (win as Window & { Intl?: typeof Intl }).Intl ?? Intl;
    intl.NumberFormat.supportedLocalesOf(locale);
    intl.DateTimeFormat.supportedLocalesOf(locale);
  } catch {
    // an engine without Intl: the mount does without
  }
}

async function manifestOf(win: Window, url: string): Promise<PreloadManifest> {
  const response = await win.fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as PreloadManifest;
}

/** Fetches one file into the HTTP cache (the body read to its end, so the entry is complete). */
async function warm(win: Window, url: string): Promise<void> {
  const response = await win.fetch(url, {
    credentials: 'same-origin',
    priority: 'low',
  } as RequestInit);
  await response.arrayBuffer();
}

/**
 * After the load event, once the network is idle, fetches into the HTTP cache the scripts the page's
 * first intent would load (decision 0135): the federated host and the remote of the page's main slot
 * (`payload.route.remote`, when its slot is on the page). Nothing runs: the shopper's first intent
 * then finds every file in the cache, and the page's load and Lighthouse's blocking time stay as
 * they are. Then, in an idle period, the page's first locale lookup ({@link warmIntl}). A page
 * without a boot payload remote, a shopper saving data, or a failed manifest preloads nothing (or
 * less); the intent then loads as before. Resolves when done (for tests).
 */
export function preloadWhenIdle(opts: PreloadOptions): Promise<PreloadList | null> {
  const { win, payload } = opts;
  const shell = payload.remotes.find((r) => r.name === 'shell' && r.manifestUrl);
  if (!shell || !wantsPreload(win.navigator)) return Promise.resolve(null);
  // a page without any remote's or widget's slot never loads the host: nothing to preload
  const slots = [...payload.remotes.map((r) => r.name), ...(payload.widgets ?? []).map((w) => w.slot)];
  if (!slots.some((name) => name !== 'shell' && findSlot(win.document, name))) return Promise.resolve(null);
  const route = payload.route.remote;
  const mainRemote =
    route !== 'shell' && findSlot(win.document, route)
      ? (payload.remotes.find((r) => r.name === route && r.manifestUrl) ?? null)
      : null;
  return new Promise((resolve) => {
    afterLoadWhenIdle(
      win,
      () => {
        const base = win.location.href;
        const go = async (): Promise<PreloadList> => {
          const [hostManifest, mainManifest] = await Promise.all([
            manifestOf(win, new URL(shell.manifestUrl, base).href),
            mainRemote
              ? manifestOf(win, new URL(mainRemote.manifestUrl, base).href).catch(() => null)
              : Promise.resolve(null),
          ]);
          const list = preloadUrls(
            base,
            { remote: shell, manifest: hostManifest },
            mainRemote && mainManifest ? { remote: mainRemote, manifest: mainManifest } : null,
          );
          await Promise.all(
            [...list.host, ...list.remote].map((url) => warm(win, url).catch(() => undefined)),
          );
          return list;
        };
        go().then(
          (list) =>
            whenIdle(win, () => {
              warmIntl(win, payload.locale);
              resolve(list);
            }),
          () => resolve(null),
        );
      },
      opts.quietMs,
      opts.capMs,
    );
  });
}
