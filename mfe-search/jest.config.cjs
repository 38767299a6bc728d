/** Two jest projects: the server (engine, sync, Hono routes, SSR) in node, the UI in jsdom. */
module.exports = require('../jest.preset.cjs').remote(__dirname, 'mfe-search');
