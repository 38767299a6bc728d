require('@testing-library/jest-dom');

// Decision 0284: the browser has no ICU parser (its builds alias it to the no-parser build), so every message
// it formats must come compiled to the AST (the preset compiles the catalogues here as the builds do; a test's
// own texts: compileBundle of @sf/i18n/compile). A message that reaches formatjs as text would show its raw ICU
// text to a shopper: formatjs's parse hook fails the test that formats it, whatever it mocks of the console.
const { IntlMessageFormat } = require('intl-messageformat');

const uncompiled = [];
IntlMessageFormat.__parse = (message) => {
  uncompiled.push(message);
  throw new Error(`a message reached formatjs as text, not compiled to the ICU AST: ${message}`);
};

afterEach(() => {
  if (uncompiled.length === 0) return;
  const messages = uncompiled.splice(0);
  throw new Error(
    'Messages reached formatjs as text, not as the ICU AST of a catalogue src/messages/*.json ' +
      `(decision 0284; the browser would show them raw):\n${messages.map((m) => `  ${m}`).join('\n')}`,
  );
});
