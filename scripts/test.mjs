// `npm test`: installs what is missing (a browser included), then the scripts' unit tests, lint, typecheck, unit tests,
// builds, and the Playwright end-to-end tests against the storefront started as `npm start` does.
import { ensureInstall } from './ensure-install.mjs';
import { ensureBrowser } from './ensure-browser.mjs';
import { run } from './lib/run.mjs';
import { ROOT } from './lib/stack.mjs';

const nxEnv = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const nx = (...args) => run('npx', ['nx', ...args, '--outputStyle=stream'], { cwd: ROOT, env: nxEnv });

async function main() {
  const started = Date.now();
  await ensureInstall();
  const chromium = await ensureBrowser();
  await run('node', ['scripts/decisions-index.mjs', '--check'], { cwd: ROOT });
  // the published snapshot of the remotes' routes (the links' fallback, decision 0235) is current
  await run('node', ['scripts/route-snapshot.mjs', '--check'], { cwd: ROOT });
  // one formatting for the whole code base (.prettierrc): an unformatted file fails the run
  await run('npx', ['prettier', '--check', '--log-level', 'warn', '.'], { cwd: ROOT });
  // the scripts' own unit tests (the supervisor of `npm start`, with real child processes)
  await run(process.execPath, ['--test', 'scripts/lib/'], { cwd: ROOT });
  await nx('run-many', '-t', 'lint', 'typecheck', 'test');
  await nx('run-many', '-t', 'build');
  const browserEnv = { ...process.env, ...(chromium ? { PLAYWRIGHT_CHROMIUM_EXECUTABLE: chromium } : {}) };
  await run('npx', ['playwright', 'test'], { cwd: ROOT, env: browserEnv });
  // the production-mode specs (`*.prod.spec.ts`): the shop as deployed, on a stack of its own
  await run('npx', ['playwright', 'test', '--config', 'playwright.production.config.ts'], {
    cwd: ROOT,
    env: browserEnv,
  });
  console.log(`[test] all green in ${Math.round((Date.now() - started) / 1000)} s`);
}

main().catch((err) => {
  console.error(`[test] ${err.message}`);
  process.exit(1);
});
