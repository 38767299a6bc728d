// What a shopper's first interaction costs (issue 5, decision 0013; issue 24, decision 0135). The
// page's first load is measured elsewhere (5.4 KB of JS everywhere, decision 0035); here, per page
// type, a phone loads the page, waits until the network is quiet, reads for READING_MS (the shell's
// preload of the host and the main slot's remote runs meanwhile) and waits for quiet again, then does
// the page's first intent (decision 0015: the federated host and the remote load on it) and records
// what that pulled in. `withoutPreload` repeats it with the preload's script refused (the cold path:
// a shopper quicker than the preload, or one saving data):
//  - `jsBytes`: compressed bytes on the wire of the JavaScript requested from the intent until the
//    network is quiet again (CDP `Network.loadingFinished.encodedDataLength`: body as sent plus headers);
//  - `jsRequests`: how many script requests that was (memory/disk cache hits not counted);
//  - `tbtMs`: blocking time of the long tasks that started after the intent (Σ duration − 50 ms);
//  - `interactiveMs`: from the intent's first event to `data-sf-mounted` on the widget's slot, or null;
//  - `readyAfterScriptMs`: from the arrival (Resource Timing `responseEnd`, network or cache) of the
//    remote's last script requested for the intent to `data-sf-mounted`, or null. With the preload the
//    host mounts the main slot's remote at idle before the intent (decision 0294, `liveBeforeIntent`,
//    `interactiveMs` 0): then from its last script's arrival to `data-sf-mounted`.
// Chromium is Debian's (`/usr/bin/chromium`, or CHROME_PATH) with the flags of bench-pages.mjs, a fresh
// context (empty cache) per page, CPU slowed ×4 like Lighthouse's mobile preset (BENCH_INTENT_CPU_SLOWDOWN).
// BENCH_INTENT_PAGES=product,basket measures those page types alone, BENCH_INTENT_REPEAT=n each n times
// (a page's entry then holds the median run's figures and `runs`: every run's readyAfterScriptMs).
// `benchmarkIndex` is the host's speed (Lighthouse's BenchmarkIndex, CPU ×1) at the start and the end: the
// slowdown is relative to the host, so two reports compare only at a similar index.
// A page that fails is an `{ error }` entry: this never throws into the bench.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright';
import { PAGE_TYPES, SHOPPER_PHONE_UA, basketCookie } from './bench-pages.mjs';

const KB = 1024;

/**
 * Issue 24's budgets (≤ 100 KB after the first intent, the remote ready within 100 ms of its script)
 * and a TBT allowance for the intent; printed, not enforced.
 */
export const INTENT_BUDGETS = { jsBytes: 100 * KB, tbtMs: 200, readyAfterScriptMs: 100 };

// bench-pages.mjs's CHROME_FLAGS (not exported there) without `--headless`: Playwright adds its own
export const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
// Lighthouse's mobile screen (Moto G Power), as in the layout-shift spec
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: SHOPPER_PHONE_UA,
};
export const CPU_SLOWDOWN = Math.max(1, Number(process.env.BENCH_INTENT_CPU_SLOWDOWN ?? 4) || 4);
const QUIET_MS = 500;
/** How long the shopper reads before the intent (the preload runs meanwhile). */
const READING_MS = Number(process.env.BENCH_INTENT_READING_MS ?? 5000);
const ONLY_PAGES = (process.env.BENCH_INTENT_PAGES ?? '').split(',').filter(Boolean);
const REPEAT = Math.max(1, Math.floor(Number(process.env.BENCH_INTENT_REPEAT ?? 1)) || 1);
/** The shell's deferred preload script (decision 0135), refused for the `withoutPreload` run. */
const PRELOAD_SCRIPT = /\/_assets\/shell\/[^/]+\/preload\.[0-9a-f]+\.js$/;
const IDLE_CAP_MS = 20_000;
const LIVE_CAP_MS = 15_000;
const ACTION_TIMEOUT_MS = 15_000;
// a page that hangs (a stuck evaluate has no timeout of its own) is closed and reported as an error
const PAGE_CAP_MS = 120_000;

const inSlot = (slot, selector) => `[data-sf-slot="${slot}"] ${selector}`;
const FIELD = ':is(input:not([type="hidden"]), select, textarea) >> visible=true';

