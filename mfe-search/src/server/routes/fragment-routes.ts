import { escapeAttribute, fragmentContext, fragmentResponse, type FragmentEnv } from '@sf/server-kit';
import { Hono } from 'hono';
import { searchText } from '../../shared/messages';
import type { ServerDeps } from '../deps';
import { normalizeTerm } from '../domain/terms';
import { searchPath } from '../hits';
import { planSearch, termOfPath } from '../pages/plan-search';
import { SEARCH_BOX, searchRemote } from '../remote';
import { shopOf } from '@sf/remote-server';
import { searchSeo } from '../seo';

/** An attribute value for the head header: escaped, non-ASCII as character references (headers are ASCII). */
const headAttr = (value: string) =>
  escapeAttribute(value).replace(/[^\x20-\x7e]/gu, (ch) => `&#${ch.codePointAt(0)};`);

/**
 * `GET /fragment/search`: the result page `/s/<term>` (fr-CH `/fr/s/<term>`) server-rendered from
 * the shopper's path (`x-sf-path`): results with facets, sort and loadMore (`?shown=`), the
 * zero-result page with "did you mean", or the empty-term page. The header's form without
 * JavaScript sends `/s/?q=<term>`: a 303 to `/s/<term>`. Robots `noindex` unless curated.
 * `GET /fragment/search-box`: the slot of the header search box widget.
 */
export function fragmentRoutes(deps: ServerDeps): Hono<FragmentEnv> {
  const app = new Hono<FragmentEnv>();
  app.use('*', fragmentContext());

  // the header search box widget: no markup of its own (it enhances the shell's form on first focus)
  app.get('/search-box', async (c) => {
    const html = await searchRemote.render('search-box', c.var.fragment, null, SEARCH_BOX);
    return fragmentResponse(html, { cacheControl: 'public, max-age=300' });
  });

  app.get('/search', async (c) => {
    const fragment = c.var.fragment;
    const shop = shopOf(fragment.locale, fragment.tenant);
    const url = new URL(fragment.path, 'http://page.invalid');
    const fromForm = url.searchParams.get('q');
    if (fromForm !== null) {
      const term = normalizeTerm(fromForm);
      const rest = new URLSearchParams(url.searchParams);
      rest.delete('q');
      if (term) {
        const location = `${searchPath(term, shop.locale)}${rest.size ? `?${rest}` : ''}`;
        return fragmentResponse('', { status: 303, location, cacheControl: 'no-store' });
      }
    }
    const state = await planSearch(deps.engine, shop, termOfPath(url.pathname), url.searchParams);
    const html = await searchRemote.render('search', fragment, state);
    if (state.page === 'empty') {
      return fragmentResponse(html, {
        cacheControl: 'public, max-age=60',
        title: searchText(shop.locale, 'search.empty'),
        head: '<meta name="robots" content="noindex, follow">',
      });
    }
    const total = state.page === 'results' ? state.total : 0;
    const file = (await deps.seoFile?.(shop.locale)) ?? null;
    const seo = searchSeo(state.term, total, shop.locale, deps.curatedTerms, file);
    const head = `<meta name="robots" content="${seo.robots}"><meta name="description" content="${headAttr(seo.description)}">`;
    return fragmentResponse(html, {
      cacheControl: fragment.session.loggedIn ? 'private, no-store' : 'public, max-age=60',
      title:
        state.page === 'results'
          ? seo.title
          : searchText(shop.locale, 'search.zero.title', { term: state.term }),
      head,
    });
  });
  return app;
}
