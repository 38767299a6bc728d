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
}

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
