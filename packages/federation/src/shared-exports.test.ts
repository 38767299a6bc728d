import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { CONTRACT_VERSIONS, type RemoteVersion } from '@sf/contracts';
import webpack from 'webpack';
import { BuildInfoPlugin, type BuildInfo } from './build-info-plugin';
import { deployProblems } from './deploy-gate';

/** An ES module package in `dir`'s node_modules. */
async function pkg(dir: string, name: string, source: string): Promise<void> {
  const at = join(dir, 'node_modules', name);
  await mkdir(at, { recursive: true });
  await writeFile(
    join(at, 'package.json'),
    JSON.stringify({ name, version: '0.1.0', type: 'module', main: 'index.js' }),
  );
  await writeFile(join(at, 'index.js'), source);
}

const singleton = { singleton: true, requiredVersion: '^0.1.0' };

/** Builds a federation container in `dir` with the build info plugin; resolves to its build-info.json. */
async function build(dir: string, name: string): Promise<BuildInfo> {
  const isHost = name === 'shell';
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: isHost ? { main: './host.js' } : {},
    output: { path: join(dir, 'dist'), publicPath: 'auto', uniqueName: name },
    plugins: [
      new ModuleFederationPlugin({
        name: name.replace(/-/g, '_'),
        filename: 'remoteEntry.js',
        exposes: isHost ? {} : { './app': './app.js' },
        shared: { '@sf/ui': singleton, '@sf/kit': singleton, 'lib-react': singleton },
        manifest: true,
        dts: false,
      }),
      new BuildInfoPlugin({ name, federationName: name, sharedVersions: {} }),
    ],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((err, result) =>
      err || !result || result.hasErrors()
        ? reject(err ?? new Error(result?.toString()))
        : compiler.close(() => resolve()),
    ),
  );
  return JSON.parse(await readFile(join(dir, 'dist', 'build-info.json'), 'utf8')) as BuildInfo;
}

const record = (name: string, info: BuildInfo): RemoteVersion => ({
  version: `0.1.0-${name === 'shell' ? 'shell000' : 'remote00'}`,
  assetsUrl: `/_assets/${name}/`,
  manifestUrl: `/_assets/${name}/mf-manifest.json`,
  server: 'http://127.0.0.1:1',
  integrity: '',
  sharedVersions: info.sharedVersions,
  sharedExports: info.sharedExports,
  contractVersion: 1,
  composition: {
    compositionVersion: 1,
    remote: name,
    contracts: CONTRACT_VERSIONS,
    widgets: [],
    api: [],
    paths: [],
    budgets: {},
  },
});

describe('sharedExportsOf, through BuildInfoPlugin, and the gate on two real builds', () => {
  let shellDir = '';
  let remoteDir = '';
  let shell: BuildInfo;
  let remote: BuildInfo;
  beforeAll(async () => {
    // the shell, built with @sf/ui as it was: Button and PostForm
    shellDir = await mkdtemp(join(tmpdir(), 'sf-shared-exports-shell-'));
    await pkg(shellDir, 'lib-react', 'export const h = () => null;');
    await pkg(
      shellDir,
      '@sf/ui',
      'export const Button = 1; export const PostForm = 2; export const unusedByTheShell = 3;',
    );
    await writeFile(join(shellDir, 'host.js'), 'void import("./bootstrap.js");');
    await writeFile(join(shellDir, 'bootstrap.js'), 'import { Button } from "@sf/ui"; console.log(Button);');
    // a remote built later against a newer @sf/ui (one more export, Toast), the same version 0.1.0
    remoteDir = await mkdtemp(join(tmpdir(), 'sf-shared-exports-remote-'));
    await writeFile(join(remoteDir, 'package.json'), JSON.stringify({ name: 'mfe-x', version: '0.1.0' }));
    await pkg(remoteDir, 'lib-react', 'export const h = () => null;');
    await pkg(
      remoteDir,
      '@sf/ui',
      'export const Button = 1; export const PostForm = 2; export const Toast = 4;',
    );
    await pkg(remoteDir, '@sf/kit', 'import { PostForm } from "@sf/ui"; export const kit = () => PostForm;');
    await writeFile(
      join(remoteDir, 'app.js'),
      'import { Button, Toast } from "@sf/ui"; import * as ui from "@sf/ui"; import { kit } from "@sf/kit"; import { h } from "lib-react";\nexport default () => [Button, Toast, ui.PostForm, kit(), h()];',
    );
    shell = await build(shellDir, 'shell');
    remote = await build(remoteDir, 'mfe-x');
  }, 240_000);
  afterAll(async () => {
    await rm(shellDir, { recursive: true, force: true });
    await rm(remoteDir, { recursive: true, force: true });
  });

  it('records what each build’s copy of a shared @sf package exports and what its modules import, by importer', () => {
    expect(shell.sharedExports['@sf/ui']?.provides).toEqual(['Button', 'PostForm', 'unusedByTheShell']);
    expect(remote.sharedExports).toEqual({
      '@sf/kit': { provides: ['kit'], needs: { '.': ['kit'] } },
      '@sf/ui': {
        provides: ['Button', 'PostForm', 'Toast'],
        needs: { '.': ['Button', 'PostForm', 'Toast'], '@sf/kit': ['PostForm'] },
      },
    });
    // third-party shared packages are the version gate's (decision 0122)
    expect(remote.sharedExports['lib-react']).toBeUndefined();
  });

  it('the gate refuses the remote: it needs Toast, which the live shell’s copy does not export', () => {
    const shellVersion = record('shell', shell);
    const candidate = { name: 'mfe-x', record: record('mfe-x', remote), exposes: ['./app'] };
    const serving = { shell: { live: shellVersion }, 'mfe-x': { live: candidate.record } };
    expect(deployProblems({ serving: { DE: serving }, candidates: [candidate] })).toEqual([
      "mfe-x needs Toast of @sf/ui, which the shell's copy (0.1.0-shell000) does not export: deploy a shell built with that @sf/ui first",
    ]);
  });
});
