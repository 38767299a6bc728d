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

  it('does nothing when the named slot is not in the page', () => {
    document.body.innerHTML = '<form data-sf-intent-for="mfe-search-box"><input id="q"></form>';
    forwardIntents(document);
    expect(() =>
      document.getElementById('q')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
    ).not.toThrow();
  });
});
