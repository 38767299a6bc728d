import { fragmentContext, fragmentResponse, type FragmentEnv } from '@sf/server-kit';
import { isChatBotVisible } from '@sf/i18n';
import { Hono } from 'hono';
import { ChatBotApp } from '../../features/chat-bot/chat-bot-app';
import { CHAT_BOT_SLOT } from '../../shared/constants';
import { contactText, fieldErrorText, isFieldErrorKey } from '../../shared/messages';
import type { ContactState } from '../../shared/state';
import type { ServerDeps } from '../deps';
import { readDraft } from '../domain/drafts';
import { loadLayer, loadLayerIndex } from '../domain/layers';
import { contactRemote } from '../remote';

const REFERENCE = /^K-[A-Z2-9]{10}$/;

/** The page's query (`x-sf-path`: what the shopper requested). */
const pageQuery = (path: string) => new URL(path, 'http://page.invalid').searchParams;

/**
 * `GET /fragment/contact` (the form; `?draft=` shows a refused no-JS post again),
 * `GET /fragment/contact-sent` (success view; `?ref=` the reference) and
 * `GET /fragment/service-layer` (`/servicelayer/<id>`: the layer's content only; `/servicelayer/`:
 * the index of the layers). Rendering
 * changes nothing.
 */
export function fragmentRoutes(deps: ServerDeps): Hono<FragmentEnv> {
  const app = new Hono<FragmentEnv>();
  app.use('*', fragmentContext());

  // the chat bot widget: on the home page and service-help, not below newsletter, shopping-vorteile,
  // nachhaltigkeit and ueber-uns (spec section 2); elsewhere an empty fragment (nothing shown)
  app.get('/chat-bot', async (c) => {
    const fragment = c.var.fragment;
    if (!isChatBotVisible(fragment.path)) return fragmentResponse('', { cacheControl: 'no-store' });
    const html = await contactRemote.render(
      'chat-bot',
      fragment,
      { v: 1, page: 'chat-bot' },
      { name: CHAT_BOT_SLOT, App: ChatBotApp },
    );
    return fragmentResponse(html, { cacheControl: 'no-store' }); // per path: never shared between paths
  });

  app.get('/contact', async (c) => {
    const fragment = c.var.fragment;
    const draft = await readDraft(deps.contact.db, pageQuery(fragment.path).get('draft'), deps.contact.now());
    const errors = Object.fromEntries(
      Object.entries(draft?.errors ?? {})
        .filter(([, key]) => isFieldErrorKey(key))
        .map(([field, key]) => [field, fieldErrorText(key, fragment.locale)]),
    );
    const values = Object.fromEntries(
      Object.entries(draft?.values ?? {}).map(([k, v]) => [k, typeof v === 'boolean' ? (v ? 'on' : '') : v]),
    );
    const state: ContactState = { v: 1, page: 'form', ...(draft ? { values, errors } : {}) };
    const html = await contactRemote.render('contact', fragment, state);
    return fragmentResponse(html, { title: contactText(fragment.locale, 'contact.title') });
  });

  app.get('/contact-sent', async (c) => {
    const fragment = c.var.fragment;
    const ref = pageQuery(fragment.path).get('ref') ?? '';
    const state: ContactState = { v: 1, page: 'sent', ...(REFERENCE.test(ref) ? { reference: ref } : {}) };
    const html = await contactRemote.render('contact-sent', fragment, state);
    return fragmentResponse(html, { title: contactText(fragment.locale, 'contact.success.title') });
  });

  app.get('/service-layer', async (c) => {
    const fragment = c.var.fragment;
    const id = new URL(fragment.path, 'http://page.invalid').pathname
      .replace(/^\/(?:fr\/)?servicelayer\/?/, '')
      .replace(/\/+$/, '');
    // `/servicelayer/` itself: the index of the layers, each linked
    const layer =
      id === ''
        ? await loadLayerIndex(deps.contentBucket, fragment.locale)
        : await loadLayer(deps.contentBucket, fragment.locale, id);
    const html = await contactRemote.render('service-layer', fragment, {
      v: 1,
      page: 'layer',
      layer,
      standalone: true,
    });
    return fragmentResponse(html, {
      status: layer ? 200 : 404,
      cacheControl: layer ? 'public, max-age=60, stale-while-revalidate=900' : 'no-store',
      title: layer?.title ?? contactText(fragment.locale, 'service.layer.error'),
    });
  });
  return app;
}
