import { readEnteredValues, restoreEnteredValues, watchEnteredValues } from './keep-form-input';

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
      { key: 'terms', kind: 'check', value: true },
      { key: 'days', kind: 'select', value: '7' },
      { key: 'note', kind: 'text', value: 'hi' },
    ]);
  });
});

describe('restoreEnteredValues', () => {
  it('gives the values back through the events a form library listens to', () => {
    const root = form();
    const events: string[] = [];
    for (const type of ['click', 'input', 'change']) root.addEventListener(type, (e) => events.push(`${type}:${(e.target as HTMLInputElement).name}`));
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
    expect(events).toEqual(['click:choice', 'input:choice', 'change:choice', 'input:email', 'change:email', 'change:days']);
  });

  it('sends a value again that the DOM kept (the form state may not have), skips disabled controls', () => {
    const root = form();
    const changes: string[] = [];
    root.addEventListener('change', (e) => changes.push((e.target as HTMLInputElement).value));
    input(root, '[name="email"]').disabled = true;
    expect(restoreEnteredValues(root, [{ key: 'choice=a', kind: 'check', value: true }, { key: 'email', kind: 'text', value: 'x' }])).toBe(1);
    expect(input(root, '[value="a"]').checked).toBe(true);
    expect(changes).toEqual(['a']);
  });
});

describe('watchEnteredValues', () => {
  it('keeps the latest entry until stopped', () => {
    const root = form();
    const watch = watchEnteredValues(root);
    input(root, '[value="b"]').click();
    expect(watch.take()).toEqual([{ key: 'choice=b', kind: 'check', value: true }]);
    watch.stop();
    input(root, '[name="terms"]').click();
    expect(watch.take()).toEqual([{ key: 'choice=b', kind: 'check', value: true }]);
  });
});
