import type { Locale } from '@sf/contracts';
import type { Frequency } from './newsletter-options';
import type { NewsletterRouteId } from './routes';

/** Field id → localized message, as the server or the client validation produced it. */
export type FieldErrors = Readonly<Record<string, string>>;

/** Values a no-JS form post is sent back with (after a refused submit). */
export type FormValues = Readonly<Record<string, string>>;

/** Result of an unsubscribe request, as pages show it. */
export type UnsubscribeResult =
  | { readonly kind: 'unsubscribe' | 'unsubscribeFlexikonto' }
  | { readonly kind: 'frequency'; readonly frequency: Frequency }
  | { readonly kind: 'pause'; readonly pausedUntil: string }
  | { readonly kind: 'not-found' }
  /** The form was accepted: a mail with a confirmation link went to the address (known or not). */
  | { readonly kind: 'requested' }
  /** The mailed link is unknown, used or expired. */
  | { readonly kind: 'link-invalid' }
  | { readonly kind: 'error' };

/** Outcome of a mail's unsubscribe link once its button was pressed (spec: success, not found, API error). */
export type MailingOutcome = 'success' | 'not-found' | 'expired' | 'error';

/** Why page 3 could not confirm. */
export type ConfirmFailure = 'token-used' | 'token-expired' | 'token-invalid' | 'error';

/** What each newsletter page needs beyond its route, rendered on the server and hydrated as is. */
export type PageState =
  | { readonly page: 'signup'; readonly values?: FormValues; readonly fieldErrors?: FieldErrors }
  | { readonly page: 'pending' }
  /** Page 3 opened from the mail: one button confirms (GET changes nothing). */
  | { readonly page: 'confirmed'; readonly outcome: 'ready'; readonly token: string }
  | { readonly page: 'confirmed'; readonly outcome: 'success'; readonly voucherIssued: boolean }
  | { readonly page: 'confirmed'; readonly outcome: 'failure'; readonly reason: ConfirmFailure }
  | { readonly page: 'existing' }
  | {
      readonly page: 'unsubscribe';
      readonly values?: FormValues;
      readonly fieldErrors?: FieldErrors;
      readonly result?: UnsubscribeResult;
      /** Opened from a confirmation mail: the choice to confirm with one button. */
      readonly confirm?: { readonly token: string; readonly newsletter: string };
    }
  /** Opened from a mail's unsubscribe link: one button unsubscribes (GET changes nothing). */
  | { readonly page: 'mailing-unsubscribe'; readonly outcome: 'ready'; readonly token: string }
  | { readonly page: 'mailing-unsubscribe'; readonly outcome: MailingOutcome }
  | { readonly page: 'personal-unsubscribed' };

/** The newsletter's initial state (the `data-sf-state` script): route, locale and page data. */
export interface NewsletterState {
  readonly v: 1;
  readonly routeId: NewsletterRouteId;
  readonly locale: Locale;
  readonly page: PageState;
}

/** The page state a route shows when nothing else is known (client navigation, missing state). */
export function defaultPageState(routeId: NewsletterRouteId): PageState {
  switch (routeId) {
    case 'newsletter-signup':
      return { page: 'signup' };
    case 'newsletter-signup-pending':
      return { page: 'pending' };
    case 'newsletter-signup-confirmed':
      // only the server can confirm a link; without its answer the outcome is unknown
      return { page: 'confirmed', outcome: 'failure', reason: 'error' };
    case 'newsletter-signup-existing':
      return { page: 'existing' };
    case 'newsletter-unsubscribe':
      return { page: 'unsubscribe' };
    case 'newsletter-mailing-unsubscribe':
      return { page: 'mailing-unsubscribe', outcome: 'error' };
    case 'newsletter-personal-unsubscribed':
      return { page: 'personal-unsubscribed' };
  }
}

/** Runtime guard of the state script's content (a stale or tampered script is ignored). */
export function isNewsletterState(value: unknown): value is NewsletterState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const page = v.page as Record<string, unknown> | undefined;
  return (
    v.v === 1 &&
    typeof v.routeId === 'string' &&
    typeof v.locale === 'string' &&
    typeof page?.page === 'string'
  );
}
