/**
 * Keeps what a shopper entered into server HTML before the remote hydrated it. React adopts the
 * server's DOM nodes but sets controlled values to its own state: a radio chosen before
 * hydration was un-chosen again. Before hydrating, the slot's controls that differ from their
 * server defaults are noted (and kept up to date while the remote loads); after the mount, each
 * is given back through the events React listens to (a click for radios and checkboxes, `input`
 * for text, `change` for selects), so the form's own state takes the shopper's value.
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** One control's value entered before hydration. */
export interface EnteredValue {
  /** `name` (or `id`) of the control; radios also by `value`. */
  readonly key: string;
  readonly kind: 'check' | 'select' | 'text';
  /** The checked state (`check`) or the value (`select`, `text`). */
  readonly value: boolean | string;
}

const SKIPPED_TYPES = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);

function keyOf(el: Control): string | null {
  const id = el.name || el.id;
  if (!id) return null;
  return el instanceof HTMLInputElement && el.type === 'radio' ? `${id}=${el.value}` : id;
}

function entered(el: Control): EnteredValue | null {
  const key = keyOf(el);
  if (!key) return null;
  if (el instanceof HTMLSelectElement) {
    // a single select without a `selected` option shows its first one
    const options = [...el.options];
    const initial = options.filter((o) => o.defaultSelected).pop() ?? options[0];
    return el.value !== (initial?.value ?? '') ? { key, kind: 'select', value: el.value } : null;
  }
  if (el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox')) {
    // a radio that lost its check to another one is given back by that other one's click
    if (el.type === 'radio' && !el.checked) return null;
    return el.checked !== el.defaultChecked ? { key, kind: 'check', value: el.checked } : null;
  }
  if (el instanceof HTMLInputElement && SKIPPED_TYPES.has(el.type)) return null;
  return el.value !== el.defaultValue ? { key, kind: 'text', value: el.value } : null;
}

function controls(root: ParentNode): Control[] {
  return [...root.querySelectorAll<Control>('input, select, textarea')];
}

/** The controls under `root` whose value differs from the server HTML's default, in document order. */
export function readEnteredValues(root: ParentNode): EnteredValue[] {
  return controls(root)
    .map(entered)
    .filter((v): v is EnteredValue => v !== null);
}

/** Sets a value the way a shopper would (the prototype's setter, so React's value tracker sees a change). */
function setNativeValue(el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  const proto = Object.getPrototypeOf(el) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (setter) setter.call(el, value);
  else el.value = value;
}

/**
 * Gives the noted values back to the (now hydrated) controls under `root`, also to those that
 * still show the value: the DOM may have kept it while the form's state did not. Controls that
 * are gone or disabled are left alone. Returns how many were given back.
 */
export function restoreEnteredValues(root: ParentNode, values: readonly EnteredValue[]): number {
  const byKey = new Map(controls(root).map((el) => [keyOf(el), el] as const));
  let restored = 0;
  for (const v of values) {
    const el = byKey.get(v.key);
    if (!el || el.disabled) continue;
    if (v.kind === 'check' && el instanceof HTMLInputElement) {
      // through the element (React's tracker notes it), so the click below reads as a change
      if (el.checked === v.value) el.checked = !v.value;
      el.click();
    } else if (typeof v.value === 'string') {
      setNativeValue(el, v.value);
      el.dispatchEvent(new Event(v.kind === 'select' ? 'change' : 'input', { bubbles: true }));
      if (v.kind === 'text') el.dispatchEvent(new Event('change', { bubbles: true }));
    } else continue;
    restored += 1;
  }
  return restored;
}

/**
 * Notes the entered values of `root` now and on every `input`/`change` until {@link stop}; `take()`
 * returns the latest note. Used around a hydrating mount: React's hydration itself may run while
 * the shopper keeps typing.
 */
export function watchEnteredValues(root: HTMLElement): { take(): EnteredValue[]; stop(): void } {
  let latest = readEnteredValues(root);
  const note = () => {
    latest = readEnteredValues(root);
  };
  root.addEventListener('input', note, true);
  root.addEventListener('change', note, true);
  return {
    take: () => latest,
    stop() {
      root.removeEventListener('input', note, true);
      root.removeEventListener('change', note, true);
    },
  };
}
