import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { DATA_DIR, E2E_PORT, liveRegistry, ROOT } from './support';

/**
 * One remote deploys, rolls back and runs a canary on the running shop (issue 26; decisions
 * 0140–0142), through the same commands a domain team uses (`scripts/deploy.mjs`,
 * `scripts/rollback.mjs`) on the e2e data dir. The new newsletter version is the live build with
 * one change in what it composes: its sheet also on the contact page (a new version id, its own
 * assets folder); a canary's "broken server" is a stub in this run's port range that answers 500.
 * The registry is restored afterwards, so the other specs see the shop as started.
 */

const REGISTRY = path.join(DATA_DIR, 'registry/registry.json');
const CONTACT = '/service-hilfe/kontakt';
const SIGNUP = '/service-hilfe/newsletter/anmelden';
const SHEET = 'data-sf-slot="mfe-newsletter-sheet"';
const BROKEN_PORT = E2E_PORT + 110;
const readJson = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
/** The sheet's opener as the widget labels it (the content bucket's text, else the remote's message). */
const SHEET_OPENER =
  (readJson(path.join(ROOT, 'shell/content/de-DE/newsletter-sheet.json')).buttonLabel as
    string | undefined) ??
  (readJson(path.join(ROOT, 'mfe-newsletter/src/messages/de-DE.json'))['newsletter.sheet.open'] as string);

/** Runs one of the release scripts on the e2e stack's data dir; resolves to its output, rejects on a failure. */
function script(name: 'deploy' | 'rollback', args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(ROOT, 'scripts', `${name}.mjs`), ...args],
      {
        cwd: ROOT,
        env: { ...process.env, PORT: String(E2E_PORT), SF_DATA_DIR: DATA_DIR, SF_REGISTRY_FILE: '' },
      },
      (error, stdout, stderr) => (error ? reject(new Error(`${stdout}${stderr}`)) : resolve(stdout)),
    );
  });
}

/** A GET of the running shop as a new shopper (no cookie jar), or with the given `Cookie` header. */
const get = (pathname: string, cookie?: string) =>
  fetch(`http://127.0.0.1:${E2E_PORT}${pathname}`, cookie ? { headers: { cookie } } : {});

/** Milliseconds until `check` holds for the contact page's server HTML (polled every 50 ms, at most 5 s). */
async function msUntil(check: (html: string) => boolean): Promise<number> {
  const started = Date.now();
  for (;;) {
    const res = await get(CONTACT);
    if (check(await res.text())) return Date.now() - started;
    if (Date.now() - started > 5000) return Infinity;
    await new Promise((done) => setTimeout(done, 50));
  }
}

let build = '';
let savedRegistry = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  savedRegistry = readFileSync(REGISTRY, 'utf8');
  // the new version: the live build, its sheet declared on the contact page as well
  const live = liveRegistry().tenants.DE!['mfe-newsletter']!;
  build = path.resolve(ROOT, '.tmp/e2e-builds/mfe-newsletter-contact');
  rmSync(build, { recursive: true, force: true });
  mkdirSync(path.dirname(build), { recursive: true });
  cpSync(path.join(DATA_DIR, 'assets/mfe-newsletter', live.version as string), build, { recursive: true });
  const composition = readJson(path.join(build, 'sf-composition.json')) as {
    widgets: { slot: string; routes: string[] }[];
  };
  for (const widget of composition.widgets)
    if (widget.slot === 'mfe-newsletter-sheet') widget.routes = [...widget.routes, 'contact'];
  writeFileSync(path.join(build, 'sf-composition.json'), JSON.stringify(composition));
});

test.afterAll(() => {
  // the shop as started, for the specs after this one (written as the registry writer does: renamed)
  writeFileSync(`${REGISTRY}.restore`, savedRegistry);
  renameSync(`${REGISTRY}.restore`, REGISTRY);
});

test('a deployed newsletter version is live within 2 s, and a rollback brings the old one back within 2 s', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(CONTACT);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator(`[${SHEET}]`)).toHaveCount(0);

  const out = await script('deploy', ['mfe-newsletter', '--dist', build]);
  expect(out).toMatch(/mfe-newsletter \(DE\): [\w.-]+ is live \(was [\w.-]+\)/);
  expect(await msUntil((html) => html.includes(SHEET))).toBeLessThanOrEqual(2000);
  await page.reload();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // the sheet after <main>, its opener a link (a button once the widget has hydrated)
  const sheet = page.locator(`[${SHEET}]`);
  await expect(page.getByRole('main').locator(`[${SHEET}]`)).toHaveCount(0);
  await expect(
    sheet.getByRole('link', { name: SHEET_OPENER }).or(sheet.getByRole('button', { name: SHEET_OPENER })),
  ).toBeVisible();

  const back = await script('rollback', ['mfe-newsletter']);
  expect(back).toMatch(/mfe-newsletter \(DE\): rolled back from [\w.-]+ to [\w.-]+/);
  expect(await msUntil((html) => !html.includes(SHEET))).toBeLessThanOrEqual(2000);
  await page.reload();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator(`[${SHEET}]`)).toHaveCount(0);
});