/**
 * Each page type's first intent: the slot whose `data-sf-mounted` means "interactive", what is done,
 * and how. `act(page, live)`: `live()` waits for the slot's mount (true) or gives up (false).
 */
export const INTENTS = {
  home: {
    slot: 'mfe-search-box',
    remote: 'mfe-search',
    what: 'focus the header search box',
    act: (page) => page.locator('[data-sf-intent-for="mfe-search-box"] input[type="search"]').first().focus(),
  },
  newsletterSignup: {
    slot: 'mfe-newsletter',
    remote: 'mfe-newsletter',
    what: 'focus the e-mail field and type an address',
    act: async (page) => {
      const field = page.locator(inSlot('mfe-newsletter', 'input[type="email"]')).first();
      await field.focus();
      await field.pressSequentially('intent@example.com');
    },
  },
  product: {
    slot: 'mfe-catalog',
    remote: 'mfe-catalog',
    what: 'pointer over add to basket, click it once the buy box is live',
    act: async (page, live) => {
      const button = page
        .locator(inSlot('mfe-catalog', 'form[action$="/basket"] button[type="submit"]'))
        .first();
      await button.hover();
      // before hydration the click would post the form and leave the page: only a live buy box is clicked
      if (await live()) await button.click();
    },
  },
  basket: {
    slot: 'mfe-basket-checkout',
    remote: 'mfe-basket-checkout',
    what: "focus the first line's quantity",
    cookie: basketCookie,
    // the basket page is server markup without a slot of its own (no browser code): its first quantity in <main>
    act: (page) => page.locator('#main select').first().focus(),
  },
  contactForm: {
    slot: 'mfe-service-contact',
    remote: 'mfe-service-contact',
    what: "focus the contact form's first field",
    act: (page) => page.locator(inSlot('mfe-service-contact', FIELD)).first().focus(),
  },
  search: {
    slot: 'mfe-search',
    remote: 'mfe-search',
    what: 'pointer over the first result',
    act: (page) => page.locator(inSlot('mfe-search', 'a[href] >> visible=true')).first().hover(),
  },
};

