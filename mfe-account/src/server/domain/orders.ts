import type { Locale, TenantId } from '@sf/contracts';
import { persistedDocumentId } from '@sf/gateway-client';
import { CUSTOMER_ORDERS_QUERY } from '../../shared/customer-orders-query';

/** One order of the checkout domain (its subgraph field `customerOrders`). */
export interface CustomerOrder {
  readonly orderNo: string;
  readonly placedAt: string;
  readonly status: string;
  readonly totalCents: number;
  readonly currency: string;
  /** The checkout's method (decision 0160); null from a checkout that does not say. */
  readonly paymentMethod: string | null;
  readonly surchargeCents: number;
  /** The voucher's discount on the goods (bonus points count the goods after it; decision 0185). */
  readonly discountCents: number;
  /** The payment pause's due day (ISO), else null. */
  readonly paymentDueOn: string | null;
  readonly lines: readonly {
    readonly productName: string;
    readonly quantity: number;
    readonly lineTotalCents: number;
  }[];
}

/** Whose orders: the shopper's own session cookie (the gateway's edge verifies it), shop and host. */
export interface OrdersRequest {
  /** `name=value` of the session cookie as the shopper sent it (never a customer id). */
  readonly sessionCookie: string;
  readonly https: boolean;
  readonly tenant: TenantId;
  readonly locale: Locale;
  readonly host: string | null;
  readonly clientIp: string | null;
  readonly requestId: string | null;
}

/**
 * `orders`: the list; `missing`: the gateway has no `customerOrders` yet (checkout not deployed:
 * the empty state); `unavailable`: anything else went wrong (the error message, never a crash).
 */
export type OrdersResult =
  | { readonly kind: 'orders'; readonly orders: readonly CustomerOrder[] }
  | { readonly kind: 'missing' }
  | { readonly kind: 'unavailable' };

export interface OrderSource {
  customerOrders(req: OrdersRequest, first: number): Promise<OrdersResult>;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/** Runtime check of one order from the gateway; a malformed one is left out, never trusted. */
export function toCustomerOrder(v: unknown): CustomerOrder | null {
  if (!isRecord(v) || !Array.isArray(v.lines)) return null;
  if (
    typeof v.orderNo !== 'string' ||
    typeof v.placedAt !== 'string' ||
    typeof v.status !== 'string' ||
    !isCount(v.totalCents) ||
    typeof v.currency !== 'string'
  )
    return null;
  if (Number.isNaN(Date.parse(v.placedAt)) || !/^[A-Z]{3}$/.test(v.currency)) return null;
  const lines = v.lines.filter(
    (l): l is Record<string, unknown> =>
      isRecord(l) && typeof l.productName === 'string' && isCount(l.quantity) && isCount(l.lineTotalCents),
  );
  return {
    orderNo: v.orderNo,
    placedAt: v.placedAt,
    status: v.status,
    totalCents: v.totalCents,
    currency: v.currency,
    paymentMethod: typeof v.paymentMethod === 'string' ? v.paymentMethod : null,
    surchargeCents: isCount(v.surchargeCents) ? v.surchargeCents : 0,
    discountCents: isCount(v.discountCents) ? v.discountCents : 0,
    paymentDueOn:
      typeof v.paymentDueOn === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v.paymentDueOn)
        ? v.paymentDueOn
        : null,
    lines: lines.map((l) => ({
      productName: l.productName as string,
      quantity: l.quantity as number,
      lineTotalCents: l.lineTotalCents as number,
    })),
  };
}

export interface GatewayOrderSourceOptions {
  /** The gateway's internal address (`SF_GATEWAY_URL`). */
  readonly gatewayUrl: string;
  /** A fetch that honours `host` (the Node adapter's `hostRequest` of @sf/domain-server). */
  readonly fetch: (url: string, init: { headers: Headers; signal: AbortSignal }) => Promise<Response>;
  readonly timeoutMs?: number;
}

/**
 * Orders read through the GraphQL gateway with this remote's persisted document, as the shopper:
 * their own session cookie, shop host, locale and tenant. The checkout subgraph finds the customer
 * from the verified session alone.
 */
export function createGatewayOrderSource(opts: GatewayOrderSourceOptions): OrderSource {
  const documentId = persistedDocumentId(CUSTOMER_ORDERS_QUERY);
  return {
    async customerOrders(req, first) {
      const url = new URL(opts.gatewayUrl);
      url.searchParams.set('documentId', await documentId);
      url.searchParams.set('operationName', 'AccountCustomerOrders');
      url.searchParams.set('variables', JSON.stringify({ first }));
      const headers = new Headers({
        accept: 'application/json',
        cookie: req.sessionCookie,
        'x-sf-locale': req.locale,
        'x-sf-tenant': req.tenant,
      });
      if (req.host) {
        headers.set('host', req.host);
        headers.set('referer', `${req.https ? 'https' : 'http'}://${req.host}/`);
      }
      if (req.https) headers.set('x-forwarded-proto', 'https');
      if (req.clientIp) headers.set('x-forwarded-for', req.clientIp);
      if (req.requestId) headers.set('x-sf-request-id', req.requestId);
      let json: unknown;
      try {
        const res = await opts.fetch(url.href, {
          headers,
          signal: AbortSignal.timeout(opts.timeoutMs ?? 3000),
        });
        json = await res.json().catch(() => null);
      } catch {
        return { kind: 'unavailable' };
      }
      const list = isRecord(json) && isRecord(json.data) ? json.data.customerOrders : undefined;
      if (Array.isArray(list))
        return {
          kind: 'orders',
          orders: list.map(toCustomerOrder).filter((o): o is CustomerOrder => o !== null),
        };
      const errors = isRecord(json) && Array.isArray(json.errors) ? json.errors : [];
      const missing = errors.some(
        (e) =>
          isRecord(e) &&
          typeof e.message === 'string' &&
          /Cannot query field "customerOrders"/.test(e.message),
      );
      return missing ? { kind: 'missing' } : { kind: 'unavailable' };
    },
  };
}
