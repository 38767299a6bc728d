import { forwardIntents, onFirstIntent, WIDGET_INTENT_EVENTS } from './intent';

describe('forwardIntents', () => {
  it('passes the first intent on a chrome part to the widget slot it names, once', () => {
    document.body.innerHTML = `
      <form data-sf-search data-sf-intent-for="mfe-search-box"><input id="q" type="search"></form>
      <main></main><div data-sf-slot="mfe-search-box"></div>`;
    const slot = document.querySelector<HTMLElement>('[data-sf-slot="mfe-search-box"]');
    const onIntent = jest.fn();
    const happened = onFirstIntent(slot, WIDGET_INTENT_EVENTS, onIntent);
    forwardIntents(document);
    expect(happened()).toBe(false);
    document.getElementById('q')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(onIntent).toHaveBeenCalledTimes(1);
    expect(happened()).toBe(true);
    document.getElementById('q')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(onIntent).toHaveBeenCalledTimes(1);
  });

  it('counts a focus already in a chrome part that forwards to the slot as the intent', () => {
    // the shopper clicked into the header's search field before the shell's script ran
    document.body.innerHTML = `
      <form data-sf-search data-sf-intent-for="mfe-search-box"><input id="q" type="search"></form>
      <div data-sf-slot="mfe-search-box"></div><div data-sf-slot="mfe-catalog"></div>`;
    document.getElementById('q')?.focus();
    const box = document.querySelector<HTMLElement>('[data-sf-slot="mfe-search-box"]');
    const catalog = document.querySelector<HTMLElement>('[data-sf-slot="mfe-catalog"]');
    expect(onFirstIntent(box, WIDGET_INTENT_EVENTS, jest.fn())()).toBe(true);
    expect(onFirstIntent(catalog, WIDGET_INTENT_EVENTS, jest.fn())()).toBe(false);
  });

  it('does nothing when the named slot is not in the page', () => {
    document.body.innerHTML = '<form data-sf-intent-for="mfe-search-box"><input id="q"></form>';
    forwardIntents(document);
    expect(() =>
      document.getElementById('q')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
    ).not.toThrow();
  });
});
