import { holdFirstActions, MOUNT_GRACE_MS } from './hold-actions';

function page(): {
  slot: HTMLElement;
  form: HTMLFormElement;
  submit: HTMLButtonElement;
  link: HTMLAnchorElement;
  field: HTMLInputElement;
} {
  document.body.innerHTML =
    '<div data-sf-slot="shell"><header><a href="/mein-konto" data-sf-intent-for="mfe-account-login">Mein Konto</a></header></div>' +
    '<div data-sf-slot="mfe-account-login"></div>' +
    '<main><div data-sf-slot="mfe-catalog" data-sf-route="product">' +
    '<form method="post" action="/api/catalog/basket"><input name="quantity" value="1">' +
    '<button type="submit" name="do" value="add">In den Warenkorb</button></form>' +
    '<a href="/mein-konto?returnTo=/p/1" role="button">Auf den Merkzettel</a>' +
    '<a href="#bewertungen">Bewertungen</a><a href="/p/2">Kleid „Como“</a>' +
    '</div></main>' +
    '<div data-sf-slot="mfe-other"><a href="/x">x</a></div>';
  return {
    slot: document.querySelector<HTMLElement>('[data-sf-slot="mfe-catalog"]')!,
    form: document.querySelector('form')!,
    submit: document.querySelector('button')!,
    link: document.querySelector<HTMLAnchorElement>('[role="button"]')!,
    field: document.querySelector<HTMLInputElement>('[name="quantity"]')!,
  };
}

const click = (el: Element) =>
  el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
const pointer = (el: Element, type: 'pointerdown' | 'pointerup') =>
  el.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0 }));
/** A press without the click a browser sends after it (none on a disabled button). */
const press = (el: Element) => {
  pointer(el, 'pointerdown');
  pointer(el, 'pointerup');
};
const enter = (el: Element) =>
  el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
const mounted = async (slot: HTMLElement, how = 'hydrated') => {
  slot.setAttribute('data-sf-mounted', how);
  await new Promise((done) => setTimeout(done, 0)); // the observer
  await new Promise((done) => setTimeout(done, 0)); // the replay
};

