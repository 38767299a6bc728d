import { visitorHintsHeader, type VisitorHints } from '@sf/contracts';
import type { ContentBucket } from '@sf/server-kit';
import { createTestApp, fragmentHeaders } from '../test-app';
import { helperSettings } from './settings';
import { createPreviewToken } from './preview-token';

const NOW = new Date('2026-11-25T10:00:00Z');
const promotions: Record<string, unknown> = {
  'de-DE/promotion-willkommen': {
    title: 'Willkommensrabatt',
    text: '10 % auf Ihre erste Bestellung.',
    href: '/s/?q=sofa',
    linkText: 'Jetzt stöbern',
    validUntil: '2026-12-31',
  },
  'de-DE/promotion-vorbei': { title: 'Sommer', text: 'Vorbei.', validUntil: '2026-08-31' },
  'de-DE/promotion-kaputt': { title: 42 },
  'de-DE/survey': {
    title: 'Ihre Meinung zählt',
    question: 'Wie zufrieden sind Sie mit unserem Shop?',
    scale: '1 = gar nicht zufrieden, 5 = sehr zufrieden',
    comment: 'Was können wir besser machen? (freiwillig)',
  },
  'nl-NL/survey': { title: 'Jouw mening telt' },
};
const bucket = {
  get: async <T>(locale: string, id: string) => (promotions[`${locale}/${id}`] ?? null) as T | null,
} as ContentBucket;

let h: Awaited<ReturnType<typeof createTestApp>>;
let random = 0.99;
beforeAll(async () => {
  h = await createTestApp({
    contentBucket: bucket,
    helpers: helperSettings('test-preview-secret-0123456789abcdef', {
      random: () => random,
      surveyRate: 0.05,
    }),
  });
  (h.t as { now: () => Date }).now = () => NOW;
});
afterAll(async () => {
  await h.t.db.close();
});

const desktop: VisitorHints = { languages: ['de-DE', 'de'], country: null, platform: 'other', mobile: false };
const iphone: VisitorHints = { languages: ['de-DE'], country: 'DE', platform: 'ios', mobile: true };

async function fragment(
  id: string,
  opts: { path?: string; locale?: string; tenant?: string; hints?: VisitorHints; cookie?: string } = {},
) {
  const headers: Record<string, string> = {
    ...fragmentHeaders(opts.path ?? '/', opts.locale ?? 'de-DE', opts.tenant ?? 'DE'),
    'x-sf-visitor': visitorHintsHeader(opts.hints ?? desktop),
    'x-forwarded-proto': 'http',
    'x-forwarded-host': 'de.localhost:3000',
  };
  if (opts.cookie) headers.cookie = opts.cookie;
  const res = await h.app.request(`/fragment/${id}`, { headers });
  expect(res.status).toBe(200);
  return { res, html: await res.text() };
}

describe('country switch', () => {
  it('offers Austria first to a visitor located in Austria on the German shop, then Switzerland (both languages) and the Netherlands', async () => {
    const { res, html } = await fragment('country-switch', { hints: { ...desktop, country: 'AT' } });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('role="dialog"');
    expect(html).toContain('Sind Sie im richtigen Shop?');
    const order = ['Österreich', 'Schweiz (Deutsch)', 'Schweiz (Französisch)', 'Niederlande'].map((t) =>
      html.indexOf(t),
    );
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).not.toContain('>Deutschland<');
    expect(html).toContain('value="de-AT"');
    expect(html).toContain('autofocus');
  });

  it('suggests Switzerland by language (de-CH, fr-CH) when the CDN names no country', async () => {
    const { html } = await fragment('country-switch', {
      hints: { ...desktop, languages: ['fr-CH', 'fr', 'de'] },
    });
    expect(html.indexOf('Schweiz (Französisch)')).toBeLessThan(html.indexOf('Österreich'));
    expect(html.indexOf('Schweiz (Französisch)')).toBeLessThan(html.indexOf('Schweiz (Deutsch)'));
  });

  it('offers nothing when the visitor fits the shop, nothing is suggested, or a choice is remembered', async () => {
    expect((await fragment('country-switch')).html).toBe('');
    expect(
      (await fragment('country-switch', { hints: { ...desktop, country: 'FR', languages: ['de-AT'] } })).html,
    ).toBe('');
    expect((await fragment('country-switch', { hints: { ...desktop, languages: ['en', 'fr'] } })).html).toBe(
      '',
    );
    expect(
      (await fragment('country-switch', { hints: { ...desktop, country: 'AT' }, cookie: 'sf_country=stay' }))
        .html,
    ).toBe('');
  });

  it('offers the German shop to a German visitor in the Austrian shop, in the page language', async () => {
    const { html } = await fragment('country-switch', {
      tenant: 'AT',
      locale: 'de-AT',
      hints: { ...desktop, country: 'DE' },
    });
    expect(html).toContain('value="de-DE"');
    expect(html).not.toContain('>Österreich<');
    const nl = await fragment('country-switch', {
      tenant: 'NL',
      locale: 'nl-NL',
      hints: { ...desktop, country: 'CH' },
    });
    expect(nl.html).toContain('Zwitserland (Duits)');
    expect(nl.html).toContain('In deze shop blijven');
  });
});

