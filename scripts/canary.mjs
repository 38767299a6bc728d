// The platform team's view of canaries (docs/platform.md, "Canaries"):
//   node scripts/canary.mjs status                         every tenant's remotes: live, canary and percent, history
//   node scripts/canary.mjs stop <app> [--tenant T]        drop the canary (the live version serves everybody)
//   node scripts/canary.mjs promote <app> [--tenant T]     the canary becomes the live version
//   node scripts/canary.mjs percent <app> <P> [--tenant T] change the canary's share of shoppers
// Through the registry's store (`@sf/registry`: the locked file, or PostgreSQL with DATABASE_URL,
// decisions 0140, 0170); a running composer follows within 2 s.
import { tsImport } from 'tsx/esm/api';
import { stackConfig } from './lib/stack.mjs';
import { parseTenants } from './deploy.mjs';

const admin = await tsImport('@sf/registry', import.meta.url);
const USAGE =
  'usage: node scripts/canary.mjs status | stop <app> | promote <app> | percent <app> <1–100>  [--tenant DE|AT|CH|NL[,…]]';

const argv = process.argv.slice(2);
const file = admin.openRegistryStore({ file: stackConfig().registryFile });

try {
  const tenantAt = argv.indexOf('--tenant');
  const tenants = tenantAt >= 0 ? parseTenants(argv[tenantAt + 1] ?? '', USAGE) : undefined;
  const [command, app, value] =
    tenantAt >= 0 ? argv.filter((_, i) => i !== tenantAt && i !== tenantAt + 1) : argv;

  if (command === 'status') {
    for (const row of await admin.status(file)) {
      if (tenants && !tenants.includes(row.tenant)) continue;
      const canary = row.canary
        ? `  canary ${row.canary.version} ${row.canary.percent} % (${row.canary.server})`
        : '';
      console.log(
        `${row.tenant}  ${row.remote.padEnd(24)} live ${row.live}${canary}  history: ${row.history.join(', ') || '–'}`,
      );
    }
  } else if ((command === 'stop' || command === 'promote' || command === 'percent') && app) {
    let update;
    if (command === 'stop') {
      const rows = (await admin.status(file)).filter((r) => r.remote === app && r.canary);
      if (rows.length === 0) throw new Error(`${app} has no canary`);
      update = { changes: [] };
      for (const version of new Set(rows.map((r) => r.canary.version))) {
        const next = await admin.stopCanary(file, app, version, tenants);
        update.changes.push(...next.changes);
      }
    } else if (command === 'promote') update = await admin.promote(file, app, tenants);
    else update = await admin.setPercent(file, app, Number(value), tenants);
    for (const change of update.changes) console.log(`[canary] ${admin.describeChange(change)}`);
  } else throw new Error(USAGE);
} catch (error) {
  console.error(`[canary] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await file.close();
}
