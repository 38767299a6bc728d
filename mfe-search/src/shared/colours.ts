/** Colour keys of the catalog's feed with their names in de, fr, nl (facet labels, searchable words). */
export const COLOUR_NAMES: Readonly<Record<string, readonly [string, string, string]>> = {
  black: ['Schwarz', 'Noir', 'Zwart'],
  white: ['Weiß', 'Blanc', 'Wit'],
  red: ['Rot', 'Rouge', 'Rood'],
  blue: ['Blau', 'Bleu', 'Blauw'],
  navy: ['Marine', 'Marine', 'Marineblauw'],
  green: ['Grün', 'Vert', 'Groen'],
  beige: ['Beige', 'Beige', 'Beige'],
  grey: ['Grau', 'Gris', 'Grijs'],
  pink: ['Rosa', 'Rose', 'Roze'],
  yellow: ['Gelb', 'Jaune', 'Geel'],
  brown: ['Braun', 'Marron', 'Bruin'],
  silver: ['Silber', 'Argent', 'Zilver'],
};

const INDEX = { de: 0, fr: 1, nl: 2 } as const;

/** A colour's name in a language (the key itself for a colour the search does not know). */
export function colourName(key: string, language: 'de' | 'fr' | 'nl'): string {
  return COLOUR_NAMES[key]?.[INDEX[language]] ?? key;
}
