import type { AreaPageMessageId } from './area-messages';
import { AREA_PAGE_IDS } from './area-messages';
import type {
  AddressBookState,
  BonusState,
  BookingsState,
  GateState,
  InvoicesState,
  LoginPageState,
  OrdersState,
  PaybackState,
  PaymentDatesState,
} from './area-page-states';

/** The personal-data form's fields. */
export const PERSONAL_DATA_FIELDS = [
  'salutation',
  'firstName',
  'lastName',
  'birthDate',
  'phone',
  'email',
] as const;
export type PersonalDataField = (typeof PERSONAL_DATA_FIELDS)[number];
export type PersonalDataValues = Readonly<Record<PersonalDataField, string>>;
export type PersonalDataErrors = Partial<Record<PersonalDataField, AreaPageMessageId>>;

/** A page's notice (a form's result): `status` announced politely, `alert` at once. */
export interface AreaNoticeState {
  readonly message: AreaPageMessageId;
  readonly kind: 'status' | 'alert';
}

/** The state the personal-data page is rendered and hydrated with (the fragment's state script). */
export interface PersonalDataState {
  readonly page: 'personal-data';
  readonly values: PersonalDataValues;
  /** False while the customer never gave a birth date (decision 0200). */
  readonly birthDateRequired: boolean;
  /** The messages a post without JavaScript came back with, per field. */
  readonly errors: PersonalDataErrors;
  readonly notice: AreaNoticeState | null;
}

/** A voucher of the overview (amounts in cents of its currency). */
export interface OverviewVoucher {
  readonly id: string;
  readonly code: string;
  readonly valueCents: number;
  readonly currency: string;
  readonly validUntil: string;
  readonly minOrderAfterReturnCents: number;
  readonly customerGroup: string;
}

/** The state of `uebersicht`: customer info, balance, returns, shipments on the way, vouchers. */
export interface OverviewState {
  readonly page: 'overview';
  readonly customer: {
    readonly name: string;
    readonly businessPartnerNo: string;
    readonly customerNumber: string;
  };
  readonly balance: {
    readonly balanceCents: number;
    readonly openCents: number;
    readonly openCount: number;
    readonly currency: string;
  };
  readonly returns: readonly {
    readonly id: string;
    readonly returnNo: string;
    readonly productName: string;
    readonly returnOn: string;
    readonly status: 'registered' | 'collected' | 'refunded';
  }[];
  /** The earliest and latest collection day a registered return may be moved to (decision 0071). */
  readonly earliestReturnOn: string;
  readonly latestReturnOn: string;
  /** Orders on the way; null when the checkout cannot say now. */
  readonly shipments: readonly { readonly orderNo: string; readonly placedAt: string }[] | null;
  readonly vouchers: {
    readonly active: readonly OverviewVoucher[];
    readonly expired: readonly OverviewVoucher[];
  };
  readonly notice: AreaNoticeState | null;
}

/** The password reset page (`/password/reset?token=…`): the form while the link is usable, else the invalid-link message. */
export interface ResetState {
  readonly page: 'reset';
  /** The usable token of the link (null: invalid, used or expired). */
  readonly token: string | null;
  readonly error: AreaPageMessageId | null;
  readonly notice: AreaNoticeState | null;
}

export type AreaState =
  | PersonalDataState
  | OverviewState
  | GateState
  | AddressBookState
  | BookingsState
  | InvoicesState
  | PaymentDatesState
  | OrdersState
  | PaybackState
  | BonusState
  | ResetState
  | LoginPageState;

const IDS: ReadonlySet<string> = new Set(AREA_PAGE_IDS);

/** True for a message id the area's browser bundle has. */
export function isAreaPageMessageId(value: unknown): value is AreaPageMessageId {
  return typeof value === 'string' && IDS.has(value);
}

/** The list (or object) each page's state must carry, by page. */
const SHAPE: Readonly<Record<string, (s: Record<string, unknown>) => boolean>> = {
  gate: (s) => typeof s.route === 'string' && typeof s.title === 'string' && typeof s.path === 'string',
  'address-book': (s) => Array.isArray(s.addresses) && typeof s.errors === 'object',
  bookings: (s) => Array.isArray(s.bookings),
  invoices: (s) => Array.isArray(s.invoices),
  'payment-dates': (s) => s.maturities === null || Array.isArray(s.maturities),
  orders: (s) => s.orders === null || Array.isArray(s.orders),
  payback: (s) => s.number === null || typeof s.number === 'string',
  bonus: (s) => typeof s.member === 'boolean' && Array.isArray(s.bookings),
  reset: (s) => s.token === null || typeof s.token === 'string',
  login: (s) =>
    (s.view === 'anonymous' || s.view === 'soft' || s.view === 'customer') &&
    typeof s.errors === 'object' &&
    s.errors !== null,
};

/** The state of a slot, checked (a state the page cannot show is none). */
export function isAreaState(value: unknown): value is AreaState {
  if (typeof value !== 'object' || value === null) return false;
  const page = (value as { page?: unknown }).page;
  if (typeof page === 'string' && Object.hasOwn(SHAPE, page))
    return SHAPE[page]!(value as Record<string, unknown>);
  if (page === 'overview') {
    const o = value as Partial<OverviewState>;
    return (
      typeof o.customer === 'object' &&
      typeof o.balance === 'object' &&
      Array.isArray(o.returns) &&
      typeof o.vouchers === 'object' &&
      o.vouchers !== null &&
      Array.isArray(o.vouchers.active) &&
      Array.isArray(o.vouchers.expired)
    );
  }
  const s = value as Partial<PersonalDataState>;
  return (
    s.page === 'personal-data' &&
    typeof s.values === 'object' &&
    s.values !== null &&
    PERSONAL_DATA_FIELDS.every((f) => typeof s.values?.[f] === 'string') &&
    typeof s.birthDateRequired === 'boolean'
  );
}
