import { isRemoteComposition } from '@sf/contracts';
import { ROUTES } from '@sf/i18n';
import { composition, LANDING_ROUTES } from './composition';
import { HELPER_COOKIES } from './server/helpers/cookies';

describe("the service vertical's composition", () => {
  it('is a well-formed composition of this remote', () => {
    expect(isRemoteComposition(composition)).toBe(true);
    expect(composition.remote).toBe('mfe-service-contact');
  });

  it('places the prompts and the promotion on landing pages only (never checkout, basket or account), the preview banner everywhere', () => {
    const ids = new Set<string>(ROUTES.map((r) => r.id));
    for (const id of LANDING_ROUTES) expect(ids.has(id)).toBe(true);
    for (const route of ROUTES.filter(
      (r) => r.id.startsWith('checkout') || r.id === 'basket' || r.id.startsWith('account'),
    )) {
      expect(LANDING_ROUTES).not.toContain(route.id);
    }
    const byFragment = new Map(composition.widgets.map((w) => [w.fragment, w]));
    for (const prompt of ['country-switch', 'app-banner', 'survey', 'promo-banner'])
      expect(byFragment.get(prompt)?.routes).toBe(LANDING_ROUTES);
    expect(byFragment.get('preview-banner')?.routes).toBe('all');
  });

  it('lets the helpers read only their own cookies and marks the prompts as page helpers', () => {
    const own: readonly string[] = Object.values(HELPER_COOKIES);
    for (const w of composition.widgets) for (const cookie of w.cookies ?? []) expect(own).toContain(cookie);
    expect(composition.widgets.filter((w) => w.helper).map((w) => w.fragment)).toEqual([
      'chat-bot',
      'country-switch',
      'app-banner',
      'survey',
    ]);
  });
});
