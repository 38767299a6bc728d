import type { Locale, TenantId } from '@sf/contracts';
import { SESSION_TOKEN_COOKIE, hostCookieName, parseCookies } from '@sf/session';
import type { ServerDeps } from '../deps';
import type { Country } from '../domain/area-validation';
import { findCustomer, type Customer } from '../domain/customers';
import type { OrdersRequest, OrdersResult } from '../domain/orders';
import { isoDay } from '../domain/working-days';
import { isSecure, requestSession, type RequestSession } from '../request-session';

/** Who is asking, from the verified session only: nobody, a soft-logged-in (1) or a logged-in (2) customer. */
export interface AreaAuth {
  readonly session: RequestSession | null;
  readonly customer: Customer | null;
  /** Entered the password recently (type 2): may see and change personal data. */
  readonly strong: boolean;
}

/**
 * The customer of a request: the session token (cookie or the composer's `x-ec-token`) checked
 * against this domain's keys and its live server-side session. When the composer also names the
 * customer (`x-sf-customer`, type 2 only) it must be the same one, else the request counts as
 * anonymous. Never a customer id from the URL or the body.
 */
export async function areaAuth(deps: ServerDeps, headers: Headers, tenant?: TenantId): Promise<AreaAuth> {
  const h = new Headers(headers);
  if (tenant) h.set('x-sf-tenant', tenant);
  const session = await requestSession(deps, h);
  const named = headers.get('x-sf-customer');
  if (!session?.customerId || (named && named !== session.customerId))
    return { session: null, customer: null, strong: false };
  const customer = await findCustomer(deps.db, session.customerId);
  return { session, customer, strong: customer !== null && session.type === 2 };
}

export const currencyOf = (tenant: TenantId): string => (tenant === 'CH' ? 'CHF' : 'EUR');
export const countryOf = (tenant: TenantId): Country => tenant;
export const todayOf = (deps: ServerDeps): string => isoDay(deps.now?.() ?? new Date());

/** The shopper's orders through the gateway, as the shopper (their own session cookie); never throws. */
export async function ordersOf(
  deps: ServerDeps,
  headers: Headers,
  shop: { tenant: TenantId; locale: Locale; requestId: string | null },
  first = 20,
): Promise<OrdersResult> {
  if (!deps.orders) return { kind: 'missing' };
  const https = isSecure(headers);
  const name = hostCookieName(SESSION_TOKEN_COOKIE, https);
  // the cookie on pages; the composer's `x-ec-token` on the gateway's calls (decision 0185)
  const token = parseCookies(headers.get('cookie'))[name] ?? headers.get('x-ec-token');
  if (!token) return { kind: 'unavailable' };
  const req: OrdersRequest = {
    sessionCookie: `${name}=${token}`,
    https,
    tenant: shop.tenant,
    locale: shop.locale,
    host: headers.get('x-forwarded-host'),
    clientIp: headers.get('x-real-ip'),
    requestId: shop.requestId,
  };
  try {
    return await deps.orders.customerOrders(req, first);
  } catch (error) {
    deps.logger.warn('customer orders unavailable', { error: String(error) });
    return { kind: 'unavailable' };
  }
}
