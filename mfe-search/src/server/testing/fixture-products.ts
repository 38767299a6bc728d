import type { IndexProduct } from '../domain/engine';

/**
 * Products shaped like the catalog's feed, for the search's own tests (the search never imports
 * catalog code): deterministic, `count` products over the categories below in turn.
 */
type Kind = readonly [
  key: string,
  parent: string,
  titles: readonly [string, string, string],
  nouns: readonly [string, string, string],
  brands: readonly string[],
  sizes: readonly string[],
  euros: number,
];

const FASHION = ['Lina Rosé', 'Nordhafen', 'Maison Clair', 'Urban Fjord', 'Aster & Co', 'Bellavie'];
const HOME = ['Wohnwerk', 'Casa Lume', 'Holzmanufaktur Berg', 'Nordlicht Home', 'Atelier Vert'];
const ELECTRO = ['Volta', 'Kessler', 'Heimstrom', 'Lumina', 'Zephyr'];
const TECH = ['Novatek', 'Pixelon', 'Sonora', 'Quantix', 'Arcwave'];
const JEANS = ['W28', 'W30', 'W32', 'W34', 'W36'];
const BED = ['90x200', '140x200', '160x200', '180x200'];

export const FIXTURE_KINDS: readonly Kind[] = [
  [
    'women-dresses',
    'fashion',
    ['Damen-Kleider', 'Robes', 'Jurken'],
    ['Kleid', 'Robe', 'Jurk'],
    FASHION,
    ['34', '36', '38', '40'],
    79,
  ],
  [
    'women-jeans',
    'fashion',
    ['Damen-Jeans', 'Jeans femme', 'Damesjeans'],
    ['Jeans', 'Jean', 'Jeans'],
    FASHION,
    JEANS,
    69,
  ],
  [
    'women-blouses',
    'fashion',
    ['Blusen & Tuniken', 'Blouses & tuniques', 'Blouses & tunieken'],
    ['Bluse', 'Blouse', 'Blouse'],
    FASHION,
    ['36', '38', '40'],
    39,
  ],
  [
    'women-shoes',
    'fashion',
    ['Damenschuhe', 'Chaussures femme', 'Damesschoenen'],
    ['Pumps', 'Escarpins', 'Pumps'],
    FASHION,
    ['37', '38', '39'],
    69,
  ],
  [
    'men-shirts',
    'fashion',
    ['Herrenhemden', 'Chemises', 'Overhemden'],
    ['Hemd', 'Chemise', 'Overhemd'],
    FASHION,
    ['S', 'M', 'L', 'XL'],
    49,
  ],
  [
    'men-jeans',
    'fashion',
    ['Herren-Jeans', 'Jeans homme', 'Herenjeans'],
    ['Jeans', 'Jean', 'Jeans'],
    FASHION,
    JEANS,
    79,
  ],
  [
    'men-jackets',
    'fashion',
    ['Herren-Jacken & Mäntel', 'Vestes & manteaux homme', 'Herenjassen'],
    ['Jacke', 'Blouson', 'Jack'],
    FASHION,
    ['M', 'L', 'XL'],
    149,
  ],
  [
    'men-shoes',
    'fashion',
    ['Herrenschuhe', 'Chaussures homme', 'Herenschoenen'],
    ['Sneaker', 'Baskets', 'Sneakers'],
    FASHION,
    ['42', '43', '44'],
    89,
  ],
  ['sofas', 'furniture', ['Sofas & Couches', 'Canapés', 'Banken'], ['Sofa', 'Canapé', 'Bank'], HOME, [], 899],
  [
    'armchairs',
    'furniture',
    ['Sessel', 'Fauteuils', 'Fauteuils'],
    ['Sessel', 'Fauteuil', 'Fauteuil'],
    HOME,
    [],
    399,
  ],
  [
    'coffee-tables',
    'furniture',
    ['Couchtische', 'Tables basses', 'Salontafels'],
    ['Couchtisch', 'Table basse', 'Salontafel'],
    HOME,
    [],
    199,
  ],
  ['beds', 'furniture', ['Betten', 'Lits', 'Bedden'], ['Bett', 'Lit', 'Bed'], HOME, BED, 599],
  [
    'mattresses',
    'furniture',
    ['Matratzen', 'Matelas', 'Matrassen'],
    ['Matratze', 'Matelas', 'Matras'],
    HOME,
    BED,
    399,
  ],
  [
    'wardrobes',
    'furniture',
    ['Kleiderschränke', 'Armoires', 'Kledingkasten'],
    ['Kleiderschrank', 'Armoire', 'Kledingkast'],
    HOME,
    [],
    699,
  ],
  ['chairs', 'furniture', ['Stühle', 'Chaises', 'Stoelen'], ['Stuhl', 'Chaise', 'Stoel'], HOME, [], 129],
  [
    'rugs',
    'furniture',
    ['Teppiche', 'Tapis', 'Vloerkleden'],
    ['Teppich', 'Tapis', 'Vloerkleed'],
    HOME,
    ['160x230', '200x290'],
    249,
  ],
  [
    'washing-machines',
    'household',
    ['Waschmaschinen', 'Lave-linge', 'Wasmachines'],
    ['Waschmaschine', 'Lave-linge', 'Wasmachine'],
    ELECTRO,
    [],
    699,
  ],
  [
    'fridges',
    'household',
    ['Kühlschränke', 'Réfrigérateurs', 'Koelkasten'],
    ['Kühlschrank', 'Réfrigérateur', 'Koelkast'],
    ELECTRO,
    [],
    899,
  ],
  [
    'coffee-machines',
    'household',
    ['Kaffeevollautomaten', 'Machines à café', 'Espressomachines'],
    ['Kaffeevollautomat', 'Machine à café automatique', 'Espressomachine'],
    ELECTRO,
    [],
    599,
  ],
  [
    'vacuums',
    'household',
    ['Staubsauger', 'Aspirateurs', 'Stofzuigers'],
    ['Staubsauger', 'Aspirateur', 'Stofzuiger'],
    ELECTRO,
    [],
    199,
  ],
  [
    'tvs',
    'technology',
    ['Fernseher', 'Téléviseurs', 'Televisies'],
    ['Fernseher', 'Téléviseur', 'Televisie'],
    TECH,
    [],
    999,
  ],
  [
    'headphones',
    'technology',
    ['Kopfhörer', 'Casques', 'Koptelefoons'],
    ['Kopfhörer', 'Casque', 'Koptelefoon'],
    TECH,
    [],
    149,
  ],
  [
    'laptops',
    'technology',
    ['Notebooks', 'Ordinateurs portables', 'Laptops'],
    ['Notebook', 'Ordinateur portable', 'Laptop'],
    TECH,
    [],
    999,
  ],
  [
    'smartphones',
    'technology',
    ['Smartphones', 'Smartphones', 'Smartphones'],
    ['Smartphone', 'Smartphone', 'Smartphone'],
    TECH,
    [],
    599,
  ],
  [
    'tyres',
    'tyres',
    ['Sommerreifen', 'Pneus été', 'Zomerbanden'],
    ['Sommerreifen', 'Pneu été', 'Zomerband'],
    ['Roadgrip', 'Alpenlauf', 'Velotra'],
    ['205/55 R16', '225/45 R17'],
    99,
  ],
];

