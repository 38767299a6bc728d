import type { SharedModuleExports } from '@sf/contracts';
import type { Compilation, Module } from 'webpack';

/**
 * What a build provides of and needs from each shared workspace package (decision 0266), read from
 * webpack's module graph once the build is done: every `@sf/*` package is version 0.1.0 for good, so the
 * deploy gate compares export names instead of versions.
 *
 * - `provides`: the export names of the build's own copy of the package (its provide module's target;
 *   a shared module is never tree-shaken, so the copy has every export of the package's entry).
 * - `needs`: the export names the build's modules import from it (each import's referenced exports,
 *   as webpack computes `usedExports` from them), by importer: `.` for the app's own code and what it
 *   bundles, else the share key of the shared package whose copy imports it (that copy runs only when
 *   no other copy of its package is chosen on the page).
 */

/** The federation's module types (`ProvideSharedModule`, `ConsumeSharedModule`). */
const PROVIDE = 'provide-module';
const CONSUME = 'consume-shared-module';

interface FederationModule {
  readonly type: string;
  readonly _name?: string;
  readonly options?: { readonly shareKey?: string };
}

/** The share key of a provide or consume module, or null for any other module. */
function shareKeyOf(module: Module): string | null {
  const m = module as unknown as FederationModule;
  if (m.type === PROVIDE) return m._name ?? null;
  if (m.type === CONSUME) return m.options?.shareKey ?? null;
  return null;
}

/** The package (`name` of the nearest package.json) a module's file belongs to, if webpack resolved one. */
function packageOf(module: Module | null | undefined): string | undefined {
  const data = (module as { resourceResolveData?: { descriptionFileData?: { name?: unknown } } } | null)
    ?.resourceResolveData?.descriptionFileData;
  return typeof data?.name === 'string' ? data.name : undefined;
}

/** What the build records per shared package whose key passes `include` (default: `@sf/*`). */
export function sharedExportsOf(
  compilation: Compilation,
  include: (key: string) => boolean = (key) => key.startsWith('@sf/'),
): Record<string, SharedModuleExports> {
  const graph = compilation.moduleGraph;
  const provides = new Map<string, Set<string>>();
  const needs = new Map<string, Map<string, Set<string>>>();
  const keys = new Set<string>();
  for (const module of compilation.modules) {
    const key = shareKeyOf(module);
    if (key) keys.add(key);
  }
  for (const module of compilation.modules) {
    const key = shareKeyOf(module);
    if (!key || !include(key)) continue;
    if ((module as unknown as FederationModule).type === PROVIDE) {
      for (const connection of graph.getOutgoingConnections(module)) {
        if (!connection.module) continue;
        const names = graph.getExportsInfo(connection.module).getProvidedExports();
        // `true`/`null`: webpack cannot tell (not an ES module): nothing recorded, nothing checked
        if (Array.isArray(names)) provides.set(key, new Set([...(provides.get(key) ?? []), ...names]));
      }
      continue;
    }
    for (const connection of graph.getIncomingConnections(module)) {
      const origin = connection.originModule;
      const dependency = connection.dependency;
      if (!origin || !dependency || shareKeyOf(origin)) continue;
      // an import whose code the build left out (its only user an unused export) needs nothing
      if (!connection.isTargetActive(undefined)) continue;
      const owner = packageOf(origin);
      const by = owner && owner !== key && keys.has(owner) ? owner : '.';
      const names = dependency.getReferencedExports(graph, undefined);
      for (const ref of names) {
        const path = Array.isArray(ref) ? ref : ref.name;
        // `[]`: the whole namespace object (`import * as x` passed on): no name to check
        const name = path[0];
        if (name === undefined) continue;
        const byImporter = needs.get(key) ?? new Map<string, Set<string>>();
        needs.set(key, byImporter);
        byImporter.set(by, new Set([...(byImporter.get(by) ?? []), name]));
      }
    }
  }
  const out: Record<string, SharedModuleExports> = {};
  for (const key of [...new Set([...provides.keys(), ...needs.keys()])].sort()) {
    const provided = provides.get(key);
    const needed = needs.get(key);
    out[key] = {
      ...(provided ? { provides: [...provided].sort() } : {}),
      ...(needed
        ? {
            needs: Object.fromEntries(
              [...needed.entries()]
                .sort(([a], [b]) => a.localeCompare(b))
                .map(([by, n]) => [by, [...n].sort()]),
            ),
          }
        : {}),
    };
  }
  return out;
}
