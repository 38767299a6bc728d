/** Two jest projects: the server (formulas, domain services, Hono routes, SSR) in node, the UI in jsdom. */
module.exports = require('../jest.preset.cjs').remote(__dirname, 'mfe-credit-instalments');
