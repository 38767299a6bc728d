import { CONTRACT_VERSIONS, type RemoteComposition } from '@sf/contracts';

/** A remote's composition for a test registry: nothing composed unless `over` says so. */
export function compositionOf(
  remote: string,
  over: Partial<Omit<RemoteComposition, 'remote'>> = {},
): RemoteComposition {
  return {
    compositionVersion: 1,
    remote,
    contracts: CONTRACT_VERSIONS,
    widgets: [],
    api: [],
    paths: [],
    budgets: {},
    ...over,
  };
}

/** Test compositions shaped like the remotes' own (`<remote>/src/composition.ts`), by remote. */
export const COMPOSITIONS = {
  shell: compositionOf('shell', { api: ['vitals'], paths: ['/_platform', '/_platform/*'] }),
  'mfe-newsletter': compositionOf('mfe-newsletter', {
    widgets: [
      {
        fragment: 'newsletter-sheet',
        slot: 'mfe-newsletter-sheet',
        expose: './sheet',
        routes: ['home', 'content'],
      },
    ],
    api: ['newsletter'],
  }),
  'mfe-search': compositionOf('mfe-search', {
    widgets: [{ fragment: 'search-box', slot: 'mfe-search-box', expose: './search-box', routes: 'framed' }],
    api: ['search'],
  }),
  'mfe-account': compositionOf('mfe-account', {
    widgets: [{ fragment: 'login', slot: 'mfe-account-login', expose: './login', routes: 'framed' }],
    api: ['customer'],
  }),
  'mfe-catalog': compositionOf('mfe-catalog', {
    api: ['catalog', 'inform'],
    paths: ['/sitemap.xml', '/sitemaps/*'],
  }),
  'mfe-service-contact': compositionOf('mfe-service-contact', {
    api: ['servicelayer', 'contact'],
    paths: ['/fragment/inspire/servicelayer/*'],
  }),
  'mfe-basket-checkout': compositionOf('mfe-basket-checkout', { api: ['basket', 'voucher'] }),
  'mfe-credit-instalments': compositionOf('mfe-credit-instalments', {
    api: ['credit'],
    slotWidget: {
      fragment: 'credit-widget',
      fallback: {
        'de-DE': 'Die Ratenberechnung ist zurzeit nicht möglich.',
        'de-AT': 'Die Ratenberechnung ist zurzeit nicht möglich.',
        'de-CH': 'Die Ratenberechnung ist zurzeit nicht möglich.',
        'fr-CH': 'Le calcul des mensualités est momentanément impossible.',
        'nl-NL': 'De termijnberekening is op dit moment niet mogelijk.',
      },
    },
  }),
} satisfies Readonly<Record<string, RemoteComposition>>;

/** The test composition of a remote, if it has one. */
export function testCompositionOf(remote: string): RemoteComposition | undefined {
  return (COMPOSITIONS as Readonly<Record<string, RemoteComposition>>)[remote];
}
