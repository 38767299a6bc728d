import type { Locale, TenantId } from '@sf/contracts';

/** ISO 4217 currency of a shop. */
export type Currency = 'EUR' | 'CHF';

/** An amount of money in major units (75 = 75.00). */
export interface Money {
  readonly amount: number;
  readonly currency: Currency;
}

/** A postal address as printed in the imprint and on invoices. */
export interface PostalAddress {
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: 'DE' | 'AT' | 'CH' | 'NL';
}

/** The legal entity that runs a tenant's shop (imprint, invoices, terms). */
export interface CompanyInfo {
  readonly name: string;
  readonly address: PostalAddress;
  readonly managingDirectors: readonly string[];
  /** Register court (or authority) and number, as printed in the imprint. */
  readonly register: { readonly court: string; readonly number: string };
  /** VAT identification number. */
  readonly vatId: string;
  readonly email: string;
}

/** A trust seal shown in the footer and checkout. */
export interface Seal {
  readonly id: 'trusted-shops' | 'ehi' | 'guetezeichen' | 'swiss-online-garantie' | 'thuiswinkel';
  readonly name: string;
  /** Certificate page the seal links to. */
  readonly url: string;
  readonly certificateId: string;
}

/** Payment methods a checkout can offer. */
export type PaymentMethod =
  | 'invoice'
  | 'instalments'
  | 'paymentPause'
  | 'directDebit'
  | 'paypal'
  | 'creditCard'
  | 'prepayment'
  | 'twint'
  | 'ideal';

/** Methods of the payment-link (paylink) flow; the spec fixes this list. */
export type PaylinkMethod = 'paypal' | 'mastercard' | 'visa' | 'diners' | 'discover';

/** Payment settings of a tenant. */
export interface PaymentSettings {
  /** Methods offered in checkout, in display order. */
  readonly methods: readonly PaymentMethod[];
  /** Methods offered on /paylink. */
  readonly paylinkMethods: readonly PaylinkMethod[];
  /**
   * The payment pause (`paymentPause` in `methods`): the order is paid in one amount after `months`
   * (spec: 4) with a surcharge of `surchargeBp` basis points of the order's value (decision 0045's
   * figures, decision 0160). Absent where the tenant does not offer it.
   */
  readonly paymentPause?: { readonly months: number; readonly surchargeBp: number };
}

/** Account for payments by bank transfer (prepayment, invoice). */
export interface BankInfo {
  readonly accountHolder: string;
  readonly bankName: string;
  /** Electronic IBAN format (no spaces). */
  readonly iban: string;
  readonly bic: string;
  /**
   * SEPA creditor identifier (Gläubiger-Identifikationsnummer) for direct debits: where the tenant
   * offers `directDebit` (decision 0160).
   */
  readonly sepaCreditorId?: string;
}

/** Day of week, ISO order. */
export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

/** One opening-hours rule (`HH:mm`, local time of the tenant). */
export interface OpeningHours {
  readonly days: readonly Weekday[];
  readonly opens: string;
  readonly closes: string;
}

/** The service hotline printed in the header, footer and service pages. */
export interface Hotline {
  /** As printed, e.g. `0180 6 474 474`. */
  readonly display: string;
  /** E.164 for `tel:` links. */
  readonly e164: string;
  readonly openingHours: readonly OpeningHours[];
  /** Cost per call: landline price and the maximum from mobile networks, in cents of `currency`. */
  readonly callFees: {
    readonly landlineCents: number;
    readonly mobileMaxCents: number;
    readonly currency: Currency;
  };
}

/** Feature switches per tenant. */
export interface FeatureFlags {
  /** Login tab "customer number and birth date" (spec: off by default). */
  readonly loginByCustomerNumber: boolean;
  /** Premium programme (spec: disabled). */
  readonly premium: boolean;
  readonly chatBot: boolean;
  readonly bonusProgram: boolean;
  /** Credit account (Flexikonto) with its advantage club. */
  readonly creditAccount: boolean;
  readonly instalmentCalculator: boolean;
  readonly rateProtection: boolean;
  readonly co2Compensation: boolean;
  readonly paylink: boolean;
  readonly productRatings: boolean;
  readonly searchHistory: boolean;
  readonly appBanner: boolean;
  readonly customerSurvey: boolean;
  readonly braSizeFinder: boolean;
  readonly parcelShopFinder: boolean;
  /** Layer offering the alternative shops for Austria and Switzerland. */
  readonly countrySwitchLayer: boolean;
}

/** Everything the storefront knows about one tenant (one shop per country). */
export interface TenantConfig {
  readonly id: TenantId;
  readonly defaultLocale: Locale;
  readonly locales: readonly Locale[];
  /**
   * Two-letter first path segments that select a non-default locale (`{ fr: 'fr-CH' }` on CH):
   * `/fr/...` is French, every other path is the default locale.
   */
  readonly languagePrefixes: Readonly<Record<string, Locale>>;
  /** Host names (without port, lower case) that serve this tenant. */
  readonly hosts: readonly string[];
  /** IANA time zone for dates and opening hours. */
  readonly timeZone: string;
  readonly currency: Currency;
  readonly company: CompanyInfo;
  readonly seals: readonly Seal[];
  readonly payment: PaymentSettings;
  readonly bank: BankInfo;
  readonly hotline: Hotline;
  readonly features: FeatureFlags;
  /** Orders from this value ship free (spec: 75 EUR). */
  readonly freeShippingThreshold: Money;
  /**
   * The shop carries the white-label brand (spec § 9: primary #1e4a5e, secondary #e73452) instead of
   * the shop's own (#068099, #C44F4F): the chrome and every remote render with the white-label palette
   * of @sf/tokens (decision 0213). Absent: the shop's own brand (every tenant today).
   */
  readonly whiteLabel?: boolean;
}
