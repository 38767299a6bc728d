import type { FragmentContext } from '@sf/contracts';
import { CHROME_CACHE_CONTROL, fragmentResponse, renderFragment } from '@sf/server-kit';
import { isWhiteLabel } from '@sf/tenant-config';
import { isFooterDoc, isMenuFlyoutDoc, isNavigationDoc, isUspBarDoc } from '../shared/content-guards';
import { COLOR_MODE_SCRIPT } from '../client/color-mode';
import { Footer } from './chrome/footer';
import { Header } from './chrome/header';
import { translator } from './chrome/translate';
import { docOf, type ContentSource } from './content-source';
import { escapeHtml } from './escape';
import { fallbackFooter, fallbackNavigation } from './fallback-content';

/**
 * `GET /fragment/header`: navigation, flyout teasers and USP bar from the CMS, read in parallel.
 * Without the bucket the header still renders: built-in navigation, no USP bar.
 */
export async function headerFragment(
  ctx: FragmentContext,
  content: ContentSource,
  nonce: string | null,
): Promise<Response> {
  const [navigation, flyout, usp] = await Promise.all([
    content.read(ctx.locale, 'navigation', isNavigationDoc),
    content.read(ctx.locale, 'menu-flyout', isMenuFlyoutDoc),
    content.read(ctx.locale, 'bucket-usp-bar', isUspBarDoc),
  ]);
  const html = await renderFragment({
    remote: 'shell',
    routeId: 'header',
    identifierPrefix: 'shell-header-',
    element: (
      <Header
        locale={ctx.locale}
        t={translator(ctx.locale)}
        navigation={docOf(navigation) ?? fallbackNavigation(ctx.locale)}
        flyout={docOf(flyout)}
        usp={docOf(usp)}
        nonce={nonce}
        whiteLabel={isWhiteLabel(ctx.tenant)}
      />
    ),
  });
  const script = nonce ? `<script nonce="${escapeHtml(nonce)}">${COLOR_MODE_SCRIPT}</script>` : '';
  return fragmentResponse(`${script}${html}`, { cacheControl: CHROME_CACHE_CONTROL });
}

/** `GET /fragment/footer`: the CMS footer, or one built from the tenant configuration without the bucket. */
export async function footerFragment(ctx: FragmentContext, content: ContentSource): Promise<Response> {
  const t = translator(ctx.locale);
  const footer =
    docOf(await content.read(ctx.locale, 'footer', isFooterDoc)) ?? fallbackFooter(ctx.locale, t);
  const html = await renderFragment({
    remote: 'shell',
    routeId: 'footer',
    identifierPrefix: 'shell-footer-',
    element: <Footer footer={footer} locale={ctx.locale} t={t} />,
  });
  return fragmentResponse(html, { cacheControl: CHROME_CACHE_CONTROL });
}
