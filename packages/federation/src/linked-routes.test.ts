import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { appSources, linkedRouteIds } from './linked-routes';

const workspace = join(__dirname, '..', '..', '..');
// inside the workspace, so `@sf/i18n` resolves as it does for an app
const app = join(workspace, '.tmp', `linked-routes-${process.pid}`);

const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({ extends: join(workspace, 'tsconfig.base.json'), include: ['src'] }),
  'src/links.tsx': `
import type { Locale } from '@sf/contracts';
import { localizedPath, productPath, type RouteId } from '@sf/i18n';

const NAV = [{ route: 'account' }, { route: 'wishlist' }] as const satisfies readonly { route: RouteId }[];
type Step = 'checkout-delivery' | 'not-a-route';

export const basket = (locale: Locale) => localizedPath('basket', locale);
export const product = (locale: Locale) => productPath('kleid', '100042', locale);
export const nav = (locale: Locale) => NAV.map((item) => localizedPath(item.route, locale));
export const early = (to: RouteId | undefined, locale: Locale) => localizedPath(to ?? 'checkout', locale);
export const step = (s: Step, locale: Locale) => localizedPath(s as RouteId, locale);
// words that are route ids, but no link
export const words = ['search', 'home'];
export const isHome = (tab: string) => tab === 'contact';
`,
  'src/unfollowed.ts': `
import type { Locale } from '@sf/contracts';
import { localizedPath, type RouteId } from '@sf/i18n';

export const fromData = (name: string, locale: Locale) => localizedPath(name as RouteId, locale);
`,
  // neither tests nor the standalone harness are part of what the app serves
  'src/links.test.ts': `import { localizedPath } from '@sf/i18n';\nlocalizedPath('contact', 'de-DE');\n`,
  'src/standalone/dev.ts': `import { localizedPath } from '@sf/i18n';\nlocalizedPath('newsletter-signup', 'de-DE');\n`,
};

beforeAll(() => {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(app, file)), { recursive: true });
    writeFileSync(join(app, file), text);
  }
});
afterAll(() => rmSync(app, { recursive: true, force: true }));

describe('linkedRouteIds', () => {
  it('finds the route ids the code links: literal arguments, typed lists, fallbacks, asserted literal types and what a package function it calls links', () => {
    const { ids, unfollowed } = linkedRouteIds(app);
    expect(ids).toEqual(['account', 'basket', 'checkout', 'checkout-delivery', 'product', 'wishlist']);
    expect(unfollowed).toEqual([
      'src/unfollowed.ts:5: a route id asserted from a value the build cannot follow (give it a route id type)',
    ]);
  });

  it('reads the app’s sources without tests and the standalone harness', () => {
    expect(appSources(app).map((f) => f.slice(app.length + 1))).toEqual([
      'src/links.tsx',
      'src/unfollowed.ts',
    ]);
  });

  it('finds what the real apps link of each other', () => {
    expect(linkedRouteIds(join(workspace, 'mfe-basket-checkout')).ids).toEqual(
      expect.arrayContaining(['account', 'product', 'wishlist', 'credit-calculator']),
    );
  }, 120_000);
});
