import { renderToStaticMarkup } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { showCount } from '../../client/header-counts';
import { BASKET_COUNT_SCRIPT, CountLink } from './header-count';
import { translator } from './translate';

/** The basket link as the header fragment renders it, in a fresh document. */
function mount(locale: 'de-DE' | 'fr-CH' | 'nl-NL' = 'de-DE'): HTMLAnchorElement {
  const sheet = new ServerStyleSheet();
  document.body.innerHTML = renderToStaticMarkup(
    sheet.collectStyles(
      <CountLink
        href="/warenkorb"
        label={translator(locale)('shell.basket')}
        kind="basket"
        t={translator(locale)}
        nonce="n0nce"
      />,
    ),
  );
  sheet.seal();
  return document.querySelector('a')!;
}

/** Runs the inline script as the browser would, right after the link, with the page's cookies. */
function run(link: Element, cookie: string): void {
  new Function('document', BASKET_COUNT_SCRIPT)({ cookie, currentScript: { previousElementSibling: link } });
}

const badge = () => document.querySelector('[data-sf-count="basket"]')?.textContent;
const hidden = () => document.querySelector('[data-sf-count-text="basket"]')?.textContent;

describe('basket count in the header', () => {
  it('renders the link with an empty badge whose box is reserved, and the nonce-carrying script after it', () => {
    const link = mount();
    expect(link.textContent).toBe('Warenkorb');
    expect(link.nextElementSibling?.tagName).toBe('SCRIPT');
    expect(link.nextElementSibling?.getAttribute('nonce')).toBe('n0nce');
    expect(document.querySelector('[data-sf-count="basket"]')?.getAttribute('aria-hidden')).toBe('true');
  });

  it.each([
    ['sf_basket_count=3', '3', ' (3 Artikel)'],
    ['a=1; __Host-sf_basket_count=1; b=2', '1', ' (1 Artikel)'],
    ['sf_basket_count=120', '99+', ' (120 Artikel)'],
    ['sf_basket_count=0', '', ''],
    ['', '', ''],
    ['sf_basket_count=abc', '', ''],
    ['xsf_basket_count=4', '', ''],
  ])('with cookies %j shows %j before the first paint', (cookie, shown, text) => {
    run(mount(), cookie);
    expect(badge()).toBe(shown);
    expect(hidden()).toBe(text);
  });

  it('writes the same as the client does on basket:changed (French and Dutch plurals)', () => {
    for (const [locale, n] of [
      ['fr-CH', 1],
      ['fr-CH', 4],
      ['nl-NL', 2],
    ] as const) {
      run(mount(locale), `sf_basket_count=${n}`);
      const fromScript = [badge(), hidden()];
      mount(locale);
      showCount(document, 'basket', n);
      expect([badge(), hidden()]).toEqual(fromScript);
    }
    expect(hidden()).toBe(' (2 artikelen)');
  });
});
