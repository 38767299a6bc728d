import type { TenantConfig } from '../types';
import { DEFAULT_FEATURES, HOTLINE_HOURS, PAYLINK_METHODS, callFees } from './shared';

/** Switzerland: German by default, French under `/fr`. */
export const CH_CONFIG: TenantConfig = {
  id: 'CH',
  defaultLocale: 'de-CH',
  locales: ['de-CH', 'fr-CH'],
  languagePrefixes: { fr: 'fr-CH' },
  hosts: ['ch.localhost'],
  timeZone: 'Europe/Zurich',
  currency: 'CHF',
  company: {
    name: 'Nordhafen Versand (Schweiz) AG',
    address: { street: 'Riedstrasse 9', postalCode: '8953', city: 'Dietikon', country: 'CH' },
    managingDirectors: ['Lukas Brunner', 'Céline Favre'],
    register: { court: 'Handelsregisteramt des Kantons Zürich', number: 'CHE-417.263.952' },
    vatId: 'CHE-417.263.952 MWST',
    email: 'service@nordhafen-versand.ch',
  },
  seals: [
    {
      id: 'trusted-shops',
      name: 'Trusted Shops',
      url: 'https://www.trustedshops.ch/bewertung/info_X2C4E6A8B0D1F3A5C7E9B2D4F6A8C0E13.html',
      certificateId: 'X2C4E6A8B0D1F3A5C7E9B2D4F6A8C0E13',
    },
    {
      id: 'swiss-online-garantie',
      name: 'Swiss Online Garantie',
      url: 'https://www.swiss-online-garantie.ch/zertifikat/nordhafen-versand-ch',
      certificateId: 'SOG-1187',
    },
  ],
  payment: {
    methods: ['invoice', 'instalments', 'paypal', 'creditCard', 'twint'],
    paylinkMethods: PAYLINK_METHODS,
  },
  bank: {
    accountHolder: 'Nordhafen Versand (Schweiz) AG',
    bankName: 'Zürcher Kantonalbank',
    iban: 'CH6900700110001234567',
    bic: 'ZKBKCHZZ80A',
  },
  hotline: {
    display: '0848 40 50 60',
    e164: '+41848405060',
    openingHours: HOTLINE_HOURS,
    callFees: callFees('CHF'),
  },
  features: DEFAULT_FEATURES,
  freeShippingThreshold: { amount: 75, currency: 'EUR' },
};
