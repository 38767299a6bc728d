import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { serializeForScript, slotAttributes } from '@sf/contracts';

/** Options of {@link renderFragment}. */
export interface RenderFragmentOptions {
  /** The remote's name (`mfe-newsletter`): slot and state script. */
  remote: string;
  routeId: string;
  element: ReactElement;
  /** Initial state for hydration; omitted (no script) when undefined or null. */
  state?: unknown;
  /** `useId` prefix; default `<remote>-`, the prefix the remote's client roots use. */
  identifierPrefix?: string;
}

/** Escapes a value for a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

async function streamToText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * Server-renders a remote's tree into the fragment body of the composer protocol:
 * `<style data-styled…>` (styled-components rules), then
 * `<div data-sf-slot="<remote>" data-sf-route="<routeId>">` + app HTML (no whitespace after the
 * opening tag: hydration needs it) + `</div>`, then the state script when `state` is given.
 * Waits for every Suspense boundary (`allReady`) and writes each in place, with no script; an error anywhere in the tree rejects, so the
 * composer shows its fallback instead of half a page. Runs on Node and workerd.
 */
export async function renderFragment(opts: RenderFragmentOptions): Promise<string> {
  const sheet = new ServerStyleSheet();
  try {
    let renderError: unknown = null;
    const stream = await renderToReadableStream(sheet.collectStyles(opts.element), {
      identifierPrefix: opts.identifierPrefix ?? `${opts.remote}-`,
      // every boundary in place, however large: React's default (12.8 KB) would send a larger one as a
      // hidden segment that an inline script moves in, which the page's CSP refuses (decision 0288)
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error: unknown) {
        renderError ??= error;
      },
    });
    await stream.allReady;
    const html = await streamToText(stream);
    if (renderError) throw renderError instanceof Error ? renderError : new Error(String(renderError));
    const attrs = Object.entries(slotAttributes(opts.remote, opts.routeId))
      .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
      .join('');
    const stateScript =
      opts.state === undefined || opts.state === null
        ? ''
        : `<script type="application/json" data-sf-state="${escapeAttribute(opts.remote)}">${serializeForScript(opts.state)}</script>`;
    return `${sheet.getStyleTags()}<div${attrs}>${html}</div>${stateScript}`;
  } finally {
    sheet.seal();
  }
}
