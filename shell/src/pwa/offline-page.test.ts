/**
 * @jest-environment node
 */
import { OFFLINE_LOCALES, renderOfflinePage } from './offline-page';
import { RECENT_MARKERS, withRecentProducts } from './sw-rules';

describe('the offline page', () => {
  it('is written in each locale, with its language, heading and a link that tries again', () => {
    const de = renderOfflinePage('de-DE');
    expect(de).toContain('<html lang="de-DE">');
    expect(de).toContain('<title>Keine Verbindung | Nordhafen Versand</title>');
    expect(de).toContain('<h1>Sie sind gerade offline</h1>');
    expect(de).toContain('<a class="retry" href="">Erneut versuchen</a>');
    const fr = renderOfflinePage('fr-CH');
    expect(fr).toContain('<html lang="fr-CH">');
    expect(fr).toContain('<h1>Vous êtes hors ligne</h1>');
    expect(fr).toContain('Consultés récemment');
    expect(renderOfflinePage('nl-NL')).toContain('<h1>U bent offline</h1>');
    // Swiss German spelling
    expect(renderOfflinePage('de-CH')).toContain('lässt sich ohne Internetverbindung');
  });

  it('runs no script and loads nothing but its own pictures', () => {
    for (const locale of OFFLINE_LOCALES) {
      const html = renderOfflinePage(locale);
      expect(html).not.toMatch(/<script|<link|@import|url\(/i);
      expect(html).toContain(RECENT_MARKERS.items);
    }
  });

  it('takes its colours from the design tokens, for both schemes', () => {
    const html = renderOfflinePage('de-DE');
    expect(html).toContain('a{color:#057187}');
    expect(html).toContain('@media (prefers-color-scheme:dark){');
    expect(html).toContain('a{color:#60aebe}');
  });

  it('lists the viewed products in a labelled section the worker fills in', () => {
    const html = withRecentProducts(
      renderOfflinePage('de-DE'),
      [{ url: '/p/kleid-100042', name: 'Kleid', image: null }],
      () => false,
    );
    expect(html).toContain('<section aria-labelledby="sf-recent"><h2 id="sf-recent">Zuletzt angesehen</h2>');
    expect(html).toContain('<li><a href="/p/kleid-100042"><span>Kleid</span></a></li>');
  });
});
