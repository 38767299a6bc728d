/** @jest-environment jsdom */
import { FIRST_BYTE_KEY, firstByteScript } from './first-byte';

/** What the light entry does (shell `takeEarlyActions`): the queue, handed over once. */
const takeEarlyActions = (win: Window): { kind: string }[] =>
  (win as unknown as Record<string, { take: () => { kind: string }[] }>)[FIRST_BYTE_KEY]!.take();

// the script as the composer writes it, run on the test's window (a fresh one per test file)
new Function(firstByteScript(200))();

it('is one self-contained line that closes no script element', () => {
  const script = firstByteScript();
  expect(script).not.toContain('\n');
  expect(script).not.toMatch(/<\/script/i);
  expect(script).toMatch(
    /^\(function installFirstByte\(win, boundMs, key\) \{.*\}\)\(window,10000,"__sfFirstByte"\)$/,
  );
});

// a form the parser or a remote adds is looked at in the next animation frame
const settle = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));

function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.replaceChildren(root);
  return root;
}

describe('submit disabled until the form is filled', () => {
  const FORM =
    '<form method="post" action="/x"><input name="email" required><select name="s" required><option value="">–</option><option value="a">A</option></select>' +
    '<input type="radio" name="r" value="1" required><input type="radio" name="r" value="2"><input name="note"><button type="submit" formnovalidate>Suchen</button><button type="submit">Senden</button></form>';

  it('marks the submit aria-disabled at once and stops its click and the submit', async () => {
    const root = page(FORM);
    await settle();
    const button = root.querySelector<HTMLButtonElement>('button:not([formnovalidate])')!;
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(root.querySelector('button[formnovalidate]')!.hasAttribute('aria-disabled')).toBe(false);
    const submitted = jest.fn((e: Event) => e.preventDefault());
    root.querySelector('form')!.addEventListener('submit', submitted);
    button.click();
    root.querySelector('form')!.requestSubmit();
    expect(submitted).not.toHaveBeenCalled();
  });

  it('releases it when every required control has a value (a radio of the group chosen), marks it again when one is emptied', async () => {
    const root = page(FORM);
    await settle();
    const button = root.querySelector<HTMLButtonElement>('button:not([formnovalidate])')!;
    const email = root.querySelector<HTMLInputElement>('input[name="email"]')!;
    const type = (el: HTMLInputElement | HTMLSelectElement, value: string) => {
      el.value = value;
      el.dispatchEvent(new Event('input', { bubbles: true }));
    };
    type(email, 'a@b.de');
    type(root.querySelector('select')!, 'a');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    root.querySelector<HTMLInputElement>('input[value="2"]')!.click();
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    const submitted = jest.fn((e: Event) => e.preventDefault());
    root.querySelector('form')!.addEventListener('submit', submitted);
    button.click();
    expect(submitted).toHaveBeenCalledTimes(1);
    type(email, '  ');
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('counts aria-required controls and radio groups as @sf/ui renders them', async () => {
    const root = page(
      '<form><input name="e" aria-required="true"><fieldset role="radiogroup" aria-required="true"><input type="radio" name="b" value="1"></fieldset><button>Los</button></form>',
    );
    await settle();
    const button = root.querySelector('button')!;
    expect(button.getAttribute('aria-disabled')).toBe('true');
    const email = root.querySelector<HTMLInputElement>('input[name="e"]')!;
    email.value = 'a@b.de';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    root.querySelector<HTMLInputElement>('input[type="radio"]')!.click();
    expect(button.hasAttribute('aria-disabled')).toBe(false);
  });

  it('reads no style while the parser adds a form (no forced style recalculation in its task): the form is looked at in the next frame', async () => {
    const styles = jest.spyOn(window, 'getComputedStyle');
    try {
      const root = page(FORM + FORM);
      await Promise.resolve(); // the mutation observer's microtask, as between two chunks the parser adds
      expect(styles).not.toHaveBeenCalled();
      expect(root.querySelector('[aria-disabled]')).toBeNull();
      await settle();
      expect(root.querySelectorAll('button:not([formnovalidate])[aria-disabled="true"]')).toHaveLength(2);
    } finally {
      styles.mockRestore();
    }
  });

  it('follows a form the parser builds a node at a time, and a field a remote adds to a filled form', async () => {
    const root = page('');
    const add = (parent: Element, html: string): Element => {
      const tmp = document.createElement('template');
      tmp.innerHTML = html;
      const el = tmp.content.firstElementChild!;
      parent.append(el);
      return el;
    };
    // as the parser does: each element added empty, its children after it
    const closest = jest.spyOn(Element.prototype, 'closest');
    const form = add(root, '<form id="f"></form>');
    const group = add(form, '<div></div>');
    const email = add(group, '<input name="email" required>') as HTMLInputElement;
    const button = add(group, '<button>Senden</button>');
    // a control outside, owned by its form attribute
    const outside = add(root, '<input name="plz" form="f" required>') as HTMLInputElement;
    await Promise.resolve();
    expect(closest).not.toHaveBeenCalled(); // nothing looked up per node while the parser adds them
    closest.mockRestore();
    await settle();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    for (const field of [email, outside]) {
      field.value = field === email ? 'a@b.de' : '20095';
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    // a remote renders one more required field into the form (a subtree at once)
    group.insertAdjacentHTML('beforeend', '<label>Ort <span><input name="city" required></span></label>');
    await settle();
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('leaves alone forms without required controls, disabled or hidden ones, and forms that opt out', async () => {
    const root = page(
      '<form id="a"><input name="q"><button>Los</button></form>' +
        '<form id="b"><input name="q" required disabled><div hidden><input name="h" required></div><button>Los</button></form>' +
        '<form id="c" data-sf-submit-empty><input name="q" required><button>Suchen</button></form>',
    );
    await settle();
    expect(root.querySelectorAll('[aria-disabled]')).toHaveLength(0);
  });

  it('releases a form a widget filled by script, without any event (the login captcha), and ignores hidden inputs', async () => {
    const root = page(
      '<form><input type="hidden" name="token" required><input type="checkbox" name="verified" required><button type="submit">Anmelden</button></form>',
    );
    await settle();
    const button = root.querySelector('button')!;
    expect(button.getAttribute('aria-disabled')).toBe('true');
    root.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked = true; // no input or change event
    await new Promise((done) => setTimeout(done, 600));
    expect(button.hasAttribute('aria-disabled')).toBe(false);
  });

  it('lets a press of a held-back submit go on to a hydrated remote, whose own checks answer it', async () => {
    const form =
      '<form><select name="variant" required><option value="">–</option><option value="a">A</option></select><button type="submit">In den Warenkorb</button></form>';
    const root = page(
      `<div data-sf-slot="mfe-catalog" data-sf-mounted>${form}</div><div data-sf-slot="mfe-search">${form}</div>`,
    );
    await settle();
    const [live, asleep] = Array.from(root.querySelectorAll('button'));
    const reached = jest.fn();
    live!.addEventListener('click', (e) => (e.preventDefault(), reached('live')));
    asleep!.addEventListener('click', (e) => (e.preventDefault(), reached('asleep')));
    expect(live!.getAttribute('aria-disabled')).toBe('true');
    live!.click();
    asleep!.click();
    expect(reached.mock.calls).toEqual([['live']]);
  });

  it('never touches a button it did not mark (a remote’s own busy state)', async () => {
    const root = page(
      '<form><input name="q" required value="x"><button aria-disabled="true">Los</button></form>',
    );
    await settle();
    expect(root.querySelector('button')!.getAttribute('aria-disabled')).toBe('true');
  });
});

describe('actions before the light entry', () => {
  it('queues a click on a button and a submit in a remote slot not yet live, and hands them over once', async () => {
    const root = page(
      '<div data-sf-slot="mfe-catalog"><form method="post" action="/x"><input name="v" value="1"><button type="submit">Kaufen</button></form>' +
        '<a href="/mein-konto" aria-haspopup="dialog">Merken</a><a href="/p/2">Plain</a></div>',
    );
    const posted = jest.fn((e: Event) => e.preventDefault());
    document.addEventListener('submit', posted);
    root.querySelector('button')!.click();
    root.querySelector<HTMLAnchorElement>('a[aria-haspopup]')!.click();
    root.querySelector<HTMLAnchorElement>('a[aria-haspopup]')!.click();
    expect(posted).not.toHaveBeenCalled();
    const taken = takeEarlyActions(window);
    expect(taken.map((a) => a.kind)).toEqual(['click', 'click']);
    expect(takeEarlyActions(window)).toEqual([]);
    // taken over: nothing is queued any more
    root.querySelector('button')!.click();
    expect(posted).toHaveBeenCalledTimes(1);
    document.removeEventListener('submit', posted);
  });

  it('does not queue in the shell, a fallback, a mounted slot, or plain links', () => {
    // a fresh script instance (the one above was taken over)
    new Function(firstByteScript(200))();
    const root = page(
      '<div data-sf-slot="shell"><button id="s">Chrome</button></div><div data-sf-slot="mfe-x" data-sf-fallback><button id="f">F</button></div>' +
        '<div data-sf-slot="mfe-y" data-sf-mounted="hydrated"><button id="m">M</button></div><div data-sf-slot="mfe-z"><a id="p" href="#top">Top</a></div>',
    );
    for (const id of ['s', 'f', 'm', 'p']) root.querySelector<HTMLElement>(`#${id}`)!.click();
    expect(takeEarlyActions(window)).toEqual([]);
  });

  it('lets a queued action through natively when no light entry takes it within the bound', async () => {
    new Function(firstByteScript(50))();
    const root = page('<div data-sf-slot="mfe-catalog"><button id="b" type="button">Merken</button></div>');
    const clicked = jest.fn();
    root.querySelector('#b')!.addEventListener('click', clicked);
    root.querySelector<HTMLElement>('#b')!.click();
    expect(clicked).not.toHaveBeenCalled();
    await new Promise((done) => setTimeout(done, 80));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(takeEarlyActions(window)).toEqual([]);
  });
});
