import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { messagesFor, type MessageBundle } from '@sf/i18n';
import { createClientConfig } from './client-config';
import { compileCatalogue, MESSAGE_CATALOGUE, messageRules, noParserAlias } from './icu-messages';
import { createServerConfig } from './server-config';

const workspace = join(__dirname, '..', '..', '..');
const shell = join(workspace, 'shell');

/** Every message catalogue of the workspace: `src/messages/*.json` of each app and package. */
function catalogues(): string[] {
  const roots = readdirSync(workspace, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('.') && d.name !== 'node_modules')
    .flatMap((d) =>
      d.name === 'packages'
        ? readdirSync(join(workspace, 'packages')).map((p) => join(workspace, 'packages', p))
        : [join(workspace, d.name)],
    );
  return roots.flatMap((root) => {
    const dir = join(root, 'src', 'messages');
    try {
      return readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => join(dir, f));
    } catch {
      return [];
    }
  });
}

describe('compileCatalogue', () => {
  it('compiles each message to the AST the run-time parse gives', () => {
    const texts = {
      plain: 'Zum Warenkorb',
      plural: '{count, plural, one {# Artikel} other {# Artikel}}',
      select: '{s, select, female {Frau {name}} other {Hallo}}',
      price: 'Summe: {amount, number, price}',
      date: 'Gültig bis {day, date, medium}',
    };
    const compiled = compileCatalogue(JSON.stringify(texts), 'de-DE.json');
    for (const [id, text] of Object.entries(texts)) expect(compiled[id]).toEqual(parse(text));
    expect(compiled.plain).toEqual([{ type: 0, value: 'Zum Warenkorb' }]);
  });

  it('fails on a message that is no valid ICU, naming file and id', () => {
    expect(() => compileCatalogue('{"a.b":"{count, plural, one {# x}"}', 'src/messages/fr-CH.json')).toThrow(
      /src\/messages\/fr-CH\.json: message "a\.b" is no valid ICU message/,
    );
  });

  it('fails on anything but an object of texts', () => {
    expect(() => compileCatalogue('["a"]', 'x.json')).toThrow(/object of message id/);
    expect(() => compileCatalogue('{"a":{"b":"c"}}', 'x.json')).toThrow(/message "a" is not a text/);
  });

  it('compiles every catalogue of the workspace, and its de-CH AST is the server’s (hydration)', () => {
    const files = catalogues();
    // the shell's, @sf/i18n's and each remote's
    expect(files.map((f) => relative(workspace, f))).toEqual(
      expect.arrayContaining([
        'shell/src/messages/de-DE.json',
        'packages/i18n/src/messages/fr-CH.json',
        'mfe-catalog/src/messages/nl-NL.json',
        'mfe-account/src/messages/area-de-DE.json',
      ]),
    );
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const compiled = compileCatalogue(source, file);
      const texts = JSON.parse(source) as Record<string, string>;
      expect(Object.keys(compiled)).toEqual(Object.keys(texts));
      if (!file.endsWith('de-DE.json')) continue;
      // de-CH: "ss" for "ß" on the AST's literals (browser) = on the text, then parsed (server)
      const browser = messagesFor('de-CH', { 'de-DE': compiled, 'fr-CH': {}, 'nl-NL': {} } as MessageBundle);
      const server = messagesFor('de-CH', { 'de-DE': texts, 'fr-CH': {}, 'nl-NL': {} });
      for (const id of Object.keys(texts)) {
        expect([file, id, browser[id]]).toEqual([file, id, parse(server[id] as string)]);
      }
    }
  });
});

describe('the browser builds’ message rules (decision 0284)', () => {
  it('match the catalogues, not other JSON', () => {
    expect(MESSAGE_CATALOGUE.test('/w/mfe-catalog/src/messages/de-DE.json')).toBe(true);
    expect(MESSAGE_CATALOGUE.test('C:\\w\\shell\\src\\messages\\fr-CH.json')).toBe(true);
    expect(MESSAGE_CATALOGUE.test('/w/mfe-search/src/server/relevance/relevance-set.json')).toBe(false);
    expect(MESSAGE_CATALOGUE.test('/w/mfe-catalog/src/messages/nested/de-DE.json')).toBe(false);
  });

  it('compile a catalogue with webpack’s JSON parser and refuse any other JSON of the workspace', () => {
    const [catalogue, other] = messageRules() as [
      { parser: { parse: (s: string) => unknown }; type: string },
      { parser: { parse: (s: string) => unknown }; exclude: RegExp[] },
    ];
    expect(catalogue.type).toBe('json');
    expect(catalogue.parser.parse('{"a":"{n, plural, one {#} other {#}}"}')).toEqual({
      a: parse('{n, plural, one {#} other {#}}'),
    });
    expect(other.exclude).toEqual(expect.arrayContaining([MESSAGE_CATALOGUE]));
    expect(() => other.parser.parse('{"a":1}')).toThrow(/must be a message catalogue/);
  });

  it('alias the ICU parser to its no-parser build in client builds only', () => {
    const alias = noParserAlias(shell);
    expect(alias['@formatjs/icu-messageformat-parser$']).toMatch(
      /icu-messageformat-parser[\\/]no-parser\.js$/,
    );
    const client = createClientConfig({ name: 'shell', root: shell, isHost: true });
    expect(client.resolve?.alias).toEqual(alias);
    expect(client.module?.rules?.slice(0, 2)).toEqual([
      expect.objectContaining({ test: MESSAGE_CATALOGUE, type: 'json' }),
      expect.objectContaining({ test: /\.json$/, type: 'json' }),
    ]);
    const server = createServerConfig({ name: 'shell', root: shell, entry: './src/server/node.ts' });
    expect(JSON.stringify(server.resolve?.alias ?? {})).not.toContain('no-parser');
  });
});
