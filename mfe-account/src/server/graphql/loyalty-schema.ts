import { localeOfRequest, makeExecutableSchema } from '@sf/server-kit';
import type { GraphQLSchema } from 'graphql';
import type { ServerDeps } from '../deps';
import { LOYALTY_RULE } from '../domain/loyalty';
import { tenantOf } from '../request-session';
import { areaAuth } from '../routes/area-context';
import { loyaltyOf } from '../routes/loyalty-context';

/**
 * SDL of the account subgraph (decision 0185): the spec's unkeyed type `LoyaltyProgram`, the
 * session customer's bonus points. Every type is prefixed so the gateway stitches it without clashes.
 */
export const ACCOUNT_TYPE_DEFS = /* GraphQL */ `
  "One booking of bonus points: an order's points on the order's day."
  type LoyaltyBooking {
    "ISO day"
    bookedOn: String!
    "order"
    kind: String!
    "the order number"
    reference: String!
    points: Int!
  }

  "The bonus programme as the session customer takes part in it (spec: LoyaltyProgram)."
  type LoyaltyProgram {
    member: Boolean!
    "ISO instant of joining; null for a customer who does not take part"
    since: String
    "null when the orders cannot be read now (the balance is then unknown, not 0)"
    balance: Int
    bookings: [LoyaltyBooking!]!
    "points per full unit of the shop's currency of an order's goods after its voucher"
    pointsPerCurrencyUnit: Int!
  }

  type Query {
    "The logged-in customer's bonus points; null for a visitor or a soft-logged-in session."
    loyaltyProgram: LoyaltyProgram
  }
`;

/** What every resolver gets. */
export interface AccountGraphqlContext {
  readonly deps: ServerDeps;
  readonly request: Request;
}

/** The account subgraph: `loyaltyProgram`, from the verified session only (never an id argument). */
export function createAccountSchema(): GraphQLSchema {
  return makeExecutableSchema<AccountGraphqlContext>({
    typeDefs: ACCOUNT_TYPE_DEFS,
    resolvers: {
      Query: {
        loyaltyProgram: async (_root: unknown, _args: unknown, { deps, request }: AccountGraphqlContext) => {
          const auth = await areaAuth(deps, request.headers);
          if (!auth.customer || !auth.strong) return null;
          const view = await loyaltyOf(deps, request.headers, auth.customer.id, {
            tenant: tenantOf(request.headers),
            locale: localeOfRequest(request.headers),
            requestId: request.headers.get('x-sf-request-id'),
          });
          return {
            member: view.account.member,
            since: view.account.since,
            balance: view.ordersAvailable ? view.account.balance : null,
            bookings: view.account.bookings,
            pointsPerCurrencyUnit: LOYALTY_RULE.pointsPerCurrencyUnit,
          };
        },
      },
    },
  });
}
