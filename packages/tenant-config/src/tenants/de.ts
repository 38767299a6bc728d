import type { TenantConfig } from '../types';
import { DEFAULT_FEATURES, HOTLINE_HOURS, PAYLINK_METHODS, callFees } from './shared';

/** Germany: the main shop (also served on `localhost` and `127.0.0.1` for development). */
export const DE_CONFIG: TenantConfig = {
  id: 'DE',
  defaultLocale: 'de-DE',
  locales: ['de-DE'],
  languagePrefixes: {},
  hosts: ['de.localhost', 'localhost', '127.0.0.1'],
  timeZone: 'Europe/Berlin',
  currency: 'EUR',
  company: {
    name: 'Nordhafen Versand GmbH',
    address: { street: 'Nordkanalstraße 48', postalCode: '20097', city: 'Hamburg', country: 'DE' },
    managingDirectors: ['Dr. Katrin Albers', 'Jens Mahlstedt'],
    register: { court: 'Amtsgericht Hamburg', number: 'HRB 148276' },
    vatId: 'DE814927366',
    email: 'service@nordhafen-versand.de',
  },
  seals: [
    {
      id: 'trusted-shops',
      name: 'Trusted Shops',
      url: 'https://www.trustedshops.de/bewertung/info_X4E7C2A91D3B58F06A2C7E19B4D8F3A56.html',
      certificateId: 'X4E7C2A91D3B58F06A2C7E19B4D8F3A56',
    },
    {
      id: 'ehi',
      name: 'EHI Geprüfter Online-Shop',
      url: 'https://ehi-siegel.de/verbraucher/shops-mit-siegel/zertifikat/7d3f92c4a1b8e605f2d94c17a3b6e08d/',
      certificateId: '7d3f92c4a1b8e605f2d94c17a3b6e08d',
    },
  ],
  payment: {
    methods: ['invoice', 'instalments', 'paymentPause', 'directDebit', 'paypal', 'creditCard', 'prepayment'],
    paylinkMethods: PAYLINK_METHODS,
    paymentPause: { months: 4, surchargeBp: 350 },
  },
  bank: {
    accountHolder: 'Nordhafen Versand GmbH',
    bankName: 'Hamburger Sparkasse',
    iban: 'DE48200505501027384950',
    bic: 'HASPDEHHXXX',
    sepaCreditorId: 'DE79ZZZ01234567890',
  },
  hotline: {
    display: '0180 6 27 37 47',
    e164: '+491806273747',
    openingHours: HOTLINE_HOURS,
    callFees: callFees('EUR'),
  },
  features: { ...DEFAULT_FEATURES, countrySwitchLayer: true },
  freeShippingThreshold: { amount: 75, currency: 'EUR' },
};
