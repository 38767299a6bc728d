import { hmacBase64Url, safeEqual } from './crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The per-recipient token of the unsubscribe link in every newsletter and voucher mail:
 * `<subscription id>.<HMAC-SHA256 of it>` (base64url). It names a subscription without revealing the
 * address and cannot be made up for another one.
 */
export async function signMailingToken(secret: string, subscriptionId: string): Promise<string> {
  return `${subscriptionId}.${await hmacBase64Url(secret, `mailing-unsubscribe:${subscriptionId}`)}`;
}

/** The subscription id of a genuine token; `null` for a malformed or forged one. */
export async function verifyMailingToken(secret: string, token: string): Promise<string | null> {
  const dot = token.indexOf('.');
  if (dot < 0 || token.length > 200) return null;
  const id = token.slice(0, dot);
  if (!UUID.test(id)) return null;
  const expected = await signMailingToken(secret, id);
  return safeEqual(expected, token) ? id : null;
}