const MODELS = [
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
];
const COLOURS = ['black', 'white', 'red', 'blue', 'green', 'beige', 'grey', 'brown'];
const DESCRIPTIONS = [
  'Das Modell „{model}“ ({noun}) von {brand} verbindet gute Verarbeitung mit einem fairen Preis.',
  'Le modèle « {model} » ({noun}) de {brand} allie une finition soignée à un prix juste.',
  'Het model „{model}” ({noun}) van {brand} combineert goede afwerking met een eerlijke prijs.',
] as const;

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function fixtureProducts(count: number): IndexProduct[] {
  return Array.from({ length: count }, (_, i) => {
    const [key, parent, titles, nouns, brands, sizes, euros] = FIXTURE_KINDS[i % FIXTURE_KINDS.length]!;
    const brand = brands[Math.floor(i / FIXTURE_KINDS.length) % brands.length]!;
    const model = MODELS[(i * 5) % MODELS.length]!;
    const colours =
      sizes.length || parent === 'furniture'
        ? [COLOURS[i % COLOURS.length]!, COLOURS[(i + 3) % COLOURS.length]!]
        : [];
    const price = (euros + ((i * 13) % 40) - 20) * 100 + 99;
    const reduced = i % 4 === 0;
    const names = nouns.map((noun) => `${noun} „${model}“`);
    const text = (l: 0 | 1 | 2) => ({
      name: names[l]!,
      slug: slugOf(`${brand} ${nouns[l]} ${model}`),
      description: DESCRIPTIONS[l]
        .replace('{model}', model)
        .replace('{noun}', nouns[l])
        .replace('{brand}', brand),
    });
    const categories = [key, parent, ...(reduced ? ['sale'] : [])];
    const title = (l: 0 | 1 | 2) =>
      categories.map((c) => (c === key ? titles[l] : c === 'sale' ? ['Sale', 'Soldes', 'Sale'][l]! : parent));
    return {
      sku: String(100001 + i),
      brand,
      categories,
      categoryTitles: { de: title(0), fr: title(1), nl: title(2) },
      texts: { de: text(0), fr: text(1), nl: text(2) },
      colours,
      sizes: [...sizes],
      prices: { EUR: price, CHF: Math.round((price * 1.08) / 100) * 100 - 5 },
      oldPrices: {
        EUR: reduced ? price + 2000 : null,
        CHF: reduced ? Math.round(((price + 2000) * 1.08) / 100) * 100 - 5 : null,
      },
      rating10: (i * 3) % 51,
      ratingCount: i % 17,
      popularity: (i * 7919) % 1000,
      novelty: (i * 104729) % 1000,
      imageId: null,
      version: `v${i}`,
    };
  });
}
