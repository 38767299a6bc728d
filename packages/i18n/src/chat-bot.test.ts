import { isChatBotVisible } from './chat-bot';

describe('isChatBotVisible', () => {
  it('shows the bot on the home page of every locale', () => {
    for (const path of ['/', '/storefront', '/fr', '/fr/', '/fr/storefront', '/?x=1']) {
      expect([path, isChatBotVisible(path)]).toEqual([path, true]);
    }
  });

  it('shows the bot on service-help pages', () => {
    for (const path of [
      '/service-hilfe',
      '/service-hilfe/',
      '/service-hilfe/kontakt',
      '/service-hilfe/bestellung/lieferzeiten',
      '/fr/aide-service',
      '/fr/aide-service/contact',
      '/klantenservice',
      '/klantenservice/bestellen',
    ]) {
      expect([path, isChatBotVisible(path)]).toEqual([path, true]);
    }
  });

  it('hides the bot below newsletter, shopping-vorteile, nachhaltigkeit and ueber-uns', () => {
    for (const sub of ['newsletter', 'shopping-vorteile', 'nachhaltigkeit', 'ueber-uns']) {
      expect(isChatBotVisible(`/service-hilfe/${sub}`)).toBe(false);
      expect(isChatBotVisible(`/service-hilfe/${sub}/`)).toBe(false);
      expect(isChatBotVisible(`/service-hilfe/${sub}/unterseite`)).toBe(false);
    }
    expect(isChatBotVisible('/service-hilfe/ueber-uns/agb/')).toBe(false);
    expect(isChatBotVisible('/service-hilfe/newsletter/anmelden')).toBe(false);
  });

  it('hides the bot below the same pages in French and Dutch', () => {
    expect(isChatBotVisible('/fr/aide-service/newsletter/inscription')).toBe(false);
    expect(isChatBotVisible('/fr/aide-service/a-propos/cgv')).toBe(false);
    // the French shopping advantages page of the CMS (shell/content/fr-CH/aide-service-avantages.json)
    expect(isChatBotVisible('/fr/aide-service/avantages')).toBe(false);
    expect(isChatBotVisible('/fr/aide-service/avantages/livraison-gratuite')).toBe(false);
    expect(isChatBotVisible('/klantenservice/nieuwsbrief/aanmelden')).toBe(false);
    expect(isChatBotVisible('/klantenservice/over-ons')).toBe(false);
  });

  it('matches whole segments only', () => {
    expect(isChatBotVisible('/service-hilfe/newsletter-archiv')).toBe(true);
    expect(isChatBotVisible('/service-hilfeX')).toBe(false);
  });

  it('hides the bot everywhere else', () => {
    for (const path of [
      '/warenkorb',
      '/kasse',
      '/s/jeans',
      '/mein-konto',
      '/lp/sale',
      '/magazin/trends',
      '/fr/paylink',
    ]) {
      expect([path, isChatBotVisible(path)]).toEqual([path, false]);
    }
  });
});
