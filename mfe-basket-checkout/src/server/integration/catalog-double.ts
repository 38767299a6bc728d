/**
 * Test support (not shipped): a tiny catalog-shaped subgraph implementing contract section 2
 * (`catalogOffers`) over a fixture, served over real HTTP. A test double of another domain, used
 * only inside this slice's tests (the real catalog is built in parallel).
 */
import { serve, type ServerType } from '@hono/node-server';
import { graphqlHandler, makeExecutableSchema, printSchemaHandler } from '@sf/server-kit';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';

const SDL = /* GraphQL */ `
  type Query {
    catalogOffers(skus: [ID!]!): [CatalogOffer!]!
    product(sku: ID!): Product
  }
  type Product {
    sku: ID!
    variations: [Variation!]!
  }
  type Variation {
    sku: ID!
  }
  type CatalogOffer {
    sku: ID!
    productSku: ID!
    productName: String!
    brand: String!
    variantLabel: String
    price: ProductPrice!
    available: Boolean!
    maxQuantity: Int!
    imageId: String
    url: String!
  }
  type ProductPrice {
    amount: Int!
    currency: String!
    oldAmount: Int
  }
`;

/** One fixture row: sku, EUR and CHF prices in cents, stock, names per language, variant label. */
export interface CatalogFixtureRow {
  readonly sku: string;
  readonly eur: number;
  readonly chf: number;
  readonly stock: number;
  readonly name: { readonly de: string; readonly fr: string; readonly nl: string };
  readonly label: string | null;
}

/** Fixture rows of the double. */
export const CATALOG_FIXTURE: readonly CatalogFixtureRow[] = [
  {
    sku: '123456-38',
    eur: 4999,
    chf: 5490,
    stock: 40,
    name: { de: 'Sommerkleid', fr: "Robe d'été", nl: 'Zomerjurk' },
    label: 'Rot, 38',
  },
  {
    sku: '123456-40',
    eur: 4999,
    chf: 5490,
    stock: 2,
    name: { de: 'Sommerkleid', fr: "Robe d'été", nl: 'Zomerjurk' },
    label: 'Rot, 40',
  },
  {
    sku: '555000-01',
    eur: 12900,
    chf: 13900,
    stock: 0,
    name: { de: 'Waschmaschine', fr: 'Lave-linge', nl: 'Wasmachine' },
    label: null,
  },
];

/** A running double: its subgraph URL, the tenants it was asked for, and `close()`. */
export interface CatalogDouble {
  readonly server: string;
  readonly tenantsSeen: string[];
  close(): Promise<void>;
}

/** Starts the catalog double on 127.0.0.1 (port 0): `/graphql`, `/graphql/sdl`, `/healthz`. */
export async function startCatalogDouble(): Promise<CatalogDouble> {
  const tenantsSeen: string[] = [];
  type Ctx = { tenant: string; language: 'de' | 'fr' | 'nl' };
  const schema = makeExecutableSchema<Ctx>({
    typeDefs: SDL,
    resolvers: {
      Query: {
        // the product's variations (`product(sku) { variations { sku } }`), for the wishlist's edit view
        product: (_r: unknown, args: { sku: string }) => {
          const rows = CATALOG_FIXTURE.filter((row) => row.sku.split('-')[0] === args.sku);
          return rows.length ? { sku: args.sku, variations: rows.map((row) => ({ sku: row.sku })) } : null;
        },
        catalogOffers: (_r: unknown, args: { skus: string[] }, ctx: Ctx) =>
          CATALOG_FIXTURE.filter((row) => args.skus.includes(row.sku)).map((row) => ({
            sku: row.sku,
            productSku: row.sku.split('-')[0],
            productName: row.name[ctx.language],
            brand: 'Nordlicht',
            variantLabel: row.label,
            price:
              ctx.tenant === 'CH'
                ? { amount: row.chf, currency: 'CHF', oldAmount: null }
                : { amount: row.eur, currency: 'EUR', oldAmount: null },
            available: row.stock > 0,
            maxQuantity: Math.min(row.stock, 99),
            imageId: null,
            url: `/p/artikel-${row.sku}`,
          })),
      },
    },
  });
  const app = new Hono();
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/graphql/sdl', printSchemaHandler(schema));
  app.on(
    ['GET', 'POST'],
    '/graphql',
    graphqlHandler({
      schema,
      context: (c): Ctx => {
        const tenant = c.req.header('x-sf-tenant') ?? 'DE';
        tenantsSeen.push(tenant);
        const lang = (c.req.header('x-sf-locale') ?? 'de').slice(0, 2);
        return { tenant, language: lang === 'fr' || lang === 'nl' ? lang : 'de' };
      },
    }),
  );
  const server = await new Promise<ServerType>((done) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => done(s));
  });
  return {
    server: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    tenantsSeen,
    close: () =>
      new Promise<void>((done) => {
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
        server.close(() => done());
      }),
  };
}
