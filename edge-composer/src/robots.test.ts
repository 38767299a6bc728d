import { createRouteTable, ROUTES, type OwnedRoute } from '@sf/i18n';
import { robotsTxt } from './robots';

/** The snapshot's routes with the checkout's start moved to `/bestellen` in German (a checkout deploy). */
function checkoutMoved() {
  return createRouteTable(
    (ROUTES as readonly OwnedRoute[]).map((route) =>
      route.id === 'checkout'
        ? ({ ...route, paths: { ...route.paths, 'de-DE': '/bestellen' } } as OwnedRoute)
        : route,
    ),
  );
}

describe('robotsTxt', () => {
  it('keeps the checkout and the account out in every language, with the snapshot’s paths without a table', () => {
    const lines = robotsTxt(undefined).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Disallow: /kasse',
        'Disallow: /fr/kasse',
        'Disallow: /mein-konto',
        'Disallow: /api',
        'Disallow: /dev',
      ]),
    );
    expect(lines.filter((l) => l === 'Disallow: /kasse')).toHaveLength(1);
  });

  it('keeps the checkout out where the served version has it', () => {
    const robots = robotsTxt(checkoutMoved());
    expect(robots).toContain('Disallow: /bestellen\n');
    expect(robots).toContain('Disallow: /fr/kasse\n');
    // nl-NL still has the checkout at /kasse
    expect(robots).toContain('Disallow: /kasse\n');
  });
});
