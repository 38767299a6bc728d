import { execFile } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import { deployTestVersion, type RemoteVersion } from './remote-version';
import { DATA_DIR, E2E_PORT, ROOT, stackSecrets } from './support';

/**
 * The tester override (decision 0165): a second newsletter version with changed texts is built,
 * published into the registry's history (not live) and its server started beside the live one. A
 * tester's browser gets it in the server HTML and the client bundle; another browser, and a browser
 * with a forged or expired override, get the live version.
 */

const SIGNUP = '/service-hilfe/newsletter/anmelden';
const LIVE = { title: 'Newsletter abonnieren', submit: 'Jetzt anmelden' };
const TESTED = { title: 'Newsletter abonnieren (Testversion)', submit: 'Jetzt testweise anmelden' };
const SLOT = '[data-sf-slot="mfe-newsletter"]';

let tested: RemoteVersion;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // a build of the remote on a loaded machine takes a while (skipped when built before from the same live build)
  test.setTimeout(600_000);
  tested = await deployTestVersion({
    app: 'mfe-newsletter',
    portEnv: 'NEWSLETTER_PORT',
    port: E2E_PORT + 61,
    tag: 'tester-override',
    texts: {
      'src/messages/de-DE.json': {
        'newsletter.signup.title': TESTED.title,
        'newsletter.signup.submit': TESTED.submit,
      },
    },
  });
});

test.afterAll(async () => {
  await tested?.stop();
});

/** `npm run override -- …` against the stack; returns the link it prints and the token in it. */
async function override(...args: string[]): Promise<{ link: string; token: string }> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(ROOT, 'scripts/override.mjs'), ...args],
    {
      cwd: ROOT,
      env: { ...process.env, PORT: String(E2E_PORT), SF_DATA_DIR: DATA_DIR, OVERRIDE_SIGNING_SECRET: '' },
    },
  );
  const match = /(http:\/\/127\.0\.0\.1:\d+\/_override\?token=(\S+))/.exec(stdout);
  if (!match) throw new Error(`no link in:\n${stdout}`);
  return { link: match[1]!, token: match[2]! };
}

/** The newsletter assets a page loaded, by version. */
function assetVersions(page: Page): Set<string> {
  const versions = new Set<string>();
  page.on('request', (req) => {
    const m = /\/_assets\/mfe-newsletter\/([^/]+)\//.exec(req.url());
    if (m) versions.add(m[1]!);
  });
  return versions;
}

/** The sign-up page as the browser gets it: server HTML, then the remote hydrated on the first intent. */
async function openSignup(page: Page, expected: typeof LIVE) {
  const versions = assetVersions(page);
  const res = await page.goto(SIGNUP);
  expect(res?.status()).toBe(200);
  const html = (await res?.text()) ?? '';
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: expected.title, exact: true })).toBeVisible();
  await page.locator(SLOT).hover();
  await expect(page.locator(`${SLOT}[data-sf-mounted]`)).toHaveCount(1);
  // the hydrated form: the client bundle renders the same texts (another build's would replace them)
  await expect(main.getByRole('heading', { level: 1, name: expected.title, exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: expected.submit, exact: true })).toBeVisible();
  const boot = JSON.parse((await page.locator('#sf-boot').textContent()) ?? '{}') as {
    remotes: { name: string; version: string }[];
  };
  return {
    html,
    cacheControl: res?.headers()['cache-control'],
    versions,
    bootVersion: boot.remotes.find((r) => r.name === 'mfe-newsletter')?.version,
  };
}

async function overrideCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === 'sf_override');
}

test('a tester’s override shows the tested version in the server HTML and the client; another browser sees the live one', async ({
  browser,
}) => {
  const { link } = await override(`mfe-newsletter@${tested.version}`, '--ttl', '10m');
  const testerContext = await browser.newContext();
  const tester = await testerContext.newPage();

  // the link's page changes nothing: it names the version and sets the cookie only by its button
  await tester.goto(link);
  await expect(tester.getByRole('heading', { level: 1, name: 'Testversion übernehmen?' })).toBeVisible();
  await expect(tester.getByRole('listitem')).toHaveText(`mfe-newsletter@${tested.version} (in der Registry)`);
  expect(await overrideCookie(testerContext)).toBeUndefined();
  await tester.getByRole('button', { name: 'Testversion übernehmen' }).click();
  await expect(tester.getByRole('heading', { level: 1, name: 'Testversion aktiv' })).toBeVisible();
  expect(await overrideCookie(testerContext)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

  const seen = await openSignup(tester, TESTED);
  expect(seen.html).toContain(`<h1`);
  expect(seen.html).toContain(TESTED.title);
  expect(seen.cacheControl).toBe('private, no-store');
  expect(seen.bootVersion).toBe(tested.version);
  expect([...seen.versions]).toEqual([tested.version]);

  // a shopper's browser at the same time: the live version, no cookie
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  const live = await openSignup(shopper, LIVE);
  expect(live.html).not.toContain(TESTED.title);
  expect(live.cacheControl).toBe('private, no-cache');
  expect(live.bootVersion).toBe(tested.liveVersion);
  expect([...live.versions]).toEqual([tested.liveVersion]);
  expect(await overrideCookie(shopperContext)).toBeUndefined();

  // the tester ends it on the override page: the live version again
  await tester.goto('/_override');
  await tester.getByRole('button', { name: 'Testversion beenden' }).click();
  await expect(tester.getByRole('heading', { level: 1, name: 'Keine Testversion aktiv' })).toBeVisible();
  expect(await overrideCookie(testerContext)).toBeUndefined();
  await tester.goto(SIGNUP);
  await expect(tester.getByRole('heading', { level: 1, name: LIVE.title, exact: true })).toBeVisible();
  await testerContext.close();
  await shopperContext.close();
});

test('a forged or expired override is ignored: the live version is served', async ({ browser }) => {
  const { token } = await override(`mfe-newsletter@${tested.version}`);
  const [header, claims, signature] = token.split('.') as [string, string, string];
  // one character of the signature changed: genuine claims, a signature the shop's key did not make
  const forged = `${header}.${claims}.${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
  // a genuine token of the shop's key whose time is up, signed the way the command signs
  const { signOverride } = (await import(
    pathToFileURL(path.join(ROOT, 'edge-composer/src/override-token.ts')).href
  )) as {
    signOverride: (
      secret: string,
      versions: Record<string, string>,
      expiresAt: Date,
      now: Date,
    ) => Promise<string>;
  };
  const secret = stackSecrets().OVERRIDE_SIGNING_SECRET!;
  const past = new Date(Date.now() - 2 * 3600_000);
  const expired = await signOverride(
    secret,
    { 'mfe-newsletter': tested.version },
    new Date(past.getTime() + 3600_000),
    past,
  );
  for (const value of [forged, expired]) {
    const context = await browser.newContext();
    await context.addCookies([
      { name: 'sf_override', value, domain: '127.0.0.1', path: '/', httpOnly: true, sameSite: 'Lax' },
    ]);
    const page = await context.newPage();
    const seen = await openSignup(page, LIVE);
    expect(seen.html).not.toContain(TESTED.title);
    expect(seen.bootVersion).toBe(tested.liveVersion);
    expect([...seen.versions]).toEqual([tested.liveVersion]);
    expect(seen.cacheControl).toBe('private, no-cache');
    // its link is refused too, with a message instead of a button
    const res = await page.goto(`/_override?token=${value}`);
    expect(res?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1, name: 'Dieser Link gilt nicht' })).toBeVisible();
    await expect(page.getByRole('button')).toHaveCount(0);
    await context.close();
  }
});
