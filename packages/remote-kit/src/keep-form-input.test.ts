import {
  leaveEnteredFields,
  readEnteredValues,
  restoreEnteredValues,
  watchEnteredValues,
} from './keep-form-input';

function form(): HTMLElement {
  document.body.innerHTML =
    '<div id="slot"><form>' +
    '<input type="hidden" name="locale" value="de-DE">' +
    '<input name="email" value="">' +
    '<input type="radio" name="choice" value="a" checked><input type="radio" name="choice" value="b">' +
    '<input type="checkbox" name="terms">' +
    '<select name="days"><option value="">-</option><option value="7">7</option></select>' +
    '<textarea name="note"></textarea>' +
    '</form></div>';
  return document.getElementById('slot')!;
}

const input = (root: ParentNode, selector: string) => root.querySelector<HTMLInputElement>(selector)!;

/** Sets a control's value and sends one event, as a shopper's entry (`input`) or React's set-back between events does. */
function enter(el: HTMLInputElement | HTMLSelectElement, value: string, event: 'input' | 'change'): void {
  el.value = value;
  el.dispatchEvent(new Event(event, { bubbles: true }));
}

describe('readEnteredValues', () => {
  it('notes nothing for untouched server HTML', () => {
    expect(readEnteredValues(form())).toEqual([]);
  });

  it('notes each control that differs from its server default, hidden fields aside', () => {
    const root = form();
    input(root, '[name="email"]').value = 'a@example.com';
    input(root, '[value="b"]').checked = true;
    input(root, '[name="terms"]').checked = true;
    root.querySelector('select')!.value = '7';
    root.querySelector('textarea')!.value = 'hi';
    input(root, '[name="locale"]').value = 'fr-CH';
    expect(readEnteredValues(root)).toEqual([
      { key: 'email', kind: 'text', value: 'a@example.com' },
      { key: 'choice=b', kind: 'check', value: true },
      { key: 'terms=on', kind: 'check', value: true },
      { key: 'days', kind: 'select', value: '7' },
      { key: 'note', kind: 'text', value: 'hi' },
    ]);
  });

  it('tells checkboxes of one name apart by value', () => {
    document.body.innerHTML =
      '<div id="slot"><input type="checkbox" name="brand" value="urban-fjord"><input type="checkbox" name="brand" value="bellavie"></div>';
    const root = document.getElementById('slot')!;
    input(root, '[value="urban-fjord"]').checked = true;
    const values = readEnteredValues(root);
    expect(values).toEqual([{ key: 'brand=urban-fjord', kind: 'check', value: true }]);
    input(root, '[value="urban-fjord"]').checked = false;
    restoreEnteredValues(root, values);
    expect(input(root, '[value="urban-fjord"]').checked).toBe(true);
    expect(input(root, '[value="bellavie"]').checked).toBe(false);
  });

  it('gives a value back to its own control: not to a hidden field of that name, not to the same name in another form', () => {
    document.body.innerHTML =
      '<div id="slot"><form><input type="hidden" name="product" value="1"><select name="sku"><option value="">-</option><option value="1-38">38</option></select></form>' +
      '<form><input type="hidden" name="sku" value="1"><input name="sku" value=""></form></div>';
    const root = document.getElementById('slot')!;
    const select = root.querySelector('select')!;
    select.value = '1-38';
    const values = readEnteredValues(root);
    expect(values).toEqual([{ key: 'sku', kind: 'select', value: '1-38' }]);
    const changed: string[] = [];
    root.addEventListener('change', (e) => changed.push((e.target as HTMLElement).tagName));
    select.value = '';
    restoreEnteredValues(root, values);
    expect(select.value).toBe('1-38');
    expect(changed).toEqual(['SELECT']);
    input(root, 'input[name="sku"]:not([type])').value = 'x';
    expect(readEnteredValues(root).map((v) => v.key)).toEqual(['sku', 'sku#1']);
  });

  it('notes chosen files and gives them back with a change', () => {
    document.body.innerHTML = '<div id="slot"><input type="file" name="attachments" multiple></div>';
    const root = document.getElementById('slot')!;
    const file = input(root, '[type="file"]');
    const list = Object.assign([new File(['x'], 'a.pdf')], { item: () => null }) as unknown as FileList;
    Object.defineProperty(file, 'files', { configurable: true, get: () => list, set: () => undefined });
    const values = readEnteredValues(root);
    expect(values).toEqual([{ key: 'attachments', kind: 'file', value: list }]);
    const seen: number[] = [];
    root.addEventListener('change', (e) => seen.push((e.target as HTMLInputElement).files?.length ?? 0));
    expect(restoreEnteredValues(root, values)).toBe(1);
    expect(seen).toEqual([1]);
  });
});

