import { migrate, openDatabase, type Db } from '@sf/data';
import { LOCALES, type Locale, type TenantId } from '@sf/contracts';
import {
  CatalogUnavailableError,
  type CatalogOffer,
  type OfferSource,
  type ShopperContext,
} from './catalog-offers';
import type { BasketContext, Visitor } from './context';
import { BASKET_MIGRATIONS } from './migrations';
import type { OfferFeedProduct } from './offer-read-model';

/** An offer for tests: `sku` at `amount` cents in EUR, available, up to 10 at once. */
export function offer(sku: string, amount: number, more: Partial<CatalogOffer> = {}): CatalogOffer {
  return {
    sku,
    productSku: sku.split('-')[0] ?? sku,
    productName: `Artikel ${sku}`,
    brand: 'Nordlicht',
    variantLabel: null,
    price: { amount, currency: 'EUR', oldAmount: null },
    available: true,
    maxQuantity: 10,
    imageId: null,
    url: `/p/artikel-${sku}`,
    ...more,
  };
}

/** A catalog double for unit tests: offers from a table, can be taken down; counts its calls. */
export interface FakeCatalog extends OfferSource {
  readonly table: Map<string, CatalogOffer>;
  down: boolean;
  calls: number;
}

/** The fake catalog of unit tests (an in-memory table; the real one is asked through the gateway). */
export function fakeCatalog(offers: readonly CatalogOffer[]): FakeCatalog {
  const catalog: FakeCatalog = {
    table: new Map(offers.map((o) => [o.sku, o])),
    down: false,
    calls: 0,
    async offers(skus: readonly string[], _shopper: ShopperContext) {
      catalog.calls += 1;
      await Promise.resolve();
      if (catalog.down) throw new CatalogUnavailableError('test: catalog down');
      return new Map(
        skus.flatMap((s) => (catalog.table.has(s) ? [[s, catalog.table.get(s)!] as const] : [])),
      );
    },
    // a product's variations: the table's offers of the same product sku, as the catalog's `product(sku)`
    async variations(productSku: string, _shopper: ShopperContext) {
      catalog.calls += 1;
      await Promise.resolve();
      if (catalog.down) throw new CatalogUnavailableError('test: catalog down');
      return [...catalog.table.values()].filter((o) => o.productSku === productSku).map((o) => o.sku);
    },
  };
  return catalog;
}

/** Test helper: a migrated in-memory database with a fake catalog, and table readers. */
export interface TestContext extends BasketContext {
  readonly db: Db;
  readonly catalog: FakeCatalog;
  /** Rows in every table (visitors, basket_items, wishlist_items). */
  counts(): Promise<{ visitors: number; basket_items: number; wishlist_items: number }>;
  reset(): Promise<void>;
}

/** Opens in-memory PGlite with the basket schema and a catalog double over `offers`. */
export async function createTestContext(offers: readonly CatalogOffer[]): Promise<TestContext> {
  const db = await openDatabase({ domain: 'basket', memory: true });
  await migrate(db, BASKET_MIGRATIONS);
  const catalog = fakeCatalog(offers);
  return {
    db,
    catalog,
    offers: catalog,
    counts: async () => {
      const { rows } = await db.query<{ visitors: number; basket_items: number; wishlist_items: number }>(
        'SELECT (SELECT count(*)::int FROM visitors) AS visitors, (SELECT count(*)::int FROM basket_items) AS basket_items, (SELECT count(*)::int FROM wishlist_items) AS wishlist_items',
      );
      return rows[0]!;
    },
    reset: async () => {
      await db.query(
        'TRUNCATE order_events, outbox, voucher_redemptions, payments, paylinks, order_lines, orders, checkouts, basket_vouchers, basket_items, wishlist_items, visitors',
      );
      catalog.down = false;
    },
  };
}

/** A visitor in a tenant (default DE, de-DE), anonymous unless `loggedIn`. */
export function visitor(
  id: string | null,
  opts: { tenant?: TenantId; loggedIn?: boolean; customerId?: string } = {},
): Visitor {
  const tenant = opts.tenant ?? 'DE';
  return {
    id,
    loggedIn: opts.loggedIn ?? opts.customerId !== undefined,
    customerId: opts.customerId ?? null,
    shopper: {
      tenant,
      locale: tenant === 'CH' ? 'de-CH' : tenant === 'NL' ? 'nl-NL' : 'de-DE',
      host: null,
      origin: null,
      clientIp: null,
      requestId: null,
    },
  };
}

/** A variation's labels per shop as the catalog's feed publishes them (de-CH with "ss"). */
export function feedLabels(de: string | null, fr: string | null): Record<Locale, string | null> {
  return Object.fromEntries(
    LOCALES.map((l) => [l, l === 'fr-CH' ? fr : l === 'de-CH' ? (de?.replace(/ß/g, 'ss') ?? null) : de]),
  ) as Record<Locale, string | null>;
}

/** A product of the catalog's feed as the basket reads it (the fields search reads left out), two variations. */
export function feedProduct(sku: string, more: Partial<OfferFeedProduct> = {}): OfferFeedProduct {
  return {
    sku,
    version: 'v1',
    brand: 'Nordlicht',
    texts: {
      de: { name: 'Sommerkleid', slug: 'sommerkleid' },
      fr: { name: "Robe d'été", slug: 'robe-d-ete' },
      nl: { name: 'Zomerjurk', slug: 'zomerjurk' },
    },
    prices: { EUR: 4999, CHF: 5490 },
    oldPrices: { EUR: 5999, CHF: null },
    variations: [
      { sku: `${sku}01`, labels: feedLabels('Weiß, 38', 'Blanc, 38'), maxQuantity: 7, imageId: 'img-a' },
      { sku: `${sku}02`, labels: feedLabels('Weiß, 40', 'Blanc, 40'), maxQuantity: 0, imageId: null },
    ],
    ...more,
  };
}
