import type { BootPayload, EventBus } from '@sf/contracts';
import { createPageViewTracker, type PageViewTracker } from '@sf/session';
import { enhanceColorModeSwitch } from './color-mode';
import { enhanceConsentBanner } from './consent-banner';
import { enhanceHeaderCounts } from './header-counts';
import { holdFirstActions, takeEarlyActions } from './hold-actions';
import { whenIdle } from './idle';
import {
  findSlot,
  forwardIntents,
  hasServerHtml,
  onFirstIntent,
  REMOTE_INTENT_EVENTS,
  WIDGET_INTENT_EVENTS,
} from './intent';
import { PRELOADED_EVENT, type LiteHandoff } from './lite-handoff';
import { enhanceNavMenu } from './nav-menu';
import { enhanceSearchForm } from './search-form';

/**
 * The chrome's own enhancements of the server HTML: colour mode, consent banner, navigation
 * flyouts, the search form's empty-term message, the basket and wishlist counts (bus events), and
 * the forwarding of intents on chrome parts that widgets enhance (the search form → its combobox).
 * Nothing here needs the federation runtime.
 */
export function enhanceChrome(win: Window, bus: EventBus): void {
  enhanceChromeParts(win, bus, win.document.cookie);
  forwardIntents(win.document);
}

/**
 * {@link enhanceChrome} without the forwarding of intents. `cookies` is `document.cookie` as read
 * before the page's first cookie write: a read after a write is a synchronous call into the
 * browser, one this read saves the chrome's task (decision 0297). `localStorage` is opened only
 * when the browser is idle, or at a choice.
 */
function enhanceChromeParts(win: Window, bus: EventBus, cookies: string): void {
  const doc = win.document;
  const storage = (): Storage | null => {
    try {
      return win.localStorage;
    } catch {
      return null;
    }
  };
  enhanceColorModeSwitch(doc, { storage, cookies, whenIdle: (then) => whenIdle(win, then) });
  enhanceConsentBanner({ doc, bus, cookies });
  enhanceNavMenu(doc);
  enhanceSearchForm(doc);
  enhanceHeaderCounts(doc, bus);
}

/** Why the light entry loads the federated host. */
export type HostReason = NonNullable<LiteHandoff['reason']>;

/** Options of {@link startChrome}. */
export interface ChromeOptions {
  readonly win: Window;
  readonly bus: EventBus;
  /** The boot payload; null (already logged) → the chrome is enhanced, no host is loaded. */
  readonly payload: BootPayload | null;
  /** Loads the federated host (adds its script) with what it takes over; called at most once. */
  readonly loadHost: (handoff: LiteHandoff, reason: HostReason) => void;
}

/** What {@link startChrome} started. */
export interface ChromeStart {
  readonly pageViews: PageViewTracker;
  /** Slots with an intent seen before the host loaded (live: grows until the host registers them). */
  readonly intended: ReadonlySet<string>;
  /** Whether the host was asked for. */
  hostRequested(): boolean;
}

/**
 * The light first entry of the shell: enhances the chrome and starts the page-view id at once,
 * and loads the federated host (federation runtime, single-spa, i18n, the remotes) only when the
 * page needs it — at once when a remote's slot is empty or the composer's fallback (the remote
 * must render), otherwise on the shopper's first intent in a remote's slot (`REMOTE_INTENT_EVENTS`)
 * or a widget's (`WIDGET_INTENT_EVENTS`). Each intent is noted by slot, so the host mounts that
 * remote at once even if the intent came before the host's code arrived; what was entered stays in
 * the server HTML's controls until the remote hydrates (@sf/remote-kit keeps it), and a click,
 * submit or Enter there waits for the remote and is replayed once (`hold-actions.ts`, decision 0125).
 */
export function startChrome(options: ChromeOptions): ChromeStart {
  const { win, bus, payload } = options;
  const doc = win.document;
  // what the first input needs comes first (the intents below, the holds); the chrome's own
  // enhancements a task later, so the light entry runs as two short tasks, not one long one (decision
  // 0296). A press on the consent banner before then is kept by its inline script (decision 0015).
  // read before the page-view cookies are written below: the chrome's reads need no call into the
  // browser then (decision 0297)
  const cookies = doc.cookie;
  forwardIntents(doc);
  win.setTimeout(() => enhanceChromeParts(win, bus, cookies), 0);
  // what the page's first script stopped before this ran (decision 0130): held below, or let through
  const early = takeEarlyActions(win);
  const pageViews = createPageViewTracker({ doc });
  const intended = new Set<string>();
  let requested = false;
  const want = (reason: HostReason) => {
    if (requested) return;
    requested = true;
    options.loadHost({ pageViews, intended, reason }, reason);
  };
  if (payload) {
    const watch = (name: string, events: readonly string[]) => {
      const slot = findSlot(doc, name);
      if (!slot) return;
      // already there (pointer or focus in it) counts as an intent, as in the host
      const seen = onFirstIntent(slot, events, () => {
        intended.add(name);
        want('intent');
      });
      if (seen()) {
        intended.add(name);
        want('intent');
      }
    };
    const remotes = payload.remotes.filter((r) => r.name !== 'shell').map((r) => r.name);
    if (remotes.some((name) => findSlot(doc, name) !== null && !hasServerHtml(findSlot(doc, name))))
      want('empty-slot');
    for (const name of remotes) watch(name, REMOTE_INTENT_EVENTS);
    const deployed = new Set(remotes);
    const widgets = (payload.widgets ?? []).filter((w) => deployed.has(w.remote)).map((w) => w.slot);
    for (const slot of widgets) watch(slot, WIDGET_INTENT_EVENTS);
    // the preload has the first intent's files in the cache and the browser is idle: the host starts
    // now and runs the main slot's remote code, so the first intent only hydrates (decision 0294)
    doc.addEventListener(PRELOADED_EVENT, () => want('idle'), { once: true });
    // a click, submit or Enter there before the remote is live waits for it (or goes through natively)
    holdFirstActions(doc, { slots: new Set([...remotes, ...widgets]), early });
  } else holdFirstActions(doc, { slots: new Set(), early });
  return { pageViews, intended, hostRequested: () => requested };
}
