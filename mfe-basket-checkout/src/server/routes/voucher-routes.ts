import { appError } from '@sf/contracts';
import { rateLimit } from '@sf/server-kit';
import { Hono } from 'hono';
import type { ServerDeps } from '../deps';
import { findVoucher, normalizeCode, serverText } from '../domain';
import { localizedRefusals } from '../http-refusals';
import { requestLocale } from '../request-info';

/**
 * `GET /api/voucher?code=<code>`: the terms of a voucher (value, currency, minimum order value,
 * customer group, valid until) so a page can explain it before it is redeemed; 404 with a
 * localized message for an unknown or malformed code. Read-only; limited per client address
 * (a code is a secret worth guessing: 30 look-ups a minute).
 */
export function voucherRoutes(deps: ServerDeps): Hono {
  const api = new Hono();
  api.use('*', localizedRefusals());
  api.use('*', rateLimit({ name: 'basket-voucher', windowMs: 60_000, max: 30, ...(deps.rateLimitStore ? { store: deps.rateLimitStore } : {}) }));
  api.get('/', async (c) => {
    const locale = requestLocale(c.req.raw.headers);
    const code = normalizeCode(c.req.query('code'));
    const voucher = code ? await findVoucher(deps.basket.db, code) : null;
    // with its own reason, so the platform refusals' generic text does not replace the message
    if (!voucher) {
      const error = { ...appError('API-404', serverText(locale, 'basket.voucher.invalid')), reason: 'VOUCHER_INVALID' };
      return c.json({ error: { code: error.code, message: error.message, reason: error.reason } }, 404, { 'cache-control': 'no-store' });
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
        },
      },
      200,
      { 'cache-control': 'no-store' },
    );
  });
  return api;
}
