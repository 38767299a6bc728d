// esbuild options of the workerd bundle (everything bundled, ESM, workerd conditions);
// shared by scripts/build.mjs and tests/workerd.test.ts so the test runs what ships.
const { join } = require('node:path');
const { builtinModules } = require('node:module');

/** @param {string} outfile */
module.exports = function workerBuildOptions(outfile) {
  return {
    entryPoints: [join(__dirname, '..', 'src', 'worker.ts')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser', 'import', 'default'],
    mainFields: ['browser', 'module', 'main'],
    // Node built-ins stay imports (workerd's nodejs_compat provides them); in practice the
    // only references come from modules that tree-shaking drops (styled-components via server-kit)
    external: ['node:*', ...builtinModules],
    logLevel: 'warning',
  };
};
