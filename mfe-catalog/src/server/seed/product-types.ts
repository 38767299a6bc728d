import type { CatalogCategoryKey } from '../../categories';
import type { ImageKind } from '../images';

export type { ImageKind };

export type Department = 'fashion' | 'furniture' | 'household' | 'technology' | 'tyres';
/** How a product's variations differ: colour and size, colour only, size only, bra band+cup, none. */
export type VariationDimension = 'COLOUR_SIZE' | 'COLOUR' | 'SIZE' | 'BAND_CUP' | 'NONE';
export type DownloadKind =
  | 'ASSEMBLY'
  | 'MANUFACTURER_WARRANTY'
  | 'PRODUCT_DATASHEET'
  | 'SAFETY_DATASHEET'
  | 'USER_MANUAL'
  | 'WARNING_LABEL';

/** A kind of product of one leaf category: how the seed names, prices and varies it. */
export interface ProductType {
  readonly category: CatalogCategoryKey;
  readonly department: Department;
  readonly kind: ImageKind;
  /** The noun in de, fr, nl. */
  readonly noun: readonly [string, string, string];
  /** Price range in EUR (whole euros). */
  readonly price: readonly [number, number];
  readonly dimension: VariationDimension;
  readonly sizes?: readonly string[];
  readonly brands: readonly string[];
  readonly energy?: boolean;
  readonly tyre?: boolean;
  readonly downloads?: readonly DownloadKind[];
}

const DRESS = ['34', '36', '38', '40', '42', '44'];
const LETTER = ['S', 'M', 'L', 'XL', 'XXL'];
const JEANS = ['W28', 'W30', 'W32', 'W34', 'W36'];
const SHOES_W = ['37', '38', '39', '40', '41'];
const SHOES_M = ['41', '42', '43', '44', '45'];
const KIDS = ['104', '116', '128', '140', '152'];
const BABY = ['56', '62', '68', '74', '80'];
const BED = ['90x200', '140x200', '160x200', '180x200'];
const FASHION_BRANDS = ['Lina Rosé', 'Nordhafen', 'Maison Clair', 'Urban Fjord', 'Aster & Co', 'Bellavie'];
const HOME_BRANDS = ['Wohnwerk', 'Casa Lume', 'Holzmanufaktur Berg', 'Nordlicht Home', 'Atelier Vert'];
const ELECTRO_BRANDS = ['Volta', 'Kessler', 'Heimstrom', 'Lumina', 'Zephyr'];
const TECH_BRANDS = ['Novatek', 'Pixelon', 'Sonora', 'Quantix', 'Arcwave'];
const TYRE_BRANDS = ['Roadgrip', 'Alpenlauf', 'Velotra'];
const ELECTRO_DOCS: readonly DownloadKind[] = [
  'PRODUCT_DATASHEET',
  'SAFETY_DATASHEET',
  'USER_MANUAL',
  'MANUFACTURER_WARRANTY',
  'WARNING_LABEL',
];
const TECH_DOCS: readonly DownloadKind[] = ['PRODUCT_DATASHEET', 'USER_MANUAL', 'MANUFACTURER_WARRANTY'];
const ASSEMBLY: readonly DownloadKind[] = ['ASSEMBLY'];

const fashion = (
  category: CatalogCategoryKey,
  kind: ImageKind,
  noun: ProductType['noun'],
  price: [number, number],
  sizes: readonly string[],
): ProductType => ({
  category,
  department: 'fashion',
  kind,
  noun,
  price,
  dimension: 'COLOUR_SIZE',
  sizes,
  brands: FASHION_BRANDS,
});
const home = (
  category: CatalogCategoryKey,
  kind: ImageKind,
  noun: ProductType['noun'],
  price: [number, number],
  extra: Partial<ProductType> = {},
): ProductType => ({
  category,
  department: 'furniture',
  kind,
  noun,
  price,
  dimension: 'COLOUR',
  brands: HOME_BRANDS,
  downloads: ASSEMBLY,
  ...extra,
});
const electro = (
  category: CatalogCategoryKey,
  kind: ImageKind,
  noun: ProductType['noun'],
  price: [number, number],
  energy = false,
): ProductType => ({
  category,
  department: 'household',
  kind,
  noun,
  price,
  dimension: 'NONE',
  brands: ELECTRO_BRANDS,
  downloads: ELECTRO_DOCS,
  energy,
});
const tech = (
  category: CatalogCategoryKey,
  kind: ImageKind,
  noun: ProductType['noun'],
  price: [number, number],
  extra: Partial<ProductType> = {},
): ProductType => ({
  category,
  department: 'technology',
  kind,
  noun,
  price,
  dimension: 'NONE',
  brands: TECH_BRANDS,
  downloads: TECH_DOCS,
  ...extra,
});

