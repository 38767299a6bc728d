/**
 * Keeps what a shopper entered into server HTML before or while the remote hydrated it (decision
 * 0125). React adopts the server's DOM nodes but its state starts from the server's values: a
 * variant chosen before hydration was shown while the form's state said "none", a radio was
 * un-chosen again by the next render, a file chosen never reached the form. React 19.3 does not
 * replay these itself (its `enableHydrationChangeEvent` is off in the stable build). Before
 * hydrating, the slot's controls that differ from their server defaults are noted (and kept up to
 * date, control by control, while the remote loads and hydrates); after the mount, each is given
 * back through the events React listens to (a click for radios and checkboxes, `input` and
 * `change` for text, `change` for selects and files), so the form's own state takes the shopper's
 * value; then the fields the shopper has left get a `focusout`, so a check that runs when a field
 * is left (e.g. "Nur Zahlen sind erlaubt") shows as it would have.
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** One control's value entered before hydration. */
export interface EnteredValue {
  /** `name` (or `id`) of the control; radios and checkboxes also by `value` (`name=value`). */
  readonly key: string;
  readonly kind: 'check' | 'select' | 'text' | 'file';
  /** The checked state (`check`), the value (`select`, `text`) or the chosen files (`file`). */
  readonly value: boolean | string | FileList;
}

const SKIPPED_TYPES = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

const isCheck = (el: Control): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox');

/** A control whose value the shopper types (not a check, select or file). */
const isText = (el: Control): boolean =>
  el instanceof HTMLTextAreaElement ||
  (el instanceof HTMLInputElement && !['radio', 'checkbox', 'file'].includes(el.type));

function baseKeyOf(el: Control): string | null {
  if (el instanceof HTMLInputElement && SKIPPED_TYPES.has(el.type)) return null;
  const id = el.name || el.id;
  if (!id) return null;
  // a group of checkboxes shares its name (`brand`): the value tells them apart, as for radios
  return isCheck(el) ? `${id}=${el.value}` : id;
}

/**
 * The slot's controls with their keys: `name` (checks `name=value`); a second control of the same
 * key (another form in the slot with a field of that name) is `name#1`, and so on. Hidden fields and
 * buttons have none. Hydration keeps the server's nodes and their order, so a key finds the same
 * control after it.
 */
function keyed(root: ParentNode): Array<readonly [string, Control]> {
  const seen = new Map<string, number>();
  const out: Array<readonly [string, Control]> = [];
  for (const el of controls(root)) {
    const base = baseKeyOf(el);
    if (!base) continue;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.push([n === 0 ? base : `${base}#${n}`, el]);
  }
  return out;
}

function entered(el: Control, key: string): EnteredValue | null {
  if (el instanceof HTMLSelectElement) {
    // a single select without a `selected` option shows its first one
    const options = [...el.options];
    const initial = options.filter((o) => o.defaultSelected).pop() ?? options[0];
    return el.value !== (initial?.value ?? '') ? { key, kind: 'select', value: el.value } : null;
  }
  if (isCheck(el)) {
    // a radio that lost its check to another one is given back by that other one's click
    if (el.type === 'radio' && !el.checked) return null;
    return el.checked !== el.defaultChecked ? { key, kind: 'check', value: el.checked } : null;
  }
  if (el instanceof HTMLInputElement && el.type === 'file') {
    return el.files && el.files.length > 0 ? { key, kind: 'file', value: el.files } : null;
  }
  return el.value !== el.defaultValue ? { key, kind: 'text', value: el.value } : null;
}

function controls(root: ParentNode): Control[] {
  return [...root.querySelectorAll<Control>('input, select, textarea')];
}

/** The controls under `root` whose value differs from the server HTML's default, in document order. */
export function readEnteredValues(root: ParentNode): EnteredValue[] {
  return keyed(root)
    .map(([key, el]) => entered(el, key))
    .filter((v): v is EnteredValue => v !== null);
}

/**
 * Sets a value the way a shopper would. React's value tracker (which wraps the element's own
 * setter) must see a change, or React drops the `input` event: it is first given another value
 * through the element, then the value is set through the prototype's setter, past the tracker.
 */
function setNativeValue(el: Control, value: string): void {
  const proto = Object.getPrototypeOf(el) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (!(el instanceof HTMLSelectElement)) el.value = value === '' ? ' ' : '';
  if (setter) setter.call(el, value);
  else el.value = value;
}

