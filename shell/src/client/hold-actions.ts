/**
 * Holds a shopper's first actions in a remote's or widget's slot until its code is live there
 * (decision 0125). Before the remote hydrates, a click on a button or link in its server HTML, a
 * form's submit and Enter in a text field would either go to the server (a full page post and
 * reload, or the no-JavaScript page such as the login page) or, while React hydrates, reach a
 * form whose state does not yet hold what the shopper entered. So in a slot that is not yet
 * `data-sf-mounted` (and on chrome parts a widget enhances, `data-sf-intent-for`) such an action is
 * stopped and noted; when the slot is mounted (after @sf/remote-kit gave the entered values back)
 * it is replayed once, on the same element, so the remote handles it as if it came then. While
 * React hydrates the slot (`data-sf-hydrating`, set by @sf/remote-kit) a click on a checkbox or radio
 * is held too: React would set it back to its state before the state holds it. When the
 * remote does not arrive within the bound, or fails (`data-sf-fallback`), the action is replayed
 * without holding: the native behaviour (post, link) of the server HTML goes through. Either way
 * exactly once.
 */
import { FIRST_BYTE_KEY, slotSelector } from '@sf/contracts';

/** How long a held action waits for its remote before the native behaviour goes through. */
export const HOLD_BOUND_MS = 10_000;

/**
 * What may be held: buttons (a post, or nothing without the remote) and links the remote or widget
 * answers in place (`role="button"`, a popup, a chrome link a widget enhances). A plain link
 * navigates as it is, at once: holding it would only delay it.
 */
const ACTIVATABLE =
  'button, input[type="submit"], input[type="image"], input[type="button"], [role="button"], a[href][aria-haspopup], a[href][data-sf-intent-for]';
/** Checks whose click React would set back while it hydrates (`data-sf-hydrating`): held only then. */
const CHECK = 'input[type="checkbox"], input[type="radio"]';
/** Text fields in which Enter submits the form (implicit submission). */
const IMPLICIT_SUBMIT =
  'input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="tel"], input[type="url"], input[type="number"], input[type="password"], input[type="date"]';

type Held =
  | { readonly kind: 'click'; readonly el: HTMLElement }
  | { readonly kind: 'submit'; readonly form: HTMLFormElement; readonly submitter: HTMLElement | null }
  | { readonly kind: 'enter'; readonly form: HTMLFormElement };

/** An action the page's first script stopped before the light entry ran (decision 0130): the same kinds. */
export type EarlyAction = Held;

/**
 * Takes over from the page's first script (`@sf/contracts` `first-byte.ts`, inline in the head): it
 * stops queueing and hands over what it stopped, in order (nothing on a page without it, or once its
 * bound let the actions through natively).
 */
export function takeEarlyActions(win: Window): EarlyAction[] {
  const handle = (win as unknown as Record<string, { take?: () => EarlyAction[] } | undefined>)[
    FIRST_BYTE_KEY
  ];
  return handle?.take ? handle.take() : [];
}

interface SlotHold {
  readonly slot: HTMLElement;
  readonly queue: Held[];
  readonly timer: ReturnType<typeof setTimeout>;
}

const isReady = (slot: Element) =>
  slot.hasAttribute('data-sf-mounted') || slot.hasAttribute('data-sf-fallback');

/** A link whose native effect stays on the page or leaves it elsewhere (a fragment, a new tab, a download). */
function opensElsewhere(el: Element): boolean {
  if (!(el instanceof HTMLAnchorElement)) return false;
  return (
    (el.getAttribute('href') ?? '').startsWith('#') ||
    (el.target !== '' && el.target !== '_self') ||
    el.hasAttribute('download')
  );
}

/** The checkbox or radio a click is on (directly or through its label). */
function checkOf(target: Element): HTMLInputElement | null {
  const label = target.closest('label');
  const control = target instanceof HTMLInputElement ? target : label?.control;
  return control instanceof HTMLInputElement && control.matches(CHECK) ? control : null;
}

function sameAction(a: Held, b: Held): boolean {
  if (a.kind === 'click') return b.kind === 'click' && a.el === b.el;
  return b.kind === a.kind && a.form === b.form;
}

