// Finds a Chromium for Playwright: PLAYWRIGHT_CHROMIUM_EXECUTABLE, then Debian's /usr/bin/chromium,
// then installs Debian's package when running as root, else Playwright's own download.
import { existsSync } from 'node:fs';
import { run } from './lib/run.mjs';

export async function ensureBrowser() {
  const given = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (given && existsSync(given)) return given;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  if (process.getuid?.() === 0) {
    console.log('[setup] installing Debian chromium…');
    await run('sh', [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
    ]);
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.log('[setup] no system chromium; trying Playwright’s own download…');
  await run('npx', ['playwright', 'install', 'chromium']);
  return '';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureBrowser()
    .then((p) => console.log(p || 'playwright-managed chromium'))
    .catch((err) => {
      console.error(err.message);
      process.exit(1);
    });
}
