import type { Locale, TenantId } from '@sf/contracts';
import { createGatewayCaller, type HostFetch } from '@sf/remote-server';
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
  readonly fetch: HostFetch;
}

const MISSING_FIELD = /Cannot query field "customerOrders"/;

/**
 * Orders read through the GraphQL gateway with this remote's persisted document, on the remote
 * server preset's `callGateway` (its header policy, its 5 s limit), as the shopper: their own
 * session cookie, shop host and origin, locale and tenant. The checkout subgraph finds the customer
 * from the verified session alone.
 */
export function createGatewayOrderSource(opts: GatewayOrderSourceOptions): OrderSource {
  const call = createGatewayCaller({ url: opts.gatewayUrl, fetch: opts.fetch });
  return {
    async customerOrders(req, first) {
      const result = await call<Record<string, unknown>, { first: number }>(
        CUSTOMER_ORDERS_QUERY,
        { first },
        {
          tenant: req.tenant,
          locale: req.locale,
          host: req.host,
          origin: req.host ? `${req.https ? 'https' : 'http'}://${req.host}` : null,
          cookie: req.sessionCookie,
          clientIp: req.clientIp,
          requestId: req.requestId,
        },
      );
      const list = result.ok ? result.data.customerOrders : undefined;
      if (Array.isArray(list))
        return {
          kind: 'orders',
          orders: list.map(toCustomerOrder).filter((o): o is CustomerOrder => o !== null),
        };
      const errors = result.ok ? result.errors : [result.reason];
      return errors.some((e) => MISSING_FIELD.test(e)) ? { kind: 'missing' } : { kind: 'unavailable' };
    },
  };
}
