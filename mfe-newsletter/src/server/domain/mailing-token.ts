import { NEWSLETTER_CONSTANTS } from '../../shared/constants';
import { hmacBase64Url, safeEqual } from './crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const EXPIRY = /^[0-9a-z]{1,10}$/;

/** When a mailing-unsubscribe token issued at `now` stops working. */
export function mailingTokenExpiry(now: Date): Date {
  return new Date(now.getTime() + NEWSLETTER_CONSTANTS.mailingTokenDays * 86_400_000);
}

/**
 * The per-recipient token of the unsubscribe link and the one-click `List-Unsubscribe` URL of every
 * newsletter and voucher mail: `<subscription id>.<expiry, epoch seconds base 36>.<HMAC-SHA256>`
 * (base64url). It names a subscription without revealing the address, cannot be made up for
 * another one, and stops working after {@link NEWSLETTER_CONSTANTS.mailingTokenDays} days.
 */
export async function signMailingToken(
  secret: string,
  subscriptionId: string,
  expiresAt: Date,
): Promise<string> {
  const exp = Math.floor(expiresAt.getTime() / 1000).toString(36);
  return `${subscriptionId}.${exp}.${await hmacBase64Url(secret, `mailing-unsubscribe:${subscriptionId}.${exp}`)}`;
}

/** What a mailing token says: the subscription, `expired`, or `null` for a malformed or forged token. */
export type MailingTokenCheck = { readonly subscriptionId: string } | 'expired' | null;

/** Checks a mailing token (pure: reads nothing, changes nothing). */
export async function verifyMailingToken(
  secret: string,
  token: string,
  now: Date,
): Promise<MailingTokenCheck> {
  if (token.length > 200) return null;
  const [id = '', exp = '', sig, ...rest] = token.split('.');
  if (sig === undefined || rest.length > 0 || !UUID.test(id) || !EXPIRY.test(exp)) return null;
  const expiresAt = new Date(parseInt(exp, 36) * 1000);
  const expected = await signMailingToken(secret, id, expiresAt);
  if (!safeEqual(expected, token)) return null;
  return expiresAt.getTime() <= now.getTime() ? 'expired' : { subscriptionId: id };
}
