/** Two jest projects: the server in node, the UI in jsdom. */
module.exports = require('../jest.preset.cjs').remote(__dirname, 'mfe-account');
