import type { SharedModuleExports } from '@sf/contracts';
import type { ServedVersion } from './gate-links';

/**
 * The deploy gate's rule for shared workspace packages (decision 0266). Every `@sf/*` package is
 * version 0.1.0 for good, so versions say nothing; what breaks a page is a remote importing a name the
 * copy chosen on the page does not export. That copy is the shell's when the shell provides the
 * package (it is on the page first), else any served version's that provides it (whichever loads first).
 * A version without `sharedExports` (built before) is not checked, nor checked against.
 */

const exportsOf = (served: ServedVersion): Readonly<Record<string, SharedModuleExports>> | undefined =>
  served.version.sharedExports;

/** One name list a consumer needs that a provider's copy lacks. */
export interface MissingExports {
  readonly consumer: ServedVersion;
  /** The provider is the version being deployed (a new copy without names a served version needs). */
  readonly byProvider: boolean;
  readonly pkg: string;
  readonly provider: ServedVersion;
  readonly missing: readonly string[];
}

/**
 * What the versions of one set need of a shared package that a copy the page may get instead does not
 * export, where a candidate is the consumer or the provider. The names a version's copy of a package
 * imports count only when that copy can run: when the shell does not provide that package.
 */
export function missingSharedExports(
  set: readonly ServedVersion[],
  isCandidate: (served: ServedVersion) => boolean,
): MissingExports[] {
  const shell = set.find((s) => s.name === 'shell');
  const shellExports = shell && exportsOf(shell);
  if (!shell || !shellExports) return [];
  const hostProvides = (pkg: string) => shellExports[pkg]?.provides !== undefined;
  const out: MissingExports[] = [];
  const packages = new Set(set.flatMap((s) => Object.keys(exportsOf(s) ?? {})));
  for (const pkg of [...packages].sort()) {
    const providers = hostProvides(pkg)
      ? [shell]
      : set.filter((s) => exportsOf(s)?.[pkg]?.provides !== undefined);
    for (const consumer of set) {
      const needs = exportsOf(consumer)?.[pkg]?.needs;
      if (!needs || (consumer === shell && hostProvides(pkg))) continue;
      const names = new Set(
        Object.entries(needs)
          .filter(([by]) => by === '.' || !hostProvides(by))
          .flatMap(([, n]) => n),
      );
      for (const provider of providers) {
        if (provider === consumer) continue;
        if (!isCandidate(consumer) && !isCandidate(provider)) continue;
        const provided = new Set(exportsOf(provider)?.[pkg]?.provides ?? []);
        const missing = [...names].filter((n) => !provided.has(n)).sort();
        if (missing.length > 0)
          out.push({ consumer, pkg, provider, missing, byProvider: !isCandidate(consumer) });
      }
    }
  }
  return out;
}

const copyOf = (s: ServedVersion) =>
  `${s.name === 'shell' ? 'the shell' : s.name}'s copy (${s.version.version})`;

/** One line of the refusal for a {@link MissingExports}. */
export function describeMissingExports(m: MissingExports): string {
  const names = m.missing.join(', ');
  if (m.byProvider)
    return `${copyOf(m.provider)} of ${m.pkg} does not export ${names}, which ${m.consumer.name} ${m.consumer.version.version} needs: keep ${m.missing.length > 1 ? 'them' : 'it'}, or deploy ${m.consumer.name} without ${m.missing.length > 1 ? 'them' : 'it'} first`;
  return `${m.consumer.name} needs ${names} of ${m.pkg}, which ${copyOf(m.provider)} does not export: deploy ${m.provider.name === 'shell' ? 'a shell' : m.provider.name} built with that ${m.pkg} first`;
}
