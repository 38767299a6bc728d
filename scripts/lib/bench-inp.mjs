// INP of a shopper's first interaction (issue 24, decision 0136). Per page type a phone loads the page
// (fresh context, empty cache, CPU slowed ×4 over CDP as Lighthouse's mobile preset), waits until the
// network is quiet, reads for READING_MS (the shell's preload of the main slot's remote, decision
// 0135, happens meanwhile, as for a shopper), waits for quiet again, then does the page's first
// interaction with trusted input (Playwright's touch tap and keyboard, through CDP). The page's Event
// Timing entries (`PerformanceObserver` type `event`, durationThreshold 16 ms, and `first-input`) give
// each interaction's duration — input delay, processing and the next paint — the way the web-vitals
// library computes INP: an interaction is the longest entry of its `interactionId`, INP the longest
// interaction (there are fewer than 50). An interaction under 16 ms has no `event` entry: its
// `first-input` entry gives it. Chromium is Debian's (CHROME_PATH) with bench-intent.mjs's flags.
// Each page is loaded BENCH_INP_REPEAT times (3): its entry is the median run's, with every run's INP
// in `runs`. A page that fails is an `{ error }` entry: this never throws into the bench.
import { chromium } from 'playwright';
import { CHECKOUT_PAGE_TYPES, PAGE_TYPES, basketCookie } from './bench-pages.mjs';
import { checkoutStepCookie } from './bench-checkout.mjs';
import {
  CPU_SLOWDOWN,
  LAUNCH_ARGS,
  PHONE,
  cookiesOf,
  medianRun,
  networkQuiet,
  watchNetwork,
} from './bench-intent.mjs';

/** The budget: INP of the first interaction, "good" by web.dev's threshold. */
export const INP_BUDGET_MS = 200;
const READING_MS = Number(process.env.BENCH_INP_READING_MS ?? 5000);
const AFTER_MS = 2000;
/**
 * Loads per page (a fresh context each): the page's figure is the median run's, as Lighthouse's median
 * of three. One load's INP depends on what the host does at the moment of the tap (decision 0299).
 */
const REPEAT = Math.max(1, Math.floor(Number(process.env.BENCH_INP_REPEAT ?? 3)) || 3);
const PAGE_CAP_MS = 120_000;

const inSlot = (slot, selector) => `[data-sf-slot="${slot}"] ${selector}`;

/** Each page type's first interaction: what is done, how, and the cookie the page needs. */
export const INP_INTERACTIONS = {
  product: {
    what: 'tap the quantity field of the buy box, type 2',
    act: async (page) => {
      const field = page.locator(inSlot('mfe-catalog', 'input[name="quantity"]')).first();
      await field.tap();
      await page.keyboard.press('End');
      await page.keyboard.type('2');
    },
  },
  category: {
    what: 'tap the first brand filter',
    act: (page) => page.locator(inSlot('mfe-catalog', 'input[type="checkbox"][name="brand"]')).first().tap(),
  },
  basket: {
    what: "tap the first line's quantity",
    cookie: basketCookie,
    act: (page) => page.locator('#main select[name="quantity"]').first().tap(),
  },
  checkoutPayment: {
    what: 'tap PayPal as the payment method',
    cookie: (base) => checkoutStepCookie(base, PAGE_TYPES.product, CHECKOUT_PAGE_TYPES.checkoutPayment, ''),
    // by its role and name: the React payment step's ids are its own (decision 0225)
    act: (page) =>
      page
        .locator('#main')
        .getByRole('radio', { name: /^PayPal/ })
        .tap(),
  },
  contactForm: {
    what: "tap the contact form's first text field, type A",
    act: async (page) => {
      await page.locator(inSlot('mfe-service-contact', 'input[type="text"]')).first().tap();
      await page.keyboard.type('A');
    },
  },
};

/** Runs in the page before its scripts: the Event Timing entries of interactions. */
function probe() {
  const state = { events: [], firstInput: null };
  window.__sfInpBench = state;
  const note = (e) => ({
    name: e.name,
    id: e.interactionId ?? 0,
    duration: e.duration,
    inputDelay: Math.round(e.processingStart - e.startTime),
    processing: Math.round(e.processingEnd - e.processingStart),
  });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.interactionId) state.events.push(note(e));
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    new PerformanceObserver((list) => {
      const e = list.getEntries()[0];
      if (e && !state.firstInput) state.firstInput = note(e);
    }).observe({ type: 'first-input', buffered: true });
  } catch {
    state.unsupported = true;
  }
}

