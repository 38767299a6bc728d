/** @jest-environment node */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  isBannerDoc,
  isFooterDoc,
  isMenuFlyoutDoc,
  isNavigationDoc,
  isNewsletterSheetDoc,
  isPageDoc,
  isUspBarDoc,
} from '../shared/content-guards';
import { getTenantConfig, tenantOfLocale, type PaymentMethod } from '@sf/tenant-config';
import { bucketApp, CONTENT_DIR } from '../server/test-helpers';

describe('content bucket server', () => {
  it('serves a document with a 900 s cache-control', async () => {
    const res = await bucketApp().request('/de-DE/bucket-usp-bar.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=900');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual(
      expect.objectContaining({
        items: expect.arrayContaining([expect.objectContaining({ text: 'Kostenloser Versand ab 75 €' })]),
      }),
    );
  });

  it('gives de-AT and de-CH the de-DE document when they have none of their own', async () => {
    const app = bucketApp();
    const at = (await (await app.request('/de-AT/bucket-usp-bar.json')).json()) as {
      items: { text: string }[];
    };
    expect(at.items[0]?.text).toBe('Kostenloser Versand ab 75 €');
    const ch = (await (await app.request('/de-CH/bucket-usp-bar.json')).json()) as {
      items: { text: string }[];
    };
    expect(ch.items[0]?.text).toBe('Gratis Lieferung ab CHF 75.–');
  });

  it('answers 404 for unknown documents, locales and malformed identifiers', async () => {
    const app = bucketApp();
    expect((await app.request('/de-DE/gibt-es-nicht.json')).status).toBe(404);
    expect((await app.request('/en-GB/navigation.json')).status).toBe(404);
    expect((await app.request('/de-DE/..%2Fpackage.json')).status).toBe(404);
    expect((await app.request('/de-DE/navigation')).status).toBe(404);
    expect((await app.request('/fr-CH/navigation.json/x')).status).toBe(404);
  });
});

const GUARDS: Record<string, (v: unknown) => boolean> = {
  navigation: isNavigationDoc,
  'bucket-usp-bar': isUspBarDoc,
  'menu-flyout': isMenuFlyoutDoc,
  footer: isFooterDoc,
  banner: isBannerDoc,
  'newsletter-sheet': isNewsletterSheetDoc,
};

/** A service layer (`servicelayer-<id>`, read by mfe-service-contact): a title and its paragraphs. */
const isServiceLayerDoc = (v: unknown): boolean => {
  const doc = v as { title?: unknown; paragraphs?: unknown } | null;
  return (
    typeof doc?.title === 'string' &&
    Array.isArray(doc.paragraphs) &&
    doc.paragraphs.length > 0 &&
    doc.paragraphs.every((p) => typeof p === 'string')
  );
};

/** The index of the service layers (`servicelayer`, `/servicelayer/`): a layer with the ids and names of the layers. */
const isServiceLayerIndexDoc = (v: unknown): boolean => {
  const doc = v as { layers?: unknown } | null;
  return (
    isServiceLayerDoc(v) &&
    Array.isArray(doc?.layers) &&
    doc.layers.length > 0 &&
    doc.layers.every(
      (l: { id?: unknown; title?: unknown }) =>
        typeof l.id === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(l.id) && typeof l.title === 'string',
    )
  );
};

/** A promotion (`promotion-<code>`, read by mfe-service-contact's promotion banner): title and text at least. */
const isPromotionDoc = (v: unknown): boolean => {
  const doc = v as Record<string, unknown> | null;
  const optional = (k: string) => doc?.[k] === undefined || typeof doc[k] === 'string';
  return (
    typeof doc?.title === 'string' &&
    typeof doc.text === 'string' &&
    ['href', 'linkText', 'validUntil'].every(optional)
  );
};

/** The survey's texts (`survey`, read by mfe-service-contact's survey, decision 0212). */
const isSurveyDoc = (v: unknown): boolean => {
  const doc = v as Record<string, unknown> | null;
  return ['title', 'question', 'scale', 'comment'].every(
    (k) => typeof doc?.[k] === 'string' && doc[k] !== '',
  );
};

