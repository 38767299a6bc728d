import type { Db } from '@sf/data';
import type { Locale } from '@sf/contracts';
import { NEWSLETTER_CONSTANTS } from '../../shared/constants';
import type { NewsletterContext } from './context';
import { newVoucherCode, sha256Hex } from './crypto';
import { NewsletterError } from './errors';
import { mailingUnsubscribeLink, oneClickUnsubscribeLink, shopHomeLink } from './links';
import { mailingTokenExpiry, signMailingToken } from './mailing-token';
import { voucherMail } from './mails';
import { enqueueMail } from './outbox';
import { closeOpenTokens, lockById, type SubscriptionRow } from './subscriptions';
import type { VoucherTexts } from './voucher-texts';

/** Result of a confirmed sign-up (page 3). */
export interface Confirmation {
  readonly locale: Locale;
  /** True when this confirmation issued the welcome voucher (one per address, ever). */
  readonly voucherIssued: boolean;
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

interface TokenRow {
  subscription_id: string;
  expires_at: Date | string;
  used_at: Date | string | null;
}

async function createVoucher(
  tx: Db,
  sub: SubscriptionRow,
  now: Date,
): Promise<{ code: string; validUntil: Date }> {
  const c = NEWSLETTER_CONSTANTS;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const { rows } = await tx.query<{ code: string; valid_until: Date | string }>(
      `INSERT INTO vouchers (code, subscription_id, value_eur, minimum_order_eur, single_use, customer_group,
         valid_until, created_at)
       VALUES ($1, $2, $3, $4, true, $5, $6::timestamptz + make_interval(months => $7), $6)
       ON CONFLICT (code) DO NOTHING RETURNING code, valid_until`,
      [
        newVoucherCode(),
        sub.id,
        c.voucherValueEur,
        c.voucherMinimumOrderEur,
        c.voucherCustomerGroup,
        now.toISOString(),
        c.voucherValidMonths,
      ],
    );
    const row = rows[0];
    if (row) return { code: row.code, validUntil: new Date(row.valid_until) };
  }
  throw new Error('no free voucher code after 5 attempts');
}

/**
 * Page 3 reached with `?token=`: a valid token makes the subscription active, is used up (with any
 * other open token of the address), and on the first confirmation of an address issues the 15 €
 * voucher and writes the voucher mail (with the signed unsubscribe link) to the outbox — one
 * transaction. A forged token throws `token-invalid`, a replayed one `token-used`, an old one
 * `token-expired`; then nothing changes.
 */
export async function confirmSignup(
  ctx: NewsletterContext,
  token: string,
  /** The content bucket's voucher texts of the confirmation page's locale, used when it is the subscription's. */
  voucherTexts: { readonly locale: Locale; readonly texts: VoucherTexts } | null = null,
): Promise<Confirmation> {
  if (!TOKEN_SHAPE.test(token)) throw new NewsletterError('token-invalid');
  const hash = await sha256Hex(token);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<TokenRow>(
      'SELECT subscription_id, expires_at, used_at FROM confirmation_tokens WHERE token_hash = $1 FOR UPDATE',
      [hash],
    );
    const row = rows[0];
    if (!row) throw new NewsletterError('token-invalid');
    if (row.used_at !== null) throw new NewsletterError('token-used');
    if (new Date(row.expires_at).getTime() <= now.getTime()) throw new NewsletterError('token-expired');
    const sub = await lockById(tx, row.subscription_id);
    if (!sub) throw new NewsletterError('token-invalid');
    await closeOpenTokens(tx, sub.id, now);
    await tx.query(
      `UPDATE subscriptions SET status = 'active', confirmed_at = $2, paused_until = NULL, updated_at = $2 WHERE id = $1`,
      [sub.id, now.toISOString()],
    );
    const existing = await tx.query('SELECT 1 FROM vouchers WHERE subscription_id = $1', [sub.id]);
    if (existing.rows.length > 0) return { locale: sub.locale, voucherIssued: false };
    const voucher = await createVoucher(tx, sub, now);
    const mailToken = await signMailingToken(ctx.secret, sub.id, mailingTokenExpiry(now));
    await enqueueMail(
      tx,
      voucherMail({
        to: sub.email,
        locale: sub.locale,
        salutation: sub.salutation,
        code: voucher.code,
        validUntil: voucher.validUntil,
        shopLink: shopHomeLink(sub.shop_origin, sub.locale),
        unsubscribeLink: mailingUnsubscribeLink(sub.shop_origin, sub.locale, mailToken),
        oneClickLink: oneClickUnsubscribeLink(sub.shop_origin, mailToken),
        texts: voucherTexts?.locale === sub.locale ? voucherTexts.texts : null,
      }),
      now,
    );
    return { locale: sub.locale, voucherIssued: true };
  });
}