function give(el: Control, v: EnteredValue): boolean {
  if (v.kind === 'check' && el instanceof HTMLInputElement) {
    // through the element (React's tracker notes it), so the click below reads as a change
    if (el.checked === v.value) el.checked = !v.value;
    el.click();
    return true;
  }
  if (v.kind === 'file' && el instanceof HTMLInputElement && typeof v.value === 'object') {
    if (el.files !== v.value) el.files = v.value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
    return true;
  }
  if (typeof v.value !== 'string') return false;
  setNativeValue(el, v.value);
  el.dispatchEvent(new Event(v.kind === 'select' ? 'change' : 'input', { bubbles: true }));
  if (v.kind === 'text') el.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}

const byKey = (root: ParentNode) => new Map(keyed(root));

/**
 * Gives the noted values back to the (now hydrated) controls under `root`, also to those that
 * still show the value: the DOM may have kept it while the form's state did not. Controls that
 * are gone or disabled are left alone. Returns how many were given back.
 */
export function restoreEnteredValues(root: ParentNode, values: readonly EnteredValue[]): number {
  const found = byKey(root);
  let restored = 0;
  for (const v of values) {
    const el = found.get(v.key);
    if (!el || el.disabled) continue;
    if (give(el, v)) restored += 1;
  }
  return restored;
}

/**
 * Tells the form that the shopper has left the fields given back (`focusout`, as React's `onBlur`
 * listens to, then `blur`), except the one that has the focus now: checks that run when a field is
 * left show their message for a value entered before hydration as they would have after it.
 */
export function leaveEnteredFields(root: ParentNode, values: readonly EnteredValue[]): void {
  const found = byKey(root);
  const active = (root instanceof Node ? (root.ownerDocument ?? root) : document) as Document;
  for (const v of values) {
    const el = found.get(v.key);
    if (!el || el.disabled || v.kind === 'check' || el === active.activeElement) continue;
    el.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    el.dispatchEvent(new FocusEvent('blur'));
  }
}

/**
 * Notes the entered values of `root` now and, on every `input`/`change`, of the control that
 * changed (its radio group with it) until {@link stop}; `take()` returns the notes in document
 * order. Until then a noted field's `focusout` does not reach the form (its state lacks the value). Used around a hydrating mount: the shopper may keep typing while React hydrates, and a
 * render of React may set a control back to its state without an event (that value stays noted).
 */
export function watchEnteredValues(root: HTMLElement): { take(): EnteredValue[]; stop(): void } {
  const notes = new Map(readEnteredValues(root).map((v) => [v.key, v] as const));
  const note = (event: Event) => {
    const el = event.target;
    const key = keyed(root).find(([, c]) => c === el)?.[0];
    if (!key || !(el instanceof Element)) return;
    if (el instanceof HTMLInputElement && el.type === 'radio') {
      // the group's other radios are no longer chosen (the same form's group only)
      const group = keyed(root).filter(
        ([, c]) =>
          c instanceof HTMLInputElement && c.type === 'radio' && c.name === el.name && c.form === el.form,
      );
      for (const [k] of group) notes.delete(k);
    }
    const value = entered(el as Control, key);
    if (value) notes.set(key, value);
    // a text's `change` tells nothing its `input` did not: a text back at its default here was set back
    // by React (a control it had not hydrated yet, restored to its state right after the `input`), not
    // by the shopper, whose clearing of a field comes as an `input` (decision 0289)
    else if (event.type === 'input' || !isText(el as Control)) notes.delete(key);
  };
  // A field the shopper leaves while the remote hydrates (a tap on the next control) would be validated
  // against the form's state, which does not hold its value yet: an entered e-mail read as empty shows
  // "Bitte geben Sie …" under the field, the form moves down under the pointer, and the tap's click lands
  // beside the control it was meant for (a radio chosen then was lost, decision 0301). Its `focusout` is
  // kept from the form while its value is noted; `leaveEnteredFields` sends one once the value is back.
  const keepLeave = (event: Event) => {
    const key = keyed(root).find(([, c]) => c === event.target)?.[0];
    if (key && notes.has(key)) event.stopImmediatePropagation();
  };
  root.addEventListener('input', note, true);
  root.addEventListener('change', note, true);
  root.addEventListener('focusout', keepLeave, true);
  return {
    take: () => {
      const order = keyed(root).map(([key]) => key);
      return [...notes.values()].sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
    },
    stop() {
      root.removeEventListener('input', note, true);
      root.removeEventListener('change', note, true);
      root.removeEventListener('focusout', keepLeave, true);
    },
  };
}
