const fs = require('node:fs');
const path = require('node:path');

/**
 * The one swc configuration for jest, the webpack client build and the webpack server build.
 * The styled-components plugin must see identical options on server and client so class names
 * of server HTML match the hydrated tree. The namespace is the owner's of the file compiled: an
 * app's own files get the app's name, a workspace package's files the package's
 * ({@link packageNamespaces}), whichever app compiles them — the browser runs the shell's copy of a
 * shared package where a remote's server ran its own (decision 0280).
 * @param {{ namespace?: string, target?: 'browser' | 'node' }} [opts]
 */
module.exports = function swcConfig(opts = {}) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
      experimental: {
        plugins: [
          [
            require.resolve('@swc/plugin-styled-components'),
            { displayName: true, ssr: true, namespace: opts.namespace ?? 'sf' },
          ],
        ],
      },
    },
    module: { type: opts.target === 'node' ? 'es6' : 'es6' },
  };
};

/**
 * The styled-components namespace of a workspace package: its name without `@`, `/` as `-`
 * (`@sf/ui` → `sf-ui`).
 * @param {string} name
 */
function namespaceOfPackage(name) {
  return name.replace(/^@/, '').replace(/\//g, '-');
}

/**
 * Every workspace package under `packages/` with the namespace its files compile with, whichever
 * app (or jest project) compiles them.
 * @returns {{ dir: string, name: string, namespace: string }[]} `dir` absolute, without a trailing separator
 */
module.exports.packageNamespaces = function packageNamespaces() {
  const root = path.join(__dirname, 'packages');
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(root, entry.name, 'package.json')))
    .map((entry) => {
      const dir = path.join(root, entry.name);
      const { name } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      return { dir, name, namespace: namespaceOfPackage(name) };
    })
    .sort((a, b) => a.dir.localeCompare(b.dir));
};

module.exports.namespaceOfPackage = namespaceOfPackage;
