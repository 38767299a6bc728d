import type { LocalizedPaths } from './types';

/** The path prefix of the French locale of CH. */
export const FR_PREFIX = '/fr';

/**
 * A path that the spec gives only in German, used unchanged in every locale (with `/fr` in front
 * for fr-CH, where the locale rule demands it). Decision: the spec's "default German paths" are
 * the defaults of all locales unless it names a localized one.
 */
export function everyLocale(path: string): LocalizedPaths {
  return { 'de-DE': path, 'fr-CH': path === '/' ? FR_PREFIX : `${FR_PREFIX}${path}`, 'nl-NL': path };
}

/** Several paths, each in every locale (see {@link everyLocale}). */
export function everyLocaleAll(paths: readonly string[]): LocalizedPaths {
  return {
    'de-DE': paths,
    'fr-CH': paths.map((p) => (p === '/' ? FR_PREFIX : `${FR_PREFIX}${p}`)),
    'nl-NL': paths,
  };
}
