import type { Locale, TenantId } from '@sf/contracts';
import { createGatewayCaller, type CallGateway, type HostFetch } from '@sf/remote-server';
import { CATALOG_OFFERS_QUERY, PRODUCT_VARIATIONS_QUERY } from '../../shared/catalog-offers-query';

/** One offer of the catalog (contract section 2): prices in integer cents of the tenant's currency. */
export interface CatalogOffer {
  readonly sku: string;
  readonly productSku: string;
  readonly productName: string;
  readonly brand: string;
  readonly variantLabel: string | null;
  readonly price: { readonly amount: number; readonly currency: string; readonly oldAmount: number | null };
  readonly available: boolean;
  readonly maxQuantity: number;
  readonly imageId: string | null;
  readonly url: string;
}

/** Whose prices: the shopper's tenant and locale, and the public host the composer saw. */
export interface ShopperContext {
  readonly tenant: TenantId;
  readonly locale: Locale;
  /** The shop's host (`x-forwarded-host`), so the gateway prices for the same tenant. */
  readonly host: string | null;
  /**
   * The shop's origin (`<x-forwarded-proto>://<x-forwarded-host>`): sent as `Referer`, which the
   * gateway forwards, so a subgraph's origin check (defence in depth) sees the shop's own page.
   */
  readonly origin: string | null;
  /**
   * The shopper's address (`x-real-ip`), sent on as `x-forwarded-for`: when the basket server's
   * address is in the composer's `TRUST_PROXY`, the catalog's per-address limits count the shopper,
   * not the basket server (decision 0058).
   */
  readonly clientIp: string | null;
  readonly requestId: string | null;
}

/** The catalog could not be asked (down, slow, malformed answer): nothing may be stored. */
export class CatalogUnavailableError extends Error {
  constructor(reason: string) {
    super(`catalog offers unavailable: ${reason}`);
    this.name = 'CatalogUnavailableError';
  }
}

/** Where offers come from; unknown skus are simply absent from the map. */
export interface OfferSource {
  offers(skus: readonly string[], shopper: ShopperContext): Promise<ReadonlyMap<string, CatalogOffer>>;
  /**
   * The variation skus of a product (its 6-digit sku), for the wishlist's edit view; empty when the
   * product is unknown. Absent: only the item's own variation is offered.
   */
  variations?(productSku: string, shopper: ShopperContext): Promise<readonly string[]>;
}

/** Options of {@link createGatewayOfferSource}. */
export interface GatewayOfferSourceOptions {
  /** The gateway's internal address (`SF_GATEWAY_URL`), e.g. `http://127.0.0.1:3000/api/gateway/`. */
  readonly gatewayUrl: string;
  /**
   * Fetch that honours a `host` request header (the Node adapter's; Web fetch drops it), so the
   * composer in front of the gateway sees the shopper's shop and forwards its tenant.
   */
  readonly fetch: HostFetch;
}

/** `catalogOffers` takes at most 100 skus per call (contract section 2). */
const MAX_SKUS_PER_CALL = 100;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/** Runtime check of one offer from the gateway: a malformed offer is treated as unknown, never trusted. */
export function toCatalogOffer(v: unknown): CatalogOffer | null {
  if (!isRecord(v) || !isRecord(v.price)) return null;
  const { price } = v;
  const ok =
    typeof v.sku === 'string' &&
    typeof v.productSku === 'string' &&
    typeof v.productName === 'string' &&
    typeof v.brand === 'string' &&
    (v.variantLabel === null || v.variantLabel === undefined || typeof v.variantLabel === 'string') &&
    isInt(price.amount) &&
    price.amount >= 0 &&
    typeof price.currency === 'string' &&
    (price.oldAmount === null || price.oldAmount === undefined || isInt(price.oldAmount)) &&
    typeof v.available === 'boolean' &&
    isInt(v.maxQuantity) &&
    (v.imageId === null || v.imageId === undefined || typeof v.imageId === 'string') &&
    typeof v.url === 'string';
  if (!ok) return null;
  return {
    sku: v.sku as string,
    productSku: v.productSku as string,
    productName: v.productName as string,
    brand: v.brand as string,
    variantLabel: (v.variantLabel as string | null | undefined) ?? null,
    price: {
      amount: price.amount as number,
      currency: price.currency as string,
      oldAmount: (price.oldAmount as number | null | undefined) ?? null,
    },
    available: v.available as boolean,
    maxQuantity: v.maxQuantity as number,
    imageId: (v.imageId as string | null | undefined) ?? null,
    url: v.url as string,
  };
}

/**
 * One persisted query through the gateway on the remote server preset's `callGateway` (its header
 * policy and time limit) as the shopper; its `data`, or {@link CatalogUnavailableError} for any
 * failure (network, timeout, non-2xx, GraphQL errors without data).
 */
async function askGateway(
  call: CallGateway,
  document: Parameters<CallGateway>[0],
  variables: Record<string, unknown>,
  shopper: ShopperContext,
): Promise<Record<string, unknown>> {
  const result = await call<Record<string, unknown>, Record<string, unknown>>(document, variables, shopper);
  if (!result.ok) throw new CatalogUnavailableError(result.reason);
  return result.data;
}

/**
 * Offers read through the GraphQL gateway with the basket's own persisted document
 * (`GET <gateway>?documentId=…&variables=…`, the shopper's tenant and locale): never by importing
 * catalog code, never from what a client sent. Any failure (network, timeout, non-2xx, GraphQL
 * errors without data, a subgraph left out) throws {@link CatalogUnavailableError}.
 */
export function createGatewayOfferSource(opts: GatewayOfferSourceOptions): OfferSource {
  const call = createGatewayCaller({ url: opts.gatewayUrl, fetch: opts.fetch });

  /** One GET of at most 100 skus; the raw list of offers, or CatalogUnavailableError. */
  async function ask(skus: readonly string[], shopper: ShopperContext): Promise<unknown[]> {
    const data = await askGateway(call, CATALOG_OFFERS_QUERY, { skus }, shopper);
    const list = data.catalogOffers;
    if (!Array.isArray(list)) throw new CatalogUnavailableError('no catalogOffers');
    return list;
  }

  return {
    async variations(productSku, shopper) {
      const data = await askGateway(call, PRODUCT_VARIATIONS_QUERY, { sku: productSku }, shopper);
      const product = data.product;
      if (product === null) return [];
      if (!isRecord(product) || !Array.isArray(product.variations))
        throw new CatalogUnavailableError('malformed product');
      return product.variations.flatMap((v) => (isRecord(v) && typeof v.sku === 'string' ? [v.sku] : []));
    },
    async offers(skus, shopper) {
      const unique = [...new Set(skus)];
      const chunks: string[][] = [];
      for (let i = 0; i < unique.length; i += MAX_SKUS_PER_CALL)
        chunks.push(unique.slice(i, i + MAX_SKUS_PER_CALL));
      const lists = await Promise.all(chunks.map(async (chunk) => ask(chunk, shopper)));
      const wanted = new Set(unique);
      const map = new Map<string, CatalogOffer>();
      for (const item of lists.flat()) {
        const offer = toCatalogOffer(item);
        if (offer && wanted.has(offer.sku)) map.set(offer.sku, offer);
      }
      return map;
    },
  };
}
