/**
 * The newsletter's welcome voucher (15 EUR, 90 EUR minimum, single use), asked through the gateway
 * (decision 0086): the newsletter domain issues it and knows whether it was redeemed; the basket
 * never imports newsletter code. The newsletter subgraph answers only calls signed with the shared
 * voucher secret (`NEWSLETTER_VOUCHER_SECRET`), so a shopper at the gateway can neither probe codes
 * nor burn someone's voucher.
 */
import { persistedDocumentId } from '@sf/gateway-client';
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

/** Which shop the call is for: the composer in front of the gateway reads it from `Host`. */
export interface NewsletterCallShop {
  readonly host: string | null;
  readonly requestId: string | null;
}

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

const encoder = new TextEncoder();

/** The newsletter's proof: base64url HMAC-SHA256 of call, code, order reference and time, one per line. */
export async function signNewsletterCall(
  secret: string,
  call: 'lookup' | 'redeem',
  code: string,
  reference: string,
  issuedAt: string,
): Promise<{ issuedAt: string; signature: string }> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const sig = new Uint8Array(
    await crypto.subtle.sign(
      'HMAC',
      key,
      encoder.encode(`newsletter-voucher:${call}\n${code}\n${reference}\n${issuedAt}`),
    ),
  );
  let binary = '';
  for (const byte of sig) binary += String.fromCharCode(byte);
  return { issuedAt, signature: btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') };
}

/** Options of {@link createGatewayNewsletterVoucherSource}. */
export interface GatewayNewsletterVoucherOptions {
  /** The gateway's internal address (`SF_GATEWAY_URL`). */
  readonly gatewayUrl: string;
  readonly secret: string;
  /** POST that honours a `host` header (the Node adapter's `hostRequest`). */
  readonly post: (
    url: string,
    init: { method: 'POST'; headers: Headers; body: string; signal: AbortSignal },
  ) => Promise<Response>;
  /** Time the gateway has to answer (default 3000 ms). */
  readonly timeoutMs?: number;
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
 * The newsletter's vouchers through the gateway with the basket's persisted documents, POSTed as
 * the shopper's shop (`Host`, and that shop as `Origin` for the origin checks). Any failure (network,
 * timeout, a refused proof, GraphQL errors, the subgraph left out) throws {@link NewsletterUnavailableError}.
 */
export function createGatewayNewsletterVoucherSource(
  opts: GatewayNewsletterVoucherOptions,
): NewsletterVoucherSource {
  const timeoutMs = opts.timeoutMs ?? 3000;
  const now = opts.now ?? (() => new Date());
  const ids = {
    lookup: persistedDocumentId(NEWSLETTER_VOUCHER_QUERY),
    redeem: persistedDocumentId(REDEEM_NEWSLETTER_VOUCHER_MUTATION),
  };

  async function call(
    kind: 'lookup' | 'redeem',
    code: string,
    reference: string,
    shop: NewsletterCallShop,
  ): Promise<Record<string, unknown>> {
    const proof = await signNewsletterCall(opts.secret, kind, code, reference, now().toISOString());
    const host = shop.host ?? new URL(opts.gatewayUrl).host;
    // the internal call is plain http to the composer: the shop's host, its origin
    const headers = new Headers({
      accept: 'application/json',
      'content-type': 'application/json',
      host,
      origin: `http://${host}`,
    });
    if (shop.requestId) headers.set('x-sf-request-id', shop.requestId);
    const body =
      kind === 'lookup'
        ? {
            documentId: await ids.lookup,
            operationName: 'BasketNewsletterVoucher',
            variables: { code, proof },
          }
        : {
            documentId: await ids.redeem,
            operationName: 'BasketRedeemNewsletterVoucher',
            variables: { code, orderReference: reference, proof },
          };
    let json: unknown;
    try {
      const signal = AbortSignal.timeout(timeoutMs);
      // a race as well as the signal: a fetch that ignores the abort cannot hold the basket
      const timedOut = new Promise<never>((_, reject) =>
        signal.addEventListener(
          'abort',
          () => reject(new NewsletterUnavailableError(`no answer within ${timeoutMs} ms`)),
          { once: true },
        ),
      );
      timedOut.catch(() => undefined);
      const res = await Promise.race([
        opts.post(opts.gatewayUrl, { method: 'POST', headers, body: JSON.stringify(body), signal }),
        timedOut,
      ]);
      json = await res.json().catch(() => null);
    } catch (error) {
      if (error instanceof NewsletterUnavailableError) throw error;
      throw new NewsletterUnavailableError(String(error));
    }
    const data = isRecord(json) && isRecord(json.data) ? json.data : null;
    const field = kind === 'lookup' ? 'newsletterVoucher' : 'redeemNewsletterVoucher';
    if (
      !data ||
      !(field in data) ||
      (isRecord(json) && Array.isArray(json.errors) && json.errors.length > 0)
    ) {
      const first =
        isRecord(json) && Array.isArray(json.errors) && isRecord(json.errors[0])
          ? String(json.errors[0].message)
          : 'no data';
      throw new NewsletterUnavailableError(first);
    }
    return data;
  }

  return {
    async lookup(code, shop) {
      const terms = toNewsletterTerms((await call('lookup', code, '', shop)).newsletterVoucher);
      if (terms === undefined) throw new NewsletterUnavailableError('malformed voucher');
      return terms;
    },
    async redeem(code, orderReference, shop) {
      const result = (await call('redeem', code, orderReference, shop)).redeemNewsletterVoucher;
      const status =
        isRecord(result) && typeof result.status === 'string' ? REDEEM_STATUS[result.status] : undefined;
      if (!status) throw new NewsletterUnavailableError('malformed redemption');
      return status;
    },
  };
}
