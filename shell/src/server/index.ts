import { createLogger, errorHandler, fragmentContext, type FragmentEnv, type Logger } from '@sf/server-kit';
import { Hono } from 'hono';
import { footerFragment, headerFragment } from './chrome-fragments';
import { contentFragment, createContentPages, type ContentPages } from './content-fragments';
import { createContentSource, type ContentSource } from './content-source';
import { platformRoutes, type PlatformRoutesOptions } from './platform';
import { vitalsRoutes, type VitalsRoutesOptions } from './vitals';

/** Options of {@link createShellServer}. */
export interface ShellServerOptions {
  /** Root of the content bucket (e.g. `http://127.0.0.1:3100`); ignored when `content` is given. */
  readonly contentBucketUrl?: string;
  /** A content source (tests); default: the bucket at `contentBucketUrl`. */
  readonly content?: ContentSource;
  readonly logger?: Logger;
  /** `fetch` for the bucket (tests). */
  readonly fetch?: typeof fetch;
  /** The platform's vitals API (`POST /api/vitals`), when the server has the platform schema. */
  readonly vitals?: VitalsRoutesOptions;
  /** The kept content pages (tests: with their own clock); default: regenerated every 15 s. */
  readonly pages?: ContentPages;
  /** The platform team's dashboard `/_platform` and the composers' `POST /internal/fragment-metrics` (decision 0150). */
  readonly platform?: PlatformRoutesOptions;
}

/**
 * The shell's chrome fragment server (Web-standard Hono app): `GET /fragment/header`,
 * `/fragment/footer`, `/fragment/home`, `/fragment/content` with the composer's fragment headers,
 * plus `GET /healthz` and, with `vitals`, the platform's `POST /api/vitals`; with `platform`, the
 * platform team's dashboard under `/_platform`.
 * @example serve({ fetch: createShellServer({ contentBucketUrl: 'http://127.0.0.1:3100' }).fetch, port: 3101 })
 */
export function createShellServer(opts: ShellServerOptions = {}): Hono<FragmentEnv> {
  const logger = opts.logger ?? createLogger('shell');
  const content =
    opts.content ??
    createContentSource({
      baseUrl: opts.contentBucketUrl ?? 'http://127.0.0.1:3100',
      logger,
      ...(opts.fetch ? { fetch: opts.fetch } : {}),
    });
  const pages = opts.pages ?? createContentPages();
  const app = new Hono<FragmentEnv>();
  app.onError(errorHandler);
  app.get('/healthz', (c) => c.json({ ok: true }));
  app.use('/fragment/*', fragmentContext());
  app.get('/fragment/header', (c) =>
    headerFragment(c.var.fragment, content, c.req.header('x-sf-nonce') ?? null),
  );
  app.get('/fragment/footer', (c) => footerFragment(c.var.fragment, content));
  app.get('/fragment/home', (c) => contentFragment('home', c.var.fragment, content, pages));
  app.get('/fragment/content', (c) => contentFragment('content', c.var.fragment, content, pages));
  if (opts.vitals) app.route('/', vitalsRoutes(opts.vitals));
  if (opts.platform) app.route('/', platformRoutes(opts.platform));
  return app;
}

export { createContentSource, type ContentSource, type ContentResult } from './content-source';
export { contentIdentifier, STOREFRONT_IDENTIFIER } from './content-identifier';
