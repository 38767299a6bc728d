import type { Locale } from '@sf/contracts';

/** A shop the country switch offers: its locale names the shop (`de-AT` → Austria). */
export interface ShopChoice {
  readonly locale: Locale;
  /** The shop the visitor's language or location suggests (listed first). */
  readonly suggested: boolean;
}

/** A promotion of the content bucket (`promotion-<code>`), as the banner shows it. */
export interface Promotion {
  readonly code: string;
  readonly title: string;
  readonly text: string;
  /** A same-site path the banner links to, or null. */
  readonly href: string | null;
  readonly linkText: string | null;
  /** ISO date (`2026-12-31`) the promotion ends, or null. */
  readonly validUntil: string | null;
}

/** The customer survey's texts: the content bucket's `survey` document of the locale (decision 0212). */
export interface SurveyTexts {
  readonly title: string;
  readonly question: string;
  /** What the 1–5 scale means. */
  readonly scale: string;
  /** The label of the optional comment. */
  readonly comment: string;
}

/** The server state of a page-helper widget (state script of its slot). */
export type HelperState =
  | {
      readonly v: 1;
      readonly page: 'country-switch';
      readonly back: string;
      readonly choices: readonly ShopChoice[];
    }
  | {
      readonly v: 1;
      readonly page: 'app-banner';
      readonly back: string;
      readonly platform: 'ios' | 'android';
      readonly storeUrl: string;
    }
  | { readonly v: 1; readonly page: 'survey'; readonly back: string; readonly texts: SurveyTexts }
  | { readonly v: 1; readonly page: 'promo-banner'; readonly promotion: Promotion }
  | { readonly v: 1; readonly page: 'preview-banner'; readonly back: string; readonly expiresAt: string };

export const HELPER_PAGES = [
  'country-switch',
  'app-banner',
  'survey',
  'promo-banner',
  'preview-banner',
] as const;

/** Whether a value is a {@link HelperState}. */
export function isHelperState(value: unknown): value is HelperState {
  const v = value as { v?: unknown; page?: unknown } | null;
  return (
    typeof v === 'object' && v !== null && v.v === 1 && (HELPER_PAGES as readonly unknown[]).includes(v.page)
  );
}
