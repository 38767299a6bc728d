import { COMPOSITION_VERSION, CONTRACT_VERSIONS, type RemoteComposition } from '@sf/contracts';
import { CREDIT_ROUTES } from './routes';

const FALLBACK_DE = 'Die Ratenberechnung ist zurzeit nicht möglich. Bitte versuchen Sie es später erneut.';

/**
 * What the credit remote composes into the shop (docs/platform.md, "Page widgets"): the instalment
 * widget that other fragments reserve a slot for (decision 0046; its fallback text when it cannot be
 * fetched) and `/api/credit`. Its build emits this as `sf-composition.json`.
 */
export const composition: RemoteComposition = {
  compositionVersion: COMPOSITION_VERSION,
  remote: 'mfe-credit-instalments',
  contracts: CONTRACT_VERSIONS,
  routes: CREDIT_ROUTES,
  widgets: [],
  slotWidget: {
    fragment: 'credit-widget',
    fallback: {
      'de-DE': FALLBACK_DE,
      'de-AT': FALLBACK_DE,
      'de-CH': FALLBACK_DE,
      'fr-CH': 'Le calcul des mensualités est momentanément impossible. Veuillez réessayer plus tard.',
      'nl-NL': 'De termijnberekening is op dit moment niet mogelijk. Probeer het later opnieuw.',
    },
  },
  api: ['credit'],
  paths: [],
  budgets: {
    '*': { htmlBytes: 100_000, serverP99Ms: 500 },
    'credit-widget': { htmlBytes: 10_000, serverP99Ms: 200 },
  },
};
