import { localeOfRequest, makeExecutableSchema } from '@sf/server-kit';
import { tenantOfLocale, type PublicOrigins } from '@sf/tenant-config';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { NEWSLETTER_CONSTANTS } from '../../shared/constants';
import {
  BRAND_SCOPES,
  DEFAULT_UNSUBSCRIBE_OPTION,
  PAUSE_DAYS,
  SALUTATIONS,
  UNSUBSCRIBE_OPTIONS,
} from '../../shared/newsletter-options';
import {
  findNewsletterVoucher,
  orderReferenceOf,
  redeemNewsletterVoucher,
  verifyVoucherProof,
  voucherCodeOf,
  type NewsletterContext,
  type VoucherCall,
  type VoucherProof,
} from '../domain';
import { serverText } from '../domain/mail-intl';
import { signupUseCase, unsubscribeUseCase, type RawInput } from '../use-cases';

/** What every resolver gets: the services' context and the request (for locale and origin). */
export interface GraphqlContext {
  readonly newsletter: NewsletterContext;
  readonly request: Request;
  /** Where mailed links point, per shop. */
  readonly publicOrigins: PublicOrigins;
}

const fieldErrorList = (errors: Readonly<Record<string, string>>) =>
  Object.entries(errors).map(([field, message]) => ({ field, message }));

const info = (context: GraphqlContext, input: RawInput) => {
  const locale = localeOfRequest(context.request.headers, input.locale);
  return { locale, origin: context.publicOrigins[tenantOfLocale(locale)] };
};

/**
 * The voucher fields answer only the basket-checkout server (decision 0086): a shopper reaching the
 * gateway directly could otherwise probe codes or burn someone's voucher. Same refusal for every
 * failed check, so it tells nothing about the code.
 */
async function checkProof(
  context: GraphqlContext,
  call: VoucherCall,
  code: string | null,
  reference: string,
  proof: VoucherProof,
): Promise<string> {
  const ok =
    code !== null &&
    (await verifyVoucherProof(
      context.newsletter.voucherSecret ?? null,
      call,
      code,
      reference,
      proof,
      context.newsletter.now(),
    ));
  if (!ok || code === null) throw new GraphQLError('Forbidden.', { extensions: { code: 'FORBIDDEN' } });
  return code;
}

const STATUS = { redeemed: 'REDEEMED', 'already-redeemed': 'ALREADY_REDEEMED', unknown: 'UNKNOWN' } as const;

/** The newsletter subgraph: `newsletterOptions`, `subscribeNewsletter`, `unsubscribeNewsletter`, and the basket's voucher fields. */
export function createNewsletterSchema(typeDefs: string): GraphQLSchema {
  return makeExecutableSchema<GraphqlContext>({
    typeDefs,
    resolvers: {
      Query: {
        newsletterOptions: (_root: unknown, args: { locale?: string | null }, context: GraphqlContext) => {
          const locale = localeOfRequest(context.request.headers, args.locale);
          const t = (id: string) => serverText(locale, id);
          return {
            salutations: SALUTATIONS.map((value) => ({ value, label: t(`newsletter.salutation.${value}`) })),
            brands: BRAND_SCOPES.map((value) => ({ value, label: t(`newsletter.brands.${value}`) })),
            unsubscribeOptions: UNSUBSCRIBE_OPTIONS.map((value) => ({
              value,
              label: t(`newsletter.unsubscribe.option.${value}`),
            })),
            defaultUnsubscribeOption: DEFAULT_UNSUBSCRIBE_OPTION,
            pauseDays: [...PAUSE_DAYS],
            voucherValueEur: NEWSLETTER_CONSTANTS.voucherValueEur,
            voucherMinimumOrderEur: NEWSLETTER_CONSTANTS.voucherMinimumOrderEur,
          };
        },
        newsletterVoucher: async (
          _root: unknown,
          args: { code: string; proof: VoucherProof },
          context: GraphqlContext,
        ) => {
          const code = await checkProof(context, 'lookup', voucherCodeOf(args.code), '', args.proof);
          const terms = await findNewsletterVoucher(context.newsletter.db, code);
          return terms && { ...terms, validUntil: terms.validUntil.toISOString() };
        },
      },
      Mutation: {
        subscribeNewsletter: async (_root: unknown, args: { input: RawInput }, context: GraphqlContext) => {
          const answer = await signupUseCase(context.newsletter, args.input, info(context, args.input));
          if (answer.status === 'invalid') {
            return { status: 'INVALID', nextPath: null, fieldErrors: fieldErrorList(answer.fieldErrors) };
          }
          return {
            status: answer.status === 'pending' ? 'PENDING' : 'EXISTING',
            nextPath: answer.nextPath,
            fieldErrors: [],
          };
        },
        unsubscribeNewsletter: async (_root: unknown, args: { input: RawInput }, context: GraphqlContext) => {
          const answer = await unsubscribeUseCase(context.newsletter, args.input, info(context, args.input));
          if (answer.status === 'invalid') {
            const locale = localeOfRequest(context.request.headers, args.input.locale);
            return {
              status: 'INVALID',
              action: null,
              frequency: null,
              pausedUntil: null,
              message: serverText(
                locale,
                answer.unknownOption ? 'newsletter.error.unknownOption' : 'newsletter.error.checkInput',
              ),
              fieldErrors: fieldErrorList(answer.fieldErrors),
            };
          }
          return {
            status: 'REQUESTED',
            action: null,
            frequency: null,
            pausedUntil: null,
            message: answer.message,
            fieldErrors: [],
          };
        },
        redeemNewsletterVoucher: async (
          _root: unknown,
          args: { code: string; orderReference: string; proof: VoucherProof },
          context: GraphqlContext,
        ) => {
          const reference = orderReferenceOf(args.orderReference);
          const code = await checkProof(
            context,
            'redeem',
            reference === null ? null : voucherCodeOf(args.code),
            reference ?? '',
            args.proof,
          );
          const result = await redeemNewsletterVoucher(
            context.newsletter.db,
            code,
            reference ?? '',
            context.newsletter.now(),
          );
          return { status: STATUS[result.status], redeemedAt: result.redeemedAt?.toISOString() ?? null };
        },
      },
    },
  });
}
