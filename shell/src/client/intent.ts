import { slotSelector } from '@sf/contracts';

/** The slot of a remote or page widget in the page (`[data-sf-slot="<name>"]`), or null. */
export function findSlot(doc: Document, name: string): HTMLElement | null {
  return doc.querySelector<HTMLElement>(slotSelector(name));
}

/**
 * What tells the shell a shopper is about to use a page's remote: its code loads then. `input`
 * covers values a browser fills in without focus (autofill).
 */
export const REMOTE_INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'input'] as const;

/** What tells the shell a shopper is about to use a widget: its code loads then, not with the page. */
export const WIDGET_INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** The pointer or the focus is in `element`, or in a chrome part that forwards its intents to it. */
function inUse(element: HTMLElement): boolean {
  const here = ':hover, :focus-within';
  if (element.matches(here)) return true;
  const name = element.getAttribute('data-sf-slot');
  if (!name) return false;
  for (const part of element.ownerDocument.querySelectorAll<HTMLElement>('[data-sf-intent-for]'))
    if (part.dataset['sfIntentFor'] === name && part.matches(here)) return true;
  return false;
}

/**
 * Calls `onIntent` once, on the first of `events` inside `element`; returns whether it has
 * happened (a getter, for `activeWhen`). It counts as happened from the start when there is no
 * element, when `already` says so (the light entry saw it before the federated host loaded), or
 * when the pointer or the focus is already in it or in a chrome part forwarding to it (the shopper
 * got there before the shell's script ran — e.g. into the header's search field while the page
 * loaded: no new `pointerover`/`focusin` would come).
 */
export function onFirstIntent(
  element: HTMLElement | null,
  events: readonly string[],
  onIntent: () => void,
  already = false,
): () => boolean {
  let happened = already || element === null || inUse(element);
  const want = () => {
    if (happened) return;
    happened = true;
    for (const type of events) element?.removeEventListener(type, want, true);
    onIntent();
  };
  // capture: a handler inside the server HTML that stops propagation must not hide the intent
  if (!happened)
    for (const type of events) element?.addEventListener(type, want, { capture: true, passive: true });
  return () => happened;
}

/** Server HTML a remote can hydrate (children, not the composer's fallback). */
export function hasServerHtml(slot: HTMLElement | null): slot is HTMLElement {
  return slot !== null && slot.hasChildNodes() && !slot.hasAttribute('data-sf-fallback');
}

/**
 * Forwards the first intent on an element of the chrome that a widget enhances
 * (`data-sf-intent-for="<slot>"`, e.g. the header's search form → `mfe-search-box`) to that
 * widget's slot, where the light entry and the host listen for it: the widget's code loads on the
 * shopper's first focus or pointer there, not with the page. Once per element; nothing without the slot.
 */
export function forwardIntents(doc: Document): void {
  for (const element of doc.querySelectorAll<HTMLElement>('[data-sf-intent-for]')) {
    const slotName = element.dataset['sfIntentFor'] ?? '';
    const forward = (event: Event) => {
      for (const type of WIDGET_INTENT_EVENTS) element.removeEventListener(type, forward, true);
      findSlot(doc, slotName)?.dispatchEvent(new Event(event.type, { bubbles: false }));
    };
    for (const type of WIDGET_INTENT_EVENTS)
      element.addEventListener(type, forward, { capture: true, passive: true });
  }
}
