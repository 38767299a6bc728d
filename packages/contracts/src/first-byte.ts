/**
 * The page's first script (decision 0130), written inline into the head by the composer (with the
 * page's CSP nonce), so it runs before any of the body is parsed:
 *
 * - _Actions before the light entry_: from the first byte until the shell's light entry takes over
 *   (`takeEarlyActions`), a click on a button (or a link a remote answers in place), a form's submit
 *   and Enter in a text field inside a remote's slot (or a chrome part a widget enhances) are stopped
 *   and queued; the light entry hands them to its hold (`hold-actions.ts`, decision 0125), which
 *   replays each once. When no light entry takes them within the bound, they go through natively
 *   (the post, the link), as without JavaScript. Either way exactly once.
 * - _Submit disabled until the form is filled_ (the spec's rule, from the first paint): a form with
 *   required controls has its submit buttons marked `aria-disabled="true"` (`data-sf-unfilled`)
 *   while a required control is empty; a click on such a button and a submit of such a form are
 *   stopped. Without JavaScript nothing marks them: the form posts and the server answers with the
 *   spec's messages. A form whose empty submit has its own message (the header search) opts out
 *   with `data-sf-submit-empty`.
 *
 * {@link installFirstByte} is serialised with `Function.prototype.toString`, so it must not use
 * anything from outside its own body (no imports, no module constants).
 */

/** The window property through which the light entry takes over the early actions. */
export const FIRST_BYTE_KEY = '__sfFirstByte';

/** How long an early action waits for the light entry before it goes through natively. */
export const FIRST_BYTE_BOUND_MS = 10_000;

/**
 * The little of the DOM the script uses, typed here: the composer, which writes it, compiles without
 * the DOM library (the light entry reads the handle with the DOM's own types, `hold-actions.ts`).
 */
interface El {
  readonly tagName: string;
  readonly isConnected: boolean;
  readonly elements?: ArrayLike<El>;
  readonly form?: El | null;
  readonly parentElement?: El | null;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly type?: string;
  readonly name?: string;
  readonly checked?: boolean;
  readonly value?: string;
  readonly files?: { readonly length: number } | null;
  readonly formNoValidate?: boolean;
  readonly target?: string;
  closest(selector: string): El | null;
  matches(selector: string): boolean;
  hasAttribute(name: string): boolean;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  querySelectorAll(selector: string): ArrayLike<El>;
  click(): void;
  requestSubmit?(submitter?: El | null): void;
}
interface Ev {
  readonly target: unknown;
  readonly submitter?: El | null;
  readonly button?: number;
  readonly key?: string;
  readonly isComposing?: boolean;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly shiftKey?: boolean;
  readonly altKey?: boolean;
  preventDefault(): void;
  stopImmediatePropagation(): void;
}
interface Doc {
  readonly forms: ArrayLike<El>;
  addEventListener(type: string, listener: (event: Ev) => void, capture: boolean): void;
  querySelectorAll(selector: string): ArrayLike<El>;
}
/** The window the script runs in. */
export interface FirstByteWindow {
  readonly document: Doc;
  setInterval(handler: () => void, ms: number): unknown;
  requestAnimationFrame(callback: () => void): unknown;
  getComputedStyle(el: El): { readonly display: string };
  readonly MutationObserver: new (
    callback: (records: ArrayLike<{ readonly addedNodes: ArrayLike<unknown> }>) => void,
  ) => { observe(target: Doc, options: { childList: boolean; subtree: boolean }): void };
}
/** An action stopped before the light entry ran (in the script's own types). */
type Early =
  | { readonly kind: 'click'; readonly el: El }
  | { readonly kind: 'submit'; readonly form: El; readonly submitter: El | null }
  | { readonly kind: 'enter'; readonly form: El };

/**
 * Installs the first script on `win`. Self-contained (serialised by {@link firstByteScript}, as one
 * line: no comments inside its body). A required control (`required`, or `aria-required="true"` as
 * @sf/ui's fields mark it; a `radiogroup` with `aria-required`) counts when it is enabled and not inside
 * `[hidden]`; a radio group is filled when one of it is chosen. A submit button that skips the checks
 * (`formnovalidate`, such as the checkout's parcel-shop search) is never held back. Forms are checked as the parser (or a
 * remote) adds them and their controls, in the frame that first shows them, on every `input` and
 * `change` (again a task later, after a remote's own handlers set a controlled field back), every
 * 500 ms while a form is held back (a widget that fills a field by script sends no event: the login's
 * captcha), and before a click or submit is stopped. Hidden inputs never count (`required` does not
 * apply to them), nor controls not shown (`display: none` up to the form: the newsletter's pause select
 * while another choice is ticked). What the parser or a remote adds, and the 500 ms check, are looked at
 * in the next animation frame, once per frame — before the paint that shows them, where the browser
 * computes the styles anyway: read (`getComputedStyle`) while the parser runs, they forced a style
 * recalculation of the page so far inside the parser's task, once per chunk (decision 0270); and the
 * frame's forms are all read before any is marked, so their marks force no second one. What was
 * added is not looked at node by node: the observer compares each of the document's forms
 * (`document.forms`, a handful) with the controls it had, and a form whose controls changed is looked at
 * — a `closest` and a `querySelectorAll` on each of the 2,000 nodes the parser adds cost 12–50 ms of a
 * product page's parse, inside its tasks (decision 0295). In a hydrated remote (`data-sf-mounted`) a press of such a button goes on to the
 * remote, whose own checks answer it with the spec's messages (the buy box's "Bitte wählen Sie zuerst
 * eine Variante aus!"): `aria-disabled` says the form is not filled, it does not make the button mute. An early
 * action counts inside a remote's slot that is not live yet (not the shell's, not a fallback, not
 * `data-sf-mounted`) or a chrome part a widget enhances; without a light entry within `boundMs` it is
 * replayed natively (what the server HTML does without JavaScript).
 */
