module.exports = require('../../jest.preset.cjs')({ environment: 'node', namespace: 'i18n' });
