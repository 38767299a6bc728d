/**
 * The shop's service worker (decision 0155) in Chromium: the offline page in the shopper's locale with
 * the products last viewed, nothing of a logged-in shopper in any cache, a remote deployed anew runs
 * alone on the next online visit, and the platform's kill switch unregisters the worker.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_DIR, ROOT, E2E_PORT } from './support';

test.use({ serviceWorkers: 'allow' });

const REGISTRY = path.join(DATA_DIR, 'registry', 'registry.json');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const at = (host: string, p: string) => `http://${host}:${E2E_PORT}${p}`;

/** Waits until the shop's worker controls the page (registered after the load event, claims the page). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/**
 * Offline for the page and its worker: `setOffline` emulates the page's network; the worker's own
 * fetches (Playwright sees them as requests of the context) fail as a dropped connection would.
 */
async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**', (route) =>
    route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback(),
  );
}

/** Names of Cache Storage entries of the origin: every cached URL with its content type. */
async function cachedEntries(page: Page): Promise<{ cache: string; url: string; type: string }[]> {
  return page.evaluate(async () => {
    const out: { cache: string; url: string; type: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        out.push({ cache: name, url: request.url, type: response?.headers.get('content-type') ?? '' });
      }
    }
    return out;
  });
}

test('offline, a returning shopper gets the offline page in her locale with the products she viewed (axe clean)', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto(at('ch.localhost', '/fr/'));
  await controlled(page);
  await page.goto(at('ch.localhost', '/fr/p/x-100001'));
  const name = (await page
    .getByRole('main')
    .getByRole('heading', { level: 1 })
    .first()
    .textContent())!.trim();
  expect(name.length).toBeGreaterThan(0);
  // the worker notes the product (name, path, picture) once the page is there
  await expect
    .poll(async () => (await cachedEntries(page)).filter((e) => e.cache === 'sf-recent').length, {
      timeout: 15_000,
    })
    .toBe(2);

  await goOffline(context);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CH');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Vous êtes hors ligne', level: 1 })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Réessayer' })).toBeVisible();
  const recent = main.getByRole('region', { name: 'Consultés récemment' });
  const product = recent.getByRole('link', { name });
  await expect(product).toHaveAttribute('href', /^\/fr\/p\/[a-z0-9-]+-100001$/);
  // its picture comes from the worker's cache while offline
  await expect
    .poll(() => product.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const axe = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );

  // a German page of the same shop: the offline page in German
  await page.goto(at('ch.localhost', '/damenmode/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'Sie sind gerade offline', level: 1 }),
  ).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('region', { name: 'Zuletzt angesehen' }).getByRole('link', { name }),
  ).toBeVisible();

  // back online, the page itself comes again
  await context.unrouteAll();
  await context.setOffline(false);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Sie sind gerade offline' })).toHaveCount(
    0,
  );
});

test('a logged-in page is never served from a cache, and nothing of it is kept', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto(at('de.localhost', '/mein-konto'));
  await controlled(page);
  const login = page.getByRole('main').locator('form[action$="/form/login"]');
  await login.locator('input[name=email]').fill('anna.schmidt@example.com');
  await login.locator('input[name=password]').fill('Sommer2025!');
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('main').getByRole('status')).toBeVisible();
  await page.goto(at('de.localhost', '/mein-konto/uebersicht'));
  await expect(page.getByRole('main').getByRole('heading', { name: 'Übersicht', level: 1 })).toBeVisible();
  const customer = (await page.getByRole('main').textContent()) ?? '';
  expect(customer).toContain('Anna');
  // a product page seen while logged in is no-store: the worker keeps nothing of it
  await page.goto(at('de.localhost', '/p/x-100001'));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.goto(at('de.localhost', '/mein-konto/uebersicht'));
  await page.waitForTimeout(1000);

  const entries = await cachedEntries(page);
  expect(entries.filter((e) => e.cache === 'sf-recent')).toEqual([]);
  expect(
    entries.filter(
      (e) => /\/(?:api|mein-konto)(?:\/|$)/.test(new URL(e.url).pathname) && !/^image\//.test(e.type),
    ),
  ).toEqual([]);
  // HTML in a cache: the precached offline pages only
  expect(entries.filter((e) => e.type.startsWith('text/html')).map((e) => new URL(e.url).pathname)).toEqual([
    expect.stringMatching(/^\/_assets\/shell\/[^/]+\/offline\/de-DE\.html$/),
  ]);

  await goOffline(context);
  await page.reload();
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'Sie sind gerade offline' }),
  ).toBeVisible();
  expect(await page.getByRole('main').textContent()).not.toContain('Anna');
  await expect(page.getByRole('main').getByRole('region', { name: 'Zuletzt angesehen' })).toHaveCount(0);
});

