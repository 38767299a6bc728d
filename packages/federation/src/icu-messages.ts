import { createRequire } from 'node:module';
import { join } from 'node:path';
import { compileMessages, type CompiledMessages } from '@sf/i18n/compile';
import type { RuleSetRule } from 'webpack';

/**
 * Where message catalogues live: `src/messages/*.json` of an app or a workspace package (id → ICU
 * message text). In a browser build each is compiled to the ICU AST (decision 0284).
 */
export const MESSAGE_CATALOGUE = /[\\/]src[\\/]messages[\\/][^\\/]+\.json$/;

/**
 * A catalogue's JSON text compiled to the ICU AST (`compileMessages` of `@sf/i18n/compile`:
 * formatjs's own parser with the options `intl-messageformat` parses a text with at run time, so a
 * server that still parses gets the same AST). Anything but an object of ICU texts throws (the build fails).
 * @example compileCatalogue('{"a":"{n, plural, one {# Teil} other {# Teile}}"}', 'de-DE.json')
 */
export function compileCatalogue(source: string, file: string): CompiledMessages {
  const data: unknown = JSON.parse(source.replace(/^\uFEFF/, ''));
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error(`${file}: a message catalogue is an object of message id → ICU message text`);
  }
  return compileMessages(data as Record<string, string>, file);
}

const NOT_A_CATALOGUE =
  'a JSON module of the workspace in a browser build must be a message catalogue, src/messages/*.json, ' +
  'which the build compiles to the ICU AST (decision 0284); put other data in a TypeScript module';

/**
 * Module rules of every browser build: each catalogue becomes its ICU AST (webpack's JSON parser
 * with `compileCatalogue`), and any other JSON file of the workspace fails the build, so no message
 * text reaches the browser uncompiled by being put elsewhere (decision 0284).
 */
export function messageRules(): RuleSetRule[] {
  return [
    {
      test: MESSAGE_CATALOGUE,
      exclude: /node_modules/,
      type: 'json',
      parser: { parse: (source: string) => compileCatalogue(source, 'message catalogue') },
    },
    {
      test: /\.json$/,
      exclude: [/node_modules/, MESSAGE_CATALOGUE],
      type: 'json',
      parser: {
        parse: () => {
          throw new Error(NOT_A_CATALOGUE);
        },
      },
    },
  ];
}

/**
 * The resolve aliases of every browser build: formatjs's ICU parser (≈ 7 KB brotli with its
 * skeleton parser) is replaced by its `no-parser` build, which has the AST's types and guards and
 * a `parse` that throws. Servers keep the parser (decision 0284).
 */
export function noParserAlias(root: string): Record<string, string> {
  const noParser = createRequire(join(root, 'package.json')).resolve(
    '@formatjs/icu-messageformat-parser/no-parser.js',
  );
  return { '@formatjs/icu-messageformat-parser$': noParser };
}
