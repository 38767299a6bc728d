/** The topics the bot answers, in the order it offers them. */
export const BOT_TOPICS = ['delivery', 'returns', 'payment', 'newsletter', 'hours'] as const;
export type BotTopic = (typeof BOT_TOPICS)[number];

/** Words that point to a topic, in German, French and Dutch (lower case, without accents). */
const KEYWORDS: Readonly<Record<BotTopic, readonly string[]>> = {
  delivery: [
    'liefer',
    'versand',
    'paket',
    'sendung',
    'bestellung',
    'livraison',
    'livr',
    'colis',
    'commande',
    'lever',
    'bezorg',
    'bestelling',
    'verzend',
  ],
  returns: [
    'rueck',
    'retour',
    'zurueck',
    'erstatt',
    'umtausch',
    'rembours',
    'renvoy',
    'terugstur',
    'terugbeta',
    'ruil',
  ],
  payment: [
    'zahl',
    'rechnung',
    'rate',
    'paypal',
    'kreditkarte',
    'bezahl',
    'paiement',
    'payer',
    'facture',
    'betal',
    'betaal',
    'ideal',
    'factuur',
    'termijn',
  ],
  newsletter: ['newsletter', 'nieuwsbrief', 'abmeld', 'pausier', 'desinscri', 'afmeld', 'pauzeer'],
  hours: [
    'erreichbar',
    'oeffnungszeit',
    'geoeffnet',
    'offen',
    'sprechzeit',
    'ouvert',
    'geopend',
    'open ',
    'open?',
    'telefon',
    'anruf',
    'hotline',
    'uhrzeit',
    'horaire',
    'joindre',
    'telephone',
    'appel',
    'bereikbaar',
    'openingstijd',
    'bellen',
    'telefoon',
  ],
};

const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/**
 * The topic a question is about (the one with the most matching words), or `null`: the bot then
 * hands over to the contact form.
 * @example topicOf('Wann kommt mein Paket?') // 'delivery'
 */
export function topicOf(question: string): BotTopic | null {
  const text = fold(question);
  let best: BotTopic | null = null;
  let hits = 0;
  for (const topic of BOT_TOPICS) {
    const count = KEYWORDS[topic].filter((word) => text.includes(word)).length;
    if (count > hits) {
      best = topic;
      hits = count;
    }
  }
  return best;
}
