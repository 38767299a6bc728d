/**
 * The first interaction of a shopper, as a matrix over the shop's forms (issue 24, decisions 0125
 * and 0130): each form is filled and sent at once, before its remote's code is there or while a
 * slow phone runs it, and the result must be what it is without either. And: a form's submit is
 * disabled from the first paint until its required fields are filled, while without JavaScript the
 * same form posts and the server answers with the spec's messages.
 *
 * Used by one spec per remote (`<remote>/e2e/first-action.spec.ts`), each listing its forms.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

/** How late a remote's code arrives in the "late remote" condition. */
export const REMOTE_DELAY_MS = 3000;

/**
 * The remote's own code (its federation exposes under `/_assets/<remote>/`) arrives `ms` late: the
 * shopper acts before it. (Holding every file of it would chain the delays: manifest, entry, expose
 * and chunks load one after another.)
 */
export async function delayRemote(page: Page, remote: string, ms = REMOTE_DELAY_MS): Promise<void> {
  await page.route(new RegExp(`/_assets/${remote}/[^/]+/__federation_expose_`), async (route) => {
    await new Promise((done) => setTimeout(done, ms));
    await route.continue();
  });
}

/** Every script of the page (the shell's light entry too) arrives `ms` late: only the inline head script runs. */
export async function delayAllScripts(page: Page, ms = REMOTE_DELAY_MS): Promise<void> {
  await page.route(/\/_assets\//, async (route) => {
    await new Promise((done) => setTimeout(done, ms));
    await route.continue();
  });
}

/**
 * Ticks a checkbox or chooses a radio as a shopper does: a click, then the box shows it. Not
 * `locator.check()`, which insists the state changes within the click: a click made while the remote
 * hydrates is held by the shell and replayed once the remote is there (decisions 0125, 0130), so the
 * box shows it a moment later. A click the shell lost leaves it unticked, and this fails.
 */
export async function tick(box: Locator): Promise<void> {
  await box.click();
  await expect(box).toBeChecked({ timeout: 30_000 });
}

/** A phone's CPU: everything the page runs takes `rate` times as long (Chromium's DevTools protocol). */
export async function slowCpu(page: Page, rate = 4): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Marks the document; the returned check says whether it is still the same one (no post and reload, no link). */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => Object.assign(window, { sfSameDocument: true }));
  return () =>
    page.evaluate(() => (window as unknown as { sfSameDocument?: boolean }).sfSameDocument ?? false);
}

/** Waits until the remote's (or widget's) slot is live. */
export async function remoteLive(page: Page, slot: string, timeout = 30_000): Promise<void> {
  await expect(page.locator(`[data-sf-slot="${slot}"]`).first()).toHaveAttribute('data-sf-mounted', /.+/, {
    timeout,
  });
}

/** One form of the shop in the first-action matrix. */
export interface FirstActionCase {
  /** What the shopper uses, e.g. "buy box: variant and „In den Warenkorb“". */
  readonly name: string;
  /** The remote whose code arrives late (its files under `/_assets/<remote>/`). */
  readonly remote: string;
  /** Puts the shopper where the form needs them (a basket, a login), before the timed part. */
  readonly before?: (page: Page) => Promise<void>;
  /** The form's page (absolute, or relative to the base URL). */
  readonly url: string | ((page: Page) => string);
  /** Fills or chooses and sends at once: runs as soon as the page has started to arrive. */
  readonly act: (page: Page) => Promise<void>;
  /** What the shopper gets without any delay (checked after `act`, with generous timeouts). */
  readonly result: (page: Page) => Promise<void>;
}

/** The conditions every case runs under. */
export const FIRST_ACTION_CONDITIONS: readonly {
  readonly name: string;
  readonly set: (page: Page, c: FirstActionCase) => Promise<void>;
}[] = [
  {
    name: `the remote's code ${REMOTE_DELAY_MS / 1000} s late`,
    set: (page, c) => delayRemote(page, c.remote),
  },
  { name: '4× slower CPU, no delay', set: (page) => slowCpu(page) },
];

/**
 * One test per case and condition: the page is opened, and the shopper acts as soon as the form
 * is there (`act` runs after the response started, so the first actions can come before any
 * script of the page ran); then `result` must hold, as it does without the condition.
 */
export function firstActionMatrix(cases: readonly FirstActionCase[]): void {
  for (const c of cases)
    for (const condition of FIRST_ACTION_CONDITIONS)
      test(`${c.name} — filled and sent at once, ${condition.name}: the same result`, async ({ page }) => {
        test.setTimeout(120_000);
        await c.before?.(page);
        await condition.set(page, c);
        await page.goto(typeof c.url === 'string' ? c.url : c.url(page), { waitUntil: 'commit' });
        await c.act(page);
        await c.result(page);
      });
}

/** One form with required fields in the "submit disabled until filled" matrix. */
export interface RequiredFormCase {
  readonly name: string;
  /** Puts the shopper where the form is (with the page's JavaScript). */
  readonly before?: (page: Page) => Promise<void>;
  readonly url: string | ((page: Page) => string);
  /** A form a remote renders on the client (a modal): how the shopper opens it; then no script is held back. */
  readonly open?: (page: Page) => Promise<void>;
  /** The form's submit button. */
  readonly submit: (page: Page) => Locator;
  /** Fills every required field. */
  readonly fill: (page: Page) => Promise<void>;
  /**
   * Without JavaScript (`null`: the form needs JavaScript to be reached at all, e.g. a modal): after
   * the empty form is sent, the server's messages as the spec words them.
   */
  readonly withoutJs: ((page: Page) => Promise<void>) | null;
}

/**
 * Per case: with JavaScript the submit is disabled while every script file of the page is held
 * back (only the page's inline first script has run: the state of the first paint) and enabled
 * once the required fields are filled; without JavaScript the empty form is sent and the server
 * answers with its messages.
 */
export function requiredFormMatrix(cases: readonly RequiredFormCase[]): void {
  for (const c of cases) {
    test(`${c.name} — submit disabled from the first paint until the required fields are filled`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await c.before?.(page);
      if (!c.open) await delayAllScripts(page, 30_000);
      await page.goto(typeof c.url === 'string' ? c.url : c.url(page), { waitUntil: 'commit' });
      await c.open?.(page);
      // within the delay: no script file has run, only the head's inline one (a modal: as it opens)
      await expect(c.submit(page)).toBeDisabled({ timeout: 3000 });
      await c.fill(page);
      await expect(c.submit(page)).toBeEnabled();
    });
    const withoutJs = c.withoutJs;
    if (withoutJs)
      test(`${c.name} — without JavaScript the empty form is sent and the server answers with its messages`, async ({
        browser,
        baseURL,
      }) => {
        const context = await browser.newContext({
          javaScriptEnabled: false,
          ...(baseURL ? { baseURL } : {}),
        });
        const page = await context.newPage();
        await page.goto(typeof c.url === 'string' ? c.url : c.url(page));
        await c.submit(page).click();
        await withoutJs(page);
        await context.close();
      });
  }
}
