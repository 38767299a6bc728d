import { fragmentContext, fragmentResponse, type FragmentEnv } from '@sf/server-kit';
import { Hono } from 'hono';
import { catalogText } from '../../shared/messages';
import type { CatalogState } from '../../shared/state';
import type { ServerDeps } from '../deps';
import { braFinderRedirect } from '../pages/bra-finder-answer';
import { planCategory } from '../pages/plan-category';
import { planProduct } from '../pages/plan-product';
import { noticeOf } from '../pages/notices';
import { catalogRemote } from '../remote';
import { shopOf } from '@sf/remote-server';
import { breadcrumbJsonLd, categoryHead, productHead, productJsonLd, type ShopOrigins } from '../seo';

/** Anonymous pages may be shared by the composer for a minute; a logged-in shopper's never. */
const cacheFor = (loggedIn: boolean) => (loggedIn ? 'private, no-store' : 'public, max-age=60');

/**
 * `GET /fragment/category` and `GET /fragment/product`: the pages of the catalog, server-rendered
 * from the shopper's path (`x-sf-path`), with head markup (canonical, hreflang), JSON-LD with the
 * page's nonce, and a real 404 through `x-sf-status` for an unknown category or sku.
 */
export function fragmentRoutes(deps: ServerDeps & { readonly origins: ShopOrigins }): Hono<FragmentEnv> {
  const app = new Hono<FragmentEnv>();
  app.use('*', fragmentContext());

  const notFound = async (
    routeId: string,
    c: { var: { fragment: FragmentEnv['Variables']['fragment'] } },
  ) => {
    const fragment = c.var.fragment;
    const state: CatalogState = {
      v: 1,
      page: 'not-found',
      homeUrl: fragment.locale === 'fr-CH' ? '/fr' : '/',
    };
    const html = await catalogRemote.render(routeId, fragment, state);
    return fragmentResponse(html, {
      status: 404,
      cacheControl: 'public, max-age=60',
      title: catalogText(fragment.locale, 'catalog.notFound.title'),
    });
  };

  app.get('/category', async (c) => {
    const fragment = c.var.fragment;
    const shop = shopOf(fragment.locale, fragment.tenant);
    const url = new URL(fragment.path, 'http://page.invalid');
    // the bra-size finder without JavaScript: its measurements answer with the search link (decision 0190)
    const search = braFinderRedirect(fragment.locale, url.pathname, url.searchParams);
    if (search) return fragmentResponse('', { status: 303, location: search });
    const state = await planCategory(deps.db, shop, url.pathname, url.searchParams);
    if (!state) return notFound('category', c);
    const nonce = c.req.header('x-sf-nonce') ?? null;
    const origin = deps.origins[fragment.tenant];
    const html =
      (await catalogRemote.render('category', fragment, state)) +
      breadcrumbJsonLd(origin, state.breadcrumbs, nonce);
    return fragmentResponse(html, {
      cacheControl: cacheFor(fragment.session.loggedIn),
      title: state.title,
      head: categoryHead(deps.origins, fragment.locale, state),
      ...(state.total === 0 && !state.query ? { status: 404 } : {}),
    });
  });

  app.get('/product', async (c) => {
    const fragment = c.var.fragment;
    const shop = shopOf(fragment.locale, fragment.tenant);
    const url = new URL(fragment.path, 'http://page.invalid');
    const tail = url.pathname.replace(/^(\/fr)?\/p\/+/, '').replace(/\/+$/, '');
    const planned = await planProduct(deps.db, shop, tail, url.searchParams, fragment.session);
    if (!planned) return notFound('product', c);
    const state = {
      ...planned.state,
      notice: noticeOf(url.searchParams, fragment.locale, planned.state.maxQuantity),
    };
    const nonce = c.req.header('x-sf-nonce') ?? null;
    const origin = deps.origins[fragment.tenant];
    const html =
      (await catalogRemote.render('product', fragment, state)) + productJsonLd(origin, state, nonce);
    return fragmentResponse(html, {
      cacheControl: state.notice ? 'no-store' : cacheFor(fragment.session.loggedIn),
      title: `${state.name} – ${state.brand}`,
      head: productHead(deps.origins, fragment.locale, state, planned.slugs),
    });
  });
  return app;
}