test('a 50 % canary splits shoppers by signed buckets, each always on the same version; a forged bucket is replaced', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // no canary: no bucket cookie
  const before = await get(CONTACT);
  expect(before.headers.get('set-cookie') ?? '').not.toContain('sf_bucket');

  await script('deploy', ['mfe-newsletter', '--dist', build, '--canary', '50', '--tenant', 'DE']);
  await expect
    .poll(async () => (await get(CONTACT)).headers.get('set-cookie') ?? '', {
      timeout: 2000,
      intervals: [50],
    })
    .toContain('sf_bucket=');

  const seen = new Set<boolean>();
  for (let i = 0; i < 14; i += 1) {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(CONTACT);
    const [bucket] = (await context.cookies()).filter((c) => c.name === 'sf_bucket');
    expect(bucket?.value).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    expect(bucket?.httpOnly).toBe(true);
    const canary = (await page.locator(`[${SHEET}]`).count()) > 0;
    seen.add(canary);
    // sticky: the same version on every later page of this shopper, and the bucket kept
    for (let again = 0; again < 2; again += 1) {
      await page.goto(CONTACT);
      expect((await page.locator(`[${SHEET}]`).count()) > 0).toBe(canary);
    }
    expect((await context.cookies()).find((c) => c.name === 'sf_bucket')?.value).toBe(bucket?.value);
    await context.close();
  }
  expect([...seen].sort()).toEqual([false, true]);

  // a shopper who writes a bucket id of their own, unsigned or with a made-up signature, gets a new signed one
  for (const forged of [
    '6f1c2b8e-4a4d-4c55-9e1b-2f0d3c4b5a69',
    `6f1c2b8e-4a4d-4c55-9e1b-2f0d3c4b5a69.${'A'.repeat(43)}`,
  ]) {
    const res = await get(CONTACT, `sf_bucket=${forged}`);
    const set = res.headers.get('set-cookie') ?? '';
    expect(set).toMatch(/sf_bucket=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}/);
    expect(set).not.toContain(forged.split('.')[0]!);
  }

  const stopped = await script('rollback', ['mfe-newsletter', '--tenant', 'DE']);
  expect(stopped).toMatch(/mfe-newsletter \(DE\): canary [\w.-]+ stopped/);
  await expect
    .poll(async () => (await get(CONTACT)).headers.get('set-cookie') ?? 'none', {
      timeout: 2000,
      intervals: [50],
    })
    .not.toContain('sf_bucket');
});

// a fallback slot (the page head's first-byte script names the attribute too, decision 0130)
const FALLBACK_SLOT = /<div[^>]*\sdata-sf-fallback/;

test('a canary whose server answers 500 is rolled back by the composer within its window', async () => {
  test.setTimeout(180_000);
  const broken = http.createServer((_req, res) => {
    res.writeHead(500, { 'content-type': 'text/plain' });
    res.end('broken');
  });
  await new Promise<void>((done) => broken.listen(BROKEN_PORT, '127.0.0.1', done));
  try {
    const started = Date.now();
    await script('deploy', [
      'mfe-newsletter',
      '--dist',
      build,
      '--canary',
      '50',
      '--tenant',
      'DE',
      '--server',
      `http://127.0.0.1:${BROKEN_PORT}`,
    ]);
    const canaryOf = () =>
      (readJson(REGISTRY) as { tenants: Record<string, Record<string, { canary?: unknown }>> }).tenants.DE![
        'mfe-newsletter'
      ]!.canary;
    expect(canaryOf()).toBeTruthy();
    // shoppers keep coming, each new (a fresh bucket); about half get the canary and its fallback
    let fallbacks = 0;
    for (let i = 0; i < 120 && canaryOf(); i += 1) {
      const res = await get(`${SIGNUP}?visit=${i}`);
      expect(res.status).toBe(200);
      if (FALLBACK_SLOT.test(await res.text())) fallbacks += 1;
    }
    expect(fallbacks).toBeGreaterThan(0);
    // rolled back by the composer itself, well within its 60 s window
    await expect.poll(canaryOf, { timeout: 5000 }).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(60_000);
    // and everybody gets the stable version again
    for (let i = 0; i < 6; i += 1) {
      const res = await get(`${SIGNUP}?after=${i}`);
      expect(await res.text()).not.toMatch(FALLBACK_SLOT);
    }
  } finally {
    broken.closeAllConnections();
    await new Promise((done) => broken.close(done));
  }
});
