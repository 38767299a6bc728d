module.exports = require('../../jest.preset.cjs')({ environment: 'node', namespace: 'sf-remote-server' });
