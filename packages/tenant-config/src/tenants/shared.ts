import type { FeatureFlags, Hotline, OpeningHours, PaylinkMethod } from '../types';

/** Hotline hours of every tenant: Mon–Fri 08:00–21:00, Sat 08:00–12:00. */
export const HOTLINE_HOURS: readonly OpeningHours[] = [
  { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '08:00', closes: '21:00' },
  { days: ['sat'], opens: '08:00', closes: '12:00' },
];

/** Landline 20 cents per call, mobile at most 60 cents per call. */
export function callFees(currency: Hotline['callFees']['currency']): Hotline['callFees'] {
  return { landlineCents: 20, mobileMaxCents: 60, currency };
}

/** The paylink methods of the spec, in display order. */
export const PAYLINK_METHODS: readonly PaylinkMethod[] = [
  'paypal',
  'mastercard',
  'visa',
  'diners',
  'discover',
];

/** Flags shared by all tenants; a tenant overrides what differs. */
export const DEFAULT_FEATURES: FeatureFlags = {
  loginByCustomerNumber: false,
  premium: false,
  chatBot: true,
  bonusProgram: true,
  creditAccount: true,
  instalmentCalculator: true,
  rateProtection: true,
  co2Compensation: true,
  paylink: true,
  productRatings: true,
  searchHistory: true,
  appBanner: true,
  customerSurvey: true,
  braSizeFinder: true,
  parcelShopFinder: true,
  countrySwitchLayer: false,
};
