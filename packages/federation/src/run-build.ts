import webpack, { type Configuration, type MultiStats } from 'webpack';

/** What an app's webpack.config.ts may export by default. */
export type ConfigExport =
  | Configuration
  | Configuration[]
  | (() => Configuration | Configuration[] | Promise<Configuration | Configuration[]>);

/** Parsed command line of the CLI. */
export interface CliArgs {
  readonly command: string;
  readonly watch: boolean;
  readonly config: string;
}

/** Parses `build [--watch] [--config <file>]`. */
export function parseArgs(argv: readonly string[]): CliArgs {
  let command = '';
  let watch = false;
  let config = 'webpack.config.ts';
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--watch' || arg === '-w') watch = true;
    else if (arg === '--config' || arg === '-c') config = argv[++i] ?? config;
    else if (arg && !arg.startsWith('-') && !command) command = arg;
  }
  return { command, watch, config };
}

/** Output channels of {@link runBuild}. */
export interface RunOptions {
  readonly watch: boolean;
  readonly log: (line: string) => void;
  readonly error: (line: string) => void;
}

function report(stats: MultiStats, opts: RunOptions): boolean {
  const text = stats.toString({
    colors: false,
    modules: false,
    chunks: false,
    assets: true,
    entrypoints: false,
    errorDetails: true,
  });
  if (stats.hasErrors()) opts.error(text);
  else opts.log(text);
  return !stats.hasErrors();
}

/**
 * Runs webpack for the exported configs. A one-off build resolves to the exit code (0 or 1);
 * a watch build reports each rebuild and never resolves until the process ends.
 */
export async function runBuild(exported: ConfigExport, opts: RunOptions): Promise<number> {
  const resolved = typeof exported === 'function' ? await exported() : exported;
  const configs = Array.isArray(resolved) ? resolved : [resolved];
  const compiler = webpack(configs);
  if (opts.watch) {
    return new Promise<number>(() => {
      compiler.watch({ aggregateTimeout: 300 }, (err, stats) => {
        if (err) opts.error(String(err));
        else if (stats) report(stats, opts);
      });
    });
  }
  return new Promise<number>((done) => {
    compiler.run((err, stats) => {
      compiler.close(() => {
        if (err) {
          opts.error(String(err));
          done(1);
          return;
        }
        done(stats && report(stats, opts) ? 0 : 1);
      });
    });
  });
}
