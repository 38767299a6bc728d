import type { TenantConfig } from '../types';
import { DEFAULT_FEATURES, HOTLINE_HOURS, PAYLINK_METHODS, callFees } from './shared';

/** The Netherlands (sister shop). */
export const NL_CONFIG: TenantConfig = {
  id: 'NL',
  defaultLocale: 'nl-NL',
  locales: ['nl-NL'],
  languagePrefixes: {},
  hosts: ['nl.localhost'],
  timeZone: 'Europe/Amsterdam',
  currency: 'EUR',
  company: {
    name: 'Nordhafen Postorder B.V.',
    address: { street: 'Stationsplein 45', postalCode: '3511 ED', city: 'Utrecht', country: 'NL' },
    managingDirectors: ['Sanne de Vries'],
    register: { court: 'Kamer van Koophandel', number: 'KvK 74125836' },
    vatId: 'NL853170241B01',
    email: 'klantenservice@nordhafen-postorder.nl',
  },
  seals: [
    {
      id: 'thuiswinkel',
      name: 'Thuiswinkel Waarborg',
      url: 'https://www.thuiswinkel.org/leden/nordhafen-postorder/certificaat',
      certificateId: 'TW-20419',
    },
  ],
  payment: {
    methods: ['ideal', 'invoice', 'instalments', 'paypal', 'creditCard'],
    paylinkMethods: PAYLINK_METHODS,
  },
  bank: {
    accountHolder: 'Nordhafen Postorder B.V.',
    bankName: 'ABN AMRO Bank',
    iban: 'NL58ABNA4172839509',
    bic: 'ABNANL2A',
  },
  hotline: {
    display: '0900 234 5678',
    e164: '+319002345678',
    openingHours: HOTLINE_HOURS,
    callFees: callFees('EUR'),
  },
  features: DEFAULT_FEATURES,
  freeShippingThreshold: { amount: 75, currency: 'EUR' },
};
