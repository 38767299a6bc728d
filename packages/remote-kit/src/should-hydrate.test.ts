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

  it('knows the page routes of the boot payload, a route of a new deploy included (decision 0235)', () => {
    const boot = document.createElement('script');
    boot.type = 'application/json';
    boot.id = 'sf-boot';
    boot.textContent = JSON.stringify({
      tenant: 'DE',
      locale: 'de-DE',
      routes: [
        {
          id: 'newsletter-campaign',
          remote: 'mfe-newsletter',
          match: 'exact',
          paths: ['/aktion/newsletter'],
        },
        { id: 'wishlist', remote: 'mfe-basket-checkout', match: 'exact', paths: ['/mein-merkzettel'] },
      ],
      links: {},
    });
    document.body.append(boot);
    try {
      const campaign = slot('<p>x</p>', { 'data-sf-route': 'newsletter-campaign' });
      expect(shouldHydrate(campaign, 'DE', '/aktion/newsletter')).toBe(true);
      expect(shouldHydrate(campaign, 'DE', '/service-hilfe/newsletter/anmelden')).toBe(false);
      // the wishlist at the path its owner's deploy moved it to
      expect(shouldHydrate(slot('<p>x</p>', { 'data-sf-route': 'wishlist' }), 'DE', '/mein-merkzettel')).toBe(
        true,
      );
      expect(shouldHydrate(slot('<p>x</p>', { 'data-sf-route': 'wishlist' }), 'DE', '/merkzettel')).toBe(
        false,
      );
    } finally {
      boot.remove();
    }
  });
});
