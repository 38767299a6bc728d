import { appError } from '@sf/contracts';
import { persistedDocumentId } from '@sf/gateway-client';
import { bodyLimit, errorResponse, isFormPost, originGuard, rateLimit, readBody } from '@sf/server-kit';
import { execute, parse } from 'graphql';
import { Hono } from 'hono';
import { RECOMMENDATIONS } from '../../shared/documents';
import { catalogText } from '../../shared/messages';
import { MAX_BODY_BYTES, type ServerDeps } from '../deps';
import { findProduct } from '../domain/product';
import { ratingVoter } from '../domain/rating-voter';
import { checkRating, listRatings, rateFeedback, RATINGS_PAGE_SIZE, storeRating } from '../domain/ratings';
import { backPath, formErrorPage } from '../form-post';
import type { createCatalogSchema } from '../graphql/schema';
import { customerOf, requestShop } from '@sf/remote-server';

const json = { 'cache-control': 'no-store' } as const;
const page = (raw: string | undefined) =>
  raw === undefined ? 1 : /^\d{1,4}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;

/**
 * `/api/inform/*`: ratings (`rating/all/get`, `rating/new/get`, `rating/new/store`, `rating/feedback`)
 * and recommendations (`POST graphql`, the persisted recommendations document only). POSTs pass
 * the origin check, a 16 KB limit and a per-address rate limit; bad input is a 4xx with a localized
 * message (a no-JavaScript form gets a page), and nothing is stored.
 */
export function informRoutes(deps: ServerDeps, schema: ReturnType<typeof createCatalogSchema>): Hono {
  const api = new Hono();
  // the persisted document id (as the gateway knows it), the only document this endpoint runs
  const recommendationsId = persistedDocumentId(RECOMMENDATIONS);
  api.post('*', originGuard({ trustedOrigins: [...deps.trustedOrigins] }));
  api.post('*', bodyLimit({ maxSize: MAX_BODY_BYTES }));
  api.post(
    '/rating/*',
    rateLimit({
      name: 'catalog-ratings',
      windowMs: 60_000,
      max: deps.ratingsPerMinute,
      ...(deps.rateLimitStore ? { store: deps.rateLimitStore } : {}),
    }),
  );

  api.get('/rating/all/get', async (c) => {
    const shop = requestShop(c.req.raw.headers);
    const p = page(c.req.query('page'));
    const starsRaw = c.req.query('stars');
    const stars =
      starsRaw === undefined || starsRaw === '' ? null : /^[1-5]$/.test(starsRaw) ? Number(starsRaw) : NaN;
    if (p === null || Number.isNaN(stars))
      return errorResponse(appError('API-400', catalogText(shop.locale, 'catalog.error.badRequest')));
    const result = await listRatings(deps.db, c.req.query('sku') ?? '', { page: p, stars });
    if (!result)
      return errorResponse(appError('API-404', catalogText(shop.locale, 'catalog.ratings.error.sku')));
    return c.json(result, 200, json);
  });

  api.get('/rating/new/get', async (c) => {
    const shop = requestShop(c.req.raw.headers);
    const product = await findProduct(deps.db, c.req.query('sku') ?? '', shop);
    if (!product)
      return errorResponse(appError('API-404', catalogText(shop.locale, 'catalog.ratings.error.sku')));
    return c.json(
      {
        sku: product.sku,
        productName: product.name,
        stars: [1, 2, 3, 4, 5],
        maxTitle: 100,
        minText: 10,
        maxText: 2000,
        maxAuthor: 50,
        pageSize: RATINGS_PAGE_SIZE,
      },
      200,
      json,
    );
  });

  api.post('/rating/new/store', async (c) => {
    const shop = requestShop(c.req.raw.headers);
    const body = await readBody(c, { maxBytes: MAX_BODY_BYTES });
    const checked = checkRating(body);
    const back = backPath(c, '/');
    if (!checked.ok) {
      const fieldErrors = Object.fromEntries(
        Object.entries(checked.errors).map(([f, id]) => [f, catalogText(shop.locale, id)]),
      );
      const message = catalogText(shop.locale, 'catalog.ratings.error.form');
      if (isFormPost(c)) return formErrorPage(shop.locale, 422, message, Object.values(fieldErrors), back);
      return errorResponse(appError('API-422', message, fieldErrors));
    }
    const id = await storeRating(deps.db, checked.value, shop.language);
    if (!id) {
      const message = catalogText(shop.locale, 'catalog.ratings.error.sku');
      return isFormPost(c)
        ? formErrorPage(shop.locale, 404, message, [], back)
        : errorResponse(appError('API-404', message));
    }
    const stored = catalogText(shop.locale, 'catalog.ratings.stored');
    if (isFormPost(c)) return c.redirect(`${back.split('#')[0]}#ratings`, 303);
    return c.json({ status: 'stored', id, message: stored }, 201, json);
  });

  api.post('/rating/feedback', async (c) => {
    const shop = requestShop(c.req.raw.headers);
    const body = await readBody(c, { maxBytes: MAX_BODY_BYTES });
    const helpful = body['helpful'] === 'true' ? true : body['helpful'] === 'false' ? false : null;
    if (helpful === null || !body['id'])
      return errorResponse(appError('API-400', catalogText(shop.locale, 'catalog.error.badRequest')));
    const counts = await rateFeedback(
      deps.db,
      body['id'],
      helpful,
      await ratingVoter(c.req.raw.headers, customerOf(c.req.raw.headers)),
    );
    if (!counts)
      return errorResponse(appError('API-404', catalogText(shop.locale, 'catalog.error.badRequest')));
    return c.json(counts, 200, json);
  });

  api.post('/graphql', async (c) => {
    const shop = requestShop(c.req.raw.headers);
    let body: { documentId?: unknown; variables?: unknown };
    try {
      body = (await c.req.json()) as typeof body;
    } catch {
      return errorResponse(appError('API-400', catalogText(shop.locale, 'catalog.error.badRequest')));
    }
    if (typeof body !== 'object' || body === null || body.documentId !== (await recommendationsId)) {
      return errorResponse(appError('API-400', catalogText(shop.locale, 'catalog.error.badRequest')));
    }
    const variables =
      typeof body.variables === 'object' && body.variables !== null
        ? (body.variables as Record<string, unknown>)
        : {};
    const result = await execute({
      schema,
      document: parse(RECOMMENDATIONS),
      variableValues: variables,
      contextValue: { db: deps.db, request: c.req.raw },
    });
    return c.json(result, result.errors && !result.data ? 400 : 200, json);
  });
  return api;
}
