// The registry as the platform's tools see it (decisions 0170, 0171):
//   node scripts/registry.mjs where                     which store the stack uses (the file, or PostgreSQL with DATABASE_URL)
//   node scripts/registry.mjs kv-export [--out FILE]    the workerd composer's KV document (stdout, or FILE)
// Then, for a Cloudflare deployment: npx wrangler kv key put registry --path FILE --binding REGISTRY_KV --remote
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { stackConfig } from './lib/stack.mjs';

const USAGE = 'usage: node scripts/registry.mjs where | kv-export [--out <file>]';

/** Parses `where | kv-export [--out FILE]`; throws with the usage line. */
export function parseRegistryArgs(argv) {
  const [command, ...rest] = argv;
  if (command === 'where' && rest.length === 0) return { command };
  if (command !== 'kv-export') throw new Error(USAGE);
  if (rest.length === 0) return { command };
  if (rest.length === 2 && rest[0] === '--out' && rest[1] && !rest[1].startsWith('--'))
    return { command, out: rest[1] };
  throw new Error(USAGE);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, 'registry.mjs')) {
  let store;
  try {
    const args = parseRegistryArgs(process.argv.slice(2));
    const registry = await tsImport('@sf/registry', import.meta.url);
    store = registry.openRegistryStore({ file: stackConfig().registryFile });
    if (args.command === 'where') console.log(`${store.kind}: ${store.where}`);
    else {
      const document = await registry.kvDocument(store);
      if (args.out) {
        writeFileSync(args.out, document);
        console.error(`[registry] KV document (key "registry") written to ${args.out} from ${store.where}`);
      } else process.stdout.write(`${document}\n`);
    }
  } catch (error) {
    console.error(`[registry] ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await store?.close();
  }
}
