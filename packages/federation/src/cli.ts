/**
 * Build CLI of the preset, run with tsx from an app folder:
 *   tsx ../packages/federation/src/cli.ts build [--watch] [--config webpack.config.ts]
 * Loads the app's `webpack.config.ts` (default export: a config, an array of configs or a
 * function returning them) and runs webpack; exits non-zero when a build has errors.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { applyWatchDefault } from './federation-runtime';
import { parseArgs, runBuild, type ConfigExport } from './run-build';

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (args.command !== 'build') {
    console.error('usage: tsx ../packages/federation/src/cli.ts build [--watch] [--config <file>]');
    return 2;
  }
  // before the config is loaded: the harness's watch build keeps the runtime in remotes (decision 0016)
  applyWatchDefault(args.watch);
  const file = resolve(process.cwd(), args.config);
  const mod = (await import(pathToFileURL(file).href)) as { default?: ConfigExport };
  if (!mod.default) {
    console.error(`${file} has no default export`);
    return 2;
  }
  return runBuild(mod.default, {
    watch: args.watch,
    log: (line) => console.log(line),
    error: (line) => console.error(line),
  });
}

main().then(
  (code) => {
    if (code !== 0) process.exit(code);
  },
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
