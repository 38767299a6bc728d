/**
 * The one swc configuration for jest, the webpack client build and the webpack server build.
 * The styled-components plugin must see identical options on server and client so class names
 * of server HTML match the hydrated tree; each app passes its own namespace.
 * @param {{ namespace?: string, target?: 'browser' | 'node' }} [opts]
 */
module.exports = function swcConfig(opts = {}) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
      experimental: {
        plugins: [
          [
            require.resolve('@swc/plugin-styled-components'),
            { displayName: true, ssr: true, namespace: opts.namespace ?? 'sf' },
          ],
        ],
      },
    },
    module: { type: opts.target === 'node' ? 'es6' : 'es6' },
  };
};