test.describe('across a deploy and the kill switch', () => {
  let original = '';
  test.beforeEach(() => {
    original = readFileSync(REGISTRY, 'utf8');
  });
  test.afterEach(() => {
    writeFileSync(`${REGISTRY}.tmp`, original);
    writeFileSync(REGISTRY, original);
    rmSync(`${REGISTRY}.tmp`, { force: true });
  });

  /** The versions the page's boot payload names. */
  const versionsOf = async (page: Page) =>
    page.evaluate(
      () =>
        Object.fromEntries(
          (
            JSON.parse(document.getElementById('sf-boot')!.textContent!) as {
              remotes: { name: string; version: string }[];
            }
          ).remotes.map((r) => [r.name, r.version]),
        ) as Record<string, string>,
    );

  test('after a remote is deployed anew, the next online visit runs only the new version', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const signup = at('de.localhost', '/service-hilfe/newsletter/anmelden');
    const assets: string[] = [];
    page.on('request', (req) => {
      const p = new URL(req.url()).pathname;
      if (p.startsWith('/_assets/mfe-newsletter/')) assets.push(p);
    });
    const hydrate = async () => {
      await page.getByRole('main').getByRole('textbox', { name: 'E-Mail-Adresse' }).focus();
      await expect(page.locator('[data-sf-slot="mfe-newsletter"]')).toHaveAttribute('data-sf-mounted', /.+/, {
        timeout: 20_000,
      });
    };
    await page.goto(signup);
    await controlled(page);
    await page.reload();
    await hydrate();
    const before = (await versionsOf(page))['mfe-newsletter']!;
    expect(assets.length).toBeGreaterThan(0);
    expect(assets.every((a) => a.startsWith(`/_assets/mfe-newsletter/${before}/`))).toBe(true);

    // the same build published as a new version with scripts/deploy.mjs (a CI pipeline's re-release)
    const app = path.resolve(ROOT, '.tmp/e2e-redeploy/mfe-newsletter');
    rmSync(app, { recursive: true, force: true });
    mkdirSync(app, { recursive: true });
    cpSync(path.resolve(ROOT, 'mfe-newsletter/dist/client'), path.join(app, 'dist/client'), {
      recursive: true,
    });
    cpSync(path.resolve(ROOT, 'mfe-newsletter/package.json'), path.join(app, 'package.json'));
    const manifestFile = path.join(app, 'dist/client/mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, release: `e2e-${Date.now()}` }));
    const { deployOne } = (await import(path.resolve(ROOT, 'scripts/deploy.mjs'))) as {
      deployOne: (config: unknown, name: string) => Promise<{ record: { version: string } }>;
    };
    let after = '';
    try {
      after = (
        await deployOne(
          {
            host: '127.0.0.1',
            registryFile: REGISTRY,
            assetsDir: path.join(DATA_DIR, 'assets'),
            apps: [{ name: 'mfe-newsletter', port: E2E_PORT + 107, dir: app }],
          },
          'mfe-newsletter',
        )
      ).record.version;
      expect(after).not.toBe(before);

      // the composer reads the registry again within about a second
      await expect
        .poll(
          async () => {
            await page.goto(signup);
            return (await versionsOf(page))['mfe-newsletter'];
          },
          { timeout: 15_000 },
        )
        .toBe(after);
      assets.length = 0;
      await page.reload();
      await hydrate();
      const email = page.getByRole('main').getByRole('textbox', { name: 'E-Mail-Adresse' });
      await email.fill('neu@example.com');
      await expect(email).toHaveValue('neu@example.com');
      expect(assets.length).toBeGreaterThan(0);
      expect(assets.filter((a) => !a.startsWith(`/_assets/mfe-newsletter/${after}/`))).toEqual([]);
    } finally {
      rmSync(app, { recursive: true, force: true });
      if (after)
        rmSync(path.join(DATA_DIR, 'assets', 'mfe-newsletter', after), { recursive: true, force: true });
    }
  });

  test('the kill switch: the worker unregisters itself, and pages unregister it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { setServiceWorker } = (await import(path.resolve(ROOT, 'scripts/service-worker.mjs'))) as {
      setServiceWorker: (file: string, mode: 'on' | 'off') => void;
    };
    const registrations = () =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
    // 127.0.0.1 is Germany's shop too (Node does not resolve *.localhost)
    const workerText = async () => (await request.get(`http://127.0.0.1:${E2E_PORT}/sw.js`)).text();

    // the worker alone: the browser's next update check gets the self-unregistering one
    await page.goto(at('de.localhost', '/'));
    await controlled(page);
    expect(await registrations()).toBe(1);
    expect((await cachedEntries(page)).length).toBeGreaterThan(0);
    setServiceWorker(REGISTRY, 'off');
    await expect.poll(workerText, { timeout: 15_000 }).toContain('self.registration.unregister()');
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect.poll(registrations, { timeout: 15_000 }).toBe(0);
    await expect.poll(async () => (await cachedEntries(page)).length).toBe(0);

    // on again: the next page registers it
    setServiceWorker(REGISTRY, 'on');
    await expect.poll(workerText, { timeout: 15_000 }).toContain('__SF_SW__');
    await page.goto(at('de.localhost', '/'));
    await controlled(page);
    expect(await registrations()).toBe(1);

    // the page: its boot payload says off, its light entry unregisters the worker after the load event
    setServiceWorker(REGISTRY, 'off');
    await expect
      .poll(
        async () => {
          await page.goto(at('de.localhost', '/'));
          return page.evaluate(
            () =>
              (JSON.parse(document.getElementById('sf-boot')!.textContent!) as { serviceWorker?: string })
                .serviceWorker,
          );
        },
        { timeout: 15_000 },
      )
      .toBe('off');
    await expect.poll(registrations, { timeout: 15_000 }).toBe(0);
    await page.goto(at('de.localhost', '/'));
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  });
});
