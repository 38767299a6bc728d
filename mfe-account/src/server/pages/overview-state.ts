import type { Customer } from '../domain/customers';
import type { Return, Voucher } from '../domain/ledger';
import type { CustomerOrder, OrdersResult } from '../domain/orders';
import type { OverviewState } from '../../shared/area-state';
import type { AreaNotice } from './area-notice';
import { noticeState } from './personal-data-state';

export interface OverviewData {
  readonly customer: Customer;
  readonly balance: {
    readonly balanceCents: number;
    readonly openCents: number;
    readonly openCount: number;
    readonly currency: string;
  };
  readonly returns: readonly Return[];
  /** The earliest collection date a registered return may be moved to. */
  readonly earliestReturnOn: string;
  readonly latestReturnOn: string;
  readonly orders: OrdersResult;
  readonly vouchers: { readonly active: readonly Voucher[]; readonly expired: readonly Voucher[] };
}

/** The state of `uebersicht`, a React page of the remote (issue 27, `src/features/overview`). */
export function overviewState(data: OverviewData, notice: AreaNotice | null): OverviewState {
  const c = data.customer;
  const voucher = (v: Voucher) => ({ ...v });
  return {
    page: 'overview',
    customer: {
      name: `${c.firstName} ${c.lastName}`,
      businessPartnerNo: c.businessPartnerNo,
      customerNumber: c.customerNumber,
    },
    balance: { ...data.balance },
    returns: data.returns.map((r) => ({
      id: r.id,
      returnNo: r.returnNo,
      productName: r.productName,
      returnOn: r.returnOn,
      status: r.status,
    })),
    earliestReturnOn: data.earliestReturnOn,
    latestReturnOn: data.latestReturnOn,
    shipments:
      data.orders.kind === 'unavailable'
        ? null
        : data.orders.kind === 'orders'
          ? data.orders.orders
              .filter((o: CustomerOrder) => o.status === 'shipped')
              .map((o) => ({ orderNo: o.orderNo, placedAt: o.placedAt }))
          : [],
    vouchers: { active: data.vouchers.active.map(voucher), expired: data.vouchers.expired.map(voucher) },
    notice: noticeState(notice),
  };
}