/** INP from the probe's entries: the longest interaction (fewer than 50), null when none was seen. */
export function inpOf({ events, firstInput }) {
  const byId = new Map();
  for (const e of events) if (!byId.has(e.id) || byId.get(e.id).duration < e.duration) byId.set(e.id, e);
  if (firstInput && firstInput.id && !byId.has(firstInput.id)) byId.set(firstInput.id, firstInput);
  const interactions = [...byId.values()];
  if (interactions.length === 0) return { inpMs: firstInput ? firstInput.duration : null, interactions: 0 };
  const longest = interactions.reduce((a, b) => (b.duration > a.duration ? b : a));
  return {
    inpMs: longest.duration,
    interactions: interactions.length,
    longest: {
      event: longest.name,
      inputDelayMs: longest.inputDelay,
      processingMs: longest.processing,
    },
  };
}

async function measurePage(browser, base, name, interaction) {
  const url = base + PAGE_TYPES[name];
  const context = await browser.newContext(PHONE);
  let timedOut = false;
  const cap = setTimeout(() => {
    timedOut = true;
    context.close().catch(() => undefined);
  }, PAGE_CAP_MS);
  try {
    if (interaction.cookie) await context.addCookies(cookiesOf(await interaction.cookie(base), base));
    await context.addInitScript(probe);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const cdp = await context.newCDPSession(page);
    const net = watchNetwork(cdp);
    await cdp.send('Network.enable');
    if (CPU_SLOWDOWN > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (new URL(page.url()).pathname !== new URL(url).pathname)
      throw new Error(`redirected to ${page.url()}`);
    await networkQuiet(net);
    await page.waitForTimeout(READING_MS);
    await networkQuiet(net);
    await interaction.act(page);
    await page.waitForTimeout(AFTER_MS);
    await networkQuiet(net);
    const state = await page.evaluate(() => window.__sfInpBench);
    if (state.unsupported) throw new Error('no Event Timing in this browser');
    return { url, status: response?.status() ?? null, interaction: interaction.what, ...inpOf(state) };
  } catch (error) {
    throw timedOut ? new Error(`gave up after ${PAGE_CAP_MS / 1000} s`) : error;
  } finally {
    clearTimeout(cap);
    await context.close().catch(() => undefined);
  }
}

/** Measures every page of {@link INP_INTERACTIONS}; failures become `{ error }` entries. */
export async function inpBench({ base }) {
  const settings = {
    cpuSlowdown: CPU_SLOWDOWN,
    viewport: PHONE.viewport,
    readingMs: READING_MS,
    repeat: REPEAT,
  };
  let browser;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: LAUNCH_ARGS,
    });
  } catch (error) {
    return { ...settings, error: `chromium did not start: ${error.message}`, pages: {} };
  }
  const pages = {};
  try {
    for (const [name, interaction] of Object.entries(INP_INTERACTIONS)) {
      try {
        const runs = [];
        for (let i = 0; i < REPEAT; i += 1) runs.push(await measurePage(browser, base, name, interaction));
        pages[name] = REPEAT === 1 ? runs[0] : medianRun(runs, 'inpMs');
      } catch (error) {
        pages[name] = {
          url: base + PAGE_TYPES[name],
          interaction: interaction.what,
          error: String(error?.message ?? error).split('\n')[0],
        };
      }
    }
  } finally {
    await browser.close().catch(() => undefined);
  }
  return { ...settings, pages };
}

/** INP ≤ 200 ms per page, pass/fail (a page that could not be measured fails). */
export function inpBudgets(inp) {
  if (!inp) return [];
  if (inp.error)
    return [
      { budget: 'INP of the first interaction: measured', limit: 'a result', actual: inp.error, ok: false },
    ];
  return Object.entries(inp.pages).map(([name, r]) => ({
    budget: `${name}: INP of the first interaction (CPU ×${inp.cpuSlowdown})`,
    limit: `<= ${INP_BUDGET_MS} ms`,
    actual: r.error ?? (r.inpMs === null ? null : `${r.inpMs} ms`),
    ok: !r.error && r.inpMs !== null && r.inpMs <= INP_BUDGET_MS,
  }));
}
