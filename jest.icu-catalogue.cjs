/**
 * Jest transform of the message catalogues (`src/messages/*.json`) in the browser's test projects
 * (jsdom): the ICU AST of `compileCatalogue`, as the browser builds of @sf/federation make it
 * (decision 0284). Jest parses a JSON module's transformed text as JSON.
 */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { require: tsxRequire } = require('tsx/cjs/api');

const COMPILER = path.join(__dirname, 'packages/federation/src/icu-messages.ts');

const { compileCatalogue } = tsxRequire(COMPILER, __filename);
const PARSER = readFileSync(
  path.join(__dirname, 'node_modules/@formatjs/icu-messageformat-parser/package.json'),
);

module.exports = {
  getCacheKey(source, file) {
    return createHash('sha256')
      .update(readFileSync(COMPILER))
      .update(PARSER)
      .update(file)
      .update(source)
      .digest('hex');
  },
  process(source, file) {
    return { code: JSON.stringify(compileCatalogue(source, file)) };
  },
};
