import type { ShopOrigins } from './country-offer';

/** What the page helpers are configured with (environment, see the README). */
export interface HelperSettings {
  /** HMAC secret of preview tokens (`CONTACT_PREVIEW_SECRET`, ≥ 32 characters; default kept in `settings`). */
  readonly previewSecret: string;
  /** The shops' origins (`SHOP_ORIGINS`); a shop without one is linked by its first host and this request's port. */
  readonly shopOrigins: ShopOrigins;
  /** Share of page views that get the survey invitation (`CONTACT_SURVEY_RATE`, default 0.05). */
  readonly surveyRate: number;
  /** The app's store pages (`CONTACT_APP_STORE_URL`, `CONTACT_PLAY_STORE_URL`). */
  readonly appStores: { readonly ios: string; readonly android: string };
  /** Helper posts per minute and client address (`CONTACT_HELPER_RATE_LIMIT`, default 30). */
  readonly postsPerMinute: number;
  /** Random numbers in [0, 1) (the survey's sample); tests fix it. */
  readonly random: () => number;
}

/** Defaults for everything but the secret. */
export function helperSettings(
  previewSecret: string,
  overrides: Partial<HelperSettings> = {},
): HelperSettings {
  return {
    previewSecret,
    shopOrigins: {},
    surveyRate: 0.05,
    postsPerMinute: 30,
    appStores: {
      ios: 'https://apps.apple.com/de/app/id0000000000',
      android: 'https://play.google.com/store/apps/details?id=de.nordhafen.shop',
    },
    random: Math.random,
    ...overrides,
  };
}
