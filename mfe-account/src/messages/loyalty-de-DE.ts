/** Texts of the bonus programme's points view (/mein-konto/bonusprogramm, decision 0185) in German. */
export const LOYALTY_DE_DE = {
  'area.nav.bonus': 'Meine Bonuspunkte',
  'loyalty.title': 'Bonusprogramm',
  'loyalty.balance.title': 'Ihr Punktestand',
  'loyalty.balance.points': '{points, plural, =0 {0 Punkte} one {# Punkt} other {# Punkte}}',
  'loyalty.since': 'Sie nehmen seit dem {date} am Bonusprogramm teil.',
  'loyalty.rule.title': 'So sammeln Sie Punkte',
  'loyalty.rule.perUnit':
    'Für jeden vollen {currency, select, CHF {Franken} other {Euro}} Warenwert einer Bestellung erhalten Sie 1 Bonuspunkt.',
  'loyalty.rule.what':
    'Es zählt der Wert der Artikel nach Abzug eines Gutscheins; Versandkosten, CO2-Ausgleich und Zuschläge zählen nicht.',
  'loyalty.rule.when':
    'Die Punkte werden gutgeschrieben, sobald Sie die Bestellung aufgegeben haben. Für eine stornierte Bestellung entfallen sie.',
  'loyalty.bookings.title': 'Ihre Punktebuchungen',
  'loyalty.bookings.empty':
    'Es gibt noch keine Punktebuchungen. Mit Ihrer nächsten Bestellung sammeln Sie Punkte.',
  'loyalty.bookings.points': 'Punkte',
  'loyalty.bookings.order': 'Bestellung {orderNo}',
  'loyalty.orders.unavailable':
    'Die Punkte aus Ihren Bestellungen können gerade nicht angezeigt werden. Bitte versuchen Sie es später noch einmal.',
  'loyalty.join.text':
    'Sie nehmen noch nicht am Bonusprogramm teil. Melden Sie sich an und sammeln Sie ab Ihrer nächsten Bestellung Punkte.',
  'loyalty.join.submit': 'Am Bonusprogramm teilnehmen',
  'loyalty.joined': 'Willkommen im Bonusprogramm! Ab jetzt sammeln Sie mit jeder Bestellung Punkte.',
} as const;

export type LoyaltyMessageId = keyof typeof LOYALTY_DE_DE;