describe('app banner', () => {
  it('shows the store of the platform on phones, not on desktops, not after a dismissal or while the country switch is due', async () => {
    const ios = await fragment('app-banner', { hints: iphone });
    expect(ios.html).toContain('Im App Store laden');
    expect(ios.html).toContain('href="https://apps.apple.com/');
    expect((await fragment('app-banner', { hints: { ...iphone, platform: 'android' } })).html).toContain(
      'Bei Google Play laden',
    );
    expect((await fragment('app-banner')).html).toBe('');
    expect((await fragment('app-banner', { hints: iphone, cookie: 'sf_app_banner=dismissed' })).html).toBe(
      '',
    );
    expect((await fragment('app-banner', { hints: { ...iphone, country: 'CH' } })).html).toBe('');
  });
});

describe('survey', () => {
  it('invites only a sampled page view, never after an answer or a dismissal, never beside another prompt', async () => {
    random = 0.99;
    expect((await fragment('survey')).html).toBe('');
    random = 0.01;
    expect((await fragment('survey')).html).toContain('Wie zufrieden sind Sie mit unserem Shop?');
    expect((await fragment('survey', { cookie: 'sf_survey=answered' })).html).toBe('');
    expect((await fragment('survey', { hints: iphone })).html).toBe('');
    expect((await fragment('survey', { hints: { ...desktop, country: 'NL' } })).html).toBe('');
    random = 0.99;
    // development features: ?survey=1 invites for sure
    expect((await fragment('survey', { path: '/?survey=1' })).html).toContain('Ihre Meinung zählt');
  });

  it('asks what the content bucket’s survey document says, and nothing without one', async () => {
    random = 0.01;
    const { html } = await fragment('survey');
    expect(html).toContain('1 = gar nicht zufrieden, 5 = sehr zufrieden');
    expect(html).toContain('Was können wir besser machen? (freiwillig)');
    // no survey document for fr-CH, a malformed one for nl-NL: no survey
    expect((await fragment('survey', { path: '/fr/', locale: 'fr-CH', tenant: 'CH' })).html).toBe('');
    expect((await fragment('survey', { locale: 'nl-NL', tenant: 'NL' })).html).toBe('');
    random = 0.99;
  });
});

describe('promotion banner', () => {
  it('shows the promotion of a known code and is empty without a code, for an unknown, malformed or ended one', async () => {
    const { res, html } = await fragment('promo-banner', { path: '/?promo=willkommen' });
    expect(res.headers.get('cache-control')).toContain('public');
    expect(html).toContain('Willkommensrabatt');
    expect(html).toContain('Ihr Code: WILLKOMMEN');
    expect(html).toContain('href="/s/?q=sofa"');
    for (const path of [
      '/',
      '/?promo=unbekannt',
      '/?promo=vorbei',
      '/?promo=kaputt',
      '/?promo=..%2Fetc',
      '/?promo=%3Cscript%3E',
    ]) {
      expect([path, (await fragment('promo-banner', { path })).html]).toEqual([path, '']);
    }
  });
});

describe('preview banner', () => {
  it('shows only with a valid signed preview cookie', async () => {
    const secret = 'test-preview-secret-0123456789abcdef';
    const token = await createPreviewToken(secret, NOW, 1800);
    const shown = await fragment('preview-banner', { cookie: `sf_preview=${token}` });
    expect(shown.html).toContain('Vorschau beenden');
    expect(shown.res.headers.get('cache-control')).toBe('no-store');
    const none = await fragment('preview-banner');
    expect(none.html).toBe('');
    expect(none.res.headers.get('cache-control')).toContain('public');
    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await fragment('preview-banner', { cookie: `sf_preview=${forged}` })).html).toBe('');
    const otherKey = await createPreviewToken('another-secret-0123456789abcdefghij', NOW, 1800);
    expect((await fragment('preview-banner', { cookie: `sf_preview=${otherKey}` })).html).toBe('');
    const expired = await createPreviewToken(secret, new Date(NOW.getTime() - 7200_000), 3600);
    expect((await fragment('preview-banner', { cookie: `sf_preview=${expired}` })).html).toBe('');
  });
});
