import type { TenantId } from '@sf/contracts';
import type { Address } from '../domain/addresses';
import { includedVat, type Invoice } from '../domain/ledger';
import type { LoyaltyAccount } from '../domain/loyalty';
import type { OrdersResult } from '../domain/orders';
import type { ShownBooking, ShownMaturity } from '../domain/paused-orders';
import { isAreaPageMessageId } from '../../shared/area-state';
import {
  ADDRESS_FIELDS,
  type AddressBookState,
  type AddressErrors,
  type BonusState,
  type BookingsState,
  type GateState,
  type InvoicesState,
  type OrdersState,
  type PaybackState,
  type PaymentDatesState,
} from '../../shared/area-page-states';
import type { AreaNotice } from './area-notice';
import { noticeState } from './personal-data-state';

/**
 * The states of the account area's React pages (issue 27, decision 0230), made from the domain's data
 * and the notice of the page's query: only what the page shows goes into the state script.
 */

const SHOP_COUNTRY: Readonly<Record<TenantId, string>> = { DE: 'DE', AT: 'AT', CH: 'CH', NL: 'NL' };

export function gateState(
  gate: GateState['gate'],
  route: GateState['route'],
  title: GateState['title'],
  path: string,
  notice: AreaNotice | null,
): GateState {
  return { page: 'gate', gate, route, title, path, notice: noticeState(notice) };
}

export function addressBookState(
  addresses: readonly Address[],
  tenant: TenantId,
  query: URLSearchParams,
  notice: AreaNotice | null,
): AddressBookState {
  const errors: AddressErrors = {};
  for (const field of ADDRESS_FIELDS) {
    const id = notice?.errors[field];
    if (isAreaPageMessageId(id)) errors[field] = id;
  }
  return {
    page: 'address-book',
    addresses: addresses.map((a) => ({
      id: a.id,
      salutation: a.salutation,
      firstName: a.firstName,
      lastName: a.lastName,
      street: a.street,
      houseNumber: a.houseNumber,
      postalCode: a.postalCode,
      city: a.city,
      country: a.country,
      isDefault: a.isDefault,
    })),
    shopCountry: SHOP_COUNTRY[tenant],
    editId: query.get('edit'),
    deleteId: query.get('delete'),
    errors,
    notice: noticeState(notice),
  };
}

export function bookingsState(bookings: readonly ShownBooking[], notice: AreaNotice | null): BookingsState {
  return {
    page: 'bookings',
    bookings: bookings.map((b) => ({
      id: b.id,
      bookedOn: b.bookedOn,
      kind: b.kind,
      reference: b.reference,
      amountCents: b.amountCents,
      currency: b.currency,
    })),
    notice: noticeState(notice),
  };
}

export function invoicesState(invoices: readonly Invoice[], notice: AreaNotice | null): InvoicesState {
  return {
    page: 'invoices',
    invoices: invoices.map((inv) => ({
      id: inv.id,
      invoiceNo: inv.invoiceNo,
      issuedOn: inv.issuedOn,
      dueOn: inv.dueOn,
      currency: inv.currency,
      vatRateBp: inv.vatRateBp,
      vatCents: includedVat(inv.totalCents, inv.vatRateBp),
      totalCents: inv.totalCents,
      lines: inv.lines.map((l) => ({ ...l })),
    })),
    notice: noticeState(notice),
  };
}

export function paymentDatesState(
  maturities: readonly ShownMaturity[] | null,
  path: string,
  notice: AreaNotice | null,
): PaymentDatesState {
  return {
    page: 'payment-dates',
    maturities: maturities && maturities.map((m) => ({ ...m })),
    path,
    notice: noticeState(notice),
  };
}

export function ordersState(orders: OrdersResult, path: string, notice: AreaNotice | null): OrdersState {
  return {
    page: 'orders',
    orders:
      orders.kind === 'unavailable'
        ? null
        : orders.kind === 'missing'
          ? []
          : orders.orders.map((o) => ({
              orderNo: o.orderNo,
              placedAt: o.placedAt,
              status: o.status,
              totalCents: o.totalCents,
              currency: o.currency,
              lines: o.lines.map((l) => ({ ...l })),
            })),
    path,
    notice: noticeState(notice),
  };
}

export function paybackState(number: string | null, notice: AreaNotice | null): PaybackState {
  const error = notice?.errors.paybackNumber;
  return {
    page: 'payback',
    number,
    error: isAreaPageMessageId(error) ? error : null,
    notice: noticeState(notice),
  };
}

export function bonusState(
  account: LoyaltyAccount,
  ordersAvailable: boolean,
  currency: string,
  path: string,
  notice: AreaNotice | null,
): BonusState {
  return {
    page: 'bonus',
    member: account.member,
    since: account.since,
    balance: account.balance,
    ordersAvailable,
    bookings: account.bookings.map((b) => ({
      id: b.id,
      bookedOn: b.bookedOn,
      reference: b.reference,
      points: b.points,
    })),
    currency,
    path,
    notice: noticeState(notice),
  };
}
