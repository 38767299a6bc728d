import type { TenantId } from '@sf/contracts';
import type { ParcelShop } from './types';

const shop = (
  id: string,
  country: string,
  name: string,
  street: string,
  postalcode: string,
  city: string,
  opening: string,
): ParcelShop => ({ id, country, name, street, postalcode, city, opening });
const WEEK = 'Mo–Fr 08:00–19:00, Sa 09:00–14:00';
const NL_WEEK = 'ma–vr 08:00–19:00, za 09:00–17:00';

/**
 * The seeded parcel shops per country (decision 0067): a stand-in for the carrier's finder, the
 * same shape a carrier API answers (id, name, address, opening hours).
 */
export const PARCEL_SHOPS: readonly ParcelShop[] = [
  shop('DE-20095-1', 'DE', 'Kiosk am Rathaus', 'Rathausmarkt 4', '20095', 'Hamburg', WEEK),
  shop('DE-20357-1', 'DE', 'Schanzen-Späti', 'Schulterblatt 71', '20357', 'Hamburg', WEEK),
  shop('DE-22765-1', 'DE', 'Papeterie Ottensen', 'Ottenser Hauptstraße 12', '22765', 'Hamburg', WEEK),
  shop('DE-10115-1', 'DE', 'Blumen & Post Mitte', 'Torstraße 140', '10115', 'Berlin', WEEK),
  shop('DE-10999-1', 'DE', 'Kreuzberger Lotto-Laden', 'Oranienstraße 22', '10999', 'Berlin', WEEK),
  shop('DE-50667-1', 'DE', 'Domkiosk', 'Am Hof 8', '50667', 'Köln', WEEK),
  shop('DE-80331-1', 'DE', 'Schreibwaren am Marienplatz', 'Rosenstraße 3', '80331', 'München', WEEK),
  shop('DE-60311-1', 'DE', 'Römer-Kiosk', 'Braubachstraße 15', '60311', 'Frankfurt am Main', WEEK),
  shop('AT-1010-1', 'AT', 'Trafik am Graben', 'Graben 21', '1010', 'Wien', WEEK),
  shop('AT-1070-1', 'AT', 'Papier & Post Neubau', 'Neubaugasse 35', '1070', 'Wien', WEEK),
  shop('AT-4020-1', 'AT', 'Linzer Paketpunkt', 'Landstraße 49', '4020', 'Linz', WEEK),
  shop('AT-5020-1', 'AT', 'Trafik Getreidegasse', 'Getreidegasse 30', '5020', 'Salzburg', WEEK),
  shop('AT-8010-1', 'AT', 'Grazer Kiosk', 'Herrengasse 7', '8010', 'Graz', WEEK),
  shop('CH-8001-1', 'CH', 'Kiosk Bellevue', 'Bellevueplatz 1', '8001', 'Zürich', WEEK),
  shop('CH-8004-1', 'CH', 'Papeterie Langstrasse', 'Langstrasse 120', '8004', 'Zürich', WEEK),
  shop('CH-3011-1', 'CH', 'Berner Paketpunkt', 'Marktgasse 40', '3011', 'Bern', WEEK),
  shop(
    'CH-1003-1',
    'CH',
    'Kiosque de la Riponne',
    'Place de la Riponne 5',
    '1003',
    'Lausanne',
    'lu–ve 08:00–19:00, sa 09:00–14:00',
  ),
  shop(
    'CH-1201-1',
    'CH',
    'Relais colis Cornavin',
    'Rue de Lausanne 18',
    '1201',
    'Genève',
    'lu–ve 08:00–19:00, sa 09:00–14:00',
  ),
  shop('NL-1012-1', 'NL', 'Tabakszaak Dam', 'Damrak 70', '1012 LM', 'Amsterdam', NL_WEEK),
  shop('NL-1017-1', 'NL', 'Boekhandel Leidseplein', 'Leidsestraat 55', '1017 NV', 'Amsterdam', NL_WEEK),
  shop('NL-3011-1', 'NL', 'Pakketpunt Binnenrotte', 'Binnenrotte 101', '3011 HC', 'Rotterdam', NL_WEEK),
  shop('NL-3511-1', 'NL', 'Kiosk Neude', 'Neude 11', '3511 AG', 'Utrecht', NL_WEEK),
];

/** How many shops the finder lists. */
export const FINDER_RESULTS = 5;

/** The postal code as a number for nearness (the first four digits in NL); null when it is not one. */
function postalNumber(code: string, country: string): number | null {
  const digits =
    country === 'NL' ? /^([1-9]\d{3})/.exec(code.trim())?.[1] : /^\d{4,5}$/.exec(code.trim())?.[0];
  return digits ? Number(digits) : null;
}

/**
 * The parcel shops of the shop's country nearest to a postal code (nearness of the numbers: postal
 * codes are assigned by region in all four countries), at most {@link FINDER_RESULTS}; empty when
 * the code is not a postal code of the country.
 */
export function findParcelShops(tenant: TenantId, postalcode: unknown): ParcelShop[] {
  if (typeof postalcode !== 'string' || postalcode.length > 10) return [];
  const wanted = postalNumber(postalcode, tenant);
  if (wanted === null) return [];
  const scale = tenant === 'DE' ? 1 : 10; // 4-digit codes span a tenth of the 5-digit range
  return PARCEL_SHOPS.filter((s) => s.country === tenant)
    .map((s) => ({ s, d: Math.abs((postalNumber(s.postalcode, s.country) ?? 0) - wanted) * scale }))
    .sort((a, b) => a.d - b.d || a.s.id.localeCompare(b.s.id))
    .slice(0, FINDER_RESULTS)
    .map((x) => x.s);
}

/** The seeded shop of an id in the shop's country, or null. */
export function parcelShopById(tenant: TenantId, id: unknown): ParcelShop | null {
  return PARCEL_SHOPS.find((s) => s.id === id && s.country === tenant) ?? null;
}
