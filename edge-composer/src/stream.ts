import {
  BOOT_PAYLOAD_ID,
  firstByteScript,
  serializeForScript,
  type BootPayload,
  type Locale,
  type PageWidget,
} from '@sf/contracts';
import type { FragmentBody } from './fragment-body';
import type { FragmentResult } from './fragments';
import { encoder, escapeHtml } from './html';

/** A page widget's fragment; a fallback result is not written (a widget shows nothing when it fails). */
export interface PageWidgetResult {
  readonly widget: PageWidget;
  readonly result: FragmentResult;
}

/** Everything the streamed page is made of; fragments arrive as promises that never reject. */
export interface PageParts {
  readonly locale: Locale;
  readonly nonce: string;
  readonly title: string;
  /** `<meta name="description">` of the page (the shop's description in the page's locale). */
  readonly description: string;
  /** `<link rel=preload>` hints (none today: the shell's entry loads after the first paint). */
  readonly preloads: string;
  /** Extra head markup known before the head is flushed. */
  readonly head: string;
  /** The web app manifest of the page's locale and the theme colour (decision 0155), when the shell has them. */
  readonly app?: { readonly manifest: string; readonly themeColor: string | null } | null;
  readonly skipLinkText: string;
  readonly header: Promise<FragmentResult>;
  readonly main: Promise<FragmentResult>;
  /** Whether the main fragment's head and title are already in the head. */
  readonly mainInHead: boolean;
  /** Page widgets, written after `</main>` and before the footer, in this order. */
  readonly widgets: readonly Promise<PageWidgetResult>[];
  readonly footer: Promise<FragmentResult>;
  /** The boot payload; `widgets` is filled with the widgets actually written. */
  readonly boot: BootPayload;
  /** The shell's entry script (`null` when no shell is deployed). */
  readonly shellEntry: string | null;
  readonly onError: (error: unknown) => void;
  /** How long the head may wait for the fragments (default {@link COALESCE_MS}). */
  readonly coalesceMs?: number;
}

/**
 * How long a page's head waits for its fragments before it leaves alone. Fragments that are there
 * within it (cached, shared or fast) go out with the head in one write; the head carries nothing a
 * browser could fetch early (no preloads, decision 0015), so a few milliseconds cost no paint.
 */
export const COALESCE_MS = 10;

/** Node's `Buffer` where there is one (Node, workerd with `nodejs_compat`). */
interface BufferClass {
  allocUnsafe(size: number): Uint8Array & { write(text: string, offset: number): number };
  byteLength(text: string, encoding: 'utf8'): number;
}
const NodeBuffer = (globalThis as { Buffer?: BufferClass }).Buffer;

/**
 * The composer's markup (strings) and fragment bytes as one chunk, for a single socket write; a
 * lone chunk of bytes as it is. With Node's `Buffer` the chunk is not zero-filled and the strings
 * are encoded straight into it (no byte array per piece of markup).
 */
export function concatChunk(
  parts: readonly (string | Uint8Array)[],
  bufferClass: BufferClass | null = NodeBuffer ?? null,
): Uint8Array {
  if (parts.length === 1 && typeof parts[0] !== 'string') return parts[0]!;
  if (bufferClass) {
    let size = 0;
    for (const part of parts)
      size += typeof part === 'string' ? bufferClass.byteLength(part, 'utf8') : part.length;
    const out = bufferClass.allocUnsafe(size);
    let at = 0;
    for (const part of parts) {
      if (typeof part === 'string') at += out.write(part, at);
      else {
        out.set(part, at);
        at += part.length;
      }
    }
    return out;
  }
  const bytes = parts.map((part) => (typeof part === 'string' ? encoder.encode(part) : part));
  const out = new Uint8Array(bytes.reduce((n, b) => n + b.length, 0));
  let at = 0;
  for (const b of bytes) {
    out.set(b, at);
    at += b.length;
  }
  return out;
}

/** Runs after the I/O of the current event-loop turn (`setImmediate` on Node and workerd, else a timer). */
const later: (fn: () => void) => void =
  typeof (globalThis as { setImmediate?: unknown }).setImmediate === 'function'
    ? (fn) => void (globalThis as unknown as { setImmediate: (f: () => void) => unknown }).setImmediate(fn)
    : (fn) => void setTimeout(fn, 0);

