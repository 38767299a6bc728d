import type { TenantConfig } from '../types';
import { DEFAULT_FEATURES, HOTLINE_HOURS, PAYLINK_METHODS, callFees } from './shared';

/** Austria. */
export const AT_CONFIG: TenantConfig = {
  id: 'AT',
  defaultLocale: 'de-AT',
  locales: ['de-AT'],
  languagePrefixes: {},
  hosts: ['at.localhost'],
  timeZone: 'Europe/Vienna',
  currency: 'EUR',
  company: {
    name: 'Nordhafen Versand Österreich GmbH',
    address: { street: 'Industriezeile 36', postalCode: '4020', city: 'Linz', country: 'AT' },
    managingDirectors: ['Mag. Verena Hollerer'],
    register: { court: 'Landesgericht Linz', number: 'FN 398214 t' },
    vatId: 'ATU63842177',
    email: 'service@nordhafen-versand.at',
  },
  seals: [
    {
      id: 'trusted-shops',
      name: 'Trusted Shops',
      url: 'https://www.trustedshops.at/bewertung/info_X91B3D5F7A2C4E6081F3A5C7E9B1D2F40.html',
      certificateId: 'X91B3D5F7A2C4E6081F3A5C7E9B1D2F40',
    },
    {
      id: 'guetezeichen',
      name: 'Österreichisches E-Commerce-Gütezeichen',
      url: 'https://www.guetezeichen.at/zertifikat/nordhafen-versand-at/',
      certificateId: 'GZ-2231-0457',
    },
  ],
  payment: {
    methods: ['invoice', 'instalments', 'paymentPause', 'paypal', 'creditCard', 'prepayment'],
    paylinkMethods: PAYLINK_METHODS,
    paymentPause: { months: 4, surchargeBp: 350 },
  },
  bank: {
    accountHolder: 'Nordhafen Versand Österreich GmbH',
    bankName: 'Raiffeisenlandesbank Oberösterreich',
    iban: 'AT743400000012345678',
    bic: 'RZOOAT2L',
  },
  hotline: {
    display: '0810 20 30 40',
    e164: '+43810203040',
    openingHours: HOTLINE_HOURS,
    callFees: callFees('EUR'),
  },
  features: DEFAULT_FEATURES,
  freeShippingThreshold: { amount: 75, currency: 'EUR' },
};
