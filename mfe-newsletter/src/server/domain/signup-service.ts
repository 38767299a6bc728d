import type { Db } from '@sf/data';
import type { Locale, TenantId } from '@sf/contracts';
import { NEWSLETTER_CONSTANTS } from '../../shared/constants';
import {
  isBrandScope,
  isSalutation,
  type BrandScope,
  type Salutation,
} from '../../shared/newsletter-options';
import type { NewsletterContext } from './context';
import { newUrlToken, sha256Hex } from './crypto';
import { NewsletterError } from './errors';
import { confirmLink } from './links';
import { confirmationMail } from './mails';
import { enqueueMail } from './outbox';
import { lockByEmail, normalizeEmail, resumeElapsedPause, type SubscriptionRow } from './subscriptions';

/** A sign-up request from page 1 (already validated by the caller). */
export interface SignupRequest {
  readonly email: string;
  readonly salutation: Salutation;
  readonly brands: BrandScope;
  readonly tenant: TenantId;
  readonly locale: Locale;
  /** Shop origin (`https://de.example`) for the links in the mails. */
  readonly origin: string;
}

/** Outcome of a sign-up: `pending` → page 2 (mail sent), `existing` → page 4 (no mail). */
export type SignupOutcome = 'pending' | 'existing';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function issueToken(tx: Db, sub: SubscriptionRow, origin: string, now: Date): Promise<void> {
  const token = newUrlToken();
  const expires = new Date(now.getTime() + NEWSLETTER_CONSTANTS.confirmationTokenHours * 3600_000);
  await tx.query(
    'INSERT INTO confirmation_tokens (token_hash, subscription_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [await sha256Hex(token), sub.id, now.toISOString(), expires.toISOString()],
  );
  const mail = confirmationMail({
    to: sub.email,
    locale: sub.locale,
    salutation: sub.salutation,
    confirmLink: confirmLink(origin, sub.locale, token),
  });
  await enqueueMail(tx, mail, now);
}

async function recentlyMailed(tx: Db, subscriptionId: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - NEWSLETTER_CONSTANTS.resendIntervalSeconds * 1000);
  const { rows } = await tx.query(
    'SELECT 1 FROM confirmation_tokens WHERE subscription_id = $1 AND used_at IS NULL AND created_at > $2 LIMIT 1',
    [subscriptionId, since.toISOString()],
  );
  return rows.length > 0;
}

/**
 * Page 1 submitted. A new address becomes `pending` and gets a double opt-in mail; an active or
 * paused address is `existing` (no mail, nothing changes); a pending or unsubscribed address gets a
 * fresh token and a new mail, except when one was sent within the last minute (a repeated submit
 * or retry sends no second mail). All in one transaction.
 */
export async function requestSignup(ctx: NewsletterContext, req: SignupRequest): Promise<SignupOutcome> {
  const email = normalizeEmail(req.email);
  if (!EMAIL_SHAPE.test(email) || email.length > 254) throw new NewsletterError('invalid-input', 'email');
  if (!isSalutation(req.salutation)) throw new NewsletterError('invalid-input', 'salutation');
  if (!isBrandScope(req.brands)) throw new NewsletterError('invalid-input', 'brands');
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await resumeElapsedPause(tx, email, now);
    const inserted = await tx.query<SubscriptionRow>(
      `INSERT INTO subscriptions (email, salutation, brands, tenant, locale, shop_origin, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
       ON CONFLICT (email) DO NOTHING RETURNING *`,
      [email, req.salutation, req.brands, req.tenant, req.locale, req.origin, now.toISOString()],
    );
    const created = inserted.rows[0];
    if (created) {
      await issueToken(tx, created, req.origin, now);
      return 'pending';
    }
    const sub = await lockByEmail(tx, email);
    if (!sub) throw new Error('subscription vanished during sign-up');
    if (sub.status === 'active' || sub.status === 'paused') return 'existing';
    if (sub.status === 'pending' && (await recentlyMailed(tx, sub.id, now))) return 'pending';
    const updated = await tx.query<SubscriptionRow>(
      `UPDATE subscriptions SET status = 'pending', salutation = $2, brands = $3, tenant = $4, locale = $5,
         shop_origin = $6, updated_at = $7
       WHERE id = $1 RETURNING *`,
      [sub.id, req.salutation, req.brands, req.tenant, req.locale, req.origin, now.toISOString()],
    );
    await issueToken(tx, updated.rows[0] ?? sub, req.origin, now);
    return 'pending';
  });
}
