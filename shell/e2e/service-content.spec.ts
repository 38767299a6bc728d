import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from './support';

/**
 * Issue 29, content: the service start `/service`, the consulting page linked from the footer, the
 * warranty (1 year) and hose-extension (3.5 m) texts, and the service layers' index `/servicelayer/`
 * (content only) linked from the service-help page — in German, French and Dutch, axe-clean.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SHOPS = [
  {
    name: 'de-DE',
    host: 'de.localhost',
    prefix: '',
    serviceStart: '/service-hilfe',
    serviceHeading: 'Wie können wir Ihnen helfen?',
    consulting: 'Persönliche Beratung',
    consultingPath: '/service-hilfe/beratung',
    warranty: /1 Jahr Garantie ab Lieferung/,
    hose: /Schlauchverlängerung bis 3,5 m/,
    layersLink: 'Service-Infos kurz erklärt',
    layers: ['Versandkosten', 'Garantie', 'Anschlussservice'],
  },
  {
    name: 'fr-CH',
    host: 'ch.localhost',
    prefix: '/fr',
    serviceStart: '/fr/aide-service',
    serviceHeading: 'Comment pouvons-nous vous aider ?',
    consulting: 'Conseil personnalisé',
    consultingPath: '/fr/aide-service/conseil',
    warranty: /1 an de garantie à compter de la livraison/,
    hose: /rallonge de tuyau jusqu’à 3,5 m/,
    layersLink: 'Les infos service en bref',
    layers: ['Frais de livraison', 'Garantie', 'Service de raccordement'],
  },
  {
    name: 'nl-NL',
    host: 'nl.localhost',
    prefix: '',
    serviceStart: '/klantenservice',
    serviceHeading: 'Waarmee kunnen we je helpen?',
    consulting: 'Persoonlijk advies',
    consultingPath: '/klantenservice/advies',
    warranty: /1 jaar garantie vanaf de levering/,
    hose: /slangverlenging tot 3,5 m/,
    layersLink: 'Service-info in het kort',
    layers: ['Verzendkosten', 'Garantie', 'Aansluitservice'],
  },
] as const;

const violations = async (page: Page) =>
  (await new AxeBuilder({ page }).include('main').withTags(TAGS).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

for (const s of SHOPS) {
  test.describe(`service content ${s.name}`, () => {
    test('/service is the service start', async ({ page }) => {
      const res = await page.goto(`http://${s.host}:${E2E_PORT}${s.prefix}/service`);
      expect(res?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(s.serviceStart);
      await expect(page.getByRole('main').getByRole('heading', { name: s.serviceHeading })).toBeVisible();
    });

    test('the footer links the consulting page, which names the warranty and the hose extension', async ({
      page,
    }) => {
      await page.goto(`http://${s.host}:${E2E_PORT}${s.prefix}/`);
      await page.getByRole('contentinfo').getByRole('link', { name: s.consulting, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${s.consultingPath}$`));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: s.consulting })).toBeVisible();
      await expect(main.getByText(s.warranty)).toBeVisible();
      await expect(main.getByText(s.hose)).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the service-help page links the layers’ index, content only, and each layer answers', async ({
      page,
    }) => {
      await page.goto(`http://${s.host}:${E2E_PORT}${s.serviceStart}`);
      await page.getByRole('main').getByRole('link', { name: s.layersLink }).click();
      await expect(page).toHaveURL(new RegExp(`${s.prefix}/servicelayer/$`));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: s.layersLink })).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      expect(await violations(page)).toEqual([]);
      for (const name of s.layers) await expect(main.getByRole('link', { name })).toBeVisible();
      await main.getByRole('link', { name: s.layers[1] }).click();
      await expect(
        page.getByRole('main').getByRole('heading', { level: 1, name: s.layers[1] }),
      ).toBeVisible();
      await expect(page.getByRole('main').getByText(s.warranty)).toBeVisible();
      await page.goBack();
      await page.getByRole('main').getByRole('link', { name: s.layers[2] }).click();
      await expect(page.getByRole('main').getByText(s.hose)).toBeVisible();
    });
  });
}
