import {
  parseUnsubscribeOption,
  toPauseDays,
  type Frequency,
  type UnsubscribeAction,
} from '../../shared/newsletter-options';
import type { NewsletterContext } from './context';
import { NewsletterError } from './errors';
import { verifyMailingToken } from './mailing-token';
import { closeOpenTokens, lockByEmail, lockById, normalizeEmail, resumeElapsedPause } from './subscriptions';

/** The unsubscribe form as submitted: address, radio value, and the pause days when pausing. */
export interface UnsubscribeRequest {
  readonly email: string;
  /** One of the seven radio values (`frequency|0` … `unsubscribe|99`). */
  readonly newsletter: string;
  readonly pauseDays?: number | string | null;
}

/** What an unsubscribe request did. */
export type UnsubscribeOutcome =
  | { readonly status: 'updated'; readonly action: 'unsubscribe' | 'unsubscribeFlexikonto' }
  | { readonly status: 'updated'; readonly action: 'frequency'; readonly frequency: Frequency }
  | { readonly status: 'updated'; readonly action: 'pause'; readonly pausedUntil: string }
  /** 'Zu dieser E-Mail gibt es keine Newsletteranmeldung.' */
  | { readonly status: 'not-found' };

/**
 * Applies one option of the unsubscribe form (all idempotent: repeating a request changes nothing
 * more): `frequency|n` sets the frequency, `pause|-100` pauses until now + 7/14/21/30 days,
 * `unsubscribeFlexikonto|98` opts out of the Flexikonto newsletter, `unsubscribe|99` unsubscribes.
 * An address without a subscription — or, for frequency and pause, without a confirmed one — is
 * `not-found`. An unknown option throws `unknown-option`, pause without valid days `invalid-input`.
 */
export async function unsubscribe(
  ctx: NewsletterContext,
  req: UnsubscribeRequest,
): Promise<UnsubscribeOutcome> {
  const action: UnsubscribeAction | null = parseUnsubscribeOption(req.newsletter);
  if (!action) throw new NewsletterError('unknown-option', 'newsletter');
  const days = action.type === 'pause' ? toPauseDays(req.pauseDays) : null;
  if (action.type === 'pause' && days === null) throw new NewsletterError('invalid-input', 'pauseDays');
  const email = normalizeEmail(req.email);
  const now = ctx.now();
  const at = now.toISOString();
  return ctx.db.transaction(async (tx) => {
    await resumeElapsedPause(tx, email, now);
    const sub = await lockByEmail(tx, email);
    if (!sub) return { status: 'not-found' };
    switch (action.type) {
      case 'unsubscribe':
        await tx.query(
          `UPDATE subscriptions SET status = 'unsubscribed', paused_until = NULL, updated_at = $2
           WHERE id = $1 AND status <> 'unsubscribed'`,
          [sub.id, at],
        );
        await closeOpenTokens(tx, sub.id, now);
        return { status: 'updated', action: 'unsubscribe' };
      case 'unsubscribeFlexikonto':
        await tx.query(
          'UPDATE subscriptions SET flexikonto_optout = true, updated_at = $2 WHERE id = $1 AND NOT flexikonto_optout',
          [sub.id, at],
        );
        return { status: 'updated', action: 'unsubscribeFlexikonto' };
      case 'frequency':
        if (sub.status !== 'active' && sub.status !== 'paused') return { status: 'not-found' };
        await tx.query('UPDATE subscriptions SET frequency = $2, updated_at = $3 WHERE id = $1', [
          sub.id,
          action.frequency,
          at,
        ]);
        return { status: 'updated', action: 'frequency', frequency: action.frequency };
      case 'pause': {
        if (sub.status !== 'active' && sub.status !== 'paused') return { status: 'not-found' };
        const until = new Date(now.getTime() + (days ?? 0) * 86_400_000).toISOString();
        await tx.query(
          `UPDATE subscriptions SET status = 'paused', paused_until = $2, updated_at = $3 WHERE id = $1`,
          [sub.id, until, at],
        );
        return { status: 'updated', action: 'pause', pausedUntil: until };
      }
    }
  });
}

/** Outcome of the unsubscribe link in a mail footer (or its one-click POST). */
export type MailingUnsubscribeOutcome = 'success' | 'not-found' | 'expired' | 'invalid';

/**
 * The unsubscribe button of a mail link's page was pressed (or a mail client posted the one-click
 * URL): a genuine, unexpired token of a subscribed address unsubscribes it (`success`); an address
 * that is gone or already unsubscribed is `not-found`; an old token is `expired`, a forged or damaged
 * one `invalid` (both change nothing). Database failures throw (the page shows the API error state).
 */
export async function mailingUnsubscribe(
  ctx: NewsletterContext,
  token: string,
): Promise<MailingUnsubscribeOutcome> {
  const now = ctx.now();
  const check = await verifyMailingToken(ctx.secret, token, now);
  if (check === null) return 'invalid';
  if (check === 'expired') return 'expired';
  return ctx.db.transaction(async (tx) => {
    const sub = await lockById(tx, check.subscriptionId);
    if (!sub || sub.status === 'unsubscribed') return 'not-found';
    await tx.query(
      `UPDATE subscriptions SET status = 'unsubscribed', paused_until = NULL, updated_at = $2 WHERE id = $1`,
      [sub.id, now.toISOString()],
    );
    await closeOpenTokens(tx, sub.id, now);
    return 'success';
  });
}
