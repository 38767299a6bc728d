import { appError } from '@sf/contracts';
import { rateLimit } from '@sf/server-kit';
import { Hono } from 'hono';
import type { ServerDeps } from '../deps';
import {
  findVoucher,
  normalizeCode,
  NewsletterUnavailableError,
  serverText,
  type BasketContext,
  type Voucher,
} from '../domain';
import { redeemedHere } from '../domain/vouchers';
import { basketRemote } from '../remote';
import { requestLocale, visitorOf } from '../request-info';

/** A voucher as `GET /api/voucher` explains it; a newsletter voucher also says whether it was used. */
type Explained = Pick<
  Voucher,
  'code' | 'valueCents' | 'currency' | 'minimumOrderCents' | 'customerGroup' | 'validUntil' | 'origin'
> & { readonly redeemed?: boolean };

/**
 * The basket's own voucher of `code`, else the newsletter's, read through the gateway (decision 0086;
 * never newsletter code). Read only: nothing is copied into the basket's table on a look-up.
 * Throws {@link NewsletterUnavailableError} when the newsletter cannot be asked.
 */
async function explain(ctx: BasketContext, code: string, headers: Headers): Promise<Explained | null> {
  const own = await findVoucher(ctx.db, code);
  if (own && own.origin === 'basket') return own;
  if (!ctx.newsletterVouchers) return own;
  const terms = await ctx.newsletterVouchers.lookup(code, visitorOf(headers).shopper);
  if (!terms) return null;
  // used: the newsletter says so, or an order here redeemed it before the newsletter heard of it
  const redeemed = terms.redeemed || (await redeemedHere(ctx.db, code));
  return {
    code,
    valueCents: terms.valueCents,
    currency: terms.currency,
    minimumOrderCents: terms.minimumOrderCents,
    customerGroup: 'all',
    validUntil: terms.validUntil,
    origin: 'newsletter',
    redeemed,
  };
}

/**
 * `GET /api/voucher?code=<code>`: the terms of a voucher (value, currency, minimum order value,
 * customer group, valid until, `origin` `basket` or `newsletter`; a newsletter voucher also
 * `redeemed`) so a page can explain it before it is redeemed; 404 with a localized message for an
 * unknown or malformed code, 503 while the newsletter cannot be asked. Read-only; limited per client
 * address (a code is a secret worth guessing: 30 look-ups a minute).
 */
export function voucherRoutes(deps: ServerDeps): Hono {
  const api = new Hono();
  api.use('*', basketRemote.refusals());
  api.use(
    '*',
    rateLimit({
      name: 'basket-voucher',
      windowMs: 60_000,
      max: 30,
      ...(deps.rateLimitStore ? { store: deps.rateLimitStore } : {}),
    }),
  );
  api.get('/', async (c) => {
    const locale = requestLocale(c.req.raw.headers);
    const code = normalizeCode(c.req.query('code'));
    let voucher: Explained | null;
    try {
      voucher = code ? await explain(deps.basket, code, c.req.raw.headers) : null;
    } catch (error) {
      if (!(error instanceof NewsletterUnavailableError)) throw error;
      const failure = {
        ...appError('API-503', serverText(locale, 'basket.voucher.unavailable')),
        reason: 'VOUCHER_UNAVAILABLE',
      };
      return c.json(
        { error: { code: failure.code, message: failure.message, reason: failure.reason } },
        503,
        { 'cache-control': 'no-store', 'retry-after': '60' },
      );
    }
    // with its own reason, so the platform refusals' generic text does not replace the message
    if (!voucher) {
      const error = {
        ...appError('API-404', serverText(locale, 'basket.voucher.invalid')),
        reason: 'VOUCHER_INVALID',
      };
      return c.json({ error: { code: error.code, message: error.message, reason: error.reason } }, 404, {
        'cache-control': 'no-store',
      });
    }
    return c.json(
      {
        voucher: {
          code: voucher.code,
          valueCents: voucher.valueCents,
          currency: voucher.currency,
          minimumOrderCents: voucher.minimumOrderCents,
          customerGroup: voucher.customerGroup,
          validUntil: voucher.validUntil.toISOString(),
          expired: voucher.validUntil.getTime() < Date.now(),
          origin: voucher.origin,
          ...(voucher.redeemed === undefined ? {} : { redeemed: voucher.redeemed }),
        },
      },
      200,
      { 'cache-control': 'no-store' },
    );
  });
  return api;
}