/** The SEO file (`seo`, read by mfe-search: landing terms with their title and description, decision 0212). */
const isSeoDoc = (v: unknown): boolean => {
  const list = (v as { searchTerms?: unknown } | null)?.searchTerms;
  return (
    Array.isArray(list) &&
    list.every(
      (e: { term?: unknown; title?: unknown; description?: unknown }) =>
        typeof e.term === 'string' && typeof e.title === 'string' && typeof e.description === 'string',
    )
  );
};

/** The voucher mail's texts (`voucher`, read by mfe-newsletter, decision 0212). */
const isVoucherDoc = (v: unknown): boolean => {
  const doc = v as Record<string, unknown> | null;
  return ['subject', 'body', 'terms'].every((k) => typeof doc?.[k] === 'string' && doc[k] !== '');
};

/** The guard of a content document by its identifier (layers and promotions by their prefix, everything else a page). */
const guardOf = (identifier: string): [string, (v: unknown) => boolean] =>
  identifier === 'servicelayer'
    ? ['service layer index', isServiceLayerIndexDoc]
    : identifier.startsWith('servicelayer-')
      ? ['service layer', isServiceLayerDoc]
      : identifier.startsWith('promotion-')
        ? ['promotion', isPromotionDoc]
        : identifier === 'survey'
          ? ['survey', isSurveyDoc]
          : identifier === 'seo'
            ? ['SEO file', isSeoDoc]
            : identifier === 'voucher'
              ? ['voucher', isVoucherDoc]
              : GUARDS[identifier]
                ? [identifier, GUARDS[identifier]!]
                : ['page', isPageDoc];

describe('the content in the repo', () => {
  it('is valid for its document type in every locale', async () => {
    const locales = await readdir(CONTENT_DIR);
    expect(locales.sort()).toEqual(['de-AT', 'de-CH', 'de-DE', 'fr-CH', 'nl-NL']);
    for (const locale of locales) {
      for (const file of await readdir(join(CONTENT_DIR, locale))) {
        const identifier = file.replace(/\.json$/, '');
        const doc: unknown = JSON.parse(await readFile(join(CONTENT_DIR, locale, file), 'utf8'));
        const [type, guard] = guardOf(identifier);
        if (!guard(doc)) throw new Error(`${locale}/${file} is not a valid ${type} document`);
      }
    }
  });

  it('has the base documents in every full locale', async () => {
    for (const locale of ['de-DE', 'fr-CH', 'nl-NL']) {
      const files = await readdir(join(CONTENT_DIR, locale));
      for (const id of [...Object.keys(GUARDS), 'storefront', 'survey', 'seo', 'voucher'])
        expect(files).toContain(`${id}.json`);
    }
  });

  it('writes Swiss German without ß', async () => {
    for (const file of await readdir(join(CONTENT_DIR, 'de-CH'))) {
      expect(await readFile(join(CONTENT_DIR, 'de-CH', file), 'utf8')).not.toContain('ß');
    }
  });

  it('advertises in each footer the payment methods the tenant’s checkout offers, in its order (issue 29)', async () => {
    // the footer's label of each method, in every language of the shops
    const METHOD: Readonly<Record<string, PaymentMethod>> = {
      Rechnung: 'invoice',
      Facture: 'invoice',
      'Achteraf betalen': 'invoice',
      Ratenzahlung: 'instalments',
      Mensualités: 'instalments',
      'Gespreid betalen': 'instalments',
      Zahlpause: 'paymentPause',
      Lastschrift: 'directDebit',
      PayPal: 'paypal',
      Kreditkarte: 'creditCard',
      'Carte de crédit': 'creditCard',
      Creditcard: 'creditCard',
      Vorkasse: 'prepayment',
      Vorauskasse: 'prepayment',
      TWINT: 'twint',
      iDEAL: 'ideal',
    };
    for (const locale of ['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL'] as const) {
      const footer = JSON.parse(await readFile(join(CONTENT_DIR, locale, 'footer.json'), 'utf8')) as {
        payments: { methods: string[] };
      };
      expect([locale, footer.payments.methods.map((label) => METHOD[label] ?? label)]).toEqual([
        locale,
        getTenantConfig(tenantOfLocale(locale)).payment.methods,
      ]);
    }
  });
});