/** Every leaf category of the catalog with the product type the seed fills it with. */
export const PRODUCT_TYPES: readonly ProductType[] = [
  fashion('women-dresses', 'dress', ['Kleid', 'Robe', 'Jurk'], [29, 149], DRESS),
  fashion('women-blouses', 'blouse', ['Bluse', 'Blouse', 'Blouse'], [19, 79], DRESS),
  fashion('women-trousers', 'trousers', ['Hose', 'Pantalon', 'Broek'], [29, 99], DRESS),
  fashion('women-jeans', 'jeans', ['Jeans', 'Jean', 'Jeans'], [39, 119], JEANS),
  fashion('women-jackets', 'jacket', ['Jacke', 'Veste', 'Jas'], [59, 249], DRESS),
  {
    category: 'women-lingerie',
    department: 'fashion',
    kind: 'bra',
    noun: ['BH', 'Soutien-gorge', 'Beha'],
    price: [19, 69],
    dimension: 'BAND_CUP',
    brands: FASHION_BRANDS,
  },
  fashion('women-shoes', 'shoes', ['Pumps', 'Escarpins', 'Pumps'], [39, 139], SHOES_W),
  fashion('men-shirts', 'shirt', ['Hemd', 'Chemise', 'Overhemd'], [29, 89], LETTER),
  fashion('men-tshirts', 't-shirt', ['T-Shirt', 'T-shirt', 'T-shirt'], [12, 39], LETTER),
  fashion('men-trousers', 'trousers', ['Chino', 'Chino', 'Chino'], [39, 99], JEANS),
  fashion('men-jeans', 'jeans', ['Jeans', 'Jean', 'Jeans'], [49, 129], JEANS),
  fashion('men-jackets', 'jacket', ['Jacke', 'Blouson', 'Jack'], [69, 279], LETTER),
  fashion('men-shoes', 'shoes', ['Sneaker', 'Baskets', 'Sneakers'], [49, 159], SHOES_M),
  fashion('girls', 'kids', ['Mädchenkleid', 'Robe fille', 'Meisjesjurk'], [14, 49], KIDS),
  fashion('boys', 'kids', ['Jungen-Sweatshirt', 'Sweat garçon', 'Jongenssweater'], [14, 45], KIDS),
  fashion('baby', 'baby', ['Baby-Body', 'Body bébé', 'Babyromper'], [9, 29], BABY),
  home('sofas', 'sofa', ['Sofa', 'Canapé', 'Bank'], [399, 1899]),
  home('armchairs', 'armchair', ['Sessel', 'Fauteuil', 'Fauteuil'], [149, 699]),
  home('coffee-tables', 'coffee-table', ['Couchtisch', 'Table basse', 'Salontafel'], [79, 399]),
  home('wall-units', 'wall-unit', ['Wohnwand', 'Meuble TV', 'Wandmeubel'], [199, 999]),
  home('beds', 'bed', ['Bett', 'Lit', 'Bed'], [199, 1199], { dimension: 'COLOUR_SIZE', sizes: BED }),
  home('boxspring-beds', 'bed', ['Boxspringbett', 'Lit boxspring', 'Boxspring'], [499, 2499], {
    dimension: 'COLOUR_SIZE',
    sizes: BED,
  }),
  home('mattresses', 'mattress', ['Matratze', 'Matelas', 'Matras'], [129, 899], {
    dimension: 'SIZE',
    sizes: BED,
    downloads: [],
  }),
  home('wardrobes', 'wardrobe', ['Kleiderschrank', 'Armoire', 'Kledingkast'], [249, 1299]),
  home('kitchens', 'kitchen', ['Küchenzeile', 'Cuisine équipée', 'Keukenblok'], [899, 3999], {
    downloads: ['ASSEMBLY', 'USER_MANUAL'],
    energy: true,
  }),
  home('dining-tables', 'dining-table', ['Esstisch', 'Table à manger', 'Eettafel'], [199, 1299]),
  home('chairs', 'chair', ['Stuhl', 'Chaise', 'Stoel'], [49, 299]),
  home('bedding', 'bedding', ['Bettwäsche', 'Parure de lit', 'Dekbedovertrek'], [29, 119], {
    dimension: 'COLOUR_SIZE',
    sizes: ['135x200', '155x220', '200x200'],
    downloads: [],
  }),
  home('curtains', 'curtain', ['Vorhang', 'Rideau', 'Gordijn'], [19, 89], {
    dimension: 'COLOUR_SIZE',
    sizes: ['140x175', '140x245'],
    downloads: [],
  }),
  home('rugs', 'rug', ['Teppich', 'Tapis', 'Vloerkleed'], [49, 599], {
    dimension: 'COLOUR_SIZE',
    sizes: ['80x150', '160x230', '200x290'],
    downloads: [],
  }),
  electro(
    'washing-machines',
    'washing-machine',
    ['Waschmaschine', 'Lave-linge', 'Wasmachine'],
    [349, 1299],
    true,
  ),
  electro('dryers', 'dryer', ['Wäschetrockner', 'Sèche-linge', 'Wasdroger'], [399, 1199], true),
  electro('fridges', 'fridge', ['Kühlschrank', 'Réfrigérateur', 'Koelkast'], [299, 1999], true),
  electro('dishwashers', 'dishwasher', ['Geschirrspüler', 'Lave-vaisselle', 'Vaatwasser'], [329, 999], true),
  electro(
    'coffee-machines',
    'coffee-machine',
    ['Kaffeevollautomat', 'Machine à café automatique', 'Espressomachine'],
    [299, 1499],
  ),
  electro(
    'food-processors',
    'food-processor',
    ['Küchenmaschine', 'Robot de cuisine', 'Keukenmachine'],
    [99, 899],
  ),
  electro('air-fryers', 'air-fryer', ['Heißluftfritteuse', 'Friteuse à air chaud', 'Airfryer'], [59, 249]),
  electro('vacuums', 'vacuum', ['Staubsauger', 'Aspirateur', 'Stofzuiger'], [79, 399]),
  electro(
    'robot-vacuums',
    'robot-vacuum',
    ['Saugroboter', 'Robot aspirateur', 'Robotstofzuiger'],
    [199, 999],
  ),
  electro(
    'cordless-vacuums',
    'vacuum',
    ['Akku-Staubsauger', 'Aspirateur sans fil', 'Accustofzuiger'],
    [129, 599],
  ),
  tech('tvs', 'tv', ['Fernseher', 'Téléviseur', 'Televisie'], [299, 2499], {
    energy: true,
    downloads: ['PRODUCT_DATASHEET', 'SAFETY_DATASHEET', 'USER_MANUAL', 'MANUFACTURER_WARRANTY'],
  }),
  tech('soundbars', 'soundbar', ['Soundbar', 'Barre de son', 'Soundbar'], [99, 899]),
  tech('headphones', 'headphones', ['Kopfhörer', 'Casque', 'Koptelefoon'], [39, 449], {
    dimension: 'COLOUR',
  }),
  tech('laptops', 'laptop', ['Notebook', 'Ordinateur portable', 'Laptop'], [449, 2499]),
  tech('tablets', 'tablet', ['Tablet', 'Tablette', 'Tablet'], [149, 1299], { dimension: 'COLOUR' }),
  tech('monitors', 'monitor', ['Monitor', 'Écran', 'Monitor'], [129, 999], { energy: true }),
  tech('smartphones', 'smartphone', ['Smartphone', 'Smartphone', 'Smartphone'], [199, 1499], {
    dimension: 'COLOUR',
  }),
  tech('smartwatches', 'smartwatch', ['Smartwatch', 'Montre connectée', 'Smartwatch'], [99, 599], {
    dimension: 'COLOUR',
  }),
  tech('consoles', 'console', ['Spielkonsole', 'Console de jeux', 'Spelcomputer'], [249, 599]),
  {
    category: 'tyres',
    department: 'tyres',
    kind: 'tyre',
    noun: ['Sommerreifen', 'Pneu été', 'Zomerband'],
    price: [59, 249],
    dimension: 'SIZE',
    sizes: ['195/65 R15', '205/55 R16', '225/45 R17', '235/40 R18'],
    brands: TYRE_BRANDS,
    tyre: true,
    downloads: ['PRODUCT_DATASHEET'],
  },
];

/** Bra band and cup sizes (a variation is band + cup, e.g. `75B`). */
export const BRA_BANDS = ['70', '75', '80', '85', '90'] as const;
export const BRA_CUPS = ['A', 'B', 'C', 'D', 'E'] as const;