/** The form's default button (the first submit button), as implicit submission uses it. */
function defaultButton(form: HTMLFormElement): HTMLButtonElement | HTMLInputElement | null {
  for (const el of form.elements) {
    if (el instanceof HTMLButtonElement && el.type === 'submit') return el;
    if (el instanceof HTMLInputElement && (el.type === 'submit' || el.type === 'image')) return el;
  }
  return null;
}

/**
 * How long a replayed click waits for its button to be enabled again. A remote's first renders may
 * disable a submit button for a moment (its form state is empty until the entered values are given
 * back and rendered); at 4× CPU that render can come after the replay, and a click on a disabled
 * button does nothing: the shopper's press was lost (the newsletter's „Abmelden“, seen in CI).
 */
export const REPLAY_ENABLED_WAIT_MS = 3000;

/** Calls `then` once `el` is not disabled (at once when it is not), or never after `waitMs`. */
function whenEnabled(el: HTMLElement, waitMs: number, then: () => void): void {
  const disabled = () => (el as HTMLButtonElement).disabled === true;
  if (!disabled()) return then();
  const observer = new MutationObserver(() => {
    if (disabled() || !el.isConnected) return;
    finish();
    then();
  });
  const timer = setTimeout(() => finish(), waitMs);
  const finish = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(el, { attributes: true, attributeFilter: ['disabled'] });
}

/** Replays one held action on the element it came from (nothing when that is gone from the page). */
function replay(held: Held, waitMs = REPLAY_ENABLED_WAIT_MS): void {
  if (held.kind === 'click') {
    if (held.el.isConnected) whenEnabled(held.el, waitMs, () => held.el.click());
    return;
  }
  if (!held.form.isConnected) return;
  if (held.kind === 'submit') {
    const submitter =
      held.submitter?.isConnected && held.submitter.closest('form') === held.form ? held.submitter : null;
    held.form.requestSubmit(submitter);
    return;
  }
  // Enter: what implicit submission does now — a click on the default button (nothing when it stays
  // disabled), or a submit when the form has none
  const button = defaultButton(held.form);
  if (button) whenEnabled(button, waitMs, () => button.click());
  else held.form.requestSubmit();
}

/**
 * How long after its slot is marked mounted a press on a disabled button there is still taken for the
 * remote's doing (decision 0271): a render right after the mount (the form's state catching up with the
 * values given back) can disable a submit for a moment, and Chromium then sends the press's pointer
 * events but no click. Such a press is replayed as a click once the button is enabled, once.
 */
export const MOUNT_GRACE_MS = 1500;

/**
 * How far (CSS pixels) the pointer may move between a press and its click and still be a tap on the
 * control it went down on (decision 0301).
 */
export const TAP_SLOP_PX = 8;

/** Options of {@link holdFirstActions}. */
export interface HoldOptions {
  /** Slot names (`data-sf-slot`) whose remote or widget the page will mount. */
  readonly slots: ReadonlySet<string>;
  /** Milliseconds a held action waits before it goes through natively; {@link HOLD_BOUND_MS}. */
  readonly boundMs?: number;
  /**
   * Actions the page's first script stopped before this ran (`takeEarlyActions`, decision 0130): each
   * is held like one seen here, or (outside the held slots) replayed natively a task later.
   */
  readonly early?: readonly EarlyAction[];
}

/**
 * Installs the hold on `doc` (capture listeners on the document: they run before React's, which
 * sit on the slot). Returns a function that removes it.
 */
