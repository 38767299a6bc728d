import type { AreaPageMessageId } from './area-messages';
import type { RouteId } from './area-nav-items';
import type { AreaNoticeState } from './area-state';

/**
 * A page of the area that shows no data of its own: the login prompt for a visitor (back to `path`
 * afterwards), the password again for a soft-logged-in customer (decision 0070), or the message when
 * the account data cannot be read (with a reload link to `path`).
 */
export interface GateState {
  readonly page: 'gate';
  readonly gate: 'login' | 'reauth' | 'error';
  readonly route: RouteId;
  readonly title: AreaPageMessageId;
  /** The page's path without its query. */
  readonly path: string;
  readonly notice: AreaNoticeState | null;
}

/** The forms of the account page (`/mein-konto` to a visitor): the fields each posts. */
export const LOGIN_PAGE_FIELDS = ['salutation', 'firstName', 'lastName', 'email', 'password'] as const;
export type LoginPageField = (typeof LOGIN_PAGE_FIELDS)[number];

/**
 * The account page (`/mein-konto`, fr-CH `/fr/mon-compte`, nl-NL `/mijn-account`; nl-NL's money-matters
 * login): the login, forgot-password and registration forms for a visitor, the password again for a
 * soft-logged-in customer, or the logged-in customer's name and numbers.
 */
export interface LoginPageState {
  readonly page: 'login';
  readonly view: 'anonymous' | 'soft' | 'customer';
  /** The logged-in customer (view `customer`). */
  readonly customer: {
    readonly firstName: string;
    readonly lastName: string;
    readonly customerNumber: string;
    readonly businessPartnerNo: string;
  } | null;
  /** The soft-logged-in customer's address, filled in for the password again. */
  readonly email: string | null;
  /** Where a login or registration leads back to (a path of this shop). */
  readonly returnTo: string | null;
  /** The login asks for the captcha (decision 0114): the widget once hydrated, the no-JS notice before. */
  readonly captcha: boolean;
  /** The form a refused post came back to, and its fields' messages. */
  readonly form: 'login' | 'register' | 'forgot' | null;
  readonly errors: Partial<Record<LoginPageField, AreaPageMessageId>>;
  readonly notice: AreaNoticeState | null;
}

/** The address form's fields (the names the form posts). */
export const ADDRESS_FIELDS = [
  'salutation',
  'firstName',
  'lastName',
  'street',
  'houseNumber',
  'postalCode',
  'city',
  'country',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Readonly<Record<AddressField, string>>;
export type AddressErrors = Partial<Record<AddressField, AreaPageMessageId>>;

export interface AddressView extends AddressValues {
  readonly id: string;
  readonly isDefault: boolean;
}

/** `mein-adressbuch`: the addresses, the one edited (`?edit=`) or to delete (`?delete=`), a refused post's messages. */
export interface AddressBookState {
  readonly page: 'address-book';
  readonly addresses: readonly AddressView[];
  /** The shop's country: a new address's default. */
  readonly shopCountry: string;
  readonly editId: string | null;
  readonly deleteId: string | null;
  readonly errors: AddressErrors;
  readonly notice: AreaNoticeState | null;
}

/** `meine-buchungen`: every booking, newest first (the payment pause's orders among them, decision 0160). */
export interface BookingsState {
  readonly page: 'bookings';
  readonly bookings: readonly {
    readonly id: string;
    readonly bookedOn: string;
    readonly kind: 'invoice' | 'payment' | 'return' | 'credit' | 'pause';
    readonly reference: string;
    readonly amountCents: number;
    readonly currency: string;
  }[];
  readonly notice: AreaNoticeState | null;
}

/** `meine-rechnungen`: the invoices with their lines (the included VAT worked out by the server). */
export interface InvoicesState {
  readonly page: 'invoices';
  readonly invoices: readonly {
    readonly id: string;
    readonly invoiceNo: string;
    readonly issuedOn: string;
    readonly dueOn: string;
    readonly currency: string;
    readonly vatRateBp: number;
    readonly vatCents: number;
    readonly totalCents: number;
    readonly lines: readonly {
      readonly position: number;
      readonly description: string;
      readonly quantity: number;
      readonly unitCents: number;
      readonly lineCents: number;
    }[];
  }[];
  readonly notice: AreaNoticeState | null;
}

/** `meine-zahltermine`: the maturities (null when they cannot be read: the message with a reload link). */
export interface PaymentDatesState {
  readonly page: 'payment-dates';
  readonly maturities:
    | readonly {
        readonly id: string;
        readonly dueOn: string;
        readonly amountCents: number;
        readonly currency: string;
        readonly paid: boolean;
        readonly bookingId: string | null;
        readonly pausedOrderNo: string | null;
      }[]
    | null;
  readonly path: string;
  readonly notice: AreaNoticeState | null;
}

/** `meine-bestellungen-und-lieferungen`: the checkout's orders; null when the checkout cannot say now. */
export interface OrdersState {
  readonly page: 'orders';
  readonly orders:
    | readonly {
        readonly orderNo: string;
        readonly placedAt: string;
        readonly status: string;
        readonly totalCents: number;
        readonly currency: string;
        readonly lines: readonly {
          readonly productName: string;
          readonly quantity: number;
          readonly lineTotalCents: number;
        }[];
      }[]
    | null;
  readonly path: string;
  readonly notice: AreaNoticeState | null;
}

/** `payback`: the PAYBACK customer number (null: none yet) and a refused post's message. */
export interface PaybackState {
  readonly page: 'payback';
  readonly number: string | null;
  readonly error: AreaPageMessageId | null;
  readonly notice: AreaNoticeState | null;
}

/** `bonusprogramm` (decision 0185): membership, balance (not guessed when the orders cannot be read), bookings. */
export interface BonusState {
  readonly page: 'bonus';
  readonly member: boolean;
  readonly since: string | null;
  readonly balance: number;
  readonly ordersAvailable: boolean;
  readonly bookings: readonly {
    readonly id: string;
    readonly bookedOn: string;
    readonly reference: string;
    readonly points: number;
  }[];
  readonly currency: string;
  readonly path: string;
  readonly notice: AreaNoticeState | null;
}
