import type { Locale } from '@sf/contracts';
import { NEWSLETTER_CONSTANTS } from '../../shared/constants';
import { parseUnsubscribeOption, toPauseDays } from '../../shared/newsletter-options';
import type { NewsletterContext } from './context';
import { newUrlToken, sha256Hex } from './crypto';
import { NewsletterError } from './errors';
import { unsubscribeConfirmLink } from './links';
import { serverText } from './mail-intl';
import { unsubscribeRequestMail } from './mails';
import { enqueueMail } from './outbox';
import { normalizeEmail } from './subscriptions';
import { unsubscribe, type UnsubscribeOutcome } from './unsubscribe-service';

/** A submit of the unsubscribe form, already validated by the caller. */
export interface UnsubscribeFormRequest {
  readonly email: string;
  readonly newsletter: string;
  readonly pauseDays?: number | string | null;
  readonly locale: Locale;
  /** Shop origin for the link in the mail. */
  readonly origin: string;
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The unsubscribe form was submitted: whether or not the address is subscribed, a confirmation
 * mail with a single-use link (valid {@link NEWSLETTER_CONSTANTS.unsubscribeRequestHours} h) goes to
 * it, and nothing else changes — so the reply cannot tell anyone whether an address is subscribed.
 * A repeated submit of the same choice within a minute sends no second mail.
 */
export async function requestUnsubscribe(ctx: NewsletterContext, req: UnsubscribeFormRequest): Promise<void> {
  const action = parseUnsubscribeOption(req.newsletter);
  if (!action) throw new NewsletterError('unknown-option', 'newsletter');
  const days = action.type === 'pause' ? toPauseDays(req.pauseDays) : null;
  if (action.type === 'pause' && days === null) throw new NewsletterError('invalid-input', 'pauseDays');
  const email = normalizeEmail(req.email);
  const now = ctx.now();
  const token = newUrlToken();
  const hash = await sha256Hex(token);
  await ctx.db.transaction(async (tx) => {
    const since = new Date(now.getTime() - NEWSLETTER_CONSTANTS.resendIntervalSeconds * 1000).toISOString();
    const recent = await tx.query(
      `SELECT 1 FROM unsubscribe_requests WHERE email = $1 AND option = $2 AND pause_days IS NOT DISTINCT FROM $3
         AND used_at IS NULL AND created_at > $4 LIMIT 1`,
      [email, req.newsletter, days, since],
    );
    if (recent.rows.length > 0) return;
    const expires = new Date(now.getTime() + NEWSLETTER_CONSTANTS.unsubscribeRequestHours * 3600_000);
    await tx.query(
      `INSERT INTO unsubscribe_requests (token_hash, email, option, pause_days, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [hash, email, req.newsletter, days, now.toISOString(), expires.toISOString()],
    );
    const choice = serverText(req.locale, `newsletter.unsubscribe.option.${req.newsletter}`);
    const mail = unsubscribeRequestMail({
      to: email,
      locale: req.locale,
      choice,
      confirmLink: unsubscribeConfirmLink(req.origin, req.locale, token),
    });
    await enqueueMail(tx, mail, now);
  });
}

/** What the page of a mailed unsubscribe link may offer (read only). */
export type UnsubscribeRequestCheck =
  { readonly status: 'open'; readonly newsletter: string } | { readonly status: 'invalid' };

interface RequestRow {
  email: string;
  option: string;
  pause_days: number | null;
  expires_at: Date | string;
  used_at: Date | string | null;
}

/** Reads (never changes) the request behind a mailed link: open with its choice, or invalid (unknown, used, expired). */
export async function checkUnsubscribeRequest(
  ctx: NewsletterContext,
  token: string,
): Promise<UnsubscribeRequestCheck> {
  if (!TOKEN_SHAPE.test(token)) return { status: 'invalid' };
  const { rows } = await ctx.db.query<RequestRow>(
    'SELECT * FROM unsubscribe_requests WHERE token_hash = $1',
    [await sha256Hex(token)],
  );
  const row = rows[0];
  if (!row || row.used_at !== null || new Date(row.expires_at).getTime() <= ctx.now().getTime())
    return { status: 'invalid' };
  return { status: 'open', newsletter: row.option };
}

/**
 * The button of a mailed unsubscribe link's page was pressed: the request is used up and its choice
 * applied — success per option, or the spec's 'Zu dieser E-Mail gibt es keine Newsletteranmeldung.'
 * (`not-found`) for an address without a (confirmed) subscription. An unknown, used or expired link
 * throws `token-invalid` / `token-used` / `token-expired` and changes nothing.
 */
export async function confirmUnsubscribeRequest(
  ctx: NewsletterContext,
  token: string,
): Promise<UnsubscribeOutcome> {
  if (!TOKEN_SHAPE.test(token)) throw new NewsletterError('token-invalid');
  const hash = await sha256Hex(token);
  const now = ctx.now();
  // one transaction: the link is used up only together with the change (nested: a savepoint)
  return ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<RequestRow>(
      'SELECT * FROM unsubscribe_requests WHERE token_hash = $1 FOR UPDATE',
      [hash],
    );
    const found = rows[0];
    if (!found) throw new NewsletterError('token-invalid');
    if (found.used_at !== null) throw new NewsletterError('token-used');
    if (new Date(found.expires_at).getTime() <= now.getTime()) throw new NewsletterError('token-expired');
    await tx.query('UPDATE unsubscribe_requests SET used_at = $2 WHERE token_hash = $1', [
      hash,
      now.toISOString(),
    ]);
    return unsubscribe(
      { ...ctx, db: tx },
      { email: found.email, newsletter: found.option, pauseDays: found.pause_days },
    );
  });
}
