import type { RemoteVersion } from '@sf/contracts';
import { escapeHtml } from './html';
import { pwaFilesOf, type PwaFiles } from './pwa';

/**
 * Which files of a deployed remote the page preloads and starts: its federation container
 * (`metaData.remoteEntry` of `mf-manifest.json`) and, for the shell, its main entry
 * (`metaData.entry`, written by @sf/federation's build-info plugin, e.g. `main.b0d749fa.js`).
 * Read once per version and cached. When the manifest cannot be read, the container falls back
 * to the preset's fixed `remoteEntry.js`; the hashed main entry is then unknown (`null`: the page
 * stays server-rendered instead of loading a missing script).
 */
export interface RemoteFiles {
  /** URL of the federation container entry (`null` for a host without one). */
  readonly remoteEntry: string | null;
  /** URL of the app's main entry (the shell's boot script), if it has one. */
  readonly entry: string | null;
  /** The shell's service worker, icons and colours (`metaData.pwa`, decision 0155), if it has them. */
  readonly pwa?: PwaFiles | null;
}

/** Loads a JSON document by URL (`/_assets/…` or absolute); `null` when unavailable. */
export type JsonLoader = (url: string) => Promise<unknown>;

const FALLBACK_REMOTE_ENTRY = 'remoteEntry.js';
const RETRY_AFTER_FAILURE_MS = 30_000;

interface Cached {
  readonly files: Promise<RemoteFiles>;
  readonly expires: number;
}

/** Resolves and caches the entry files of remote versions (keyed by manifest URL). */
export class RemoteFilesResolver {
  private readonly cache = new Map<string, Cached>();

  constructor(
    private readonly load: JsonLoader,
    /** Told (once per retry period) when a manifest cannot be read. */
    private readonly onUnreadable: (manifestUrl: string, reason: string) => void = () => undefined,
    private readonly maxEntries = 200,
  ) {}

  /** The files of one version; never rejects. */
  filesOf(remote: RemoteVersion): Promise<RemoteFiles> {
    const key = remote.manifestUrl || remote.assetsUrl;
    const cached = this.cache.get(key);
    if (cached && cached.expires > Date.now()) return cached.files;
    let permanent = true;
    const files = this.load(remote.manifestUrl)
      .then((manifest) => {
        const found = filesFromManifest(remote.assetsUrl, manifest);
        if (found) return found;
        throw new Error(manifest === null ? 'not found' : 'names no entry');
      })
      .catch((error: unknown) => {
        permanent = false;
        this.onUnreadable(remote.manifestUrl, error instanceof Error ? error.message : String(error));
        return conventionalFiles(remote.assetsUrl);
      })
      .then((result) => {
        if (!permanent) this.cache.set(key, { files, expires: Date.now() + RETRY_AFTER_FAILURE_MS });
        return result;
      });
    this.cache.set(key, { files, expires: Number.POSITIVE_INFINITY });
    if (this.cache.size > this.maxEntries) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    return files;
  }
}

function join(base: string, file: string): string {
  return `${base.endsWith('/') ? base : `${base}/`}${file.replace(/^\.?\//, '')}`;
}

function conventionalFiles(assetsUrl: string): RemoteFiles {
  return { remoteEntry: join(assetsUrl, FALLBACK_REMOTE_ENTRY), entry: null };
}

function str(v: unknown): string | null {
  return typeof v === 'string' && v.length > 0 ? v : null;
}

/**
 * Reads `metaData.remoteEntry` (`{ name, path }`, empty for a host) and `metaData.entry` of an
 * `mf-manifest.json`; `null` when it names neither.
 */
export function filesFromManifest(assetsUrl: string, manifest: unknown): RemoteFiles | null {
  if (typeof manifest !== 'object' || manifest === null) return null;
  const meta = (manifest as Record<string, unknown>).metaData;
  if (typeof meta !== 'object' || meta === null) return null;
  const m = meta as Record<string, unknown>;
  const re = (typeof m.remoteEntry === 'object' && m.remoteEntry !== null ? m.remoteEntry : {}) as Record<
    string,
    unknown
  >;
  const name = str(re.name);
  const entry = str(m.entry);
  if (!name && !entry) return null;
  const pwa = pwaFilesOf(assetsUrl, m);
  return {
    remoteEntry: name ? join(assetsUrl, join(str(re.path) ?? '', name)) : null,
    entry: entry ? join(assetsUrl, entry) : null,
    ...(pwa ? { pwa } : {}),
  };
}

/**
 * `<link rel="preload" as="script">` hints, one per distinct URL. They carry the page's nonce:
 * under a nonce-based `script-src` a preload without it is blocked like a script would be.
 */
export function preloadLinks(hints: readonly PreloadHint[], nonce: string): string {
  const n = escapeHtml(nonce);
  const seen = new Set<string>();
  return hints
    .filter((h) => !seen.has(h.href) && seen.add(h.href))
    .map((h) => {
      // the shell loads remote entries with SRI and CORS; a preload is only reused when both match
      const sri = h.integrity ? ` integrity="${escapeHtml(h.integrity)}" crossorigin="anonymous"` : '';
      return `<link rel="preload" as="script" href="${escapeHtml(h.href)}" nonce="${n}"${sri}>`;
    })
    .join('');
}

/** One script to preload; `integrity` for remote entries loaded with SRI. */
export interface PreloadHint {
  readonly href: string;
  readonly integrity?: string;
}
