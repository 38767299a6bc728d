// Unit tests of `npm run override` (`node --test scripts/lib/`): its arguments, the registry check and
// the command itself in a scratch data dir (the link's token is read back by the composer's own check).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { knownVersions, listLines, overrideLines, parseArgs, unknownSpecs } from './override-cli.mjs';

const token = await tsImport('../../edge-composer/src/override-token.ts', import.meta.url);
const parse = { parseSpec: token.parseOverrideSpec, parseTtl: token.parseTtl };
const ROOT = path.resolve(import.meta.dirname, '../..');

const version = (v) => ({
  version: v,
  assetsUrl: `/_assets/x/${v}/`,
  manifestUrl: `/_assets/x/${v}/mf-manifest.json`,
  server: 'http://127.0.0.1:1',
  integrity: '',
  sharedVersions: {},
  contractVersion: 1,
});
const registry = {
  contractVersion: 1,
  tenants: {
    DE: {
      'mfe-newsletter': {
        ...version('0.1.0-live'),
        history: [version('0.1.0-old')],
        canary: { version: version('0.1.0-canary'), percent: 10 },
      },
    },
    CH: { 'mfe-newsletter': { ...version('0.1.0-live'), history: [version('0.1.0-chonly')] } },
  },
};

test('parses versions, --ttl and --url, and says what is wrong', () => {
  assert.deepEqual(
    parseArgs(
      ['mfe-catalog@1.0.0', 'shell@2.0.0', '--ttl', '30m', '--url', 'http://ch.localhost:3000/x'],
      parse,
    ),
    {
      mode: 'set',
      specs: [
        { remote: 'mfe-catalog', version: '1.0.0' },
        { remote: 'shell', version: '2.0.0' },
      ],
      ttl: 1800,
      url: 'http://ch.localhost:3000',
    },
  );
  assert.equal(parseArgs(['mfe-catalog@1.0.0'], parse).ttl, 3600);
  assert.match(parseArgs([], parse).error, /at least one/);
  assert.match(parseArgs(['mfe-catalog'], parse).error, /<remote>@<version>/);
  assert.match(parseArgs(['mfe-catalog@1', '--ttl', '8d'], parse).error, /at most 7d/);
  assert.match(parseArgs(['mfe-catalog@1', '--ttl'], parse).error, /needs a value/);
  assert.match(parseArgs(['mfe-catalog@1', '--url', 'ftp://x'], parse).error, /origin/);
  assert.match(parseArgs(['mfe-catalog@1', 'mfe-catalog@2'], parse).error, /named twice/);
  assert.match(parseArgs(['mfe-catalog@1', '--force'], parse).error, /unknown option/);
  assert.deepEqual(parseArgs(['--clear'], parse).mode, 'clear');
  assert.deepEqual(parseArgs(['--list', 'mfe-newsletter'], parse).specs, [
    { remote: 'mfe-newsletter', version: '' },
  ]);
});

test('knows live, canary and history versions of every tenant, and names the unknown ones', () => {
  assert.deepEqual(
    [...knownVersions(registry).get('mfe-newsletter').keys()],
    ['0.1.0-live', '0.1.0-canary', '0.1.0-old', '0.1.0-chonly'],
  );
  assert.deepEqual(
    unknownSpecs(registry, [
      { remote: 'mfe-newsletter', version: '0.1.0-chonly' },
      { remote: 'mfe-newsletter', version: '9.9.9' },
      { remote: 'mfe-catalog', version: '1.0.0' },
    ]).map((u) => [u.remote, u.version, u.known.length]),
    [
      ['mfe-newsletter', '9.9.9', 4],
      ['mfe-catalog', '1.0.0', 0],
    ],
  );
  assert.ok(listLines(registry).includes('  mfe-newsletter@0.1.0-live  (live DE, live CH)'));
});

test('prints a link and the cookie, __Host- over https', () => {
  const lines = overrideLines({
    origin: 'https://shop.example',
    token: 'a.b.c',
    specs: [{ remote: 'mfe-newsletter', version: '1' }],
    expiresAt: new Date('2026-11-27T18:00:00Z'),
    secretSource: 'OVERRIDE_SIGNING_SECRET',
  });
  assert.ok(lines.includes('  https://shop.example/_override?token=a.b.c'));
  assert.ok(lines.includes('  __Host-sf_override=a.b.c'));
  assert.match(lines[0], /mfe-newsletter@1 until 2026-11-27 18:00 UTC/);
});

test('the command signs a link the composer accepts, with the data dir key, and refuses unknown versions', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sf-override-'));
  try {
    mkdirSync(path.join(dataDir, 'registry'), { recursive: true });
    writeFileSync(path.join(dataDir, 'registry', 'registry.json'), JSON.stringify(registry));
    const env = { ...process.env, SF_DATA_DIR: dataDir, PORT: '4100', OVERRIDE_SIGNING_SECRET: '' };
    const run = (args) =>
      promisify(execFile)(process.execPath, [path.join(ROOT, 'scripts/override.mjs'), ...args], {
        env,
        cwd: ROOT,
      });
    const { stdout } = await run(['mfe-newsletter@0.1.0-old', '--ttl', '10m']);
    const link = /http:\/\/127\.0\.0\.1:4100\/_override\?token=(\S+)/.exec(stdout);
    assert.ok(link, stdout);
    const secret = JSON.parse(
      readFileSync(path.join(dataDir, 'local-secrets.json'), 'utf8'),
    ).OVERRIDE_SIGNING_SECRET;
    const check = await token.verifyOverride(secret, link[1]);
    assert.equal(check.ok, true);
    assert.deepEqual(check.versions, { 'mfe-newsletter': '0.1.0-old' });
    const minutes = (check.expiresAt.getTime() - Date.now()) / 60_000;
    assert.ok(minutes > 9 && minutes <= 10, String(minutes));
    await assert.rejects(run(['mfe-newsletter@9.9.9']), (error) => {
      assert.equal(error.code, 1);
      assert.match(error.stderr, /mfe-newsletter@9\.9\.9 is not in the registry/);
      return true;
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
