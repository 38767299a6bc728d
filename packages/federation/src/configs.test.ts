import { join, sep } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import { COMPILE_HINT } from './compile-hints';
import { createClientConfig } from './client-config';
import { createServerConfig, externalTarget, isBundled } from './server-config';

const shell = join(__dirname, '..', '..', '..', 'shell');

function federationOptions(config: Configuration): Record<string, unknown> {
  const plugin = config.plugins?.find((p) => p instanceof ModuleFederationPlugin) as unknown as
    { _options: Record<string, unknown> } | undefined;
  if (!plugin) throw new Error('no ModuleFederationPlugin');
  return plugin._options;
}

describe('createClientConfig', () => {
  it('builds the host into dist/client with contenthash names, publicPath auto and source maps', () => {
    const config = createClientConfig({ name: 'shell', root: shell, isHost: true });
    expect(config.mode).toBe('production');
    expect(config.devtool).toBe('source-map');
    expect(config.entry).toEqual({ main: './src/index.ts' });
    expect(config.output).toEqual(
      expect.objectContaining({
        path: join(shell, 'dist/client'),
        publicPath: 'auto',
        filename: '[name].[contenthash:8].js',
        chunkFilename: '[name].[contenthash:8].js',
      }),
    );
  });

  it('configures federation: remoteEntry.js, manifest, no remotes at build time, no dts, shared singletons', () => {
    const options = federationOptions(
      createClientConfig({
        name: 'mfe-newsletter',
        root: shell,
        isHost: false,
        exposes: { './app': './src/exposes/app.tsx' },
      }),
    );
    expect(options).toEqual(
      expect.objectContaining({
        name: 'mfe_newsletter',
        filename: 'remoteEntry.js',
        manifest: true,
        dts: false,
        remotes: {},
        exposes: { './app': './src/exposes/app.tsx' },
      }),
    );
    expect((options.shared as Record<string, unknown>)['react-dom/client']).toEqual(
      expect.objectContaining({ singleton: true }),
    );
  });

  it('has the host provide the one federation runtime and remotes leave their copy out (decision 0016)', () => {
    const host = federationOptions(
      createClientConfig({
        name: 'shell',
        root: shell,
        isHost: true,
        exposes: { './start': './src/exposes/start.ts' },
      }),
    );
    expect(host.runtimePlugins).toEqual([expect.stringMatching(/inject-external-runtime-core-plugin/)]);
    // a browser build: the runtime's Node code is left out (decision 0135)
    expect(host.experiments).toEqual({ optimization: { target: 'web' } });
    const remote = federationOptions(
      createClientConfig({
        name: 'mfe-newsletter',
        root: shell,
        isHost: false,
        exposes: { './app': './src/exposes/app.tsx' },
      }),
    );
    expect(remote.experiments).toEqual({ externalRuntime: true, optimization: { target: 'web' } });
    expect(remote.runtimePlugins).toBeUndefined();
  });

  it('precompresses text files to .br and .gz siblings, never source maps', () => {
    const plugins = (createClientConfig({ name: 'shell', root: shell, isHost: true }).plugins ?? []).filter(
      (p) => p instanceof CompressionPlugin,
    );
    const options = plugins.map(
      (p) => (p as unknown as { options: { filename: string; algorithm: unknown; test: RegExp } }).options,
    );
    expect(options.map((o) => o.filename)).toEqual(['[path][base].br', '[path][base].gz']);
    expect(options[0]?.test.test('main.0f0f0f0f.js')).toBe(true);
    expect(options[0]?.test.test('main.0f0f0f0f.css')).toBe(true);
    expect(options[0]?.test.test('main.0f0f0f0f.js.map')).toBe(false);
  });

  it("marks the host's and a remote's scripts for eager compilation (decision 0298)", () => {
    for (const isHost of [true, false]) {
      const banners = (createClientConfig({ name: 'shell', root: shell, isHost }).plugins ?? []).filter(
        (p) => p instanceof webpack.BannerPlugin,
      ) as unknown as { options: { banner: string; raw: boolean } }[];
      expect(banners.map((b) => [b.options.banner, b.options.raw])).toEqual([[COMPILE_HINT, true]]);
    }
  });

  it('gives a remote no entry of its own unless asked', () => {
    expect(createClientConfig({ name: 'mfe-newsletter', root: shell, isHost: false }).entry).toEqual({});
    expect(
      createClientConfig({
        name: 'mfe-newsletter',
        root: shell,
        isHost: false,
        entry: './src/standalone/index.ts',
      }).entry,
    ).toEqual({ main: './src/standalone/index.ts' });
  });

  it('compiles with the root swc config: the app’s styled-components namespace, a package’s its own', () => {
    const config = createClientConfig({ name: 'mfe-newsletter', root: shell, isHost: false });
    const rule = config.module?.rules?.find((r) => r && typeof r === 'object' && 'oneOf' in r) as {
      oneOf: {
        include?: string;
        use: {
          loader: string;
          options: { jsc: { experimental: { plugins: [string, { namespace: string }][] } } };
        };
      }[];
    };
    const pluginOptions = (r: (typeof rule.oneOf)[number] | undefined) =>
      r?.use.options.jsc.experimental.plugins[0]?.[1];
    expect(rule.oneOf.every((r) => r.use.loader === 'swc-loader')).toBe(true);
    // the app's own files: the last rule, without `include`
    expect(rule.oneOf.at(-1)?.include).toBeUndefined();
    expect(pluginOptions(rule.oneOf.at(-1))).toEqual({
      displayName: true,
      ssr: true,
      namespace: 'mfe-newsletter',
    });
    const ui = rule.oneOf.find((r) => r.include === join(shell, '..', 'packages', 'ui') + sep);
    expect(pluginOptions(ui)).toEqual({ displayName: true, ssr: true, namespace: 'sf-ui' });
  });
});

describe('createServerConfig', () => {
  it('builds ESM for node20 into dist/server/index.js with the same swc namespace', () => {
    const config = createServerConfig({ name: 'shell', root: shell, entry: './src/server/node.ts' });
    expect(config.target).toBe('node20');
    expect(config.entry).toEqual({ index: './src/server/node.ts' });
    expect(config.output).toEqual(
      expect.objectContaining({ path: join(shell, 'dist/server'), filename: '[name].js', module: true }),
    );
    expect(config.experiments?.outputModule).toBe(true);
  });

  it('bundles @sf packages and the app’s own files, keeps node_modules external', () => {
    expect(isBundled('@sf/server-kit')).toBe(true);
    expect(isBundled('./chrome/header')).toBe(true);
    expect(isBundled('/work/main/shell/src/x.ts')).toBe(true);
    expect(isBundled('react')).toBe(false);
    expect(isBundled('react-dom/server')).toBe(false);
    expect(isBundled('@hono/node-server')).toBe(false);
  });

  it('loads a package the importing workspace package has its own copy of from that copy', () => {
    const serverKit = join(__dirname, '..', '..', 'server-kit', 'src');
    expect(externalTarget('lru-cache', serverKit, shell)).toMatch(
      /packages[\\/]server-kit[\\/]node_modules[\\/]lru-cache[\\/]/,
    );
    expect(externalTarget('react', serverKit, shell)).toBe('react');
    expect(externalTarget('react', undefined, shell)).toBe('react');
  });
});
