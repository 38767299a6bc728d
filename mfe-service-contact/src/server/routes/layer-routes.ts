import { appError } from '@sf/contracts';
import { errorResponse, localeOfRequest } from '@sf/server-kit';
import { Hono } from 'hono';
import { contactText } from '../../shared/messages';
import type { ServerDeps } from '../deps';
import { escapeHtml } from '../domain/contact-mail';
import { loadLayer, localeOfLanguage } from '../domain/layers';

const CACHE = 'public, max-age=60, stale-while-revalidate=900';

/**
 * The service layer calls of spec section 7: `GET /fragment/inspire/servicelayer/{language}/{layerid}`
 * (the layer's content as an HTML snippet for overlays: heading and paragraphs, no scripts) and
 * `GET /api/servicelayer/{layerid}?language=` (the same as JSON `{ id, title, paragraphs }`).
 * An unknown or unloadable layer answers 404 with the localized layer load failure message.
 */
export function layerRoutes(deps: ServerDeps): Hono {
  const app = new Hono();
  app.get('/fragment/inspire/servicelayer/:language/:layerid', async (c) => {
    const locale = localeOfLanguage(c.req.param('language'));
    if (!locale) return c.notFound();
    const layer = await loadLayer(deps.contentBucket, locale, c.req.param('layerid'));
    if (!layer) {
      const html = `<div class="sf-service-layer" data-layer-error><p role="alert">${escapeHtml(contactText(locale, 'service.layer.error'))}</p></div>`;
      return c.html(html, 404, { 'cache-control': 'no-store' });
    }
    const html = `<div class="sf-service-layer" data-layer="${escapeHtml(layer.id)}"><h2>${escapeHtml(layer.title)}</h2>${layer.paragraphs
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join('')}</div>`;
    return c.html(html, 200, { 'cache-control': CACHE });
  });
  app.get('/api/servicelayer/:layerid', async (c) => {
    const locale = localeOfLanguage(c.req.query('language') ?? '') ?? localeOfRequest(c.req.raw.headers);
    const layer = await loadLayer(deps.contentBucket, locale, c.req.param('layerid'));
    if (!layer) return errorResponse(appError('API-404', contactText(locale, 'service.layer.error')));
    return c.json(layer, 200, { 'cache-control': CACHE });
  });
  return app;
}
