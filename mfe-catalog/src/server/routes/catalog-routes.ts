import { appError } from '@sf/contracts';
import { productPath } from '@sf/i18n';
import { parseQuantity, QUANTITY_MAX } from '@sf/validation';
import { bodyLimit, errorResponse, isFormPost, originGuard, readBody } from '@sf/server-kit';
import { Hono } from 'hono';
import { ADD_TO_BASKET } from '../../shared/documents';
import { catalogText } from '../../shared/messages';
import { MAX_BODY_BYTES, type ServerDeps } from '../deps';
import { findProduct } from '../domain/product';
import { requestShop } from '@sf/remote-server';
import { downloadPdf, DOWNLOAD_FILES } from './download-pdf';

/** What the basket's `addToBasket` answers the catalog's form. */
interface AddToBasketData {
  readonly addToBasket?: {
    readonly basket?: { readonly count: number } | null;
    readonly error?: unknown;
  } | null;
}

/**
 * `/api/catalog/*`: `POST basket` (the product page's add-to-basket form without JavaScript: checks
 * the variant and quantity, calls the basket's `addToBasket` through the gateway with the shopper's
 * cookies, passes the basket cookie back, and redirects to the product page with a notice),
 * `GET downloads/<sku>/<kind>.pdf`, and the images slice's routes under `images/` when mounted.
 */
export function catalogRoutes(deps: ServerDeps): Hono {
  const api = new Hono();
  if (deps.imageRoutes) api.route('/images', deps.imageRoutes);

  api.post(
    '/basket',
    originGuard({ trustedOrigins: [...deps.trustedOrigins] }),
    bodyLimit({ maxSize: MAX_BODY_BYTES }),
    async (c) => {
      const shop = requestShop(c.req.raw.headers);
      const body = await readBody(c, { maxBytes: MAX_BODY_BYTES });
      const product = await findProduct(deps.db, body['product'] ?? '', shop);
      if (!product)
        return errorResponse(appError('API-404', catalogText(shop.locale, 'catalog.error.unknownProduct')));
      const page = productPath(product.slug, product.sku, shop.locale);
      const back = (notice: string, sku?: string) =>
        c.redirect(`${page}?notice=${notice}${sku ? `&variant=${sku}` : ''}`, 303);
      const sku = body['sku'] ?? '';
      const variant = product.variants.find((v) => v.sku === sku);
      if (!variant)
        return isFormPost(c)
          ? back('variant')
          : errorResponse(appError('API-422', catalogText(shop.locale, 'catalog.product.variantRequired')));
      const max = Math.min(QUANTITY_MAX, variant.stock);
      const quantity = parseQuantity(body['quantity'] ?? '1', max);
      if (quantity === null) {
        return isFormPost(c)
          ? back('quantity', sku)
          : errorResponse(
              appError(
                'API-422',
                catalogText(shop.locale, 'catalog.product.quantityInvalid', { max: Math.max(1, max) }),
              ),
            );
      }
      // the gateway answers for the shop the shopper is on (tenant by host) and checks the origin
      // against it: the public host, the form's origin and the shopper's cookies go on
      const host = c.req.header('x-forwarded-host');
      const result = await deps.gateway<AddToBasketData, { sku: string; quantity: number }>(
        ADD_TO_BASKET,
        { sku, quantity },
        {
          tenant: shop.tenant,
          locale: shop.locale,
          host: host ?? null,
          origin: host ? `${c.req.header('x-forwarded-proto') ?? 'http'}://${host}` : null,
          cookie: c.req.header('cookie') ?? null,
          requestId: c.req.header('x-sf-request-id') ?? null,
        },
      );
      if (!result.ok)
        deps.logger.error('add to basket through the gateway failed', { reason: result.reason });
      const ok = result.ok && Boolean(result.data.addToBasket?.basket) && !result.data.addToBasket?.error;
      const setCookie = result.setCookies;
      if (!isFormPost(c)) {
        return ok
          ? c.json({ status: 'added' }, 200, { 'cache-control': 'no-store' })
          : errorResponse(appError('API-409', catalogText(shop.locale, 'catalog.product.basketError')));
      }
      const res = back(ok ? 'added' : 'basket-error', sku);
      for (const cookie of setCookie) res.headers.append('set-cookie', cookie);
      return res;
    },
  );

  api.get('/downloads/:sku/:file', async (c) => {
    const shop = requestShop(c.req.raw.headers);
    const file = c.req.param('file');
    const kind = DOWNLOAD_FILES.get(file);
    const product = kind ? await findProduct(deps.db, c.req.param('sku'), shop) : null;
    if (!kind || !product || !product.downloads.includes(kind))
      return errorResponse(appError('API-404', catalogText(shop.locale, 'catalog.error.unknownProduct')));
    const title = `${catalogText(shop.locale, `catalog.download.${kind}` as 'catalog.download.ASSEMBLY')} – ${product.brand} ${product.name} (${product.sku})`;
    return new Response(downloadPdf(title), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${product.sku}-${file}"`,
        'cache-control': 'public, max-age=86400',
      },
    });
  });
  return api;
}