const SKIP_LINK_STYLE =
  '<style>.sf-skip-link{position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden}' +
  '.sf-skip-link:focus{position:fixed;left:1rem;top:1rem;width:auto;height:auto;padding:.5rem 1rem;z-index:10000;' +
  'background:#fff;color:#000;outline:2px solid #068099}</style>';

/**
 * The page's first script (decision 0130, `@sf/contracts` `first-byte.ts`): from the first byte it
 * queues a click or submit in a remote's slot for the light entry and keeps a form's submit disabled
 * until its required controls are filled. Computed once: the same text on every page.
 */
const FIRST_BYTE_SCRIPT = firstByteScript();

/** The document head and the start of the body, written before any fragment has arrived. */
export function documentStart(
  parts: Pick<
    PageParts,
    'locale' | 'title' | 'description' | 'preloads' | 'head' | 'skipLinkText' | 'app' | 'nonce'
  >,
): string {
  const app = parts.app
    ? `<link rel="manifest" href="${escapeHtml(parts.app.manifest)}">` +
      (parts.app.themeColor ? `<meta name="theme-color" content="${escapeHtml(parts.app.themeColor)}">` : '')
    : '';
  return (
    `<!doctype html><html lang="${escapeHtml(parts.locale)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<script nonce="${escapeHtml(parts.nonce)}">${FIRST_BYTE_SCRIPT}</script>` +
    `<title>${escapeHtml(parts.title)}</title><meta name="description" content="${escapeHtml(parts.description)}">` +
    `${SKIP_LINK_STYLE}${parts.preloads}<link rel="icon" href="/favicon.svg" type="image/svg+xml">${app}${parts.head}</head>` +
    `<body><a class="sf-skip-link" href="#main">${escapeHtml(parts.skipLinkText)}</a>`
  );
}

/** Head markup of a fragment that arrived after the head was flushed, placed before its slot. */
function lateHead(result: FragmentResult, nonce: string): string {
  const title = result.title
    ? `<script nonce="${escapeHtml(nonce)}">document.title=${serializeForScript(result.title)}</script>`
    : '';
  return `${result.head}${title}`;
}

/**
 * Starts the shell's entry after the first paint: an inline script (with the nonce; under
 * `strict-dynamic` the script it adds is trusted) waits for the next frame and then adds the
 * entry. Nothing but the HTML competes with the first paint, and the entry's download and
 * start-up never delay it; the chrome works without the script meanwhile (decision 0015). A page
 * opened in a background tab starts it at once (no frame comes until it is shown).
 */
export function shellLoader(shellEntry: string, nonce: string): string {
  return (
    `<script nonce="${escapeHtml(nonce)}">(function(d,u){var done=0;function go(){if(done)return;done=1;` +
    "var s=d.createElement('script');s.src=u;d.body.appendChild(s)}" +
    "if(d.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go,0)})})" +
    `(document,${serializeForScript(shellEntry)})</script>`
  );
}

/** The end of the document: boot payload and the loader of the shell's entry ({@link shellLoader}). */
export function documentEnd(boot: BootPayload, shellEntry: string | null, nonce: string): string {
  const script = shellEntry ? shellLoader(shellEntry, nonce) : '';
  return `<script type="application/json" id="${BOOT_PAYLOAD_ID}">${serializeForScript(boot)}</script>${script}</body></html>`;
}

/** Where a page's chunks go: a web stream's controller, or a Node response (`node-response.ts`). */
export interface PageSink {
  /** A chunk of the page; `last`: nothing follows but the end. */
  chunk(bytes: Uint8Array, last: boolean): void;
  /** The page is complete. */
  close(): void;
}

/** A composed page, not started yet: `start` writes it into a sink and returns how to cancel it. */
export interface PageSource {
  start(sink: PageSink): () => void;
}

/**
 * The page as a source: head first, then header, `<main>`, the page widgets, footer in document
 * order, each as soon as it (and everything before it) has arrived, then the boot payload (listing
 * the widgets written) and the shell's entry. Parts that are already there are sent in one chunk;
 * the head waits up to `coalesceMs` for the first parts (decision 0014).
 */
