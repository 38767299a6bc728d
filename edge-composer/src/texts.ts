import type { Locale } from '@sf/contracts';
import { createIntlFor } from '@sf/i18n';
import { COMPOSER_MESSAGES } from './messages';

/** Every text the composer writes itself, in one locale. */
export interface ComposerTexts {
  readonly shopTitle: string;
  /** The web app's name and short name (its manifest, decision 0155). */
  readonly appName: string;
  readonly appShortName: string;
  /** The page's `<meta name="description">`. */
  readonly shopDescription: string;
  readonly skipLink: string;
  readonly fragmentFallback: string;
  readonly notFoundHeading: string;
  readonly notFoundText: string;
  readonly homeLink: string;
  readonly searchLink: string;
  readonly serverErrorHeading: string;
  readonly serverErrorText: string;
  readonly referenceLabel: string;
  readonly forbidden: string;
}

const cache = new Map<Locale, ComposerTexts>();

/** The composer's texts of a locale (shared chrome messages + the composer's own), memoized. */
export function composerTexts(locale: Locale): ComposerTexts {
  const cached = cache.get(locale);
  if (cached) return cached;
  const intl = createIntlFor(locale, COMPOSER_MESSAGES);
  const t = (id: string): string => intl.formatMessage({ id });
  const texts: ComposerTexts = {
    shopTitle: t('composer.shopTitle'),
    appName: t('composer.appName'),
    appShortName: t('composer.appShortName'),
    shopDescription: t('composer.shopDescription'),
    skipLink: t('sf.skipLink'),
    fragmentFallback: t('sf.fragment.fallback'),
    notFoundHeading: t('sf.page.notFound.title'),
    notFoundText: t('sf.page.notFound.text'),
    homeLink: t('sf.page.home'),
    searchLink: t('composer.searchLink'),
    serverErrorHeading: t('sf.page.serverError.title'),
    serverErrorText: t('sf.page.serverError.text'),
    referenceLabel: t('composer.reference'),
    forbidden: t('composer.forbidden'),
  };
  cache.set(locale, texts);
  return texts;
}
