import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLED_PACKAGES, createShared, sfBrowserPackages } from './shared';

const workspace = join(__dirname, '..', '..', '..');
const shell = join(workspace, 'shell');
const version = (pkg: string) =>
  (
    JSON.parse(readFileSync(join(workspace, 'node_modules', pkg, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

describe('createShared', () => {
  it('shares React’s deep entry points as keys of their own, as singletons at the installed version', () => {
    const { shared, sharedVersions } = createShared(shell);
    for (const key of ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']) {
      const v = key.startsWith('react-dom') ? version('react-dom') : version('react');
      expect(shared[key]).toEqual({ singleton: true, requiredVersion: `^${v}`, version: v });
      expect(sharedVersions[key]).toBe(v);
    }
    for (const key of [
      'styled-components',
      'zustand',
      'urql',
      '@urql/core',
      '@formatjs/intl',
      'react-final-form',
      'final-form',
      'single-spa-react',
    ]) {
      expect(shared[key]).toEqual(
        expect.objectContaining({ singleton: true, requiredVersion: `^${version(key)}` }),
      );
    }
  });

  it('shares the app’s @sf browser packages and their @sf dependencies, never the Node-only ones', () => {
    const packages = sfBrowserPackages(shell);
    expect(packages).toEqual(
      expect.arrayContaining([
        '@sf/contracts',
        '@sf/event-bus',
        '@sf/i18n',
        '@sf/session',
        '@sf/tenant-config',
        '@sf/tokens',
        '@sf/ui',
      ]),
    );
    expect(packages).not.toContain('@sf/server-kit');
    expect(packages).not.toContain('@sf/federation');
    expect(packages).not.toContain('@sf/testing');
    const { shared } = createShared(shell);
    expect(shared['@sf/event-bus']).toEqual({ singleton: true, requiredVersion: '^0.1.0', version: '0.1.0' });
  });

  it('bundles the pure packages of BUNDLED_PACKAGES instead of sharing them, and still shares what they depend on', () => {
    const newsletter = join(workspace, 'mfe-newsletter');
    expect(sfBrowserPackages(newsletter)).toContain('@sf/validation');
    const { shared, sharedVersions } = createShared(newsletter);
    for (const pkg of BUNDLED_PACKAGES) {
      expect(shared[pkg]).toBeUndefined();
      expect(sharedVersions[pkg]).toBeUndefined();
    }
    expect(shared['@sf/event-bus']).toEqual(expect.objectContaining({ singleton: true }));
  });
});