describe('restoreEnteredValues', () => {
  it('gives the values back through the events a form library listens to', () => {
    const root = form();
    const events: string[] = [];
    for (const type of ['click', 'input', 'change'])
      root.addEventListener(type, (e) => events.push(`${type}:${(e.target as HTMLInputElement).name}`));
    const restored = restoreEnteredValues(root, [
      { key: 'choice=b', kind: 'check', value: true },
      { key: 'email', kind: 'text', value: 'a@example.com' },
      { key: 'days', kind: 'select', value: '7' },
      { key: 'gone', kind: 'text', value: 'x' },
    ]);
    expect(restored).toBe(3);
    expect(input(root, '[value="b"]').checked).toBe(true);
    expect(input(root, '[value="a"]').checked).toBe(false);
    expect(input(root, '[name="email"]').value).toBe('a@example.com');
    expect(root.querySelector('select')!.value).toBe('7');
    expect(events).toEqual([
      'click:choice',
      'input:choice',
      'change:choice',
      'input:email',
      'change:email',
      'change:days',
    ]);
  });

  it('sends a value again that the DOM kept (the form state may not have), skips disabled controls', () => {
    const root = form();
    const changes: string[] = [];
    root.addEventListener('change', (e) => changes.push((e.target as HTMLInputElement).value));
    input(root, '[name="email"]').disabled = true;
    expect(
      restoreEnteredValues(root, [
        { key: 'choice=a', kind: 'check', value: true },
        { key: 'email', kind: 'text', value: 'x' },
      ]),
    ).toBe(1);
    expect(input(root, '[value="a"]').checked).toBe(true);
    expect(changes).toEqual(['a']);
  });
});

describe('leaveEnteredFields', () => {
  it('sends focusout to the fields given back, not to the focused one nor to checks', () => {
    const root = form();
    const left: string[] = [];
    root.addEventListener('focusout', (e) => left.push((e.target as HTMLInputElement).name));
    root.querySelector('textarea')!.focus();
    leaveEnteredFields(root, [
      { key: 'email', kind: 'text', value: 'a' },
      { key: 'note', kind: 'text', value: 'hi' },
      { key: 'days', kind: 'select', value: '7' },
      { key: 'terms=on', kind: 'check', value: true },
    ]);
    expect(left).toEqual(['email', 'days']);
  });
});

describe('watchEnteredValues', () => {
  it('keeps a noted value that a render set back without an event', () => {
    const root = form();
    const watch = watchEnteredValues(root);
    input(root, '[value="b"]').click();
    // a controlled render of React sets the group back to its state: no event
    input(root, '[value="a"]').checked = true;
    enter(input(root, '[name="email"]'), 'a@example.com', 'input');
    expect(watch.take()).toEqual([
      { key: 'email', kind: 'text', value: 'a@example.com' },
      { key: 'choice=b', kind: 'check', value: true },
    ]);
    watch.stop();
  });

  it('keeps a typed value that React set back between its input and change events (a date filled while hydrating)', () => {
    const root = form();
    const watch = watchEnteredValues(root);
    const email = input(root, '[name="email"]');
    enter(email, 'a@example.com', 'input');
    // React, not yet hydrated at this control, restores its controlled state ('') after the input event
    enter(email, '', 'change');
    expect(watch.take()).toEqual([{ key: 'email', kind: 'text', value: 'a@example.com' }]);
    watch.stop();
  });

  it('forgets a text the shopper cleared, a select set back to its default', () => {
    const root = form();
    const watch = watchEnteredValues(root);
    const email = input(root, '[name="email"]');
    enter(email, 'a@example.com', 'input');
    enter(email, '', 'input');
    const select = root.querySelector('select')!;
    enter(select, '7', 'change');
    enter(select, '', 'change');
    expect(watch.take()).toEqual([]);
    watch.stop();
  });

  it('keeps the latest entry until stopped', () => {
    const root = form();
    const watch = watchEnteredValues(root);
    input(root, '[value="b"]').click();
    expect(watch.take()).toEqual([{ key: 'choice=b', kind: 'check', value: true }]);
    watch.stop();
    input(root, '[name="terms"]').click();
    expect(watch.take()).toEqual([{ key: 'choice=b', kind: 'check', value: true }]);
  });

  it('keeps the leaving of a noted field from the form until stopped; a field left as the server sent it reaches it at once', () => {
    const root = form();
    const left: string[] = [];
    // the form's own listener (React's sits on the root it hydrates, added after the watch)
    root.addEventListener('focusout', (e) => left.push((e.target as HTMLInputElement).name));
    const watch = watchEnteredValues(root);
    const email = input(root, '[name="email"]');
    enter(email, 'a@example.com', 'input');
    const leave = (el: Element) => el.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    leave(email); // the shopper taps the next control while the remote hydrates: its state has no e-mail yet
    leave(root.querySelector('textarea')!);
    expect(left).toEqual(['note']);
    watch.stop();
    leave(email); // once the value is given back (leaveEnteredFields), the form sees it left
    expect(left).toEqual(['note', 'email']);
  });
});
