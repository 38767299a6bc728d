import type { ToastStore } from '@sf/event-bus';

/** Visually hidden, still read (set through the CSSOM: no style attribute in the markup, CSP-safe). */
const HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';
/** Time between emptying a region and writing the message, so a repeated message is read again. */
const REWRITE_MS = 100;

function region(doc: Document, politeness: 'polite' | 'assertive'): HTMLElement {
  const existing = doc.querySelector<HTMLElement>(`[data-sf-toast-announcer="${politeness}"]`);
  if (existing) return existing;
  const el = doc.createElement('div');
  el.setAttribute('data-sf-toast-announcer', politeness);
  el.setAttribute('aria-live', politeness);
  el.setAttribute('aria-atomic', 'true');
  el.style.cssText = HIDDEN;
  doc.body.append(el);
  return el;
}

/**
 * Reads toasts out through two live regions that exist, empty, from the shell's start (polite; errors
 * assertive). The toast viewport itself is loaded with the first toast, and a live region that enters
 * the page together with its text is not announced by every screen reader (WCAG 4.1.3): so the
 * viewport shows the toasts and these regions speak them.
 */
export function startToastAnnouncer(doc: Document, store: ToastStore): () => void {
  const polite = region(doc, 'polite');
  const assertive = region(doc, 'assertive');
  const spoken = new Map<string, string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = store.subscribe((state) => {
    const fresh = state.toasts.filter((t) => spoken.get(t.key) !== t.message);
    spoken.clear();
    for (const t of state.toasts) spoken.set(t.key, t.message);
    const latest = fresh.at(-1);
    if (!latest) return;
    const target = latest.severity === 'error' ? assertive : polite;
    target.textContent = '';
    clearTimeout(timer);
    timer = setTimeout(() => (target.textContent = latest.message), REWRITE_MS);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
