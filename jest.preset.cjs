/**
 * Shared jest preset: @swc/jest with the same swc settings as the builds, ESM-only
 * @formatjs packages transformed, tests beside the code. Browser (jsdom) projects get messages as
 * the browser does (decision 0284): the catalogues compiled to the ICU AST, and a test fails when a
 * message reaches formatjs as text, which the browser (no parser) would show raw (jest.setup-dom.cjs).
 */
const path = require('node:path');
const swcConfig = require('./swc.config.cjs');

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const swcJest = (namespace) => [
  '@swc/jest',
  { ...swcConfig({ namespace }), module: { type: 'commonjs' }, swcrc: false },
];

/** @param {{ namespace?: string, environment?: 'node' | 'jsdom' }} [opts] */
module.exports = function preset(opts = {}) {
  const browser = opts.environment === 'jsdom';
  return {
    testEnvironment: opts.environment ?? 'node',
    transform: {
      // a workspace package's files with its own styled-components namespace, as in the builds (decision 0280)
      ...Object.fromEntries(
        swcConfig
          .packageNamespaces()
          .map(({ dir, namespace }) => [
            `^${escapeRegExp(dir + path.sep)}.+\\.(t|j)sx?$`,
            swcJest(namespace),
          ]),
      ),
      '^.+\\.(t|j)sx?$': swcJest(opts.namespace ?? 'sf-test'),
      // the browser's path (decision 0284): the catalogues as their ICU AST, as the browser builds compile them
      ...(browser ? { '/src/messages/[^/]+\\.json$': require.resolve('./jest.icu-catalogue.cjs') } : {}),
      // PGlite's CommonJS build loads node built-ins with dynamic import(), which jest's VM refuses
      // without --experimental-vm-modules; swc turns those into require().
      '/node_modules/@electric-sql/pglite/dist/.+\\.cjs$': [
        '@swc/jest',
        {
          jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' },
          module: { type: 'commonjs' },
          swcrc: false,
        },
      ],
    },
    // file-type 21 and its tokenizer packages, and jose 6, are ESM-only
    transformIgnorePatterns: [
      '/node_modules/(?!(@formatjs|intl-messageformat|hono|@hono|@electric-sql/pglite|file-type|jose|strtok3|token-types|uint8array-extras|@tokenizer|@borewit)/)',
    ],
    // file-type's "node" export has no CommonJS condition jest could pick; its core (fileTypeFromBuffer) is the same code
    moduleNameMapper: { '^file-type$': path.join(__dirname, 'node_modules/file-type/core.js') },
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/tests/**/*.test.ts'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    setupFilesAfterEnv: browser ? [require.resolve('./jest.setup-dom.cjs')] : [],
    clearMocks: true,
    // an embedded PGlite or a real server can take several seconds to start on a loaded 2-core
    // machine (nx runs two projects at once); a hook that times out would leave it loading after
    // the environment is torn down
    testTimeout: 30_000,
  };
};

/**
 * The jest config of a remote: two projects, the server (domain services, Hono routes, SSR) in node
 * and the UI in jsdom. `jest.config.cjs` of a remote is `module.exports = require('../jest.preset.cjs').remote(__dirname, '<name>')`.
 * @param {string} dir the remote's folder
 * @param {string} namespace the remote's name (styled-components namespace)
 */
module.exports.remote = function remote(dir, namespace) {
  const server = module.exports({ environment: 'node', namespace });
  const client = module.exports({ environment: 'jsdom', namespace });
  return {
    testTimeout: server.testTimeout,
    projects: [
      {
        ...server,
        displayName: 'server',
        rootDir: dir,
        testMatch: ['<rootDir>/src/server/**/*.test.ts', '<rootDir>/src/server/**/*.test.tsx'],
      },
      {
        ...client,
        displayName: 'client',
        rootDir: dir,
        testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
        testPathIgnorePatterns: ['/node_modules/', '<rootDir>/src/server/'],
      },
    ],
  };
};
