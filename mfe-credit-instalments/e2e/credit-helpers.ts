import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3300);
/** The credit server itself (PORT + 108): its dev switch is not reachable through the edge. */
const CREDIT = `http://127.0.0.1:${PORT + 108}`;

export const DE_HOST = `http://de.localhost:${PORT}`;
export const CH_HOST = `http://ch.localhost:${PORT}`;
/** A product of the seeded catalog (its price lies inside the DE range). */
// a bed at 677.99 EUR: inside every shop's instalment range (a product under the minimum shows no monthly figure)
export const PRODUCT = '/p/x-100021';

export const FIGURES = [
  'Kaufbetrag',
  'Monatliche Rate',
  'Erste Rate',
  'Letzte Rate',
  'Ratenzuschlag (Zinsen)',
  'Aufschlag Zahlpause',
  'Gesamtbetrag',
  'Sollzinssatz p. a.',
  'Sollzinssatz pro Monat',
];

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe violations (ids and targets) inside `selector`. */
export async function violations(page: Page, selector: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(selector).withTags(TAGS).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Switches the credit server's fragments and API to 503 (SF_DEV_FEATURES) or back. */
export async function creditServer(state: 'down' | 'up'): Promise<void> {
  const res = await fetch(`${CREDIT}/dev/credit/${state}`, { method: 'POST' });
  if (!res.ok) throw new Error(`credit dev switch answered ${res.status}`);
}

/**
 * Logs an account-domain demo customer in for real, through the account page's login form
 * (mfe-account README: Anna, DE, anna.schmidt@example.com).
 */
export async function loginAccount(page: Page, host: string, email: string, password: string): Promise<void> {
  await page.goto(`${host}/mein-konto`);
  const login = page.getByRole('main').locator('form[action$="/form/login"]');
  await login.getByLabel('E-Mail-Adresse').fill(email);
  await login.getByLabel('Passwort').fill(password);
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByRole('main').getByRole('status').filter({ hasText: 'Sie sind angemeldet.' }).waitFor();
}

/** Logs a demo customer in for the credit domain (the SF_DEV_FEATURES stand-in with fixture ledgers, decision 0092). */
export async function loginDemo(
  context: BrowserContext,
  customer: string,
  host = 'de.localhost',
): Promise<void> {
  await context.addCookies([{ name: 'sf_credit_demo', value: customer, domain: host, path: '/' }]);
}
