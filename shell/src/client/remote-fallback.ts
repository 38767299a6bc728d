/** Localized texts of the fallbacks the shell puts into a remote's slot. */
export interface FallbackTexts {
  /** The slot had no usable server HTML: the whole area is replaced by this notice. */
  readonly unavailable: string;
  /** The server HTML stays, but its interactive parts will not work: a notice is added above it. */
  readonly degraded: string;
}

/** How the shell handled a failed remote: kept the server HTML (+ notice) or replaced the slot. */
export type FallbackOutcome = 'kept' | 'replaced';

function notice(doc: Document, text: string): HTMLParagraphElement {
  const p = doc.createElement('p');
  p.setAttribute('role', 'status');
  p.setAttribute('data-sf-notice', '');
  p.className = 'sf-remote-notice';
  p.textContent = text;
  return p;
}

/**
 * Shows a remote's failure in its slot, the rest of the page untouched:
 * - the remote's code did not load (`stage: 'load'`) and the slot holds its server HTML: keep
 *   that HTML (links and forms that post still work without the remote) and add a notice above it;
 * - otherwise (no server HTML, a composer fallback, or a remote that broke while mounting and may
 *   have left half a tree): replace the slot content with the unavailable notice.
 * The slot is marked `data-sf-fallback` either way, so a second failure replaces it.
 */
export function showRemoteFallback(
  slot: HTMLElement,
  stage: 'load' | 'mount',
  texts: FallbackTexts,
): FallbackOutcome {
  const doc = slot.ownerDocument;
  const hasServerHtml = slot.hasChildNodes() && !slot.hasAttribute('data-sf-fallback');
  slot.setAttribute('data-sf-fallback', '');
  if (stage === 'load' && hasServerHtml) {
    slot.prepend(notice(doc, texts.degraded));
    return 'kept';
  }
  slot.replaceChildren(notice(doc, texts.unavailable));
  return 'replaced';
}
