import type { Db } from '@sf/data';
import type { Locale, TenantId } from '@sf/contracts';
import type { BrandScope, Salutation } from '../../shared/newsletter-options';

/** Lifecycle of a subscription (spec section 4). */
export type SubscriptionStatus = 'pending' | 'active' | 'paused' | 'unsubscribed';

/** A row of `subscriptions`. */
export interface SubscriptionRow {
  id: string;
  email: string;
  salutation: Salutation;
  brands: BrandScope;
  tenant: TenantId;
  locale: Locale;
  shop_origin: string;
  status: SubscriptionStatus;
  frequency: number;
  paused_until: Date | null;
  flexikonto_optout: boolean;
}

/** Normalizes an address the way it is stored (trimmed, lower-cased). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Ends pauses that are over (status back to active). Called at the start of every write on the
 * address, so a paused subscriber whose pause ran out counts as subscribed again.
 */
export async function resumeElapsedPause(tx: Db, email: string, now: Date): Promise<void> {
  await tx.query(
    `UPDATE subscriptions SET status = 'active', paused_until = NULL, updated_at = $2
     WHERE email = $1 AND status = 'paused' AND paused_until <= $2`,
    [email, now.toISOString()],
  );
}

/** The subscription of an address, locked for the rest of the transaction. */
export async function lockByEmail(tx: Db, email: string): Promise<SubscriptionRow | null> {
  const { rows } = await tx.query<SubscriptionRow>(
    'SELECT * FROM subscriptions WHERE email = $1 FOR UPDATE',
    [email],
  );
  return rows[0] ?? null;
}

/** The subscription with an id, locked for the rest of the transaction. */
export async function lockById(tx: Db, id: string): Promise<SubscriptionRow | null> {
  const { rows } = await tx.query<SubscriptionRow>('SELECT * FROM subscriptions WHERE id = $1 FOR UPDATE', [
    id,
  ]);
  return rows[0] ?? null;
}

/** Marks every open confirmation token of a subscription as used (after confirming or unsubscribing). */
export async function closeOpenTokens(tx: Db, subscriptionId: string, now: Date): Promise<void> {
  await tx.query(
    'UPDATE confirmation_tokens SET used_at = $2 WHERE subscription_id = $1 AND used_at IS NULL',
    [subscriptionId, now.toISOString()],
  );
}
