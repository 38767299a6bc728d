import { appError } from '@sf/contracts';
import { CATALOG_CATEGORIES, type CatalogCategoryKey } from '../../categories';
import { errorResponse } from '@sf/server-kit';
import { Hono } from 'hono';
import { catalogText } from '../../shared/messages';
import type { ServerDeps } from '../deps';
import { listCategory } from '../domain/listing';
import { EMPTY_FILTER } from '../domain/listing-input';
import { recommendationsFor } from '../domain/recommendations';
import { tileView } from '../pages/plan-category';
import { requestShop } from '@sf/remote-server';
import { marketingConsent } from './marketing-consent';

/** Page types a personalisation campaign is asked for (spec section 7: `{type}`). */
export const PERSONALISATION_TYPES = ['product', 'category'] as const;
/** Recommendations per answer. */
export const PERSONALISATION_LIMIT = 8;
/** A tracking identifier's place when there is none (no session yet, no e-mail, or no consent). */
export const NO_IDENTIFIER = '-';

const SKU = /^\d{6}$/;
const SESSION = /^[A-Za-z0-9_-]{1,64}$/;
const HASHED_EMAIL = /^[a-f0-9]{64}$/;
const CATEGORY_KEYS: ReadonlySet<string> = new Set(CATALOG_CATEGORIES.map((c) => c.key));

/**
 * `GET /api/dynamicyield/{type}/{id}/{session}/{hashedEmail}` (spec section 7): the personalisation a
 * campaign gives a page, answered from the shop's own recommendations (decision 0191) — `product`
 * (`id` a sku: products of its category, topsellers first) or `category` (`id` a category key: its
 * topsellers). `{ type, id, source: 'shop', items: [tile] }`, `cache-control: no-store`.
 *
 * The tracking identifiers (`session`, `hashedEmail`: a SHA-256 hex of the normalized e-mail, or `-`)
 * are checked and then neither stored nor logged nor used: the shop's answer is the same for every
 * visitor. They may only be sent with marketing consent (C0004 in the consent cookie): identifiers
 * without it → 403; malformed parts → 400 (localized); unknown product or category → 404.
 */
export function personalisationRoutes(deps: ServerDeps): Hono {
  const api = new Hono();
  api.get('/:type/:id/:session/:hashedEmail', async (c) => {
    const shop = requestShop(c.req.raw.headers);
    const { type, id, session, hashedEmail } = c.req.param();
    const bad = () =>
      errorResponse(appError('API-400', catalogText(shop.locale, 'catalog.error.badRequest')));
    if (!(PERSONALISATION_TYPES as readonly string[]).includes(type)) return bad();
    if (session !== NO_IDENTIFIER && !SESSION.test(session)) return bad();
    if (hashedEmail !== NO_IDENTIFIER && !HASHED_EMAIL.test(hashedEmail)) return bad();
    const identified = session !== NO_IDENTIFIER || hashedEmail !== NO_IDENTIFIER;
    const secure =
      (c.req.header('x-forwarded-proto') ?? new URL(c.req.url).protocol.replace(':', '')) === 'https';
    if (identified && !marketingConsent(c.req.header('cookie'), secure))
      return errorResponse(appError('API-403', catalogText(shop.locale, 'catalog.personalisation.consent')));
    let tiles;
    if (type === 'product') {
      if (!SKU.test(id)) return bad();
      tiles = await recommendationsFor(deps.db, id, PERSONALISATION_LIMIT, shop);
      if (tiles.length === 0)
        return errorResponse(appError('API-404', catalogText(shop.locale, 'catalog.ratings.error.sku')));
    } else {
      if (!CATEGORY_KEYS.has(id)) return bad();
      const list = await listCategory(
        deps.db,
        id as CatalogCategoryKey,
        { filter: EMPTY_FILTER, sort: 'topseller', page: 1 },
        shop,
      );
      tiles = list.products.slice(0, PERSONALISATION_LIMIT);
    }
    return c.json({ type, id, source: 'shop', items: tiles.map((t) => tileView(t, shop)) }, 200, {
      'cache-control': 'no-store',
    });
  });
  return api;
}
