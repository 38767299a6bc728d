/**
 * Two jest projects: the server (domain services, Hono routes, SSR) runs in node, the UI in jsdom.
 */
const preset = require('../jest.preset.cjs');

const server = preset({ environment: 'node', namespace: 'mfe-newsletter' });
const client = preset({ environment: 'jsdom', namespace: 'mfe-newsletter' });

module.exports = {
  projects: [
    {
      ...server,
      displayName: 'server',
      rootDir: __dirname,
      testMatch: ['<rootDir>/src/server/**/*.test.ts', '<rootDir>/src/server/**/*.test.tsx'],
      transform: {
        ...server.transform,
        // PGlite's CommonJS build loads node built-ins with dynamic import(), which jest's VM cannot
        // run without --experimental-vm-modules; swc turns those into require() (as in @sf/data).
        '/node_modules/@electric-sql/pglite/dist/.+\\.cjs$': [
          '@swc/jest',
          { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' }, swcrc: false },
        ],
      },
      transformIgnorePatterns: ['/node_modules/(?!(@formatjs|intl-messageformat|hono|@hono|@electric-sql/pglite)/)'],
    },
    {
      ...client,
      displayName: 'client',
      rootDir: __dirname,
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/src/server/'],
    },
  ],
};
