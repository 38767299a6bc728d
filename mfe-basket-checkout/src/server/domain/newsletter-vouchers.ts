/**
 * The newsletter's welcome voucher (15 EUR, 90 EUR minimum, single use), asked through the gateway
 * (decision 0086): the newsletter domain issues it and knows whether it was redeemed; the basket
 * never imports newsletter code. The newsletter subgraph answers only calls signed with the shared
 * voucher secret (`NEWSLETTER_VOUCHER_SECRET`), so a shopper at the gateway can neither probe codes
 * nor burn someone's voucher.
 */
import { createGatewayCaller, type GatewayShopper, type HostFetch } from '@sf/remote-server';
import { hmacSha256Base64Url } from '@sf/server-kit';
import {
  NEWSLETTER_VOUCHER_QUERY,
  REDEEM_NEWSLETTER_VOUCHER_MUTATION,
} from '../../shared/newsletter-voucher-documents';

/** A newsletter voucher's terms as the newsletter answers them (integer cents). */
export interface NewsletterVoucherTerms {
  readonly code: string;
  readonly valueCents: number;
  readonly currency: string;
  readonly minimumOrderCents: number;
  readonly validUntil: Date;
  readonly redeemed: boolean;
}

/** A redemption's answer: done for this order (now or before), by another order, or no such code. */
export type NewsletterRedeemStatus = 'redeemed' | 'already-redeemed' | 'unknown';

/**
 * Which shop the call is for (the preset's `GatewayShopper`): the composer in front of the gateway
 * reads it from `Host`; its origin passes the subgraph's origin check.
 */
export type NewsletterCallShop = GatewayShopper;

/** The newsletter could not be asked (down, slow, refused, malformed): nothing is decided on it. */
export class NewsletterUnavailableError extends Error {
  constructor(reason: string) {
    super(`newsletter vouchers unavailable: ${reason}`);
    this.name = 'NewsletterUnavailableError';
  }
}

/** Where newsletter vouchers are looked up and redeemed. */
export interface NewsletterVoucherSource {
  lookup(code: string, shop: NewsletterCallShop): Promise<NewsletterVoucherTerms | null>;
  redeem(code: string, orderReference: string, shop: NewsletterCallShop): Promise<NewsletterRedeemStatus>;
}

/** The newsletter's proof: base64url HMAC-SHA256 of call, code, order reference and time, one per line. */
export async function signNewsletterCall(
  secret: string,
  call: 'lookup' | 'redeem',
  code: string,
  reference: string,
  issuedAt: string,
): Promise<{ issuedAt: string; signature: string }> {
  const message = `newsletter-voucher:${call}\n${code}\n${reference}\n${issuedAt}`;
  return { issuedAt, signature: await hmacSha256Base64Url(secret, message) };
}

/** Options of {@link createGatewayNewsletterVoucherSource}. */
export interface GatewayNewsletterVoucherOptions {
  /** The gateway's internal address (`SF_GATEWAY_URL`). */
  readonly gatewayUrl: string;
  readonly secret: string;
  /** A fetch that honours a `host` header (the Node adapter's). */
  readonly fetch: HostFetch;
  readonly now?: () => Date;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isCents = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** Runtime check of the newsletter's answer: anything malformed is an unavailable newsletter, never trusted. */
export function toNewsletterTerms(v: unknown): NewsletterVoucherTerms | null | undefined {
  if (v === null) return null;
  if (!isRecord(v)) return undefined;
  const until = typeof v.validUntil === 'string' ? new Date(v.validUntil) : null;
  const ok =
    typeof v.code === 'string' &&
    isCents(v.valueCents) &&
    v.valueCents > 0 &&
    typeof v.currency === 'string' &&
    isCents(v.minimumOrderCents) &&
    until &&
    !Number.isNaN(until.getTime()) &&
    typeof v.redeemed === 'boolean';
  if (!ok) return undefined;
  return {
    code: v.code as string,
    valueCents: v.valueCents as number,
    currency: v.currency as string,
    minimumOrderCents: v.minimumOrderCents as number,
    validUntil: until,
    redeemed: v.redeemed as boolean,
  };
}

const REDEEM_STATUS: Readonly<Record<string, NewsletterRedeemStatus>> = {
  REDEEMED: 'redeemed',
  ALREADY_REDEEMED: 'already-redeemed',
  UNKNOWN: 'unknown',
};

/**
 * The newsletter's vouchers through the gateway with the basket's persisted documents, on the remote
 * server preset's `callGateway` (its header policy, its 5 s limit) as the shopper's shop; the look-up
 * by POST as well, so the proof never stands in a URL. Any failure (network, timeout, a refused
 * proof, GraphQL errors, the subgraph left out) throws {@link NewsletterUnavailableError}.
 */
export function createGatewayNewsletterVoucherSource(
  opts: GatewayNewsletterVoucherOptions,
): NewsletterVoucherSource {
  const call = createGatewayCaller({ url: opts.gatewayUrl, fetch: opts.fetch });
  const now = opts.now ?? (() => new Date());

  async function ask(
    kind: 'lookup' | 'redeem',
    code: string,
    reference: string,
    shop: NewsletterCallShop,
  ): Promise<Record<string, unknown>> {
    const proof = await signNewsletterCall(opts.secret, kind, code, reference, now().toISOString());
    const result =
      kind === 'lookup'
        ? await call<Record<string, unknown>, Record<string, unknown>>(
            NEWSLETTER_VOUCHER_QUERY,
            { code, proof },
            shop,
            { post: true },
          )
        : await call<Record<string, unknown>, Record<string, unknown>>(
            REDEEM_NEWSLETTER_VOUCHER_MUTATION,
            { code, orderReference: reference, proof },
            shop,
          );
    const field = kind === 'lookup' ? 'newsletterVoucher' : 'redeemNewsletterVoucher';
    if (!result.ok) throw new NewsletterUnavailableError(result.reason);
    if (result.errors.length || !(field in result.data))
      throw new NewsletterUnavailableError(result.errors[0] ?? 'no data');
    return result.data;
  }

  return {
    async lookup(code, shop) {
      const terms = toNewsletterTerms((await ask('lookup', code, '', shop)).newsletterVoucher);
      if (terms === undefined) throw new NewsletterUnavailableError('malformed voucher');
      return terms;
    },
    async redeem(code, orderReference, shop) {
      const result = (await ask('redeem', code, orderReference, shop)).redeemNewsletterVoucher;
      const status =
        isRecord(result) && typeof result.status === 'string' ? REDEEM_STATUS[result.status] : undefined;
      if (!status) throw new NewsletterUnavailableError('malformed redemption');
      return status;
    },
  };
}
