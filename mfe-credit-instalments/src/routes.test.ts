import type { TenantId } from '@sf/contracts';
import { createRouteTable, ownedBy, SHELL_ROUTES } from '@sf/i18n';
import { CREDIT_ROUTES } from './routes';

// the remote's routes beside the shell's (the CMS prefixes they sit in), as the composer composes them
const table = createRouteTable([...SHELL_ROUTES, ...ownedBy('mfe-credit-instalments', CREDIT_ROUTES)]);
const resolveRoute = (tenant: TenantId, path: string) => table.resolve(tenant, path);

/** `<route id>@<remote>` of a path, or null. */
function owner(tenant: TenantId, path: string): string | null {
  const r = resolveRoute(tenant, path);
  return r ? `${r.route.id}@${r.route.remote}` : null;
}

describe('credit paths (issue 12): calculator under the service paths, Flexikonto under the account area', () => {
  const TABLE: readonly (readonly [string, string, string, string])[] = [
    [
      'credit-calculator',
      '/service-hilfe/ratenrechner',
      '/fr/aide-service/calculateur-mensualites',
      '/klantenservice/termijncalculator',
    ],
    ['credit-flexikonto', '/mein-konto/flexikonto', '/fr/mon-compte/flexikonto', '/mijn-account/flexikonto'],
    [
      'credit-rate-protection',
      '/mein-konto/flexikonto/ratenschutz',
      '/fr/mon-compte/flexikonto/assurance-mensualites',
      '/mijn-account/flexikonto/termijnbescherming',
    ],
  ];

  it.each(TABLE)('%s is owned by mfe-credit-instalments in every locale', (id, de, fr, nl) => {
    for (const tenant of ['DE', 'AT', 'CH'] as const)
      expect(owner(tenant, de)).toBe(`${id}@mfe-credit-instalments`);
    expect(owner('CH', fr)).toBe(`${id}@mfe-credit-instalments`);
    expect(resolveRoute('CH', fr)?.locale).toBe('fr-CH');
    expect(owner('NL', nl)).toBe(`${id}@mfe-credit-instalments`);
  });

  it('leaves the checkout steps of rate protection and payment pause to others (the checkout)', () => {
    expect(owner('DE', '/kasse/ratenschutz')).toBeNull();
    expect(owner('DE', '/kasse/ratenschutz-aktualisierung')).toBeNull();
    expect(owner('DE', '/kasse/zahlpause')).toBeNull();
  });
});