export function pageSource(parts: PageParts): PageSource {
  return { start: (sink) => startPage(parts, sink) };
}

/** {@link pageSource} as a web stream (workerd, tests; Node writes the source directly). */
export function pageStream(parts: PageParts): ReadableStream<Uint8Array> {
  return sourceStream(pageSource(parts));
}

/** A page source as a web stream. */
export function sourceStream(source: PageSource): ReadableStream<Uint8Array> {
  let cancel: () => void = () => undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      cancel = source.start({
        chunk: (bytes) => controller.enqueue(bytes),
        close: () => controller.close(),
      });
    },
    cancel() {
      cancel();
    },
  });
}

function startPage(parts: PageParts, sink: PageSink): () => void {
  let cancelled = false;
  // parts that have arrived: what is ready is written together, so a page whose fragments are all
  // there (cached, shared or fast) costs one socket write after the head instead of one per part
  const arrived = new Set<Promise<unknown>>();
  const track = <T>(promise: Promise<T>): Promise<T> => {
    void promise.then(
      () => arrived.add(promise),
      () => arrived.add(promise),
    );
    return promise;
  };
  const header = track(parts.header);
  const main = track(parts.main);
  const widgets = parts.widgets.map(track);
  const footer = track(parts.footer);
  // what is written since the last flush: markup of the composer's own as text, fragments as
  // the bytes their servers sent (never decoded); a flush sends all of it as one chunk
  const pending: (string | Uint8Array)[] = [];
  let text = '';
  const endText = () => {
    if (text) pending.push(text);
    text = '';
  };
  const flush = (last = false) => {
    endText();
    if (!cancelled && pending.length > 0) sink.chunk(concatChunk(pending), last);
    pending.length = 0;
  };
  const write = (...parts: (string | FragmentBody)[]) => {
    for (const part of parts) {
      if (typeof part === 'string') text += part;
      else if (part.bytes.length > 0) {
        endText();
        pending.push(part.bytes);
      }
    }
  };
  let scheduled = false;
  const flushSoon = () => {
    if (scheduled) return;
    scheduled = true;
    later(() => {
      scheduled = false;
      flush();
    });
  };
  // the head waits up to `coalesceMs` for the fragments: a page whose parts all arrive within it
  // leaves in one write (one compression flush, one packet train); a slow part never holds back
  // what came before it for longer (decision 0014)
  let holding = true;
  /**
   * Waits for a part; when it is not there yet (and the window is over), what is written so far
   * leaves at the end of this turn of the event loop (fragments that arrive in the same turn go out
   * in one chunk).
   */
  const next = async <T>(promise: Promise<T>): Promise<T> => {
    if (!arrived.has(promise) && !holding) flushSoon();
    return promise;
  };
  const window = setTimeout(() => {
    holding = false;
    flush();
  }, parts.coalesceMs ?? COALESCE_MS);
  write(documentStart(parts));
  void (async () => {
    try {
      const head = await next(header);
      write(head.head, head.html, '<main id="main">');
      const content = await next(main);
      write(parts.mainInHead ? '' : lateHead(content, parts.nonce), content.html, '</main>');
      const written: PageWidget[] = [];
      for (const pending of widgets) {
        const { widget, result } = await next(pending);
        if (result.fallback) continue;
        write(result.head, result.html);
        written.push(widget);
      }
      const foot = await next(footer);
      write(foot.head, foot.html);
      const boot = written.length > 0 ? { ...parts.boot, widgets: written } : parts.boot;
      write(documentEnd(boot, parts.shellEntry, parts.nonce));
    } catch (error) {
      parts.onError(error);
      write('</main></body></html>');
    } finally {
      clearTimeout(window);
      holding = false;
      flush(true);
      if (!cancelled) sink.close();
    }
  })();
  return () => {
    cancelled = true;
    clearTimeout(window);
  };
}

/** The whole page as one string (the 500 page and tests). */
export function staticPage(
  parts: Omit<PageParts, 'header' | 'main' | 'widgets' | 'footer' | 'onError' | 'mainInHead'> & {
    body: string;
  },
): string {
  return `${documentStart(parts)}${parts.body}${documentEnd(parts.boot, parts.shellEntry, parts.nonce)}`;
}
