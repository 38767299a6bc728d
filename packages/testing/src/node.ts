/**
 * Node-only test helpers (`@sf/testing/node`): no React, no DOM, so node-environment tests of
 * servers and packages can import them without pulling the render helpers.
 */
export { freePort } from './free-port';
export { startPostgresCluster, type PostgresCluster, type PostgresClusterOptions } from './postgres-cluster';
