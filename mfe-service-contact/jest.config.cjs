/**
 * Two jest projects: the server (domain services, Hono routes, SSR) runs in node, the UI in jsdom.
 */
const preset = require('../jest.preset.cjs');

const server = preset({ environment: 'node', namespace: 'mfe-service-contact' });
const client = preset({ environment: 'jsdom', namespace: 'mfe-service-contact' });

module.exports = {
  testTimeout: server.testTimeout,
  projects: [
    {
      ...server,
      displayName: 'server',
      rootDir: __dirname,
      testMatch: ['<rootDir>/src/server/**/*.test.ts', '<rootDir>/src/server/**/*.test.tsx'],
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
