import type { Locale } from '@sf/contracts';
import type { NewsletterRouteId } from '../shared/routes';
import type { NewsletterState, PageState } from '../shared/state';
import { checkUnsubscribeRequest, verifyMailingToken, type NewsletterContext } from './domain';
import { readFormQuery, readResultQuery } from './form-query';
import { mailingStatus, readConfirmResult, readMailingResult } from './result-query';

/** What a fragment route renders: the state for the page and the page status (`x-sf-status`). */
export interface PagePlan {
  readonly state: NewsletterState;
  readonly status: number;
}

/** Logs a failure that the page shows as its API error state. */
export type ErrorLogger = (msg: string, error: unknown) => void;

const CONFIRM_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Page 3: a result after its button was posted, else one button for a well-formed token (nothing is confirmed on GET). */
function confirmedPage(query: URLSearchParams): [PageState, number] {
  const result = readConfirmResult(query);
  if (result) return result;
  const token = query.get('token');
  if (!token || !CONFIRM_TOKEN.test(token))
    return [{ page: 'confirmed', outcome: 'failure', reason: 'token-invalid' }, 400];
  return [{ page: 'confirmed', outcome: 'ready', token }, 200];
}

/** The mailing-unsubscribe page: a result after its button was posted, else one button for a genuine token (checked, not used). */
async function mailingPage(ctx: NewsletterContext, query: URLSearchParams): Promise<[PageState, number]> {
  const result = readMailingResult(query);
  if (result) return [{ page: 'mailing-unsubscribe', outcome: result }, mailingStatus(result)];
  const token = query.get('token');
  const check = token ? await verifyMailingToken(ctx.secret, token, ctx.now()) : null;
  if (check === null) return [{ page: 'mailing-unsubscribe', outcome: 'not-found' }, 400];
  if (check === 'expired') return [{ page: 'mailing-unsubscribe', outcome: 'expired' }, 410];
  return [{ page: 'mailing-unsubscribe', outcome: 'ready', token: token ?? '' }, 200];
}

/** The unsubscribe form, its no-JS result, or — opened from a confirmation mail — the choice to confirm with one button. */
async function unsubscribePage(
  ctx: NewsletterContext,
  query: URLSearchParams,
  locale: Locale,
  log: ErrorLogger,
): Promise<[PageState, number]> {
  const result = readResultQuery(query);
  const form = { page: 'unsubscribe' as const, ...readFormQuery(query, locale) };
  const token = query.get('token');
  if (result || !token) return [{ ...form, ...(result ? { result } : {}) }, 200];
  try {
    const check = await checkUnsubscribeRequest(ctx, token);
    if (check.status === 'open') return [{ ...form, confirm: { token, newsletter: check.newsletter } }, 200];
    return [{ ...form, result: { kind: 'link-invalid' } }, 410];
  } catch (error) {
    log('unsubscribe link check failed', error);
    return [{ ...form, result: { kind: 'error' } }, 503];
  }
}

/**
 * Decides what a newsletter route shows for a page query, changing nothing (GET and HEAD are safe:
 * mail scanners follow links). Page 3, the mailing-unsubscribe page and the unsubscribe page opened
 * from a mail show one button that posts the link's token; after a no-JS post they read the outcome
 * back from `?result=`. The form pages read the values and errors of a refused no-JS post.
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
      [page, status] = confirmedPage(query);
      break;
    case 'newsletter-signup-existing':
      page = { page: 'existing' };
      break;
    case 'newsletter-unsubscribe':
      [page, status] = await unsubscribePage(ctx, query, locale, log);
      break;
    case 'newsletter-mailing-unsubscribe':
      [page, status] = await mailingPage(ctx, query);
      break;
    case 'newsletter-personal-unsubscribed':
      page = { page: 'personal-unsubscribed' };
      break;
  }
  return { state: { v: 1, routeId, locale, page }, status };
}
