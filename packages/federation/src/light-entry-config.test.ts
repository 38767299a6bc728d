import { join, resolve } from 'node:path';
import { createLightEntryConfig, withLightEntry } from './light-entry-config';

const shell = join(__dirname, '..', '..', '..', 'shell');

describe('withLightEntry', () => {
  it('names the light file as the page entry and keeps the host entry as hostEntry', () => {
    const manifest = {
      id: 'shell',
      metaData: {
        name: 'shell',
        entry: 'main.1a2b3c4d.js',
        remoteEntry: { name: 'remoteEntry.js', path: '' },
      },
      shared: [],
    };
    expect(withLightEntry(manifest, 'lite.9f8e7d6c.js')).toEqual({
      id: 'shell',
      metaData: {
        name: 'shell',
        entry: 'lite.9f8e7d6c.js',
        hostEntry: 'main.1a2b3c4d.js',
        remoteEntry: { name: 'remoteEntry.js', path: '' },
      },
      shared: [],
    });
  });

  it('refuses a manifest without a host entry', () => {
    expect(() => withLightEntry({ metaData: {} }, 'lite.js')).toThrow('names no entry');
    expect(() => withLightEntry(null, 'lite.js')).toThrow('not an object');
  });
});

describe('createLightEntryConfig', () => {
  it('builds after the host into the same folder without cleaning it, and without Module Federation', () => {
    const config = createLightEntryConfig({ name: 'shell', root: shell, entry: './src/lite.ts' });
    expect(config.dependencies).toEqual(['shell-client']);
    expect(config.entry).toEqual({ lite: './src/lite.ts' });
    expect(config.output).toMatchObject({
      path: resolve(shell, 'dist/client'),
      clean: false,
      publicPath: 'auto',
    });
    expect((config.plugins ?? []).map((p) => p?.constructor.name)).not.toContain('ModuleFederationPlugin');
  });
});
