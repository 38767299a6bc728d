/**
 * `npm run dev -w mfe-service-contact`: the service vertical alone (the harness of
 * `@sf/remote-harness`). Builds client and server in watch mode, (re)starts the contact server
 * (CONTACT_PORT, default 3106) on each server rebuild with PGlite in `<repo>/.data/contact-dev` and
 * files in `<repo>/.data/contact-dev/contact-files`, and serves the harness on
 * http://127.0.0.1:${CONTACT_HARNESS_PORT:-3116}/?route=contact&locale=de-DE: the contact form (it
 * posts to `/api/contact/*`), the success view, a service layer, every page helper as its own page,
 * and the mailbox (`/dev/mailbox.html`: what the outbox sent, with attachments).
 *
 * The harness plays the composer for the helpers: it passes the helper cookies and visitor hints
 * (`x-sf-visitor`) from the tester's browser, overridden by the page's query — `?country=AT`,
 * `?lang=de-CH`, `?device=ios|android` — so each prompt can be seen without a CDN or a phone.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { isLocale, visitorHintsHeader, type Locale, type VisitorHints } from '@sf/contracts';
import { Hono } from 'hono';
import { localizedPath } from '@sf/i18n';
import { runHarness, type HarnessTarget } from '@sf/remote-harness';

const root = resolve(import.meta.dirname, '../..');
const dataDir = resolve(root, '../.data/contact-dev');
const HELPER_COOKIES = ['sf_country', 'sf_app_banner', 'sf_survey', 'sf_preview'];
const WIDGETS = [
  'chat-bot',
  'country-switch',
  'app-banner',
  'survey',
  'promo-banner',
  'preview-banner',
] as const;

/** The hints the composer would send, from the tester's browser and the page's query. */
function hints(request: Request): VisitorHints {
  const url = new URL(request.url);
  const ua = request.headers.get('user-agent') ?? '';
  const device = url.searchParams.get('device');
  const lang = url.searchParams.get('lang');
  const languages = (lang ?? request.headers.get('accept-language') ?? '')
    .split(',')
    .map((p) => p.split(';')[0]!.trim())
    .filter((t) => /^[a-z]{2,3}(-[A-Za-z]{2})?$/i.test(t))
    .map((t) =>
      t.includes('-') ? `${t.slice(0, 2).toLowerCase()}-${t.slice(3).toUpperCase()}` : t.toLowerCase(),
    )
    .slice(0, 5);
  const country = url.searchParams.get('country')?.toUpperCase() ?? null;
  const platform =
    device === 'ios' || device === 'android'
      ? device
      : /iPhone|iPad/.test(ua)
        ? 'ios'
        : /Android/.test(ua)
          ? 'android'
          : 'other';
  return {
    languages,
    country: country && /^[A-Z]{2}$/.test(country) ? country : null,
    platform,
    mobile: platform !== 'other',
  };
}

/** A helper widget as a page of its own (`/?route=<widget>&locale=…&country=…`; its page path is set per request). */
const widgetPage = (widget: string, locale: Locale): HarnessTarget => ({
  routeId: widget,
  locale,
  pagePath: '/',
  slot: `mfe-service-contact-${widget}`,
  expose: `./${widget}`,
});

/**
 * The content bucket of the repository (`shell/content`: service layers, promotions) on a port of its
 * own, de-AT/de-CH falling back to de-DE as the shell's bucket does.
 */
function serveContent(port: number): string {
  const contentDir = resolve(root, '../shell/content');
  const app = new Hono();
  app.get('/:locale/:file', async (c) => {
    const { locale, file } = c.req.param();
    if (!isLocale(locale) || !/^[a-z0-9-]+\.json$/.test(file)) return c.notFound();
    for (const dir of locale === 'de-AT' || locale === 'de-CH' ? [locale, 'de-DE'] : [locale]) {
      const body = await readFile(resolve(contentDir, dir, file), 'utf8').catch(() => null);
      if (body !== null) return c.body(body, 200, { 'content-type': 'application/json; charset=utf-8' });
    }
    return c.notFound();
  });
  serve({ fetch: app.fetch, hostname: '127.0.0.1', port });
  return `http://127.0.0.1:${port}`;
}

const contentUrl =
  process.env['CONTENT_BUCKET_URL'] ?? serveContent(Number(process.env['CONTACT_CONTENT_PORT'] ?? 3126));

runHarness({
  root,
  remote: 'mfe-service-contact',
  federationName: 'mfe_service_contact',
  serverPortEnv: 'CONTACT_PORT',
  defaultServerPort: 3106,
  harnessPortEnv: 'CONTACT_HARNESS_PORT',
  defaultHarnessPort: 3116,
  serverEnv: { SF_DATA_DIR: dataDir, CONTENT_BUCKET_URL: contentUrl },
  proxy: ['/api/contact/', '/api/servicelayer/', '/dev/mailbox'],
  shortcuts: [
    { label: 'Kontakt', route: 'contact' },
    { label: 'Gesendet', route: 'contact-sent' },
    ...WIDGETS.map((w) => ({ label: w, route: w })),
  ],
  links: [
    { label: 'Mailbox', href: '/dev/mailbox.html' },
    {
      label: 'Vorschau-Link',
      href: '/api/contact/helpers/dev/preview-link?path=%2F%3Froute%3Dpreview-banner',
    },
    { label: 'Ländervorschlag AT', href: '/?route=country-switch&country=AT' },
    { label: 'App-Banner iOS', href: '/?route=app-banner&device=ios' },
    { label: 'Umfrage', href: '/?route=survey&survey=1' },
    { label: 'Aktion', href: '/?route=promo-banner&promo=willkommen' },
  ],
  shortcut: (route, locale) => {
    if (route === 'contact' || route === 'contact-sent') return localizedPath(route, locale);
    if ((WIDGETS as readonly string[]).includes(route)) return widgetPage(route, locale);
    return null;
  },
  fragmentHeaders: (request, target) => {
    const url = new URL(request.url);
    const cookies = (request.headers.get('cookie') ?? '')
      .split(';')
      .map((c) => c.trim())
      .filter((c) => HELPER_COOKIES.includes(c.split('=')[0] ?? ''));
    return {
      'x-sf-visitor': visitorHintsHeader(hints(request)),
      'x-forwarded-proto': 'http',
      'x-forwarded-host': url.host,
      // a widget page: the page the helper sees (and posts back to) is the harness page with its query
      ...(target.pagePath === '/' && target.slot !== 'mfe-service-contact'
        ? { 'x-sf-path': `/${url.search}` }
        : {}),
      ...(cookies.length ? { cookie: cookies.join('; ') } : {}),
    };
  },
});
