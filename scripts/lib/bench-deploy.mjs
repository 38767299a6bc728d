// Deploy-to-live and rollback times on the running storefront (issue 26, decision 0140): a newsletter
// version (the live build, its sheet also declared on the contact page: a new version id) is deployed
// and rolled back 10 times; each time is from the call (gate, assets, locked registry write) until the
// composer serves that version (the sign-up page's boot payload names it), polled every 10 ms.
// The build itself is not part of it (a team's CI builds once; `npm run deploy` adds its build).
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { deployOne } from '../deploy.mjs';
import { stackConfig } from './stack.mjs';

const admin = await tsImport('@sf/registry', import.meta.url);
const SIGNUP = '/service-hilfe/newsletter/anmelden';
const LIMIT_MS = 2000;

async function msUntilServed(base, version) {
  const started = performance.now();
  for (;;) {
    const html = await (await fetch(base + SIGNUP)).text();
    if (html.includes(`"version":"${version}"`)) return performance.now() - started;
    if (performance.now() - started > 10_000) return Infinity;
    await new Promise((done) => setTimeout(done, 10));
  }
}

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: Math.round(sorted[Math.floor((sorted.length - 1) / 2)]), max: Math.round(sorted.at(-1)) };
};

/** `{ runs, deployMs: { p50, max }, rollbackMs: { p50, max } }` for `runs` deploy/rollback pairs. */
export async function deployBench({ base, port, dataDir, runs = 10 }) {
  const config = stackConfig({
    ...process.env,
    PORT: String(port),
    SF_DATA_DIR: dataDir,
    SF_REGISTRY_FILE: '',
  });
  // the stack's registry store (the file, or PostgreSQL with DATABASE_URL), one for every run
  const store = admin.openRegistryStore({ file: config.registryFile });
  try {
    return await measure(config, store, { base, dataDir, runs });
  } finally {
    await store.close();
  }
}

async function measure(config, store, { base, dataDir, runs }) {
  const registry = await store.read();
  const live = registry.tenants.DE['mfe-newsletter'];
  const build = path.join(dataDir, 'bench-builds', 'mfe-newsletter');
  rmSync(build, { recursive: true, force: true });
  cpSync(path.join(config.assetsDir, 'mfe-newsletter', live.version), build, { recursive: true });
  const composition = JSON.parse(readFileSync(path.join(build, 'sf-composition.json'), 'utf8'));
  for (const w of composition.widgets)
    if (w.slot === 'mfe-newsletter-sheet') w.routes = [...w.routes, 'contact'];
  writeFileSync(path.join(build, 'sf-composition.json'), JSON.stringify(composition));
  const deploys = [];
  const rollbacks = [];
  for (let i = 0; i < runs; i += 1) {
    let started = performance.now();
    const { record } = await deployOne({ ...config, registryStore: store }, 'mfe-newsletter', {
      dist: build,
    });
    deploys.push(performance.now() - started + (await msUntilServed(base, record.version)));
    started = performance.now();
    await admin.rollback(store, 'mfe-newsletter');
    rollbacks.push(performance.now() - started + (await msUntilServed(base, live.version)));
  }
  return { runs, limitMs: LIMIT_MS, deployMs: stats(deploys), rollbackMs: stats(rollbacks) };
}

/** Pass lines: p50 and max of both against 2 s. */
export function deployBudgets(result) {
  if (!result || result.error)
    return [{ budget: 'deploy: measured', limit: 'a result', actual: result?.error ?? 'skipped', ok: false }];
  return ['deployMs', 'rollbackMs'].flatMap((kind) =>
    ['p50', 'max'].map((stat) => ({
      budget: `${kind === 'deployMs' ? 'deploy' : 'rollback'} to live, ${stat} of ${result.runs}`,
      limit: `${LIMIT_MS} ms`,
      actual: `${result[kind][stat]} ms`,
      ok: result[kind][stat] <= LIMIT_MS,
    })),
  );
}
