import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  applyWatchDefault,
  FEDERATION_RUNTIME_ENV,
  federationRuntimeMode,
  federationRuntimeOptions,
  injectRuntimePluginPath,
} from './federation-runtime';

const shell = join(__dirname, '..', '..', '..', 'shell');

describe('federationRuntimeMode', () => {
  it('lets the host provide the runtime and remotes take it', () => {
    expect(federationRuntimeMode({ isHost: true, hasEntry: true }, {})).toBe('provide');
    expect(federationRuntimeMode({ isHost: false, hasEntry: false }, {})).toBe('external');
  });

  it('keeps the runtime in a remote that has a page of its own or is built for the harness', () => {
    expect(federationRuntimeMode({ isHost: false, hasEntry: true }, {})).toBe('bundled');
    expect(
      federationRuntimeMode({ isHost: false, hasEntry: false }, { [FEDERATION_RUNTIME_ENV]: 'bundled' }),
    ).toBe('bundled');
    expect(
      federationRuntimeMode({ isHost: true, hasEntry: true }, { [FEDERATION_RUNTIME_ENV]: 'bundled' }),
    ).toBe('provide');
  });
});

describe('federationRuntimeOptions', () => {
  it('externalizes runtime-core in a remote', () => {
    expect(federationRuntimeOptions('external', shell)).toEqual({ experiments: { externalRuntime: true } });
    expect(federationRuntimeOptions('bundled', shell)).toEqual({});
  });

  it('gives the host the ESM build of the plugin that puts runtime-core on the global', () => {
    const { runtimePlugins } = federationRuntimeOptions('provide', shell);
    expect(runtimePlugins).toEqual([injectRuntimePluginPath(shell)]);
    const file = runtimePlugins?.[0] ?? '';
    expect(file).toMatch(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.js$/);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toContain('_FEDERATION_RUNTIME_CORE = runtimeCore');
  });
});

describe('applyWatchDefault', () => {
  it('makes a watch build keep the runtime in remotes unless the setting says otherwise', () => {
    const env: NodeJS.ProcessEnv = {};
    applyWatchDefault(false, env);
    expect(env[FEDERATION_RUNTIME_ENV]).toBeUndefined();
    applyWatchDefault(true, env);
    expect(env[FEDERATION_RUNTIME_ENV]).toBe('bundled');
    const chosen: NodeJS.ProcessEnv = { [FEDERATION_RUNTIME_ENV]: 'external' };
    applyWatchDefault(true, chosen);
    expect(chosen[FEDERATION_RUNTIME_ENV]).toBe('external');
  });
});
