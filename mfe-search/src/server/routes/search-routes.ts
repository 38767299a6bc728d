import { appError } from '@sf/contracts';
import { byClientIp, createMemoryRateLimitStore, errorResponse, rateLimit } from '@sf/server-kit';
import { Hono, type Context } from 'hono';
import { searchText } from '../../shared/messages';
import type { ServerDeps } from '../deps';
import { hitView, suggestionsView } from '../hits';
import { requestShop } from '@sf/remote-server';
import { searchInputOf } from '../search-input';
import { searchSeo } from '../seo';

const SHORT_CACHE = { 'cache-control': 'public, max-age=30' };

/**
 * `/api/search/searchv2`, `/filter`, `/seo`, `/suggest` (GET, shapes in the README). A missing or
 * empty term is a 400 with the spec's message; anything else gets results (possibly none).
 */
export function searchRoutes(deps: ServerDeps): Hono {
  const api = new Hono();
  const limits = deps.rateLimitStore ?? createMemoryRateLimitStore();
  api.use(
    '*',
    rateLimit({
      name: 'search-api',
      windowMs: 60_000,
      max: deps.searchPerMinute,
      key: byClientIp,
      store: limits,
    }),
  );

  const inputOf = (c: Context) => {
    const shop = requestShop(c.req.raw.headers);
    const input = searchInputOf(new URL(c.req.url).searchParams);
    return {
      shop,
      input,
      empty:
        input.term === ''
          ? errorResponse(appError('API-400', searchText(shop.locale, 'search.empty')))
          : null,
    };
  };
  const search = (c: Context) => {
    const { shop, input } = inputOf(c);
    return deps.engine.search({ ...input, language: shop.language, currency: shop.currency });
  };

  api.get('/searchv2', async (c) => {
    const { shop, input, empty } = inputOf(c);
    if (empty) return empty;
    const result = await search(c);
    return c.json(
      {
        ...result,
        hits: result.hits.map((h) => hitView(h, shop.locale)),
        offset: input.offset,
        limit: input.limit,
        sort: input.sort,
        currency: shop.currency,
      },
      200,
      SHORT_CACHE,
    );
  });

  api.get('/filter', async (c) => {
    const { empty } = inputOf(c);
    if (empty) return empty;
    const result = await search(c);
    return c.json(
      { term: result.term, correctedTerm: result.correctedTerm, total: result.total, facets: result.facets },
      200,
      SHORT_CACHE,
    );
  });

  api.get('/seo', async (c) => {
    const { shop, input, empty } = inputOf(c);
    if (empty) return empty;
    const result = await deps.engine.search({
      ...input,
      offset: 0,
      limit: 1,
      language: shop.language,
      currency: shop.currency,
    });
    const file = (await deps.seoFile?.(shop.locale)) ?? null;
    return c.json(
      searchSeo(input.term, result.total, shop.locale, deps.curatedTerms, file),
      200,
      SHORT_CACHE,
    );
  });

  api.get('/suggest', async (c) => {
    const { shop, input, empty } = inputOf(c);
    if (empty) return empty;
    const suggestions = await deps.engine.suggest(input.term, shop.language, shop.currency, 5);
    return c.json(suggestionsView(suggestions, shop.locale), 200, SHORT_CACHE);
  });
  return api;
}
