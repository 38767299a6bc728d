import type { PageViewTracker } from '@sf/session';

/**
 * What the light entry (`src/lite.ts`) hands to the federated host when it loads it: the page-view
 * tracker it started at load (one id per page view, not two) and the slots the shopper already
 * showed intent in (their remote or widget mounts at once). Kept on `window` under a registered
 * symbol: the two are separate bundles.
 */
export interface LiteHandoff {
  readonly pageViews: PageViewTracker;
  /** Slots (`data-sf-slot` names) with an intent seen before the host loaded. */
  readonly intended: ReadonlySet<string>;
  /**
   * Why the host was loaded: a slot that must render (`empty-slot`), the shopper's first intent
   * (`intent`), or the preload done at idle (`idle`, decision 0294: the host then also runs the main
   * slot's remote code, without mounting it, so the first intent only hydrates).
   */
  readonly reason?: 'empty-slot' | 'intent' | 'idle';
}

/**
 * The event the preload (`src/preload.ts`) sends on `document` once the first intent's files are in the
 * cache and the browser is idle: the light entry then loads the host (decision 0294).
 */
export const PRELOADED_EVENT = 'sf:preloaded';

/** The `window` key of the {@link LiteHandoff}. */
export const LITE_HANDOFF_KEY: unique symbol = Symbol.for('sf.shell.lite') as never;

type WithHandoff = { [LITE_HANDOFF_KEY]?: LiteHandoff };

/** Leaves the handoff for the host (called by the light entry before it adds the host's script). */
export function writeLiteHandoff(win: Window, handoff: LiteHandoff): void {
  (win as unknown as WithHandoff)[LITE_HANDOFF_KEY] = handoff;
}

/** The handoff of the light entry, or null when the host runs without it (a remote's standalone harness). */
export function readLiteHandoff(win: Window): LiteHandoff | null {
  return (win as unknown as WithHandoff)[LITE_HANDOFF_KEY] ?? null;
}
