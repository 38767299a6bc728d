import {
  FRAGMENT_HEADERS,
  fragmentPath,
  fragmentRequestHeaders,
  type FragmentContext,
  type Locale,
  type RemoteVersion,
} from '@sf/contracts';
import { encoder } from './html';
import { bodyOf, contains, type FragmentBody } from './fragment-body';
import type { ComposerLogger, FetchLike } from './types';

/**
 * In-fragment widget slots (decision 0046): a fragment reserves an empty element
 * `<div data-sf-widget-slot="<remote>" data-sf-widget-props="<JSON>" aria-hidden="true"></div>`
 * (with its own size: CLS stays 0); the composer fetches `GET <remote server>/fragment/<widget>` with
 * the props in `x-sf-widget-props`, all slots in parallel with a short timeout, and writes the
 * widget's HTML into the slot (dropping `aria-hidden`). On an error, a timeout or a non-2xx reply the
 * slot gets the widget's fallback text; the page itself never fails. A remote adds a slot widget with
 * the `slotWidget` of its composition (`src/composition.ts`, decision 0120).
 */
export interface SlotWidget {
  /** Fragment id on the remote's server; a slot may name another with `data-sf-widget`. */
  readonly fragment: string;
  /** Shown in the slot when the widget cannot be fetched (by locale). */
  readonly fallback: Readonly<Record<Locale, string>>;
}

/** Header with a slot's props (JSON, ≤ 512 bytes) on the widget's fragment request. */
export const WIDGET_PROPS_HEADER = 'x-sf-widget-props';
/** Default time a widget may take: a slot never holds the main fragment back longer. */
export const WIDGET_SLOT_TIMEOUT_MS = 600;

const decoder = new TextDecoder();
const MARK = encoder.encode('data-sf-widget-slot=');
const SLOT = /<div\b([^>]*?\bdata-sf-widget-slot="([a-z0-9-]{1,64})"[^>]*)>\s*<\/div>/g;
const ATTR = (name: string) => new RegExp(`\\s${name}="([^"]*)"`);

/** The HTML entities React and the platform write into attribute values, decoded. */
function unescapeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface WidgetSlotEnv {
  readonly fetch: FetchLike;
  readonly logger: ComposerLogger;
  readonly context: FragmentContext;
  readonly nonce: string;
  /** The tenant's deployed remotes (where a widget comes from). */
  readonly remotes: ReadonlyMap<string, RemoteVersion>;
  /** A remote's private headers (its own cookies), as for its fragments. */
  readonly privateHeaders?: ((remote: string) => Record<string, string> | null) | undefined;
  readonly timeoutMs?: number;
  /** The slot widgets of the served versions, by remote (their compositions' `slotWidget`). */
  readonly table: Readonly<Record<string, SlotWidget>>;
}

interface Slot {
  readonly start: number;
  readonly end: number;
  readonly attrs: string;
  readonly remote: string;
}

/** The empty widget slots of a fragment's markup whose remote has a slot widget. */
export function findWidgetSlots(html: string, table: Readonly<Record<string, SlotWidget>>): Slot[] {
  const slots: Slot[] = [];
  for (const m of html.matchAll(SLOT)) {
    if (table[m[2]!]) slots.push({ start: m.index, end: m.index + m[0].length, attrs: m[1]!, remote: m[2]! });
  }
  return slots;
}

async function fetchWidget(slot: Slot, widget: SlotWidget, env: WidgetSlotEnv): Promise<string | null> {
  const version = env.remotes.get(slot.remote);
  if (!version) return null;
  const fragment =
    /^[a-z0-9-]{1,64}$/.exec(unescapeAttribute(ATTR('data-sf-widget').exec(slot.attrs)?.[1] ?? ''))?.[0] ??
    widget.fragment;
  const props = unescapeAttribute(ATTR('data-sf-widget-props').exec(slot.attrs)?.[1] ?? '{}');
  const headers: Record<string, string> = {
    ...fragmentRequestHeaders(env.context),
    [FRAGMENT_HEADERS.nonce]: env.nonce,
    accept: 'text/html',
    ...(env.privateHeaders?.(slot.remote) ?? {}),
  };
  if (props.length <= 512 && /^[\x20-\x7e]*$/.test(props)) headers[WIDGET_PROPS_HEADER] = props;
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error('widget timeout')),
    env.timeoutMs ?? WIDGET_SLOT_TIMEOUT_MS,
  );
  try {
    const res = await env.fetch(`${version.server.replace(/\/+$/, '')}${fragmentPath(fragment)}`, {
      headers,
      signal: controller.signal,
    });
    if (res.status < 200 || res.status > 299) throw new Error(`answered ${res.status}`);
    return await res.text();
  } catch (error) {
    env.logger.warn('widget slot fallback', {
      remote: slot.remote,
      fragment,
      requestId: env.context.requestId,
      reason: error instanceof Error ? error.message : String(error),
    });
    return `<div class="sf-widget-fallback"><p>${escapeText(widget.fallback[env.context.locale])}</p></div>`;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Fills the widget slots of a fragment's body; the same body when it has none (the bytes are only
 * decoded when the marker occurs). Slots whose remote is not deployed for the tenant stay empty.
 */
export async function fillWidgetSlots(body: FragmentBody, env: WidgetSlotEnv): Promise<FragmentBody> {
  if (!contains(body.bytes, MARK)) return body;
  const table = env.table;
  const html = decoder.decode(body.bytes);
  const slots = findWidgetSlots(html, table);
  if (slots.length === 0) return body;
  const filled = await Promise.all(slots.map((slot) => fetchWidget(slot, table[slot.remote]!, env)));
  let out = '';
  let at = 0;
  slots.forEach((slot, i) => {
    const content = filled[i];
    if (content === null || content === undefined) return;
    out += `${html.slice(at, slot.start)}<div${slot.attrs.replace(/\saria-hidden="true"/, '')}>${content}</div>`;
    at = slot.end;
  });
  if (at === 0) return body;
  return bodyOf(encoder.encode(out + html.slice(at)), body.nonce);
}