export function installFirstByte(win: FirstByteWindow, boundMs: number, key: string): void {
  const doc = win.document;
  const ACT =
    'button, input[type="submit"], input[type="image"], input[type="button"], [role="button"], a[href][aria-haspopup], a[href][data-sf-intent-for]';
  const TEXT =
    'input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="tel"], input[type="url"], input[type="number"], input[type="password"], input[type="date"]';
  const SUBMIT = 'button[type="submit"], button:not([type]), input[type="submit"], input[type="image"]';
  const MARK = 'data-sf-unfilled';
  let queue: Early[] | null = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const isEl = (node: unknown): node is El => typeof (node as El | null)?.closest === 'function';
  const controls = (form: El): El[] => Array.from(form.elements ?? []);

  const FIELD = 'input, select, textarea';
  const isRequired = (c: El) =>
    c.matches(FIELD) &&
    c.type !== 'hidden' &&
    (c.required === true || c.getAttribute('aria-required') === 'true');
  const GROUP = '[role="radiogroup"][aria-required="true"]';
  const undisplayed = (c: El, form: El): boolean => {
    for (let n: El | null | undefined = c; n && n !== form; n = n.parentElement)
      if (win.getComputedStyle(n).display === 'none') return true;
    return false;
  };
  const isFilled = (form: El): boolean => {
    const all = controls(form);
    const groups = Array.from(form.querySelectorAll(GROUP));
    return (
      all.every((c) => {
        if (!isRequired(c) || c.disabled || c.closest('[hidden]') || undisplayed(c, form)) return true;
        if (c.type === 'radio') return all.some((o) => o.type === 'radio' && o.name === c.name && o.checked);
        if (c.type === 'checkbox') return c.checked === true;
        if (c.type === 'file') return (c.files?.length ?? 0) > 0;
        return String(c.value ?? '').trim() !== '';
      }) &&
      groups.every(
        (g) =>
          g.closest('[hidden]') !== null || Array.from(g.querySelectorAll('input')).some((o) => o.checked),
      )
    );
  };

  const judge = (form: El | null | undefined): boolean | null => {
    if (!form || form.tagName !== 'FORM' || form.hasAttribute('data-sf-submit-empty')) return null;
    const all = controls(form);
    return (all.some(isRequired) || form.querySelectorAll(GROUP).length > 0) && !isFilled(form);
  };
  const mark = (form: El | null | undefined, blocked: boolean | null) => {
    if (!form || blocked === null) return;
    for (const button of controls(form)) {
      if (!button.matches(SUBMIT) || button.formNoValidate) continue;
      if (blocked) {
        button.setAttribute(MARK, '');
        button.setAttribute('aria-disabled', 'true');
      } else if (button.hasAttribute(MARK)) {
        button.removeAttribute(MARK);
        button.removeAttribute('aria-disabled');
      }
    }
  };
  const update = (form: El | null | undefined) => mark(form, judge(form));

  const added = new Set<El>();
  let frame = false;
  const flush = () => {
    frame = false;
    const forms = Array.from(added);
    added.clear();
    const verdicts = forms.map(judge);
    forms.forEach((form, i) => mark(form, verdicts[i] ?? null));
  };
  const seen = new WeakMap<El, El[]>();
  new win.MutationObserver(() => {
    const forms = doc.forms;
    for (let f = 0; f < forms.length; f++) {
      const form = forms[f]!;
      const now = form.elements ?? [];
      const last = seen.get(form);
      let same = last !== undefined && last.length === now.length;
      for (let i = 0; same && i < now.length; i++) same = last![i] === now[i];
      if (same) continue;
      seen.set(form, Array.from(now));
      added.add(form);
    }
    if (added.size > 0 && !frame) {
      frame = true;
      win.requestAnimationFrame(flush);
    }
  }).observe(doc, { childList: true, subtree: true });
  const onEdit = (event: Ev) => {
    const form = isEl(event.target) ? event.target.form : null;
    update(form);
    setTimeout(() => update(form), 0);
  };
  doc.addEventListener('input', onEdit, true);
  doc.addEventListener('change', onEdit, true);
  win.setInterval(() => {
    for (const button of Array.from(doc.querySelectorAll('[' + MARK + ']')))
      if (button.form) added.add(button.form);
    if (added.size > 0 && !frame) {
      frame = true;
      win.requestAnimationFrame(flush);
    }
  }, 500);
  doc.addEventListener(
    'reset',
    (event) => setTimeout(() => update(isEl(event.target) ? event.target : null), 0),
    true,
  );

  const inSlot = (el: El): boolean => {
    const part = el.closest('[data-sf-intent-for], [data-sf-slot]');
    if (!part) return false;
    if (part.hasAttribute('data-sf-intent-for')) return true;
    return (
      part.getAttribute('data-sf-slot') !== 'shell' &&
      !part.hasAttribute('data-sf-fallback') &&
      !part.hasAttribute('data-sf-mounted')
    );
  };
  const live = (el: El): boolean => el.closest('[data-sf-slot][data-sf-mounted]') !== null;
  const stop = (event: Ev) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const replay = (held: Early) => {
    if (held.kind === 'click') {
      if (held.el.isConnected) held.el.click();
      return;
    }
    if (!held.form.isConnected) return;
    if (held.kind === 'submit') {
      const s = held.submitter;
      held.form.requestSubmit?.(s && s.isConnected && s.closest('form') === held.form ? s : null);
      return;
    }
    const button = controls(held.form).find((c) => c.matches(SUBMIT));
    if (button) {
      if (!button.disabled) button.click();
    } else held.form.requestSubmit?.();
  };
  const take = (): Early[] => {
    const taken = queue ?? [];
    queue = null;
    if (timer !== null) clearTimeout(timer);
    return taken;
  };
  const note = (event: Ev, held: Early) => {
    if (!queue) return;
    stop(event);
    const last = queue[queue.length - 1];
    const same =
      last !== undefined &&
      last.kind === held.kind &&
      (last.kind === 'click'
        ? last.el === (held as { el?: El }).el
        : last.form === (held as { form?: El }).form);
    if (!same) queue.push(held);
    if (timer === null) timer = setTimeout(() => take().forEach(replay), boundMs);
  };

  doc.addEventListener(
    'click',
    (event) => {
      const target = isEl(event.target) ? event.target : null;
      const pressed = target?.closest(SUBMIT);
      if (pressed?.hasAttribute(MARK)) {
        update(pressed.form);
        if (pressed.hasAttribute(MARK) && !live(pressed)) return stop(event);
      }
      if (
        !queue ||
        !target ||
        event.button !== 0 ||
        event.ctrlKey ||
        event.metaKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const el = target.closest(ACT);
      if (!el || el.disabled || !inSlot(el)) return;
      if (el.tagName === 'A') {
        const href = el.getAttribute('href') ?? '';
        if (
          href.startsWith('#') ||
          (el.target !== '' && el.target !== '_self') ||
          el.hasAttribute('download')
        )
          return;
      }
      note(event, { kind: 'click', el });
    },
    true,
  );
  doc.addEventListener(
    'submit',
    (event) => {
      const form = isEl(event.target) ? event.target : null;
      if (!form) return;
      const submitter = event.submitter ?? null;
      update(form);
      const marked = submitter
        ? submitter.hasAttribute(MARK)
        : controls(form).some((c) => c.hasAttribute(MARK));
      if (marked && !live(form)) return stop(event);
      if (inSlot(form)) note(event, { kind: 'submit', form, submitter });
    },
    true,
  );
  doc.addEventListener(
    'keydown',
    (event) => {
      if (
        !queue ||
        event.key !== 'Enter' ||
        event.isComposing ||
        event.ctrlKey ||
        event.metaKey ||
        event.altKey ||
        event.shiftKey
      )
        return;
      const field =
        isEl(event.target) && event.target.tagName === 'INPUT' && event.target.matches(TEXT)
          ? event.target
          : null;
      const form = field?.form;
      if (field && form && inSlot(field)) note(event, { kind: 'enter', form });
    },
    true,
  );
  (win as unknown as Record<string, unknown>)[key] = { take, update };
}

/** The inline script's text (without the `<script>` element): {@link installFirstByte} called on `window`. */
export function firstByteScript(boundMs: number = FIRST_BYTE_BOUND_MS): string {
  // one line (the body has no line comments; its strings no line breaks)
  const body = installFirstByte.toString().replace(/\s*\n\s*/g, ' ');
  return `(${body})(window,${boundMs},${JSON.stringify(FIRST_BYTE_KEY)})`;
}
