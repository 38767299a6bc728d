import { makeExecutableSchema } from '@sf/server-kit';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { calculateFrom, tenantOf } from '../calculate-input';
import { customerOf } from '../customer';
import type { ServerDeps } from '../deps';
import { clubStanding } from '../domain/club';

/** What every resolver gets: the server's dependencies and the request (tenant, session headers). */
export interface CreditGraphqlContext {
  readonly deps: ServerDeps;
  readonly request: Request;
}

const badInput = (field: string) =>
  new GraphQLError(`Invalid ${field}.`, { extensions: { code: 'BAD_USER_INPUT', field } });

/** The credit subgraph: `installmentData` (spec type `InstallmentData`) and `creditClub`. */
export function createCreditSchema(typeDefs: string): GraphQLSchema {
  return makeExecutableSchema<CreditGraphqlContext>({
    typeDefs,
    resolvers: {
      Query: {
        installmentData: (
          _root: unknown,
          args: { price: number; term?: number | null; paymentPause?: boolean | null },
          context: CreditGraphqlContext,
        ) => {
          if (!Number.isSafeInteger(args.price) || args.price < 0) throw badInput('price');
          const input = calculateFrom(tenantOf(context.request.headers), {
            price: String(args.price),
            ...(args.term != null ? { term: String(args.term) } : {}),
            pause: args.paymentPause ? '1' : '0',
          });
          if (!input.ok) {
            if (input.field === 'term') return null;
            throw badInput(input.field);
          }
          return { ...input.figures, currency: input.conditions.currency };
        },
        creditClub: async (_root: unknown, _args: unknown, context: CreditGraphqlContext) => {
          const customer = customerOf(context.request.headers, context.deps.devFeatures);
          return customer ? clubStanding(context.deps.db, customer.id) : null;
        },
      },
    },
  });
}