describe('holdFirstActions', () => {
  let undo: () => void = () => undefined;
  afterEach(() => undo());

  it('holds a click on a submit button until the remote is live, then replays it once on the same button', async () => {
    const { slot, submit, form } = page();
    undo = holdFirstActions(document, { slots: new Set(['mfe-catalog']) });
    const clicks: string[] = [];
    form.addEventListener('submit', (e) => e.preventDefault()); // jsdom does not post
    submit.addEventListener('click', () => clicks.push('click'));
    const intents: string[] = [];
    slot.addEventListener('focusin', (e) => intents.push(e.type));
    expect(click(submit)).toBe(false); // native default (the post) prevented
    click(submit); // a double click is one action
    expect(clicks).toEqual([]);
    expect(slot).toHaveAttribute('aria-busy', 'true');
    expect(intents).toEqual(['focusin']); // the held action asks for the remote's code, once
    await mounted(slot);
    expect(clicks).toEqual(['click']);
    expect(slot).not.toHaveAttribute('aria-busy');
    // from now on the remote handles every click itself
    click(submit);
    expect(clicks).toEqual(['click', 'click']);
  });

  it('replays a click on a button the remote disables for a moment once it is enabled again, and drops it when it stays disabled', async () => {
    jest.useFakeTimers();
    try {
      const { slot, submit, form } = page();
      undo = holdFirstActions(document, { slots: new Set(['mfe-catalog']) });
      const clicks: string[] = [];
      form.addEventListener('submit', (e) => e.preventDefault());
      submit.addEventListener('click', () => clicks.push('click'));
      click(submit);
      // the remote's first render disables the button (its form state is not filled yet)
      submit.disabled = true;
      slot.setAttribute('data-sf-mounted', 'hydrated');
      await jest.advanceTimersByTimeAsync(10);
      expect(clicks).toEqual([]);
      // the entered values are rendered: the button is enabled, the press goes through once
      submit.disabled = false;
      await jest.advanceTimersByTimeAsync(10);
      expect(clicks).toEqual(['click']);
      await jest.advanceTimersByTimeAsync(5000);
      expect(clicks).toEqual(['click']);

      // a button that stays disabled (the remote's state says the form is not filled): nothing
      undo();
      const again = page();
      undo = holdFirstActions(document, { slots: new Set(['mfe-catalog']) });
      const later: string[] = [];
      again.form.addEventListener('submit', (e) => e.preventDefault());
      again.submit.addEventListener('click', () => later.push('click'));
      click(again.submit);
      again.submit.disabled = true;
      again.slot.setAttribute('data-sf-mounted', 'hydrated');
      await jest.advanceTimersByTimeAsync(5000);
      again.submit.disabled = false;
      await jest.advanceTimersByTimeAsync(10);
      expect(later).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('holds a press on a button disabled while the remote hydrates (no click comes, only pointer events) and replays it once enabled', async () => {
    const { slot, submit, form } = page();
    undo = holdFirstActions(document, { slots: new Set(['mfe-catalog']) });
    const clicks: string[] = [];
    form.addEventListener('submit', (e) => e.preventDefault());
    submit.addEventListener('click', () => clicks.push('click'));
    // React's render after hydration disabled the submit (its form state still empty); the shopper presses it:
    // a disabled button gets pointerdown and pointerup, never a click (Chromium)
    slot.setAttribute('data-sf-hydrating', '');
    submit.disabled = true;
    press(submit);
    expect(slot).toHaveAttribute('aria-busy', 'true');
    // the values are given back and rendered, the remote is live: the press goes through, once
    submit.disabled = false;
    slot.removeAttribute('data-sf-hydrating');
    await mounted(slot);
    expect(clicks).toEqual(['click']);
    await new Promise((done) => setTimeout(done, 20));
    expect(clicks).toEqual(['click']);
  });

  it('replays, once, a press on a submit a render right after the mount disabled for a moment; after the grace, or once the shopper types, a press on a disabled button is not replayed', async () => {
    jest.useFakeTimers();
    try {
      const { slot, submit, form } = page();
      undo = holdFirstActions(document, { slots: new Set(['mfe-catalog']) });
      const clicks: string[] = [];
      form.addEventListener('submit', (e) => e.preventDefault());
      submit.addEventListener('click', () => clicks.push('click'));
      slot.setAttribute('data-sf-mounted', 'hydrated');
      await jest.advanceTimersByTimeAsync(0); // the observer: the slot is live
      // a render right after the mount disables the submit for a moment; the shopper presses it (pointer
      // events, no click), twice
      await jest.advanceTimersByTimeAsync(MOUNT_GRACE_MS - 100);
      submit.disabled = true;
      press(submit);
      press(submit);
      expect(slot).not.toHaveAttribute('aria-busy'); // nothing held in the slot: it is live
      await jest.advanceTimersByTimeAsync(200);
      expect(clicks).toEqual([]);
      submit.disabled = false; // the form's state caught up
      await jest.advanceTimersByTimeAsync(0);
      expect(clicks).toEqual(['click']);
      await jest.advanceTimersByTimeAsync(5000);
      expect(clicks).toEqual(['click']);

      // after the grace a disabled button's press is the remote's business: nothing replayed
      submit.disabled = true;
      press(submit);
      submit.disabled = false;
      await jest.advanceTimersByTimeAsync(5000);
      expect(clicks).toEqual(['click']);

      // within the grace, but the shopper types before the button is enabled: their typing enabled it,
      // the press on the button disabled for what the form lacked is not replayed
      undo();
      const again = page();
      undo = holdFirstActions(document, { slots: new Set(['mfe-catalog']) });
      const later: string[] = [];
      again.form.addEventListener('submit', (e) => e.preventDefault());
      again.submit.addEventListener('click', () => later.push('click'));
      again.slot.setAttribute('data-sf-mounted', 'hydrated');
      await jest.advanceTimersByTimeAsync(0);
      again.submit.disabled = true;
      press(again.submit);
      again.field.dispatchEvent(new Event('input', { bubbles: true }));
      again.submit.disabled = false;
      await jest.advanceTimersByTimeAsync(5000);
      expect(later).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives no grace after a fallback: no remote renders there, a press on a disabled button is not replayed', async () => {
    jest.useFakeTimers();
    try {
      const { slot, submit, form } = page();
      undo = holdFirstActions(document, { slots: new Set(['mfe-catalog']) });
      const clicks: string[] = [];
      form.addEventListener('submit', (e) => e.preventDefault());
      submit.addEventListener('click', () => clicks.push('click'));
      slot.setAttribute('data-sf-fallback', '');
      await jest.advanceTimersByTimeAsync(0);
      submit.disabled = true;
      press(submit);
      submit.disabled = false;
      await jest.advanceTimersByTimeAsync(5000);
      expect(clicks).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('holds no press that is not one: down on one button and up on another, or on an enabled button (its click is held)', async () => {
    const { slot, submit, link } = page();
    undo = holdFirstActions(document, { slots: new Set(['mfe-catalog']) });
    const clicks: string[] = [];
    submit.addEventListener('click', () => clicks.push('submit'));
    submit.disabled = true;
    pointer(link, 'pointerdown');
    pointer(submit, 'pointerup');
    expect(slot).not.toHaveAttribute('aria-busy');
    submit.disabled = false;
    press(submit); // enabled: its pointer events hold nothing (the click the browser sends after them is held)
    expect(slot).not.toHaveAttribute('aria-busy');
    await mounted(slot);
    expect(clicks).toEqual([]);
  });

  it('holds a chrome link a widget enhances until that widget is live', async () => {
    page();
    const link = document.querySelector<HTMLAnchorElement>('[data-sf-intent-for]')!;
    undo = holdFirstActions(document, { slots: new Set(['mfe-catalog', 'mfe-account-login']) });
    const replayed: string[] = [];
    link.addEventListener('click', (e) => {
      e.preventDefault();
      replayed.push('modal');
    });
    expect(click(link)).toBe(false);
    expect(replayed).toEqual([]);
    await mounted(document.querySelector<HTMLElement>('[data-sf-slot="mfe-account-login"]')!, 'rendered');
    expect(replayed).toEqual(['modal']);
  });

  it('leaves alone slots it was not given, plain and fragment links and modified clicks (a new tab)', () => {
    const { link } = page();
    undo = holdFirstActions(document, { slots: new Set(['mfe-catalog']) });
    expect(click(document.querySelector('[data-sf-slot="mfe-other"] a')!)).toBe(true);
    expect(click(document.querySelector('a[href="#bewertungen"]')!)).toBe(true);
    const plain = document.querySelector<HTMLAnchorElement>('a[href="/p/2"]')!;
    plain.addEventListener('click', (e) => e.preventDefault()); // jsdom does not navigate
    const followed: string[] = [];
    plain.addEventListener('click', () => followed.push('now'));
    click(plain); // a plain link navigates at once
    expect(followed).toEqual(['now']);
    link.addEventListener('click', (e) => e.preventDefault()); // jsdom would not open it anyway
    const seen: string[] = [];
    link.addEventListener('click', () => seen.push('ctrl'));
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(seen).toEqual(['ctrl']);
  });

  it('holds a click on a checkbox (or its label) only while React hydrates the slot', async () => {
    const { slot, form } = page();
    form.insertAdjacentHTML(
      'beforeend',
      '<label><input type="checkbox" name="brand" value="urban-fjord"> Urban Fjord</label>',
    );
    const box = form.querySelector<HTMLInputElement>('[type="checkbox"]')!;
    undo = holdFirstActions(document, { slots: new Set(['mfe-catalog']) });
    click(box); // before the remote's code: the browser ticks it, the keeper carries it over
    expect(box.checked).toBe(true);
    slot.setAttribute('data-sf-hydrating', '');
    click(form.querySelector('label')!); // while hydrating: held, not set back by React
    expect(box.checked).toBe(true);
    slot.removeAttribute('data-sf-hydrating');
    await mounted(slot);
    expect(box.checked).toBe(false); // replayed once, on the checkbox itself
  });

  it('takes a tap on a radio whose click came on the group around it (the form moved under the pointer while hydrating) as a click on the radio, held until live', async () => {
    const { slot, form } = page();
    form.insertAdjacentHTML(
      'beforeend',
      '<fieldset><legend>Welchen Newsletter?</legend><label><input type="radio" name="brands" value="otto"> OTTO</label>' +
        '<label><input type="radio" name="brands" value="both"> beide</label></fieldset>',
    );
    const both = form.querySelector<HTMLInputElement>('[value="both"]')!;
    const group = form.querySelector('fieldset')!;
    undo = holdFirstActions(document, { slots: new Set(['mfe-catalog']) });
    const at = { bubbles: true, cancelable: true, button: 0, clientX: 360, clientY: 231 };
    slot.setAttribute('data-sf-hydrating', '');
    both.dispatchEvent(new MouseEvent('pointerdown', at));
    // an error shown above the group moves it down: the release is over the fieldset, the click goes there
    group.dispatchEvent(new MouseEvent('pointerup', at));
    expect(group.dispatchEvent(new MouseEvent('click', at))).toBe(false);
    slot.removeAttribute('data-sf-hydrating'); // the values are given back before the slot is live: still held
    expect(both.checked).toBe(false);
    await mounted(slot);
    expect(both.checked).toBe(true); // replayed once, on the radio the shopper tapped
  });

  it('leaves a click on the group alone when the pointer moved away from the press, the press became a scroll, or no press on a control came first', async () => {
    const { slot, form } = page();
    form.insertAdjacentHTML(
      'beforeend',
      '<fieldset><label><input type="radio" name="brands" value="both"> beide</label></fieldset>',
    );
    const both = form.querySelector<HTMLInputElement>('[value="both"]')!;
    const group = form.querySelector('fieldset')!;
    undo = holdFirstActions(document, { slots: new Set(['mfe-catalog']) });
    slot.setAttribute('data-sf-hydrating', '');
    const at = (clientX: number) => ({ bubbles: true, cancelable: true, button: 0, clientX, clientY: 231 });
    both.dispatchEvent(new MouseEvent('pointerdown', at(360)));
    expect(group.dispatchEvent(new MouseEvent('click', at(360 + 40)))).toBe(true); // dragged off: a cancel
    expect(group.dispatchEvent(new MouseEvent('click', at(360)))).toBe(true); // no press before it
    both.dispatchEvent(new MouseEvent('pointerdown', at(360)));
    both.dispatchEvent(new MouseEvent('pointercancel', at(360))); // the press became a scroll
    expect(group.dispatchEvent(new MouseEvent('click', at(360)))).toBe(true);
    slot.removeAttribute('data-sf-hydrating');
    await mounted(slot);
    expect(both.checked).toBe(false);
  });

  it('gives a tapped control its click when the slot went live between the press and the click', async () => {
    const { slot, form, submit } = page();
    form.addEventListener('submit', (e) => e.preventDefault());
    const clicks: string[] = [];
    submit.addEventListener('click', () => clicks.push('click'));
    undo = holdFirstActions(document, { slots: new Set(['mfe-catalog']) });
    const at = { bubbles: true, cancelable: true, button: 0, clientX: 80, clientY: 400 };
    submit.dispatchEvent(new MouseEvent('pointerdown', at));
    await mounted(slot);
    expect(form.dispatchEvent(new MouseEvent('click', at))).toBe(false);
    await new Promise((done) => setTimeout(done, 0));
    expect(clicks).toEqual(['click']);
  });

  it('holds Enter in a text field and replays it as implicit submission does (a click on the default button)', async () => {
    const { slot, submit, field } = page();
    undo = holdFirstActions(document, { slots: new Set(['mfe-catalog']) });
    const clicks: string[] = [];
    submit.addEventListener('click', () => clicks.push(submit.value));
    expect(enter(field)).toBe(false);
    await mounted(slot);
    expect(clicks).toEqual(['add']);
  });

  it('holds a submit and replays it with its submitter', async () => {
    const { slot, form, submit } = page();
    undo = holdFirstActions(document, { slots: new Set(['mfe-catalog']) });
    const submitters: (HTMLElement | null)[] = [];
    form.addEventListener('submit', (e) => {
      submitters.push((e as SubmitEvent).submitter);
      e.preventDefault();
    });
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: submit });
    expect(form.dispatchEvent(event)).toBe(false);
    expect(submitters).toEqual([]);
    await mounted(slot);
    expect(submitters).toEqual([submit]);
  });

  it('lets the native behaviour go through when the remote fails or does not come within the bound', async () => {
    const { slot, submit, link } = page();
    undo = holdFirstActions(document, { slots: new Set(['mfe-catalog']), boundMs: 30 });
    const clicks: string[] = [];
    submit.addEventListener('click', (e) => {
      clicks.push(`submit:${e.defaultPrevented}`);
      e.preventDefault(); // jsdom does not post
    });
    link.addEventListener('click', (e) => {
      clicks.push(`link:${e.defaultPrevented}`);
      e.preventDefault();
    });
    click(submit);
    click(link);
    await new Promise((done) => setTimeout(done, 60));
    expect(clicks).toEqual(['submit:false', 'link:false']);
    // given up on: later clicks are not held either
    expect(click(link)).toBe(false); // (prevented by the listener above, not held)
    expect(clicks).toEqual(['submit:false', 'link:false', 'link:false']);
    slot.setAttribute('data-sf-fallback', '');
  });

  it('replays at once natively when the remote fails (fallback)', async () => {
    const { slot, submit } = page();
    undo = holdFirstActions(document, { slots: new Set(['mfe-catalog']) });
    const clicks: boolean[] = [];
    submit.addEventListener('click', (e) => {
      clicks.push(e.defaultPrevented);
      e.preventDefault();
    });
    click(submit);
    slot.setAttribute('data-sf-fallback', '');
    await new Promise((done) => setTimeout(done, 0));
    await new Promise((done) => setTimeout(done, 0));
    expect(clicks).toEqual([false]);
  });

  it('takes over the actions the first script stopped: held in its slots until live, elsewhere replayed natively at once', async () => {
    const { slot, submit, form } = page();
    const other = document.querySelector<HTMLAnchorElement>('[data-sf-slot="mfe-other"] a')!;
    const seen: string[] = [];
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      seen.push(`submit:${(e as SubmitEvent).submitter?.textContent ?? ''}`);
    });
    other.addEventListener('click', (e) => {
      e.preventDefault();
      seen.push('other');
    });
    undo = holdFirstActions(document, {
      slots: new Set(['mfe-catalog']),
      early: [
        { kind: 'submit', form, submitter: submit },
        { kind: 'click', el: other },
      ],
    });
    expect(slot).toHaveAttribute('aria-busy', 'true');
    await new Promise((done) => setTimeout(done, 0));
    expect(seen).toEqual(['other']);
    await mounted(slot);
    expect(seen).toEqual(['other', 'submit:In den Warenkorb']);
  });
});
