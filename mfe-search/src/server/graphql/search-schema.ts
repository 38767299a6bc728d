import { makeExecutableSchema } from '@sf/server-kit';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { searchText } from '../../shared/messages';
import type { ServerDeps } from '../deps';
import { hitView } from '../hits';
import { requestShop } from '@sf/remote-server';
import { searchInputOf } from '../search-input';

/**
 * SDL of the search subgraph (decision 0186): the spec's unkeyed type `SearchQueryResult`, the
 * result of `searchv2` (README "APIs"). Types prefixed `Search` so the gateway stitches them cleanly.
 */
export const SEARCH_TYPE_DEFS = /* GraphQL */ `
  type SearchHit {
    sku: String!
    name: String!
    brand: String!
    category: String!
    "cents of the result's currency"
    price: Int!
    oldPrice: Int
    "rating on a scale of 10"
    rating10: Float!
    ratingCount: Int!
    imageId: String
    colours: [String!]!
    sizes: [String!]!
    "the product page's path in the shopper's language"
    url: String!
  }

  type SearchFacetValue {
    value: String!
    count: Int!
    selected: Boolean!
  }

  type SearchPriceRange {
    min: Int!
    max: Int!
  }

  type SearchFacets {
    brand: [SearchFacetValue!]!
    colour: [SearchFacetValue!]!
    size: [SearchFacetValue!]!
    price: SearchPriceRange
  }

  "The result of a site search (spec: SearchQueryResult), as GET /api/search/searchv2 answers it."
  type SearchQueryResult {
    term: String!
    "set when the term as typed found nothing and its typos were corrected"
    correctedTerm: String
    total: Int!
    offset: Int!
    limit: Int!
    sort: String!
    currency: String!
    hits: [SearchHit!]!
    facets: SearchFacets!
    didYouMean: [String!]!
  }

  input SearchFilterInput {
    brand: [String!]
    colour: [String!]
    size: [String!]
    "whole units of the currency"
    min: Int
    max: Int
  }

  type Query {
    "A site search in the shopper's shop (x-sf-locale); an empty term is refused with the spec's message."
    searchQuery(
      term: String!
      offset: Int
      limit: Int
      sort: String
      filter: SearchFilterInput
    ): SearchQueryResult!
  }
`;

interface Args {
  readonly term: string;
  readonly offset?: number | null;
  readonly limit?: number | null;
  readonly sort?: string | null;
  readonly filter?: {
    brand?: string[] | null;
    colour?: string[] | null;
    size?: string[] | null;
    min?: number | null;
    max?: number | null;
  } | null;
}

/** The arguments as the REST API's query parameters, so both read them with the same rules. */
function paramsOf(a: Args): URLSearchParams {
  const p = new URLSearchParams({ q: a.term });
  if (a.offset != null) p.set('offset', String(a.offset));
  if (a.limit != null) p.set('limit', String(a.limit));
  if (a.sort != null) p.set('sort', a.sort);
  for (const key of ['brand', 'colour', 'size'] as const)
    for (const v of (a.filter?.[key] ?? []).slice(0, 20)) p.append(key, v);
  if (a.filter?.min != null) p.set('min', String(a.filter.min));
  if (a.filter?.max != null) p.set('max', String(a.filter.max));
  return p;
}

/** What every resolver gets. */
export interface SearchGraphqlContext {
  readonly deps: ServerDeps;
  readonly request: Request;
}

/** The search subgraph: `searchQuery` (spec type `SearchQueryResult`). */
export function createSearchSchema(): GraphQLSchema {
  return makeExecutableSchema<SearchGraphqlContext>({
    typeDefs: SEARCH_TYPE_DEFS,
    resolvers: {
      Query: {
        searchQuery: async (_root: unknown, args: Args, { deps, request }: SearchGraphqlContext) => {
          const shop = requestShop(request.headers);
          const input = searchInputOf(paramsOf(args));
          if (input.term === '') {
            throw new GraphQLError(searchText(shop.locale, 'search.empty'), {
              extensions: { code: 'BAD_USER_INPUT', field: 'term' },
            });
          }
          const result = await deps.engine.search({
            ...input,
            language: shop.language,
            currency: shop.currency,
          });
          return {
            ...result,
            hits: result.hits.map((h) => hitView(h, shop.locale)),
            offset: input.offset,
            limit: input.limit,
            sort: input.sort,
            currency: shop.currency,
          };
        },
      },
    },
  });
}