export function holdFirstActions(doc: Document, options: HoldOptions): () => void {
  const boundMs = options.boundMs ?? HOLD_BOUND_MS;
  const holds = new Map<string, SlotHold>();
  /** Slots done with: mounted once (the remote handles everything after) or given up on. */
  const done = new Set<string>();

  // a chrome part a widget enhances sits in the shell's own slot: the widget it names counts first
  const slotOf = (target: Element): HTMLElement | null => {
    const forWidget = target.closest<HTMLElement>('[data-sf-intent-for]')?.dataset['sfIntentFor'];
    const name = forWidget ?? target.closest<HTMLElement>('[data-sf-slot]')?.dataset['sfSlot'];
    if (!name || !options.slots.has(name) || done.has(name)) return null;
    const found = doc.querySelector<HTMLElement>(slotSelector(name));
    return found && !isReady(found) ? found : null;
  };

  /** Until when (`Date.now()`) a slot, mounted a moment ago, is in its grace after the mount. */
  const graceUntil = new Map<string, number>();
  const inGrace = (target: HTMLElement): boolean => {
    const name = target.closest<HTMLElement>('[data-sf-slot]')?.dataset['sfSlot'] ?? '';
    return (graceUntil.get(name) ?? 0) > Date.now();
  };
  /** A press held in a slot's grace: replayed once its button is enabled, dropped when the shopper goes on. */
  let pending: { readonly el: HTMLElement; cancelled: boolean } | null = null;

  const release = (name: string) => {
    // the grace follows a mount only (not a fallback, nor the bound given up on: no remote renders there)
    const mountedNow = doc.querySelector(slotSelector(name))?.hasAttribute('data-sf-mounted') === true;
    if (!done.has(name) && mountedNow) graceUntil.set(name, Date.now() + MOUNT_GRACE_MS);
    done.add(name);
    const hold = holds.get(name);
    if (!hold) return;
    holds.delete(name);
    clearTimeout(hold.timer);
    hold.slot.removeAttribute('aria-busy');
    // after the mount's own task: the remote's effects (its listeners) are in place
    setTimeout(() => {
      for (const held of hold.queue) replay(held);
    }, 0);
  };

  const hold = (slot: HTMLElement, held: Held) => {
    const name = slot.dataset['sfSlot'] ?? '';
    let entry = holds.get(name);
    if (!entry) {
      entry = { slot, queue: [], timer: setTimeout(() => release(name), boundMs) };
      holds.set(name, entry);
      slot.setAttribute('aria-busy', 'true');
      // the action is an intent too (a screen reader's click may come without pointer or focus):
      // the remote's code loads now if nothing asked for it yet
      slot.dispatchEvent(new Event('focusin', { bubbles: false }));
    }
    // a double click (or Enter pressed twice) is one action
    const last = entry.queue[entry.queue.length - 1];
    if (!last || !sameAction(last, held)) entry.queue.push(held);
  };

  // a slot is done with once its remote is live (or has failed): from then on the remote handles everything
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const slot = record.target as HTMLElement;
      if (isReady(slot)) release(slot.dataset['sfSlot'] ?? '');
    }
  });
  for (const name of options.slots) {
    const slot = doc.querySelector<HTMLElement>(slotSelector(name));
    if (slot)
      observer.observe(slot, { attributes: true, attributeFilter: ['data-sf-mounted', 'data-sf-fallback'] });
  }

  const stop = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };

  // A tap on a control in a slot not yet live whose click comes on an element around it: what was under
  // the pointer moved between the press and its release (the remote's form rendering while it hydrates),
  // and the browser sends the click to the nearest element both were on (the radio group's fieldset). The
  // shopper tapped the control without moving: the click is taken as theirs on it (decision 0301).
  let tapped: { readonly el: HTMLElement; readonly x: number; readonly y: number } | null = null;
  const controlOf = (target: EventTarget | null): HTMLElement | null =>
    target instanceof Element ? (target.closest<HTMLElement>(ACTIVATABLE) ?? checkOf(target)) : null;
  const tappedOnto = (event: MouseEvent): HTMLElement | null => {
    const was = tapped;
    tapped = null;
    if (!was || !(event.target instanceof Node) || event.target === was.el) return null;
    const still =
      Math.abs(event.clientX - was.x) <= TAP_SLOP_PX && Math.abs(event.clientY - was.y) <= TAP_SLOP_PX;
    return still && was.el.isConnected && event.target.contains(was.el) ? was.el : null;
  };

  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const onto = tappedOnto(event);
    const target = onto ?? controlOf(event.target);
    if (!target || (target instanceof HTMLButtonElement && target.disabled) || opensElsewhere(target)) return;
    const slot = slotOf(target);
    if (!slot) {
      // the slot went live between the press and the click: the remote answers the control's own click
      if (onto && inGrace(onto)) {
        stop(event);
        setTimeout(() => onto.click(), 0);
      }
      return;
    }
    if (!onto && target.matches(CHECK) && !slot.hasAttribute('data-sf-hydrating')) return;
    stop(event);
    hold(slot, { kind: 'click', el: target });
  };

  // A press on a button that is disabled at that moment: the browser fires no click on it, only its pointer
  // events. In a slot not yet live that is React's doing — the render right after hydration disables a
  // submit whose form state is still empty, until the entered values are given back (the newsletter's
  // „Abmelden“ at 4× CPU: pressed then, nothing sent). A press (down and up on the same button, disabled
  // at the up) is held as its click; the replay waits for the button to be enabled
  // (REPLAY_ENABLED_WAIT_MS), as for any click. The same press within MOUNT_GRACE_MS after the slot
  // was marked mounted is still the remote's doing (a render right after the mount, decision 0271): it
  // is replayed once the button is enabled — unless the shopper types first (then the button was
  // disabled for what the form lacks, and their next press is theirs to make).
  let pressed: HTMLElement | null = null;
  const buttonOf = (event: PointerEvent): HTMLElement | null => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return null;
    return event.target instanceof Element ? event.target.closest<HTMLElement>(ACTIVATABLE) : null;
  };
  const holdAfterMount = (target: HTMLElement) => {
    // one press of it at a time: a second press on the still disabled button is the same action
    if (pending && !pending.cancelled && pending.el === target) return;
    if (pending) pending.cancelled = true;
    const mine = { el: target, cancelled: false };
    pending = mine;
    whenEnabled(target, REPLAY_ENABLED_WAIT_MS, () => {
      if (pending === mine) pending = null;
      if (!mine.cancelled && target.isConnected) target.click();
    });
  };
  const onPointerDown = (event: PointerEvent) => {
    pressed = buttonOf(event);
    const control = event.button === 0 ? controlOf(event.target) : null;
    tapped = control && slotOf(control) ? { el: control, x: event.clientX, y: event.clientY } : null;
  };
  const onPointerUp = (event: PointerEvent) => {
    const target = buttonOf(event);
    const wasPressed = pressed;
    pressed = null;
    if (!target || target !== wasPressed || (target as HTMLButtonElement).disabled !== true) return;
    const slot = slotOf(target);
    if (slot) hold(slot, { kind: 'click', el: target });
    else if (inGrace(target)) holdAfterMount(target);
  };
  // a press that became a scroll (or was taken by the browser) sends no click: it is no tap
  const onPointerCancel = () => {
    tapped = null;
  };
  // the shopper goes on (types, changes a field): a press held after the mount is not replayed
  const onShopperInput = () => {
    if (pending) pending.cancelled = true;
    pending = null;
  };

  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    const slot = slotOf(event.target);
    if (!slot) return;
    stop(event);
    hold(slot, { kind: 'submit', form: event.target, submitter: event.submitter });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (
      event.key !== 'Enter' ||
      event.isComposing ||
      event.ctrlKey ||
      event.metaKey ||
      event.altKey ||
      event.shiftKey
    )
      return;
    const field =
      event.target instanceof HTMLInputElement && event.target.matches(IMPLICIT_SUBMIT) ? event.target : null;
    const form = field?.form;
    if (!field || !form) return;
    const slot = slotOf(field);
    if (!slot) return;
    stop(event);
    hold(slot, { kind: 'enter', form });
  };

  doc.addEventListener('click', onClick, true);
  doc.addEventListener('pointerdown', onPointerDown, true);
  doc.addEventListener('pointerup', onPointerUp, true);
  doc.addEventListener('pointercancel', onPointerCancel, true);
  doc.addEventListener('submit', onSubmit, true);
  doc.addEventListener('keydown', onKeyDown, true);
  doc.addEventListener('keydown', onShopperInput, true);
  doc.addEventListener('input', onShopperInput, true);
  for (const held of options.early ?? []) {
    const el = held.kind === 'click' ? held.el : held.form;
    const slot = el.isConnected ? slotOf(el) : null;
    if (slot) hold(slot, held);
    else setTimeout(() => replay(held), 0);
  }
  return () => {
    observer.disconnect();
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('pointerdown', onPointerDown, true);
    doc.removeEventListener('pointerup', onPointerUp, true);
    doc.removeEventListener('pointercancel', onPointerCancel, true);
    doc.removeEventListener('submit', onSubmit, true);
    doc.removeEventListener('keydown', onKeyDown, true);
    doc.removeEventListener('keydown', onShopperInput, true);
    doc.removeEventListener('input', onShopperInput, true);
    onShopperInput();
    for (const name of [...holds.keys()]) release(name);
  };
}