/** Runs in the page before its scripts: long tasks, the first intent event once armed, slot mounts. */
function probe() {
  const state = { armed: false, intentAt: null, intentEvent: null, longTasks: [], mounted: {} };
  window.__sfIntentBench = state;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) state.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    state.longTasks = null; // no long-task timing in this browser: TBT is reported as unknown
  }
  // the shell's intent events (intent.ts) plus keys; capture on window sees them before the slot does
  for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'input', 'keydown']) {
    addEventListener(
      type,
      (event) => {
        if (!state.armed || state.intentAt !== null) return;
        state.intentAt = performance.now();
        state.intentEvent = event.type;
      },
      { capture: true, passive: true },
    );
  }
  new MutationObserver((records) => {
    for (const { target } of records) {
      const name = target.getAttribute?.('data-sf-slot');
      if (name && target.hasAttribute('data-sf-mounted') && !(name in state.mounted)) {
        state.mounted[name] = {
          at: performance.now(),
          how: target.getAttribute('data-sf-mounted'),
          afterIntent: state.intentAt !== null,
        };
      }
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-sf-mounted'] });
}

/** Every request of the page over CDP, tagged with the phase it started in. */
export function watchNetwork(cdp) {
  const requests = new Map();
  const net = { phase: 'load', lastActivity: Date.now(), requests };
  const touch = () => (net.lastActivity = Date.now());
  cdp.on('Network.requestWillBeSent', (e) => {
    touch();
    // a redirect keeps its request id: the entry (and its phase) stays the first one's
    if (requests.has(e.requestId) || /^(data|blob):/.test(e.request.url)) return;
    requests.set(e.requestId, {
      url: e.request.url,
      type: e.type ?? null,
      phase: net.phase,
      done: false,
      fromCache: false,
      bytes: 0,
    });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.fromCache = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    touch();
    const r = requests.get(e.requestId);
    if (!r) return;
    r.type = e.type ?? r.type;
    r.mimeType = e.response.mimeType;
    r.status = e.response.status;
    if (e.response.fromDiskCache || e.response.fromPrefetchCache) r.fromCache = true;
  });
  cdp.on('Network.loadingFinished', (e) => {
    touch();
    const r = requests.get(e.requestId);
    if (!r) return;
    r.done = true;
    r.bytes = e.encodedDataLength ?? 0;
  });
  cdp.on('Network.loadingFailed', (e) => {
    touch();
    const r = requests.get(e.requestId);
    if (!r) return;
    r.done = true;
    r.failed = e.errorText;
  });
  return net;
}

// streams that stay open by design would keep the network from ever being quiet
const isLongLived = (r) => r.type === 'EventSource' || r.type === 'WebSocket';
// scripts the page runs; JavaScript fetched as data (the shell's preload, decision 0135) is not the intent's
const isScript = (r) =>
  r.type === 'Script' || (r.type !== 'Fetch' && /(java|ecma)script/i.test(r.mimeType ?? ''));

/** Waits until no request is open and none started or ended for QUIET_MS; false when the cap came first. */
export async function networkQuiet(net, cap = IDLE_CAP_MS) {
  const until = Date.now() + cap;
  while (Date.now() < until) {
    const open = [...net.requests.values()].some((r) => !r.done && !isLongLived(r));
    if (!open && Date.now() - net.lastActivity >= QUIET_MS) return true;
    await new Promise((done) => setTimeout(done, 100));
  }
  return false;
}

/** What the requests of one phase transferred. */
function transferred(net, phase) {
  const list = [...net.requests.values()].filter((r) => r.phase === phase && !r.fromCache);
  const scripts = list.filter(isScript);
  const sum = (rs) => rs.reduce((a, r) => a + r.bytes, 0);
  return {
    jsBytes: sum(scripts),
    jsRequests: scripts.length,
    allBytes: sum(list),
    requests: list.length,
    scripts: scripts.map((r) => ({
      path: new URL(r.url).pathname,
      bytes: r.bytes,
      ...(r.failed ? { failed: r.failed } : {}),
    })),
  };
}

/** Turns `a=1; b=2` into Playwright cookies for `base`. */
export function cookiesOf(header, base) {
  return header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.includes('='))
    .map((part) => ({
      name: part.slice(0, part.indexOf('=')),
      value: part.slice(part.indexOf('=') + 1),
      url: base,
    }));
}

async function measurePage(browser, base, name, intent, preload = true) {
  const url = base + PAGE_TYPES[name];
  // a first visit: the shop's service worker (decision 0155) would answer the remote's scripts after its
  // install and CDP reports 0 bytes for them; the first intent of a first visit fetches them over the wire
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  let timedOut = false;
  const cap = setTimeout(() => {
    timedOut = true;
    context.close().catch(() => undefined);
  }, PAGE_CAP_MS);
  try {
    if (intent.cookie) await context.addCookies(cookiesOf(await intent.cookie(base), base));
    await context.addInitScript(probe);
    const page = await context.newPage();
    page.setDefaultTimeout(ACTION_TIMEOUT_MS);
    const cdp = await context.newCDPSession(page);
    const net = watchNetwork(cdp);
    await cdp.send('Network.enable');
    if (CPU_SLOWDOWN > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    // without the preload: its script is refused, the intent loads everything itself (the cold path)
    if (!preload) await context.route(PRELOAD_SCRIPT, (route) => route.abort());
    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // the shopper reads a moment (the shell's preload runs meanwhile, decision 0135)
    let loadQuiet = await networkQuiet(net);
    await page.waitForTimeout(READING_MS);
    loadQuiet = (await networkQuiet(net)) && loadQuiet;
    const atLoad = transferred(net, 'load');

    net.phase = 'intent';
    await page.evaluate(() => (window.__sfIntentBench.armed = true));
    const slotSelector = `[data-sf-slot="${intent.slot}"]`;
    const live = () =>
      page
        .waitForSelector(`${slotSelector}[data-sf-mounted]`, { state: 'attached', timeout: LIVE_CAP_MS })
        .then(() => true)
        .catch(() => false);
    await intent.act(page, live);
    // interactive: the slot mounted; quiet: everything the intent asked for has arrived
    const [mounted, quiet] = await Promise.all([
      (await page.$(slotSelector)) ? live() : false,
      networkQuiet(net),
    ]);
    // long-task entries are delivered after the task: give the last one a moment to be reported
    await page.waitForTimeout(300);
    const probed = await page.evaluate(
      ({ remote, slot }) => {
        const s = window.__sfIntentBench;
        const mountedAt = s.mounted[slot]?.at ?? Infinity;
        // when the remote's last script requested for the intent (or, mounted before it, its last
        // script at all) arrived before the mount (network or cache)
        const before = !(s.mounted[slot]?.afterIntent ?? true);
        const arrived = performance
          .getEntriesByType('resource')
          .filter(
            (e) =>
              (before || (s.intentAt !== null && e.startTime >= s.intentAt)) &&
              e.initiatorType === 'script' &&
              e.responseEnd <= mountedAt &&
              e.name.includes(`/_assets/${remote}/`),
          )
          .reduce((a, e) => Math.max(a, e.responseEnd), -1);
        return {
          intentAt: s.intentAt,
          intentEvent: s.intentEvent,
          longTasks: s.longTasks,
          mounted: s.mounted,
          remoteScriptAt: arrived < 0 ? null : arrived,
        };
      },
      { remote: intent.remote, slot: intent.slot },
    );

    const afterIntent = transferred(net, 'intent');
    const tasks =
      probed.longTasks === null || probed.intentAt === null
        ? null
        : probed.longTasks.filter((t) => t.start >= probed.intentAt);
    const mount = probed.mounted[intent.slot];
    let interactiveMs = null;
    if (mount && probed.intentAt !== null)
      interactiveMs = mount.afterIntent ? Math.round(mount.at - probed.intentAt) : 0;
    // the remote ready to answer after its script arrived (issue 24: within 100 ms at CPU ×4)
    // (decision 0294: after the preload the host mounts the main slot's remote at idle, before the
    // intent; its readiness is then timed from its own scripts' arrival, and the intent finds it live)
    const readyAfterScriptMs =
      mount && probed.remoteScriptAt !== null ? Math.round(mount.at - probed.remoteScriptAt) : null;
    return {
      url,
      status: response?.status() ?? null,
      intent: intent.what,
      intentEvent: probed.intentEvent,
      ...afterIntent,
      longTasks: tasks?.length ?? null,
      tbtMs: tasks ? Math.round(tasks.reduce((a, t) => a + Math.max(0, t.duration - 50), 0)) : null,
      interactiveMs,
      readyAfterScriptMs,
      // 'hydrated' / 'rendered'; `liveBeforeIntent` when the slot mounted before the intent (at load: an empty slot or a fallback; at idle after the preload, decision 0294)
      mounted: mount ? mount.how : mounted ? 'yes' : null,
      ...(mount && !mount.afterIntent ? { liveBeforeIntent: true } : {}),
      networkQuiet: { atLoad: loadQuiet, afterIntent: quiet },
      atLoad: {
        jsBytes: atLoad.jsBytes,
        jsRequests: atLoad.jsRequests,
        allBytes: atLoad.allBytes,
        requests: atLoad.requests,
      },
    };
  } catch (error) {
    throw timedOut ? new Error(`gave up after ${PAGE_CAP_MS / 1000} s`) : error;
  } finally {
    clearTimeout(cap);
    await context.close().catch(() => undefined);
  }
}

/**
 * {@link measurePage} REPEAT times: the run with the median `readyAfterScriptMs`, with every run's
 * figure in `runs` when there is more than one.
 */
async function measureRepeated(browser, base, name, intent, preload) {
  if (REPEAT === 1) return measurePage(browser, base, name, intent, preload);
  const results = [];
  for (let i = 0; i < REPEAT; i += 1) results.push(await measurePage(browser, base, name, intent, preload));
  return medianRun(results, 'readyAfterScriptMs');
}

/**
 * Of several runs of one page, the run with the median `key` (the lower middle of an even count; a run
 * without a figure ranks last), with every run's figure in `runs`, in the order they ran.
 * @example medianRun([{ inpMs: 300 }, { inpMs: 120 }, { inpMs: 150 }], 'inpMs') // { inpMs: 150, runs: [300, 120, 150] }
 */
export function medianRun(results, key) {
  const rank = (r) => r[key] ?? Number.POSITIVE_INFINITY;
  const sorted = [...results].sort((a, b) => rank(a) - rank(b));
  return { ...sorted[Math.floor((sorted.length - 1) / 2)], runs: results.map((r) => r[key] ?? null) };
}

/**
 * The host's speed in this browser, unthrottled: Lighthouse's BenchmarkIndex (its
 * `environment.benchmarkIndex`, the same page function). CPU ×4 is relative to the host, so figures
 * of two runs compare only at a similar index; null if it cannot be measured.
 */
async function benchmarkIndex(browser) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    return await page.evaluate(pageFunctions.computeBenchmarkIndex);
  } catch {
    return null;
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** Measures every page type of {@link INTENTS} that exists in PAGE_TYPES; failures become `{ error }` entries. */
export async function intentBench({ base }) {
  const settings = {
    cpuSlowdown: CPU_SLOWDOWN,
    viewport: PHONE.viewport,
    userAgent: PHONE.userAgent,
    quietMs: QUIET_MS,
    readingMs: READING_MS,
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
  const index = { atStart: await benchmarkIndex(browser), atEnd: null };
  try {
    for (const [name, intent] of Object.entries(INTENTS)) {
      if (!PAGE_TYPES[name] || (ONLY_PAGES.length > 0 && !ONLY_PAGES.includes(name))) continue;
      try {
        pages[name] = await measureRepeated(browser, base, name, intent, true);
        // the same intent without the preload: what it costs a shopper who is quicker than the preload
        const cold = await measureRepeated(browser, base, name, intent, false).catch((error) => ({
          error: String(error?.message ?? error).split('\n')[0],
        }));
        pages[name].withoutPreload = cold.error
          ? { error: cold.error }
          : {
              jsBytes: cold.jsBytes,
              jsRequests: cold.jsRequests,
              tbtMs: cold.tbtMs,
              interactiveMs: cold.interactiveMs,
              readyAfterScriptMs: cold.readyAfterScriptMs,
              ...(cold.runs ? { runs: cold.runs } : {}),
              scripts: cold.scripts,
            };
      } catch (error) {
        pages[name] = {
          url: base + PAGE_TYPES[name],
          intent: intent.what,
          error: String(error?.message ?? error).split('\n')[0],
        };
      }
    }
    index.atEnd = await benchmarkIndex(browser);
  } finally {
    await browser.close().catch(() => undefined);
  }
  return { ...settings, benchmarkIndex: index, pages };
}

/** The intent budgets, per page, marked `advisory`: printed, never a reason for `--strict` to fail. */
export function intentBudgets(intent) {
  if (!intent) return [];
  if (intent.error)
    return [
      {
        budget: 'after first intent: measured',
        limit: 'a result',
        actual: intent.error,
        ok: false,
        advisory: true,
      },
    ];
  const out = [];
  for (const [name, r] of Object.entries(intent.pages)) {
    if (r.error) {
      out.push({
        budget: `${name}: after first intent: measured`,
        limit: 'a result',
        actual: r.error,
        ok: false,
        advisory: true,
      });
      continue;
    }
    out.push({
      budget: `${name}: JavaScript after first intent`,
      limit: `<= ${INTENT_BUDGETS.jsBytes / KB} KB`,
      actual: `${(r.jsBytes / KB).toFixed(1)} KB in ${r.jsRequests} files`,
      ok: r.jsBytes <= INTENT_BUDGETS.jsBytes,
      advisory: true,
    });
    const cold = r.withoutPreload;
    if (cold && !cold.error)
      out.push({
        budget: `${name}: JavaScript after first intent without the preload`,
        limit: `<= ${INTENT_BUDGETS.jsBytes / KB} KB`,
        actual: `${(cold.jsBytes / KB).toFixed(1)} KB in ${cold.jsRequests} files`,
        ok: cold.jsBytes <= INTENT_BUDGETS.jsBytes,
        advisory: true,
      });
    if (r.mounted !== null)
      out.push({
        budget: `${name}: remote ready after its script arrived (CPU ×${intent.cpuSlowdown})`,
        limit: `<= ${INTENT_BUDGETS.readyAfterScriptMs} ms`,
        actual: r.readyAfterScriptMs === null ? null : `${r.readyAfterScriptMs} ms`,
        ok: r.readyAfterScriptMs !== null && r.readyAfterScriptMs <= INTENT_BUDGETS.readyAfterScriptMs,
        advisory: true,
      });
    out.push({
      budget: `${name}: TBT after first intent`,
      limit: `<= ${INTENT_BUDGETS.tbtMs} ms`,
      actual: r.tbtMs === null ? null : `${r.tbtMs} ms`,
      ok: r.tbtMs !== null && r.tbtMs <= INTENT_BUDGETS.tbtMs,
      advisory: true,
    });
  }
  return out;
}
