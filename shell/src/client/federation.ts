import {
  describeError,
  federationName,
  isRemoteLifecycles,
  type RemoteLifecycles,
  type ResolvedRemote,
} from '@sf/contracts';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The part of the federation runtime the shell uses (a `ModuleFederation` instance). */
export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  registerPlugins(plugins: ModuleFederationRuntimePlugin[]): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

/** The remote entry URL of a deployed remote (`<assetsUrl>remoteEntry.js`), absolute. */
export function remoteEntryUrl(remote: ResolvedRemote, base: string): string {
  return new URL(
    'remoteEntry.js',
    new URL(remote.assetsUrl.endsWith('/') ? remote.assetsUrl : `${remote.assetsUrl}/`, base),
  ).href;
}

/**
 * A runtime plugin that puts the registry's `integrity` (sha384 of the remote entry) on the
 * remote entry's `<script>`, so a tampered or half-deployed entry is refused by the browser.
 */
export function integrityPlugin(
  remotes: readonly ResolvedRemote[],
  base: string,
  doc: Document,
): ModuleFederationRuntimePlugin {
  const byUrl = new Map<string, string>();
  for (const r of remotes) if (r.integrity) byUrl.set(remoteEntryUrl(r, base), r.integrity);
  return {
    name: 'sf-integrity',
    createScript({ url }) {
      const integrity = byUrl.get(new URL(url, base).href);
      if (!integrity) return undefined;
      const script = doc.createElement('script');
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}

/**
 * Registers the remotes of the boot payload with the federation runtime: by container name
 * (`mfe-newsletter` → `mfe_newsletter`) and their `mf-manifest.json`. No remote URL is in the
 * shell's build; a new remote version only changes the registry.
 */
export function registerPayloadRemotes(
  runtime: FederationRuntime,
  remotes: readonly ResolvedRemote[],
  base: string,
  doc: Document,
): void {
  const loadable = remotes.filter((r) => r.name !== 'shell' && r.manifestUrl);
  runtime.registerPlugins([integrityPlugin(loadable, base, doc)]);
  runtime.registerRemotes(
    loadable.map((r) => ({ name: federationName(r.name), entry: new URL(r.manifestUrl, base).href })),
    { force: true },
  );
}

/**
 * Loads a remote's `./app` (or another expose holding single-spa lifecycles, e.g. a page
 * widget's `./sheet`) with one retry, and checks the module: named exports
 * `bootstrap`/`mount`/`unmount` or a default export holding them. Rejects with a `REMOTE-001`
 * error when both attempts fail or the module is not lifecycles.
 */
export async function loadRemoteApp(
  runtime: Pick<FederationRuntime, 'loadRemote'>,
  remote: string,
  expose = './app',
  retries = 1,
): Promise<RemoteLifecycles> {
  const id = `${federationName(remote)}/${expose.replace(/^\.\//, '')}`;
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    try {
      const mod = await runtime.loadRemote<unknown>(id);
      const candidate = isRemoteLifecycles(mod) ? mod : (mod as { default?: unknown } | null)?.default;
      if (isRemoteLifecycles(candidate)) return candidate;
      lastError = new Error(`${id} does not export single-spa lifecycles`);
      break; // a wrong module does not get better by loading it again
    } catch (error) {
      lastError = error;
    }
  }
  throw new Error(
    `${describeError('REMOTE-001')} (${remote}): ${lastError instanceof Error ? lastError.message : String(lastError)}`,
    { cause: lastError },
  );
}
