import { shouldHydrate } from './should-hydrate';

function slot(html: string, attrs: Record<string, string> = {}): HTMLElement {
  const el = document.createElement('div');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.innerHTML = html;
  return el;
}

describe('shouldHydrate', () => {
  it('renders fresh into an empty slot (remount) or a fallback', () => {
    expect(shouldHydrate(slot(''), 'DE', '/warenkorb')).toBe(false);
    expect(shouldHydrate(slot('<p>Fehler</p>', { 'data-sf-fallback': '' }), 'DE', '/warenkorb')).toBe(false);
  });

  it('hydrates server HTML rendered for the current route', () => {
    expect(shouldHydrate(slot('<p>x</p>', { 'data-sf-route': 'basket' }), 'DE', '/warenkorb')).toBe(true);
    expect(shouldHydrate(slot('<p>x</p>'), 'DE', '/warenkorb')).toBe(true);
  });

  it('renders fresh when the server HTML belongs to another route', () => {
    expect(shouldHydrate(slot('<p>x</p>', { 'data-sf-route': 'wishlist' }), 'DE', '/warenkorb')).toBe(false);
  });

  it('hydrates a page widget (not a page route) on any page unless it is empty or a fallback', () => {
    expect(
      shouldHydrate(slot('<button>x</button>', { 'data-sf-route': 'newsletter-sheet' }), 'DE', '/'),
    ).toBe(true);
    expect(
      shouldHydrate(slot('<button>x</button>', { 'data-sf-route': 'newsletter-sheet' }), 'CH', '/fr/'),
    ).toBe(true);
    expect(shouldHydrate(slot('', { 'data-sf-route': 'newsletter-sheet' }), 'DE', '/')).toBe(false);
    expect(
      shouldHydrate(
        slot('<p>x</p>', { 'data-sf-route': 'newsletter-sheet', 'data-sf-fallback': '' }),
        'DE',
        '/',
      ),
    ).toBe(false);
  });
});
