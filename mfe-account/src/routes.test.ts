import type { TenantId } from '@sf/contracts';
import { createRouteTable, ownedBy, SHELL_ROUTES } from '@sf/i18n';
import { ACCOUNT_ROUTES } from './routes';

// the remote's routes beside the shell's (the CMS prefixes they sit in), as the composer composes them
const table = createRouteTable([...SHELL_ROUTES, ...ownedBy('mfe-account', ACCOUNT_ROUTES)]);

/** `<route id>@<remote>` of a path, or null. */
function owner(tenant: TenantId, path: string): string | null {
  const r = table.resolve(tenant, path);
  return r ? `${r.route.id}@${r.route.remote}` : null;
}

const SUB_PAGES: readonly (readonly [string, string])[] = [
  ['', 'account'],
  ['/uebersicht', 'account-overview'],
  ['/meine-persoenlichen-daten', 'account-personal-data'],
  ['/meine-bestellungen-und-lieferungen', 'account-orders'],
  ['/meine-buchungen', 'account-bookings'],
  ['/meine-rechnungen', 'account-invoices'],
  ['/mein-adressbuch', 'account-address-book'],
  ['/payback', 'account-payback'],
  ['/meine-zahltermine', 'account-payment-dates'],
  ['/bonusprogramm', 'account-bonus'],
];

const LINKS: readonly (readonly [string, string])[] = [
  ['/account', 'account-link'],
  ['/account/addresses', 'account-link-addresses'],
  ['/account/data', 'account-link-data'],
  ['/account/bookings', 'account-link-bookings'],
  ['/account/settings', 'account-link-settings'],
  ['/password/reset', 'password-reset'],
];

describe('account paths (spec section 2)', () => {
  it.each(['DE', 'AT', 'CH'] as const)('%s has the account area under /mein-konto', (tenant) => {
    for (const [sub, id] of SUB_PAGES) expect(owner(tenant, `/mein-konto${sub}`)).toBe(`${id}@mfe-account`);
  });

  it('has it under /fr/mon-compte in French and /mijn-account on NL, nowhere else', () => {
    for (const [sub, id] of SUB_PAGES) {
      expect(owner('CH', `/fr/mon-compte${sub}`)).toBe(`${id}@mfe-account`);
      expect(owner('NL', `/mijn-account${sub}`)).toBe(`${id}@mfe-account`);
    }
    expect(owner('CH', '/fr/mein-konto')).toBeNull();
    expect(owner('CH', '/mon-compte')).toBeNull();
    expect(owner('NL', '/mein-konto')).toBeNull();
  });

  it('has the account links of the texts and the password reset in every locale', () => {
    for (const [path, id] of LINKS) {
      for (const tenant of ['DE', 'AT', 'CH', 'NL'] as const)
        expect(owner(tenant, path)).toBe(`${id}@mfe-account`);
      expect(owner('CH', `/fr${path}`)).toBe(`${id}@mfe-account`);
    }
  });

  it('has the money-matters login of the Dutch sister shop on NL only, inside the CMS prefix', () => {
    expect(owner('NL', '/service/geldzaken/login')).toBe('finance-login@mfe-account');
    expect(owner('NL', '/service/geldzaken')).toBe('content@shell');
    expect(owner('DE', '/service/geldzaken/login')).toBe('content@shell');
  });

  it('lets every page but the account page itself take its status from the fragment', () => {
    expect(ACCOUNT_ROUTES.filter((r) => !('statusFrom' in r)).map((r) => r.id)).toEqual(['account']);
  });
});
