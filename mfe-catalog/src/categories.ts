/**
 * The catalog's categories and their paths per language: the catalog owns its category tree (decision
 * 0260). `src/routes.ts` declares them as the keyed route `category`; everyone else (the search's
 * category hits, the shell, the composer) links a category by its key from the composed route table
 * of the live versions, never from this file. The shell's navigation content
 * (`shell/content/<locale>/navigation.json`) names these keys (decision 0275). de-AT and de-CH use de-DE's.
 * `tyres` is linked from no navigation: its pages exist for search engines and the sitemap.
 */
export const CATALOG_CATEGORIES = [
  // departments (navigation items)
  { key: 'fashion', de: '/mode/', fr: '/fr/mode/', nl: '/mode/' },
  { key: 'furniture', de: '/moebel/', fr: '/fr/meubles/', nl: '/wonen/' },
  { key: 'household', de: '/haushalt/', fr: '/fr/electromenager/', nl: '/huishouden/' },
  { key: 'technology', de: '/technik/', fr: '/fr/high-tech/', nl: '/elektronica/' },
  { key: 'sale', de: '/sale/', fr: '/fr/soldes/', nl: '/sale/' },
  // groups below a department (linked from the home page's content: "Damenmode", "Heimtextilien", …)
  { key: 'women', de: '/damenmode/', fr: '/fr/mode-femme/', nl: '/dames/' },
  { key: 'men', de: '/herrenmode/', fr: '/fr/mode-homme/', nl: '/heren/' },
  { key: 'kids', de: '/kindermode/', fr: '/fr/mode-enfant/', nl: '/kinderen/' },
  { key: 'home-textiles', de: '/heimtextilien/', fr: '/fr/linge-de-maison/', nl: '/woontextiel/' },
  // fashion
  { key: 'women-dresses', de: '/damenmode/kleider/', fr: '/fr/mode-femme/robes/', nl: '/dames/jurken/' },
  {
    key: 'women-blouses',
    de: '/damenmode/blusen-tuniken/',
    fr: '/fr/mode-femme/blouses-tuniques/',
    nl: '/dames/blouses-tunieken/',
  },
  { key: 'women-trousers', de: '/damenmode/hosen/', fr: '/fr/mode-femme/pantalons/', nl: '/dames/broeken/' },
  { key: 'women-jeans', de: '/damenmode/jeans/', fr: '/fr/mode-femme/jeans/', nl: '/dames/jeans/' },
  {
    key: 'women-jackets',
    de: '/damenmode/jacken-maentel/',
    fr: '/fr/mode-femme/vestes-manteaux/',
    nl: '/dames/jassen/',
  },
  {
    key: 'women-lingerie',
    de: '/damenmode/waesche-dessous/',
    fr: '/fr/mode-femme/lingerie/',
    nl: '/dames/lingerie/',
  },
  { key: 'women-shoes', de: '/damenmode/schuhe/', fr: '/fr/mode-femme/chaussures/', nl: '/dames/schoenen/' },
  { key: 'men-shirts', de: '/herrenmode/hemden/', fr: '/fr/mode-homme/chemises/', nl: '/heren/overhemden/' },
  {
    key: 'men-tshirts',
    de: '/herrenmode/t-shirts-polos/',
    fr: '/fr/mode-homme/t-shirts-polos/',
    nl: '/heren/t-shirts-polos/',
  },
  { key: 'men-trousers', de: '/herrenmode/hosen/', fr: '/fr/mode-homme/pantalons/', nl: '/heren/broeken/' },
  { key: 'men-jeans', de: '/herrenmode/jeans/', fr: '/fr/mode-homme/jeans/', nl: '/heren/jeans/' },
  {
    key: 'men-jackets',
    de: '/herrenmode/jacken-maentel/',
    fr: '/fr/mode-homme/vestes-manteaux/',
    nl: '/heren/jassen/',
  },
  { key: 'men-shoes', de: '/herrenmode/schuhe/', fr: '/fr/mode-homme/chaussures/', nl: '/heren/schoenen/' },
  { key: 'girls', de: '/kindermode/maedchen/', fr: '/fr/mode-enfant/fille/', nl: '/kinderen/meisjes/' },
  { key: 'boys', de: '/kindermode/jungen/', fr: '/fr/mode-enfant/garcon/', nl: '/kinderen/jongens/' },
  { key: 'baby', de: '/kindermode/baby/', fr: '/fr/mode-enfant/bebe/', nl: '/kinderen/baby/' },
  // furniture and home textiles
  { key: 'sofas', de: '/moebel/sofas-couches/', fr: '/fr/meubles/canapes/', nl: '/wonen/banken/' },
  { key: 'armchairs', de: '/moebel/sessel/', fr: '/fr/meubles/fauteuils/', nl: '/wonen/fauteuils/' },
  {
    key: 'coffee-tables',
    de: '/moebel/couchtische/',
    fr: '/fr/meubles/tables-basses/',
    nl: '/wonen/salontafels/',
  },
  { key: 'wall-units', de: '/moebel/wohnwaende/', fr: '/fr/meubles/meubles-tv/', nl: '/wonen/wandmeubels/' },
  { key: 'beds', de: '/moebel/betten/', fr: '/fr/meubles/lits/', nl: '/wonen/bedden/' },
  {
    key: 'boxspring-beds',
    de: '/moebel/boxspringbetten/',
    fr: '/fr/meubles/lits-boxspring/',
    nl: '/wonen/boxsprings/',
  },
  { key: 'mattresses', de: '/moebel/matratzen/', fr: '/fr/meubles/matelas/', nl: '/wonen/matrassen/' },
  {
    key: 'wardrobes',
    de: '/moebel/kleiderschraenke/',
    fr: '/fr/meubles/armoires/',
    nl: '/wonen/kledingkasten/',
  },
  { key: 'kitchens', de: '/moebel/kuechenzeilen/', fr: '/fr/meubles/cuisines/', nl: '/wonen/keukens/' },
  {
    key: 'dining-tables',
    de: '/moebel/esstische/',
    fr: '/fr/meubles/tables-a-manger/',
    nl: '/wonen/eettafels/',
  },
  { key: 'chairs', de: '/moebel/stuehle/', fr: '/fr/meubles/chaises/', nl: '/wonen/stoelen/' },
  {
    key: 'bedding',
    de: '/heimtextilien/bettwaesche/',
    fr: '/fr/linge-de-maison/linge-de-lit/',
    nl: '/woontextiel/dekbedovertrekken/',
  },
  {
    key: 'curtains',
    de: '/heimtextilien/gardinen/',
    fr: '/fr/linge-de-maison/rideaux/',
    nl: '/woontextiel/gordijnen/',
  },
  {
    key: 'rugs',
    de: '/heimtextilien/teppiche/',
    fr: '/fr/linge-de-maison/tapis/',
    nl: '/woontextiel/vloerkleden/',
  },
  // household appliances
  {
    key: 'washing-machines',
    de: '/haushalt/waschmaschinen/',
    fr: '/fr/electromenager/lave-linge/',
    nl: '/huishouden/wasmachines/',
  },
  {
    key: 'dryers',
    de: '/haushalt/waeschetrockner/',
    fr: '/fr/electromenager/seche-linge/',
    nl: '/huishouden/wasdrogers/',
  },
  {
    key: 'fridges',
    de: '/haushalt/kuehlschraenke/',
    fr: '/fr/electromenager/refrigerateurs/',
    nl: '/huishouden/koelkasten/',
  },
  {
    key: 'dishwashers',
    de: '/haushalt/geschirrspueler/',
    fr: '/fr/electromenager/lave-vaisselle/',
    nl: '/huishouden/vaatwassers/',
  },
  {
    key: 'coffee-machines',
    de: '/haushalt/kaffeevollautomaten/',
    fr: '/fr/electromenager/machines-a-cafe/',
    nl: '/huishouden/espressomachines/',
  },
  {
    key: 'food-processors',
    de: '/haushalt/kuechenmaschinen/',
    fr: '/fr/electromenager/robots-de-cuisine/',
    nl: '/huishouden/keukenmachines/',
  },
  {
    key: 'air-fryers',
    de: '/haushalt/heissluftfritteusen/',
    fr: '/fr/electromenager/friteuses-a-air-chaud/',
    nl: '/huishouden/airfryers/',
  },
  {
    key: 'vacuums',
    de: '/haushalt/staubsauger/',
    fr: '/fr/electromenager/aspirateurs/',
    nl: '/huishouden/stofzuigers/',
  },
  {
    key: 'robot-vacuums',
    de: '/haushalt/saugroboter/',
    fr: '/fr/electromenager/robots-aspirateurs/',
    nl: '/huishouden/robotstofzuigers/',
  },
  {
    key: 'cordless-vacuums',
    de: '/haushalt/akku-staubsauger/',
    fr: '/fr/electromenager/aspirateurs-sans-fil/',
    nl: '/huishouden/accustofzuigers/',
  },
  // technology
  { key: 'tvs', de: '/technik/fernseher/', fr: '/fr/high-tech/televiseurs/', nl: '/elektronica/televisies/' },
  {
    key: 'soundbars',
    de: '/technik/soundbars/',
    fr: '/fr/high-tech/barres-de-son/',
    nl: '/elektronica/soundbars/',
  },
  {
    key: 'headphones',
    de: '/technik/kopfhoerer/',
    fr: '/fr/high-tech/casques/',
    nl: '/elektronica/koptelefoons/',
  },
  {
    key: 'laptops',
    de: '/technik/notebooks/',
    fr: '/fr/high-tech/ordinateurs-portables/',
    nl: '/elektronica/laptops/',
  },
  { key: 'tablets', de: '/technik/tablets/', fr: '/fr/high-tech/tablettes/', nl: '/elektronica/tablets/' },
  { key: 'monitors', de: '/technik/monitore/', fr: '/fr/high-tech/ecrans/', nl: '/elektronica/monitoren/' },
  {
    key: 'smartphones',
    de: '/technik/smartphones/',
    fr: '/fr/high-tech/smartphones/',
    nl: '/elektronica/smartphones/',
  },
  {
    key: 'smartwatches',
    de: '/technik/smartwatches/',
    fr: '/fr/high-tech/montres-connectees/',
    nl: '/elektronica/smartwatches/',
  },
  {
    key: 'consoles',
    de: '/technik/spielkonsolen/',
    fr: '/fr/high-tech/consoles/',
    nl: '/elektronica/spelcomputers/',
  },
  { key: 'tyres', de: '/autozubehoer/reifen/', fr: '/fr/accessoires-auto/pneus/', nl: '/auto/banden/' },
  // sale (reduced products of a department)
  { key: 'sale-fashion', de: '/sale/mode/', fr: '/fr/soldes/mode/', nl: '/sale/mode/' },
  { key: 'sale-furniture', de: '/sale/moebel/', fr: '/fr/soldes/meubles/', nl: '/sale/wonen/' },
  { key: 'sale-technology', de: '/sale/technik/', fr: '/fr/soldes/high-tech/', nl: '/sale/elektronica/' },
  { key: 'sale-household', de: '/sale/haushalt/', fr: '/fr/soldes/electromenager/', nl: '/sale/huishouden/' },
] as const;

/** Key of a catalog category (`women-dresses`, `sale-fashion`, …). */
export type CatalogCategoryKey = (typeof CATALOG_CATEGORIES)[number]['key'];

const KEYS: ReadonlySet<string> = new Set(CATALOG_CATEGORIES.map((c) => c.key));

/** Whether a key names one of the catalog's categories. */
export const isCategoryKey = (key: string): key is CatalogCategoryKey => KEYS.has(key);
