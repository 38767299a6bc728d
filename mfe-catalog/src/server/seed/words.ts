/** Colours of variations: key, hex (what the images slice draws) and the name in de, fr, nl. */
export const COLOURS = [
  { key: 'black', hex: '#1f1f1f', names: ['Schwarz', 'Noir', 'Zwart'] },
  { key: 'white', hex: '#f4f4f2', names: ['Weiß', 'Blanc', 'Wit'] },
  { key: 'red', hex: '#c0392b', names: ['Rot', 'Rouge', 'Rood'] },
  { key: 'blue', hex: '#2e6fb7', names: ['Blau', 'Bleu', 'Blauw'] },
  { key: 'navy', hex: '#1c2f55', names: ['Marine', 'Marine', 'Marineblauw'] },
  { key: 'green', hex: '#3f7d4e', names: ['Grün', 'Vert', 'Groen'] },
  { key: 'beige', hex: '#d8c3a0', names: ['Beige', 'Beige', 'Beige'] },
  { key: 'grey', hex: '#8a8d91', names: ['Grau', 'Gris', 'Grijs'] },
  { key: 'pink', hex: '#e59bb5', names: ['Rosa', 'Rose', 'Roze'] },
  { key: 'yellow', hex: '#e8c547', names: ['Gelb', 'Jaune', 'Geel'] },
  { key: 'brown', hex: '#7a5232', names: ['Braun', 'Marron', 'Bruin'] },
  { key: 'silver', hex: '#c4c7cc', names: ['Silber', 'Argent', 'Zilver'] },
] as const;

export type ColourKey = (typeof COLOURS)[number]['key'];

/** Model names (the same in every language). */
export const MODELS = [
  'Lina',
  'Malmö',
  'Aria',
  'Sylt',
  'Nova',
  'Bergen',
  'Como',
  'Ivy',
  'Luca',
  'Oslo',
  'Rhea',
  'Tara',
  'Vigo',
  'Zoe',
  'Elba',
  'Fjord',
  'Juna',
  'Kiel',
  'Lago',
  'Mara',
  'Nordic',
  'Piet',
  'Riva',
  'Sora',
] as const;

/** Description sentences per language; `{noun}`, `{brand}`, `{model}` are filled in. */
export const DESCRIPTIONS: readonly (readonly [string, string, string])[] = [
  [
    'Das Modell „{model}“ ({noun}) von {brand} verbindet gute Verarbeitung mit einem fairen Preis.',
    'Le modèle « {model} » ({noun}) de {brand} allie une finition soignée à un prix juste.',
    'Het model „{model}” ({noun}) van {brand} combineert goede afwerking met een eerlijke prijs.',
  ],
  [
    'Sorgfältig ausgewählte Materialien sorgen für Freude im Alltag, Jahr für Jahr.',
    'Des matériaux choisis avec soin pour un plaisir au quotidien, année après année.',
    'Zorgvuldig gekozen materialen zorgen jaar na jaar voor plezier in het dagelijks gebruik.',
  ],
  [
    'Pflegeleicht und langlebig – ein Stück, das Sie gern wieder wählen werden.',
    'Facile d’entretien et durable – une pièce que vous choisirez à nouveau.',
    'Onderhoudsvriendelijk en duurzaam – een stuk dat u graag opnieuw kiest.',
  ],
];

/** Review snippets (title, text) per language for the seeded ratings. */
export const REVIEWS: readonly (readonly [
  readonly [string, string],
  readonly [string, string],
  readonly [string, string],
])[] = [
  [
    ['Sehr zufrieden', 'Genau wie beschrieben, schnelle Lieferung.'],
    ['Très satisfaite', 'Conforme à la description, livraison rapide.'],
    ['Zeer tevreden', 'Precies zoals beschreven, snelle levering.'],
  ],
  [
    ['Gute Qualität', 'Verarbeitung und Material sind für den Preis sehr gut.'],
    ['Bonne qualité', 'Finition et matière très bonnes pour le prix.'],
    ['Goede kwaliteit', 'Afwerking en materiaal zijn zeer goed voor de prijs.'],
  ],
  [
    ['Passt gut', 'Ich würde wieder bestellen.'],
    ['Me convient', 'Je commanderais à nouveau.'],
    ['Past goed', 'Ik zou het opnieuw bestellen.'],
  ],
  [
    ['Geht so', 'In Ordnung, aber die Farbe wirkt etwas anders als auf dem Bild.'],
    ['Moyen', 'Correct, mais la couleur diffère un peu de la photo.'],
    ['Gaat wel', 'Prima, maar de kleur is iets anders dan op de foto.'],
  ],
  [
    ['Enttäuscht', 'Leider nicht das, was ich erwartet hatte.'],
    ['Déçu', 'Malheureusement pas ce que j’attendais.'],
    ['Teleurgesteld', 'Helaas niet wat ik had verwacht.'],
  ],
];

export const REVIEWERS = [
  'Anna',
  'Jonas',
  'Claire',
  'Luc',
  'Sanne',
  'Bram',
  'Mia',
  'Felix',
  'Élodie',
  'Daan',
  'Lea',
  'Noah',
] as const;

/** A URL slug: lower case ASCII, umlauts transliterated, accents dropped, dashes between words. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
