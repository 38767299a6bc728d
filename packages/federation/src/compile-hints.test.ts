import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map';
import webpack from 'webpack';
import { COMPILE_HINT, compileHintPlugin } from './compile-hints';

async function build(dir: string): Promise<void> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    devtool: 'source-map',
    entry: { main: './index.js' },
    output: {
      path: join(dir, 'dist'),
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
    },
    plugins: [compileHintPlugin()],
  });
  await new Promise<void>((done, fail) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) fail(error ?? new Error(stats?.toString('errors-only')));
      else done();
    }),
  );
}

describe('compileHintPlugin', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sf-hints-'));
    await writeFile(
      join(dir, 'index.js'),
      "export function answerTheShopper(n) { return n * 2; }\nimport('./later.js').then((m) => m.later(answerTheShopper(21)));\n",
    );
    await writeFile(join(dir, 'later.js'), "export function later(v) { document.title = 'Antwort ' + v; }\n");
    await build(dir);
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('puts the hint on the first line of every script of the build, after minification kept no comment', async () => {
    const scripts = (await readdir(join(dir, 'dist'))).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBe(2); // the entry and its lazy chunk
    for (const file of scripts) {
      const text = await readFile(join(dir, 'dist', file), 'utf8');
      expect(text.split('\n')[0]).toBe(COMPILE_HINT);
      expect(text.split('\n')[1]).not.toContain('//');
    }
  });

  it('keeps the source maps right: a name in the minified code maps to its line in the source', async () => {
    const files = await readdir(join(dir, 'dist'));
    const chunk = files.find((f) => f.endsWith('.js') && !f.startsWith('main'))!;
    const text = await readFile(join(dir, 'dist', chunk), 'utf8');
    const map = JSON.parse(await readFile(join(dir, 'dist', `${chunk}.map`), 'utf8'));
    const lines = text.split('\n');
    const line = lines.findIndex((l) => l.includes('Antwort'));
    expect(line).toBeGreaterThan(0); // below the hint
    const consumer = await new SourceMapConsumer(map);
    const at = consumer.originalPositionFor({ line: line + 1, column: lines[line]!.indexOf('document') });
    expect(at.source).toContain('later.js');
    expect(at.line).toBe(1);
  });
});
