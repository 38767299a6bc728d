// Installability of the shop as a web app (decision 0156): Lighthouse 12 removed its PWA category
// (and with it the installable-manifest audit), so the bench asks Chromium itself, as Lighthouse's
// audit did: over the DevTools protocol, `Page.getInstallabilityErrors` (an empty list = installable)
// and `Page.getAppManifest` (the manifest the page links, its parse errors), once the page's service
// worker controls it. One page per tenant shape: Germany's home and Switzerland's French home (a
// manifest per locale). Debian's Chromium (`CHROME_PATH`) with a fresh profile per page (a browser
// context of its own would be off the record, which Chromium reports as `in-incognito`); a page that
// fails is an `{ error }` entry.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';

const PAGES = {
  home: { host: '127.0.0.1', path: '/' },
  homeFrCH: { host: 'ch.localhost', path: '/fr/' },
};

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync'];

async function checkPage(url) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'sf-bench-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: LAUNCH_ARGS,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url, { waitUntil: 'load' });
    const controlled = await page
      .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 })
      .then(() => true)
      .catch(() => false);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const manifest = await cdp.send('Page.getAppManifest');
    const parsed = manifest.data ? JSON.parse(manifest.data) : null;
    return {
      url,
      installable: installabilityErrors.length === 0,
      installabilityErrors: installabilityErrors.map((e) =>
        [e.errorId, ...(e.errorArguments ?? []).map((a) => `${a.name}=${a.value}`)].join(' '),
      ),
      serviceWorkerControls: controlled,
      manifestUrl: manifest.url || null,
      manifestErrors: (manifest.errors ?? []).map((e) => e.message),
      manifest: parsed && {
        name: parsed.name,
        lang: parsed.lang,
        start_url: parsed.start_url,
        scope: parsed.scope,
        icons: (parsed.icons ?? []).map((i) => `${i.sizes} ${i.purpose ?? 'any'}`),
      },
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Installability per page (`{ pages: { home: {...}, homeFrCH: {...} } }`); never throws. */
export async function installabilityBench({ port }) {
  const pages = {};
  for (const [name, { host, path: pathname }] of Object.entries(PAGES)) {
    const url = `http://${host}:${port}${pathname}`;
    try {
      pages[name] = await checkPage(url);
    } catch (error) {
      pages[name] = { url, error: error.message };
    }
  }
  return { pages };
}

/** Budgets: every page installable (no installability error, no manifest error) with its worker in control. */
export function installabilityBudgets(pwa) {
  if (!pwa) return [];
  if (pwa.error)
    return [{ budget: 'web app: installability checked', limit: 'a result', actual: pwa.error, ok: false }];
  return Object.entries(pwa.pages).flatMap(([name, r]) =>
    r.error
      ? [{ budget: `${name}: installability checked`, limit: 'a result', actual: r.error, ok: false }]
      : [
          {
            budget: `${name}: installable (Page.getInstallabilityErrors)`,
            limit: 'no errors',
            actual: r.installabilityErrors.length === 0 ? 'none' : r.installabilityErrors.join('; '),
            ok: r.installable && r.manifestErrors.length === 0,
          },
          {
            budget: `${name}: service worker controls the page`,
            limit: 'yes',
            actual: r.serviceWorkerControls ? 'yes' : 'no',
            ok: r.serviceWorkerControls,
          },
        ],
  );
}
