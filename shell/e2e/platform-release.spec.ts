import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { deployVersion, fileStore, liveVersionOf, withRegistryLock, writeFileAtomically } from '@sf/registry';
import { DATA_DIR } from './support';

/**
 * The release buttons of `/_platform` (decision 0172) on the running shop: an operator stops a canary,
 * promotes one and rolls back, through the registry the composer serves; a viewer gets no button.
 */
const OPERATOR = { name: 'platform-operator', password: 'Plattform-Demo-Operator-2026' };
const VIEWER = { name: 'platform-viewer', password: 'Plattform-Demo-Viewer-2026' };
const REGISTRY_FILE = path.join(DATA_DIR, 'registry', 'registry.json');
const SIGNUP = '/service-hilfe/newsletter/anmelden';

async function logIn(page: Page, user: { name: string; password: string }) {
  await page.goto('/_platform/login');
  await page.getByLabel('User name').fill(user.name);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Versions' })).toBeVisible();
}

/** The newsletter version the composer serves a shopper without a bucket (the boot payload names it). */
async function served(request: APIRequestContext): Promise<string | undefined> {
  const html = await (await request.get(SIGNUP)).text();
  return /"name":"mfe-newsletter","version":"([^"]+)"/.exec(html)?.[1];
}

test('an operator stops, promotes and rolls back a canary with the dashboard’s buttons, the shop follows; a viewer has none', async ({
  page,
  browser,
  baseURL,
}) => {
  const store = fileStore(REGISTRY_FILE);
  const before = (await store.read())!;
  const live = before.tenants.DE!['mfe-newsletter']!;
  // the live build under a second version name: a canary the composer can serve
  const canary = `${live.version}-e2e`;
  const addCanary = () =>
    store.update((current) =>
      deployVersion(
        current!,
        'mfe-newsletter',
        { ...liveVersionOf(live), version: canary },
        {
          tenants: ['DE'],
          canaryPercent: 1,
        },
      ),
    );
  try {
    await addCanary();
    const viewer = await browser.newContext({ baseURL: baseURL! });
    const viewerPage = await viewer.newPage();
    await logIn(viewerPage, VIEWER);
    await expect(viewerPage.getByRole('table', { name: 'Live versions' })).toContainText(`${canary} (1 %)`);
    await expect(viewerPage.getByRole('button', { name: /Promote|Roll back|Stop canary/ })).toHaveCount(0);
    await viewer.close();

    await logIn(page, OPERATOR);
    const row = page
      .getByRole('table', { name: 'Live versions' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'DE', exact: true }) })
      .filter({ has: page.getByRole('cell', { name: 'mfe-newsletter', exact: true }) });
    await expect(row).toContainText(`${canary} (1 %)`);

    await row.getByRole('button', { name: 'Stop canary' }).click();
    await expect(page.getByRole('status')).toContainText(
      `mfe-newsletter (DE): canary ${canary} stopped, ${live.version} serves everybody`,
    );
    await expect(row.getByRole('cell', { name: 'none', exact: true })).toBeVisible();
    expect((await store.read())!.tenants.DE!['mfe-newsletter']!.canary).toBeUndefined();

    await addCanary();
    await page.goto('/_platform');
    await row.getByRole('button', { name: 'Promote' }).click();
    await expect(page.getByRole('status')).toContainText(
      `mfe-newsletter (DE): canary ${canary} promoted (was ${live.version})`,
    );
    await expect.poll(() => served(page.request), { timeout: 2000, intervals: [50] }).toBe(canary);

    await row.getByRole('button', { name: 'Roll back' }).click();
    await expect(page.getByRole('status')).toContainText(
      `mfe-newsletter (DE): rolled back from ${canary} to ${live.version}`,
    );
    await expect.poll(() => served(page.request), { timeout: 2000, intervals: [50] }).toBe(live.version);

    await page.getByRole('navigation', { name: 'Platform' }).getByRole('link', { name: 'Audit log' }).click();
    for (const action of ['canary-stop', 'promote', 'rollback'])
      await expect(
        page
          .getByRole('table')
          .getByRole('row')
          .filter({ has: page.getByRole('cell', { name: OPERATOR.name, exact: true }) })
          .filter({ has: page.getByRole('cell', { name: action, exact: true }) })
          .filter({ has: page.getByRole('cell', { name: 'ok', exact: true }) })
          .first(),
      ).toBeVisible();
  } finally {
    // the registry as the stack had it, for the specs after this one
    await withRegistryLock(REGISTRY_FILE, () =>
      writeFileAtomically(REGISTRY_FILE, JSON.stringify(before, null, 2)),
    );
  }
});
