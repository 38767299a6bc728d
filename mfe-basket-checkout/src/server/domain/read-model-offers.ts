import type { Db } from '@sf/data';
import { createAnswerCache } from '@sf/server-kit';
import type { CatalogOffer, OfferSource } from './catalog-offers';
import { readOffers, readVariations } from './offer-read-model';

/** Options of {@link createReadModelOfferSource}. */
export interface ReadModelOfferSourceOptions {
  readonly db: Db;
  /** Asked for what the read model does not hold yet: the catalog through the gateway. */
  readonly fallback: OfferSource;
  /**
   * Called (at most once per `behindGapMs`) when the fallback knew a sku the read model lacks: the
   * read model is behind, the follower should pass over the feed's changes now.
   */
  readonly onBehind?: () => void;
  /** How long a sku the catalog did not know is not asked again (default 60 s: about one feed pass). */
  readonly unknownTtlMs?: number;
  readonly behindGapMs?: number;
  readonly now?: () => number;
}

/**
 * The basket's offers from its own read model (decision 0220): one query of this domain's database,
 * no call across the composer. A sku it does not hold (a product newer than the last feed pass, or
 * none at all) is asked of the catalog through the gateway once: a known one is answered from
 * there and the follower is told to catch up (its pass stores the whole product, every shop's
 * prices and texts); an unknown one is remembered as unknown for `unknownTtlMs`, so a basket line
 * of a removed product does not cross the composer on every read. The gateway down while a sku is
 * missing: {@link CatalogUnavailableError} as before.
 */
export function createReadModelOfferSource(opts: ReadModelOfferSourceOptions): OfferSource {
  const now = opts.now ?? Date.now;
  const unknown = createAnswerCache({ max: 10_000, ttlMs: opts.unknownTtlMs ?? 60_000, now });
  const gap = opts.behindGapMs ?? 5_000;
  let behindAt = -Infinity;
  const behind = () => {
    if (!opts.onBehind || now() - behindAt < gap) return;
    behindAt = now();
    opts.onBehind();
  };
  return {
    async offers(skus, shopper) {
      const held = await readOffers(opts.db, skus, shopper);
      const missing = [...new Set(skus)].filter((s) => !held.has(s) && unknown.get(s) === undefined);
      if (!missing.length) return held;
      const fetched = await opts.fallback.offers(missing, shopper);
      for (const sku of missing) if (!fetched.has(sku)) unknown.set(sku, true);
      if (fetched.size) behind();
      return new Map<string, CatalogOffer>([...held, ...fetched]);
    },
    async variations(productSku, shopper) {
      const held = await readVariations(opts.db, productSku);
      if (held) return held;
      const fetched = opts.fallback.variations ? await opts.fallback.variations(productSku, shopper) : [];
      if (fetched.length) behind();
      return fetched;
    },
  };
}
