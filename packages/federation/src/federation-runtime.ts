import { dirname, join } from 'node:path';
import { installedPackageJson } from './workspace';

/**
 * Where an app's browser build gets the Module Federation runtime (`@module-federation/runtime-core`)
 * from (decision 0016):
 * - `provide`: the host bundles it and puts it on `globalThis._FEDERATION_RUNTIME_CORE` when its
 *   federation instance starts, before any remote entry loads;
 * - `external`: a remote's `remoteEntry.js` leaves it out and takes the host's from that global;
 * - `bundled`: the remote carries its own copy (webpack's default), for pages without the shell's host.
 */
export type FederationRuntimeMode = 'provide' | 'external' | 'bundled';

/** Setting that overrides a remote's mode (`bundled` or `external`); `build --watch` defaults it to `bundled`. */
export const FEDERATION_RUNTIME_ENV = 'SF_FEDERATION_RUNTIME';

/** The global the shell's runtime is put on, as `experiments.externalRuntime` expects it. */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

const INJECT_PLUGIN = '@module-federation/inject-external-runtime-core-plugin';

/**
 * The mode of one app: the host provides; a remote takes the host's unless it has an entry of its
 * own (a page of its own has no host) or {@link FEDERATION_RUNTIME_ENV} says `bundled` (the remote
 * harness, which loads a remote with a runtime of its own, builds with `--watch`).
 */
export function federationRuntimeMode(
  app: { readonly isHost: boolean; readonly hasEntry: boolean },
  env: NodeJS.ProcessEnv = process.env,
): FederationRuntimeMode {
  if (app.isHost) return 'provide';
  if (app.hasEntry) return 'bundled';
  return env[FEDERATION_RUNTIME_ENV] === 'bundled' ? 'bundled' : 'external';
}

/**
 * The runtime plugin that provides the runtime (`beforeInit` sets the global), resolved where
 * @module-federation/enhanced finds it. The ESM build: it imports the same `runtime-core` module as
 * the bundled federation runtime, so the host holds one copy, not a CommonJS second one.
 */
export function injectRuntimePluginPath(root: string): string {
  const enhanced = installedPackageJson(root, '@module-federation/enhanced');
  if (!enhanced) throw new Error('[federation] @module-federation/enhanced is not installed');
  const plugin = installedPackageJson(dirname(enhanced.file), INJECT_PLUGIN);
  if (!plugin) throw new Error(`[federation] ${INJECT_PLUGIN} is not installed`);
  return join(dirname(plugin.file), plugin.json.module ?? 'dist/index.js');
}

/**
 * A watch build is a remote's harness (or the shell's dev build): the harness loads the remote with
 * a federation runtime of its own, not the shell's, so remotes keep their copy unless told otherwise.
 */
export function applyWatchDefault(watch: boolean, env: NodeJS.ProcessEnv = process.env): void {
  if (watch) env[FEDERATION_RUNTIME_ENV] ??= 'bundled';
}

/** The ModuleFederationPlugin options of a mode. */
export function federationRuntimeOptions(
  mode: FederationRuntimeMode,
  root: string,
): { experiments?: { externalRuntime: true }; runtimePlugins?: string[] } {
  // `experiments.provideExternalRuntime` refuses a container with exposes, and the shell exposes
  // `./start`; the plugin it would add is added here instead (the shell's remoteEntry.js is never
  // loaded next to its main entry, so two providers cannot meet on a page)
  if (mode === 'provide') return { runtimePlugins: [injectRuntimePluginPath(root)] };
  if (mode === 'external') return { experiments: { externalRuntime: true } };
  return {};
}

/** The package whose version is the federation runtime's in `sharedVersions` (one per page, decision 0016). */
export const FEDERATION_RUNTIME_PACKAGE = '@module-federation/runtime-core';

/** `{ '@module-federation/runtime-core': <version> }` as @module-federation/enhanced finds it (empty when it cannot). */
export function federationRuntimeVersion(root: string): Record<string, string> {
  const enhanced = installedPackageJson(root, '@module-federation/enhanced');
  const core = enhanced ? installedPackageJson(dirname(enhanced.file), FEDERATION_RUNTIME_PACKAGE) : null;
  return core?.json.version ? { [FEDERATION_RUNTIME_PACKAGE]: core.json.version } : {};
}
