import { appError } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import { createContentDocuments, errorResponse, isFormPost, readBody } from '@sf/server-kit';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { MAX_BODY_BYTES, type ServerDeps } from '../deps';
import { serverText } from '../domain/mail-intl';
import { parseVoucherDocument, VOUCHER_DOCUMENT } from '../domain/voucher-texts';
import { resultQuery } from '../form-query';
import { bodyLocale } from '@sf/remote-server';
import { confirmLinkUseCase, mailingLinkUseCase, unsubscribeLinkUseCase } from '../link-use-cases';
import { confirmFailureStatus, confirmResultQuery, mailingStatus } from '../result-query';

/** Path (below `/api/newsletter`) of the RFC 8058 one-click endpoint: the only POST without an origin check. */
export const ONE_CLICK_ROUTE = '/one-click-unsubscribe';

const noStore = { 'cache-control': 'no-store' } as const;

/**
 * The POSTs behind the one button of each mailed link's page (GET of those pages changes nothing):
 * `POST confirm` (page 3), `POST mailing-unsubscribe` (a mail's unsubscribe link), `POST
 * unsubscribe/confirm` (the unsubscribe form's confirmation mail) — each `{ token, locale }` as JSON
 * (the remote updates the page in place) or as a no-JS form (303 back to the page with `?result=`) —
 * and `POST one-click-unsubscribe?token=` for mail clients (RFC 8058: body
 * `List-Unsubscribe=One-Click`, no cookie, no Origin; the signed token is the authority).
 */
export function registerLinkRoutes(api: Hono, deps: ServerDeps, limit: () => MiddlewareHandler): void {
  // the voucher mail's texts from the content bucket (`voucher`), checked, kept and regenerated every 15 s
  const documents = createContentDocuments({ bucket: deps.contentBucket });
  const log = (c: Context) => (msg: string, error: unknown) =>
    deps.logger.error(msg, { error, requestId: c.req.header('x-sf-request-id') ?? null });

  api.post('/confirm', limit(), async (c) => {
    const body = await readBody(c, { maxBytes: MAX_BODY_BYTES });
    const locale = bodyLocale(c, body['locale']);
    // read before the confirmation's transaction (no bucket request while rows are locked)
    const texts = await documents.get(locale, VOUCHER_DOCUMENT, parseVoucherDocument(locale));
    const page = await confirmLinkUseCase(
      deps.newsletter,
      body.token,
      log(c),
      texts ? { locale, texts } : null,
    );
    if (isFormPost(c))
      return c.redirect(
        `${localizedPath('newsletter-signup-confirmed', locale)}?${confirmResultQuery(page)}`,
        303,
      );
    const status =
      page.page === 'confirmed' && page.outcome === 'failure' ? confirmFailureStatus(page.reason) : 200;
    return c.json({ page }, status as 200, noStore);
  });

  api.post('/mailing-unsubscribe', limit(), async (c) => {
    const body = await readBody(c, { maxBytes: MAX_BODY_BYTES });
    const locale = bodyLocale(c, body['locale']);
    const answer = await mailingLinkUseCase(deps.newsletter, body.token, log(c));
    const outcome = answer === 'invalid' ? 'not-found' : answer;
    if (isFormPost(c))
      return c.redirect(`${localizedPath('newsletter-mailing-unsubscribe', locale)}?result=${outcome}`, 303);
    // a forged or damaged token reads as "not found" on the page, but is a 400 to the API
    return c.json({ outcome }, (answer === 'invalid' ? 400 : mailingStatus(outcome)) as 200, noStore);
  });

  api.post('/unsubscribe/confirm', limit(), async (c) => {
    const body = await readBody(c, { maxBytes: MAX_BODY_BYTES });
    const locale = bodyLocale(c, body['locale']);
    const answer = await unsubscribeLinkUseCase(deps.newsletter, body.token, locale, log(c));
    if (isFormPost(c))
      return c.redirect(
        `${localizedPath('newsletter-unsubscribe', locale)}?${resultQuery(answer.result)}`,
        303,
      );
    const kind = answer.result.kind;
    return c.json(answer, (kind === 'link-invalid' ? 410 : kind === 'error' ? 503 : 200) as 200, noStore);
  });

  api.post(ONE_CLICK_ROUTE, limit(), async (c) => {
    const body = await readBody(c, { maxBytes: MAX_BODY_BYTES });
    const locale = bodyLocale(c, body['locale']);
    if (body['List-Unsubscribe'] !== 'One-Click') {
      return errorResponse(appError('API-400', serverText(locale, 'newsletter.error.generic')));
    }
    const outcome = await mailingLinkUseCase(deps.newsletter, c.req.query('token') ?? '', log(c));
    // RFC 8058: success (also "already removed") is any 2xx; the reply body is not shown to anyone
    if (outcome === 'success' || outcome === 'not-found')
      return c.json({ status: 'unsubscribed' }, 200, noStore);
    if (outcome === 'expired')
      return errorResponse(appError('API-410', serverText(locale, 'newsletter.mailing.expired')));
    if (outcome === 'invalid')
      return errorResponse(appError('API-400', serverText(locale, 'newsletter.mailing.notFound')));
    return c.json({ status: 'error' }, 503, noStore);
  });
}
