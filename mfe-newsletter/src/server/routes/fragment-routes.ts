import { fragmentContext, fragmentResponse, type FragmentEnv } from '@sf/server-kit';
import { Hono } from 'hono';
import { toSheetContent } from '../../features/sheet/sheet-content';
import { pageTitleId } from '../../shared/page-title';
import { isNewsletterRouteId } from '../../shared/routes';
import type { ServerDeps } from '../deps';
import { serverText } from '../domain/mail-intl';
import { planPage } from '../page-state';
import { newsletterRemote, SHEET } from '../remote';

/** The page's query: from `x-sf-path` (what the shopper requested), completed by the fragment URL's own. */
function pageQuery(path: string, own: URLSearchParams): URLSearchParams {
  const query = new URL(path, 'http://page.invalid').searchParams;
  for (const [name, value] of own) if (!query.has(name)) query.set(name, value);
  return query;
}

/**
 * `GET /fragment/<route id>` for every newsletter route (SSR of the same tree the browser hydrates;
 * page 3 confirms its token here and answers 410/400 through `x-sf-status`), and
 * `GET /fragment/newsletter-sheet` (the slide-in sheet widget with the content bucket's texts).
 */
export function fragmentRoutes(deps: ServerDeps): Hono<FragmentEnv> {
  const app = new Hono<FragmentEnv>();
  app.use('*', fragmentContext());

  app.get('/newsletter-sheet', async (c) => {
    const fragment = c.var.fragment;
    const doc = deps.contentBucket
      ? await deps.contentBucket.get<unknown>(fragment.locale, 'newsletter-sheet')
      : null;
    const state = { v: 1, content: toSheetContent(doc) };
    const html = await newsletterRemote.render('newsletter-sheet', fragment, state, SHEET);
    return fragmentResponse(html, { cacheControl: 'no-store' });
  });

  app.get('/:routeId', async (c) => {
    const routeId = c.req.param('routeId');
    if (!isNewsletterRouteId(routeId)) return c.notFound();
    const fragment = c.var.fragment;
    const query = pageQuery(fragment.path, new URL(c.req.url).searchParams);
    const plan = await planPage(deps.newsletter, routeId, query, fragment.locale, (msg, error) =>
      deps.logger.error(msg, { error, routeId, requestId: fragment.requestId }),
    );
    const html = await newsletterRemote.render(routeId, fragment, plan.state);
    return fragmentResponse(html, {
      status: plan.status,
      cacheControl: 'no-store',
      title: serverText(fragment.locale, pageTitleId(plan.state.page)),
    });
  });
  return app;
}
