import type { LoyaltyMessageId } from './loyalty-de-DE';

export const LOYALTY_NL_NL: Record<LoyaltyMessageId, string> = {
  'area.nav.bonus': 'Mijn bonuspunten',
  'loyalty.title': 'Bonusprogramma',
  'loyalty.balance.title': 'Uw puntensaldo',
  'loyalty.balance.points': '{points, plural, =0 {0 punten} one {# punt} other {# punten}}',
  'loyalty.since': 'U neemt sinds {date} deel aan het bonusprogramma.',
  'loyalty.rule.title': 'Zo spaart u punten',
  'loyalty.rule.perUnit':
    'Voor elke volle {currency, select, CHF {frank} other {euro}} artikelwaarde van een bestelling krijgt u 1 bonuspunt.',
  'loyalty.rule.what':
    'Het gaat om de waarde van de artikelen na aftrek van een kortingsbon; verzendkosten, CO2-compensatie en toeslagen tellen niet mee.',
  'loyalty.rule.when':
    'De punten worden bijgeschreven zodra u de bestelling hebt geplaatst. Bij een geannuleerde bestelling vervallen ze.',
  'loyalty.bookings.title': 'Uw puntenboekingen',
  'loyalty.bookings.empty': 'Er zijn nog geen puntenboekingen. Met uw volgende bestelling spaart u punten.',
  'loyalty.bookings.points': 'Punten',
  'loyalty.bookings.order': 'Bestelling {orderNo}',
  'loyalty.orders.unavailable':
    'De punten van uw bestellingen kunnen op dit moment niet worden getoond. Probeer het later nog eens.',
  'loyalty.join.text':
    'U neemt nog niet deel aan het bonusprogramma. Meld u aan en spaar punten vanaf uw volgende bestelling.',
  'loyalty.join.submit': 'Deelnemen aan het bonusprogramma',
  'loyalty.joined': 'Welkom bij het bonusprogramma! Vanaf nu spaart u met elke bestelling punten.',
};
