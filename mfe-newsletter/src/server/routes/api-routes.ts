import { appError } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import {
  byTarget,
  createMemoryRateLimitStore,
  errorResponse,
  isFormPost,
  originGuard,
  rateLimit,
  readBody,
} from '@sf/server-kit';
import { tenantOfLocale } from '@sf/tenant-config';
import { Hono, type Context } from 'hono';
import { MAX_BODY_BYTES, type ServerDeps } from '../deps';
import { serverText } from '../domain/mail-intl';
import { refusedFormQuery, resultQuery } from '../form-query';
import { bodyLocale } from '@sf/remote-server';
import { newsletterRemote } from '../remote';
import { signupUseCase, unsubscribeUseCase } from '../use-cases';
import { ONE_CLICK_ROUTE, registerLinkRoutes } from './link-routes';

const withQuery = (path: string, query: URLSearchParams) => (query.size ? `${path}?${query}` : path);

/**
 * `/api/newsletter/*`: `POST signup` and `POST unsubscribe` (which only mails a confirmation link),
 * JSON in → JSON out, or a form posted without JavaScript → 303 to the next page (or back to the form
 * with the errors or the result in the query); plus the POSTs of the mailed links' buttons and the
 * one-click endpoint (`link-routes.ts`). Behind the origin check (not the one-click path), a 16 KB
 * body limit, a per-address rate limit on the form POSTs, a looser one on the links' buttons (their
 * tokens are the authority), and a per-e-mail limit on signup and unsubscribe.
 */
export function apiRoutes(deps: ServerDeps): Hono {
  const api = new Hono();
  const limits = deps.rateLimitStore ?? createMemoryRateLimitStore();
  const perEmail = (name: string) =>
    rateLimit({
      name,
      windowMs: 3_600_000,
      max: deps.rateLimitPerEmailPerHour ?? 5,
      key: byTarget('email', { maxBytes: MAX_BODY_BYTES }),
      store: limits,
    });
  api.use('*', newsletterRemote.refusals());
  const sameOrigin = originGuard({ trustedOrigins: [...deps.trustedOrigins] });
  // RFC 8058 one-click: mail clients post without Origin or cookies; its signed token is the
  // authority (docs/decisions/0031-one-click-unsubscribe-origin-exemption.md)
  const oneClick = `/api/newsletter${ONE_CLICK_ROUTE}`;
  api.use('*', (c, next) =>
    c.req.method === 'POST' && c.req.path === oneClick ? next() : sameOrigin(c, next),
  );
  const perAddress = rateLimit({
    name: 'newsletter-api',
    windowMs: 60_000,
    max: deps.rateLimitPerMinute,
    store: limits,
  });
  api.post('/signup', perAddress);
  api.post('/unsubscribe', perAddress);

  const info = (c: Context, body: Record<string, string>) => {
    const locale = bodyLocale(c, body['locale']);
    return { locale, origin: deps.publicOrigins[tenantOfLocale(locale)] };
  };

  api.post('/signup', perEmail('newsletter-signup-email'), async (c) => {
    const body = await readBody(c, { maxBytes: MAX_BODY_BYTES });
    const request = info(c, body);
    const answer = await signupUseCase(deps.newsletter, body, request);
    if (isFormPost(c)) {
      if (answer.status !== 'invalid') return c.redirect(answer.nextPath, 303);
      return c.redirect(
        withQuery(localizedPath('newsletter-signup', request.locale), refusedFormQuery(answer.keys, body)),
        303,
      );
    }
    if (answer.status === 'invalid') {
      return errorResponse(
        appError('API-422', serverText(request.locale, 'newsletter.error.checkInput'), answer.fieldErrors),
      );
    }
    return c.json({ status: answer.status, nextPath: answer.nextPath }, 200, { 'cache-control': 'no-store' });
  });

  api.post('/unsubscribe', perEmail('newsletter-unsubscribe-email'), async (c) => {
    const body = await readBody(c, { maxBytes: MAX_BODY_BYTES });
    const request = info(c, body);
    const formPage = localizedPath('newsletter-unsubscribe', request.locale);
    let answer;
    try {
      answer = await unsubscribeUseCase(deps.newsletter, body, request);
    } catch (error) {
      if (!isFormPost(c)) throw error;
      deps.logger.error('unsubscribe failed', { error, requestId: c.req.header('x-sf-request-id') ?? null });
      return c.redirect(withQuery(formPage, resultQuery({ kind: 'error' })), 303);
    }
    if (isFormPost(c)) {
      if (answer.status === 'invalid')
        return c.redirect(withQuery(formPage, refusedFormQuery(answer.keys, body)), 303);
      return c.redirect(withQuery(formPage, resultQuery(answer.result)), 303);
    }
    if (answer.status === 'invalid') {
      const id = answer.unknownOption ? 'newsletter.error.unknownOption' : 'newsletter.error.checkInput';
      return errorResponse(
        appError(
          answer.unknownOption ? 'API-400' : 'API-422',
          serverText(request.locale, id),
          answer.fieldErrors,
        ),
      );
    }
    // the same answer for subscribed and unknown addresses: the mailed link applies the change
    return c.json({ status: 'requested', result: answer.result, message: answer.message }, 200, {
      'cache-control': 'no-store',
    });
  });

  // the mailed links' buttons are gated by 256-bit or signed tokens: a looser limit (as the subgraph's)
  registerLinkRoutes(api, deps, () =>
    rateLimit({
      name: 'newsletter-links',
      windowMs: 60_000,
      max: deps.rateLimitPerMinute * 3,
      store: limits,
    }),
  );

  return api;
}
