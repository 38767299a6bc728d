import { readVisitorHints, VISITOR_HEADER, type FragmentContext, type VisitorHints } from '@sf/contracts';
import { createContentDocuments, fragmentContext, fragmentResponse, type FragmentEnv } from '@sf/server-kit';
import { Hono } from 'hono';
import { HelperApp } from '../../features/helpers/helper-app';
import {
  APP_BANNER_SLOT,
  COUNTRY_SWITCH_SLOT,
  PREVIEW_BANNER_SLOT,
  PROMO_BANNER_SLOT,
  SURVEY_SLOT,
} from '../../shared/constants';
import type { HelperState } from '../../shared/helper-state';
import type { ServerDeps } from '../deps';
import { contactRemote } from '../remote';
import { HELPER_COOKIES, readHelperCookie } from './cookies';
import { countryOffer } from './country-offer';
import { verifyPreviewToken } from './preview-token';
import { loadPromotion, promoCodeOf } from './promotions';
import { parseSurveyDocument, SURVEY_DOCUMENT } from './survey-document';

/** What the prompts (country switch, app banner, survey) decide from: hints and remembered choices. */
interface Visit {
  readonly fragment: FragmentContext;
  readonly hints: VisitorHints;
  readonly headers: Headers;
}

/** The country switch's choices when it is due (it goes first: one prompt at a time). */
const countryDue = (v: Visit) =>
  countryOffer(v.fragment.tenant, v.hints, readHelperCookie(v.headers, HELPER_COOKIES.country));

/** The app banner is due on a phone or tablet of a platform with an app, not dismissed, no country prompt. */
const appDue = (v: Visit) =>
  v.hints.mobile &&
  v.hints.platform !== 'other' &&
  !readHelperCookie(v.headers, HELPER_COOKIES.appBanner) &&
  countryDue(v) === null;

/** The survey: not answered or dismissed, no other prompt, and this page view sampled. */
function surveyDue(v: Visit, deps: ServerDeps): boolean {
  if (readHelperCookie(v.headers, HELPER_COOKIES.survey) || countryDue(v) !== null || appDue(v)) return false;
  // with development features, `?survey=1` on the page invites for sure (the harness and e2e)
  const forced =
    deps.devFeatures && new URL(v.fragment.path, 'http://page.invalid').searchParams.get('survey') === '1';
  return forced || deps.helpers.random() < deps.helpers.surveyRate;
}

const EMPTY = () => fragmentResponse('', { cacheControl: 'no-store' });
/** Depends on the page alone (path, locale): the composer may share it for a minute. */
const SHARED = 'public, max-age=60, stale-while-revalidate=900';

/**
 * The page-helper widgets besides the chat bot (`GET /fragment/<id>`, composer headers plus the
 * visitor hints `x-sf-visitor` and the helper cookies the composer sends): `country-switch`,
 * `app-banner`, `survey`, `promo-banner`, `preview-banner`. Each answers its markup or an empty
 * fragment when it is not due; all `no-store` (they depend on the visitor). Rendering changes nothing.
 */
export function helperFragmentRoutes(deps: ServerDeps): Hono<FragmentEnv> {
  const app = new Hono<FragmentEnv>();
  app.use('*', fragmentContext());
  // the survey's texts come from the content bucket, checked, kept and regenerated every 15 s
  const documents = createContentDocuments({ bucket: deps.contentBucket });
  const visit = (c: { var: { fragment: FragmentContext }; req: { raw: Request } }): Visit => ({
    fragment: c.var.fragment,
    hints: readVisitorHints(c.req.raw.headers.get(VISITOR_HEADER)),
    headers: c.req.raw.headers,
  });
  const render = async (
    routeId: string,
    slot: string,
    fragment: FragmentContext,
    state: HelperState,
    cacheControl = 'no-store',
  ) =>
    fragmentResponse(await contactRemote.render(routeId, fragment, state, { name: slot, App: HelperApp }), {
      cacheControl,
    });

  app.get('/country-switch', async (c) => {
    const v = visit(c);
    const choices = countryDue(v);
    if (!choices) return EMPTY();
    return render('country-switch', COUNTRY_SWITCH_SLOT, v.fragment, {
      v: 1,
      page: 'country-switch',
      back: v.fragment.path,
      choices,
    });
  });

  app.get('/app-banner', async (c) => {
    const v = visit(c);
    if (!appDue(v) || v.hints.platform === 'other') return EMPTY();
    const platform = v.hints.platform;
    return render('app-banner', APP_BANNER_SLOT, v.fragment, {
      v: 1,
      page: 'app-banner',
      back: v.fragment.path,
      platform,
      storeUrl: deps.helpers.appStores[platform],
    });
  });

  app.get('/survey', async (c) => {
    const v = visit(c);
    if (!surveyDue(v, deps)) return EMPTY();
    // no survey in the CMS for this locale (or a malformed one): nothing to ask
    const texts = await documents.get(v.fragment.locale, SURVEY_DOCUMENT, parseSurveyDocument);
    if (!texts) return EMPTY();
    return render('survey', SURVEY_SLOT, v.fragment, { v: 1, page: 'survey', back: v.fragment.path, texts });
  });

  app.get('/promo-banner', async (c) => {
    const fragment = c.var.fragment;
    const code = promoCodeOf(fragment.path);
    const promotion = code
      ? await loadPromotion(deps.contentBucket, fragment.locale, code, deps.contact.now())
      : null;
    if (!promotion) return fragmentResponse('', { cacheControl: SHARED });
    return render(
      'promo-banner',
      PROMO_BANNER_SLOT,
      fragment,
      { v: 1, page: 'promo-banner', promotion },
      SHARED,
    );
  });

  app.get('/preview-banner', async (c) => {
    const fragment = c.var.fragment;
    const token = readHelperCookie(c.req.raw.headers, HELPER_COOKIES.preview);
    // without the cookie the answer is the same for everybody (the composer may share it)
    if (!token) return fragmentResponse('', { cacheControl: 'public, max-age=300' });
    const expires = token
      ? await verifyPreviewToken(deps.helpers.previewSecret, token, deps.contact.now())
      : null;
    if (!expires) return EMPTY();
    return render('preview-banner', PREVIEW_BANNER_SLOT, fragment, {
      v: 1,
      page: 'preview-banner',
      back: fragment.path,
      expiresAt: expires.toISOString(),
    });
  });
  return app;
}
