import type { Locale } from '@sf/contracts';
import type { NewsletterRouteId } from '../shared/routes';
import type { NewsletterState, PageState } from '../shared/state';
import { confirmSignup, isNewsletterError, mailingUnsubscribe, type NewsletterContext } from './domain';
import { readFormQuery, readResultQuery } from './form-query';

/** What a fragment route renders: the state for the page and the page status (`x-sf-status`). */
export interface PagePlan {
  readonly state: NewsletterState;
  readonly status: number;
}

/** Logs a failure that the page shows as its API error state. */
export type ErrorLogger = (msg: string, error: unknown) => void;

async function confirmedPage(ctx: NewsletterContext, token: string | null, log: ErrorLogger): Promise<[PageState, number]> {
  if (!token) return [{ page: 'confirmed', outcome: 'failure', reason: 'token-invalid' }, 400];
  try {
    const confirmation = await confirmSignup(ctx, token);
    return [{ page: 'confirmed', outcome: 'success', voucherIssued: confirmation.voucherIssued }, 200];
  } catch (error) {
    if (isNewsletterError(error) && (error.reason === 'token-invalid' || error.reason === 'token-used' || error.reason === 'token-expired')) {
      return [{ page: 'confirmed', outcome: 'failure', reason: error.reason }, error.reason === 'token-invalid' ? 400 : 410];
    }
    log('confirmation failed', error);
    return [{ page: 'confirmed', outcome: 'failure', reason: 'error' }, 500];
  }
}

async function mailingPage(ctx: NewsletterContext, token: string | null, log: ErrorLogger): Promise<[PageState, number]> {
  if (!token) return [{ page: 'mailing-unsubscribe', outcome: 'not-found' }, 400];
  try {
    const outcome = await mailingUnsubscribe(ctx, token);
    if (outcome === 'invalid') return [{ page: 'mailing-unsubscribe', outcome: 'not-found' }, 400];
    return [{ page: 'mailing-unsubscribe', outcome }, 200];
  } catch (error) {
    log('mailing unsubscribe failed', error);
    return [{ page: 'mailing-unsubscribe', outcome: 'error' }, 503];
  }
}

/**
 * Decides what a newsletter route shows for a page query. Page 3 confirms its `?token=` here (on the
 * server, once, before rendering): success 200, replayed or expired link 410, forged or missing
 * token 400. The mailing-unsubscribe page applies its signed token the same way. The form pages
 * read the values, errors and result of a no-JS post back from the query.
 */
export async function planPage(
  ctx: NewsletterContext,
  routeId: NewsletterRouteId,
  query: URLSearchParams,
  locale: Locale,
  log: ErrorLogger,
): Promise<PagePlan> {
  let page: PageState;
  let status = 200;
  switch (routeId) {
    case 'newsletter-signup':
      page = { page: 'signup', ...readFormQuery(query, locale) };
      break;
    case 'newsletter-signup-pending':
      page = { page: 'pending' };
      break;
    case 'newsletter-signup-confirmed':
      [page, status] = await confirmedPage(ctx, query.get('token'), log);
      break;
    case 'newsletter-signup-existing':
      page = { page: 'existing' };
      break;
    case 'newsletter-unsubscribe': {
      const result = readResultQuery(query);
      page = { page: 'unsubscribe', ...readFormQuery(query, locale), ...(result ? { result } : {}) };
      break;
    }
    case 'newsletter-mailing-unsubscribe':
      [page, status] = await mailingPage(ctx, query.get('token'), log);
      break;
    case 'newsletter-personal-unsubscribed':
      page = { page: 'personal-unsubscribed' };
      break;
  }
  return { state: { v: 1, routeId, locale, page }, status };
}
