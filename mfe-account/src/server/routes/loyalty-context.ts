import type { Locale, TenantId } from '@sf/contracts';
import type { ServerDeps } from '../deps';
import { bonusSince, loyaltyAccount, type LoyaltyAccount } from '../domain/loyalty';
import { ordersOf } from './area-context';

/** A customer's points (decision 0185) and whether the checkout could say which orders there are. */
export interface LoyaltyView {
  readonly account: LoyaltyAccount;
  /** False when the orders could not be read: the balance is then unknown, not 0. */
  readonly ordersAvailable: boolean;
}

/**
 * The points of the request's customer: since when they take part (this domain's), and their orders
 * since then from the checkout, read through the gateway as the customer (their own session cookie);
 * a non-member's orders are not asked. Never throws for the orders.
 */
export async function loyaltyOf(
  deps: ServerDeps,
  headers: Headers,
  customerId: string,
  shop: { tenant: TenantId; locale: Locale; requestId: string | null },
): Promise<LoyaltyView> {
  const since = await bonusSince(deps.db, customerId);
  if (!since) return { account: loyaltyAccount(null, []), ordersAvailable: true };
  const orders = await ordersOf(deps, headers, shop, 100);
  return {
    account: loyaltyAccount(since, orders.kind === 'orders' ? orders.orders : []),
    ordersAvailable: orders.kind === 'orders',
  };
}
