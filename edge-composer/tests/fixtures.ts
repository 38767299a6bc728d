/**
 * Real fragment servers for the composer suite (node:http on 127.0.0.1:0) speaking the fragment
 * protocol: a shell (header, footer, home, content), a remote (newsletter pages, the sheet
 * widget, its API and mailbox), a slow one (search) and a failing one (account). Started once per test file.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TENANTS, type Registry, type RegistryEntry, type RemoteVersion } from '@sf/contracts';
import { testCompositionOf } from './compositions';

/** Fragment route ids the fixtures were asked for, with the request headers. */
export interface SeenRequest {
  readonly server: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly at: number;
}

export interface Fixtures {
  readonly servers: Record<'shell' | 'newsletter' | 'slow' | 'failing', string>;
  readonly seen: SeenRequest[];
  /** When the slow server finished the response of `?id=…` (ms since epoch). */
  readonly slowFinished: Map<string, number>;
  /** When the slow API (`/api/search/slow?id=…`) saw its client (the composer) go away unanswered. */
  readonly slowAborted: Map<string, number>;
  readonly registry: Registry;
  /** Composer options every target uses (timeouts). */
  readonly config: {
    readonly fragmentTimeoutMs: number;
    readonly routeTimeouts: Record<string, number>;
    readonly apiTimeouts: Record<string, number>;
  };
  close(): Promise<void>;
}

/** The `mfe-search` fragment times out after this many ms in the suite. */
export const SEARCH_TIMEOUT_MS = 600;
/** `/api/search/*` times out after this many ms in the suite. */
export const SEARCH_API_TIMEOUT_MS = 500;

function slot(remote: string, route: string, inner: string): string {
  return `<div data-sf-slot="${remote}" data-sf-route="${route}">${inner}</div><script type="application/json" data-sf-state="${remote}">{"route":"${route}"}</script>`;
}

type Handler = (req: IncomingMessage, res: ServerResponse, url: URL, body: string) => void | Promise<void>;

async function listen(
  name: string,
  seen: SeenRequest[],
  handler: Handler,
): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fixture');
      seen.push({ server: name, url: req.url ?? '/', headers: req.headers, at: Date.now() });
      Promise.resolve(handler(req, res, url, Buffer.concat(chunks).toString('utf8'))).catch(() =>
        res.destroy(),
      );
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const shellHandler: Handler = (req, res, url) => {
  const nonce = String(req.headers['x-sf-nonce'] ?? '');
  const path = String(req.headers['x-sf-path'] ?? '');
  const html = (status: number, headers: Record<string, string>, body: string) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
    res.end(body);
  };
  if (url.pathname.startsWith('/cdn/') && url.pathname.endsWith('/mf-manifest.json')) {
    // the shell's manifest as @sf/federation writes it: no container, `metaData.entry` = boot script
    const isShell = url.pathname.startsWith('/cdn/shell/');
    res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    res.end(
      JSON.stringify({
        metaData: {
          remoteEntry: { name: isShell ? '' : 'remoteEntry.js', path: '' },
          ...(isShell ? { entry: 'main.1a2b3c4d.js' } : {}),
        },
      }),
    );
    return;
  }
  switch (url.pathname) {
    case '/fragment/header':
      return html(
        200,
        { 'cache-control': 'public, max-age=60, stale-while-revalidate=300' },
        `<style data-styled="true">.h{color:#068099}</style>${slot('shell', 'header', `<header><nav aria-label="Hauptnavigation"><a href="/">Start</a></nav></header>`)}<script nonce="${nonce}">window.sfHeader=1</script>`,
      );
    case '/fragment/footer':
      return html(
        200,
        { 'cache-control': 'public, max-age=60' },
        slot('shell', 'footer', '<footer><p>Fixture footer</p></footer>'),
      );
    case '/fragment/home':
      return html(
        200,
        { 'cache-control': 'no-store', 'x-sf-title': encodeURIComponent('Startseite – Fixture') },
        slot('shell', 'home', `<h1>Home ${String(req.headers['x-sf-locale'])}</h1>`),
      );
    case '/fragment/content':
      if (path.includes('gibt-es-nicht'))
        return html(
          404,
          { 'cache-control': 'no-store' },
          slot('shell', 'content', '<h1>CMS: nicht gefunden</h1>'),
        );
      if (path.includes('abgelaufen'))
        return html(
          200,
          { 'x-sf-status': '410', 'x-sf-title': 'Vorbei' },
          slot('shell', 'content', '<h1>Gone</h1>'),
        );
      return html(
        200,
        {
          'x-sf-title': encodeURIComponent('Über uns'),
          'x-sf-head': '<meta name="description" content="CMS page">',
        },
        slot('shell', 'content', '<h1>CMS page</h1>'),
      );
    default:
      return html(404, {}, 'no such fragment');
  }
};

const newsletterHandler: Handler = (req, res, url, body) => {
  if (url.pathname.startsWith('/fragment/')) {
    const route = decodeURIComponent(url.pathname.slice('/fragment/'.length));
    if (route === 'newsletter-sheet') {
      // the sheet widget; it fails on the CMS page `…/widget-kaputt`
      if (String(req.headers['x-sf-path'] ?? '').includes('widget-kaputt')) {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end('boom');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(
        slot(
          'mfe-newsletter-sheet',
          route,
          '<a href="/service-hilfe/newsletter/anmelden">Newsletter-Sheet</a>',
        ),
      );
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-sf-head': '<link rel="preload" href="/fixture.css" as="style">',
    });
    res.end(
      slot(
        'mfe-newsletter',
        route,
        `<h1 data-tenant="${String(req.headers['x-sf-tenant'])}" data-locale="${String(req.headers['x-sf-locale'])}">Newsletter ${route}${url.search}</h1>`,
      ),
    );
    return;
  }
  if (url.pathname.startsWith('/api/newsletter/')) {
    res.setHeader('set-cookie', ['nl_a=1; Path=/; HttpOnly', 'nl_b=2; Path=/']);
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        method: req.method,
        path: `${url.pathname}${url.search}`,
        headers: req.headers,
        body: body.length > 1000 ? `${body.length} bytes` : body,
      }),
    );
    return;
  }
  if (url.pathname === '/dev/mailbox') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        mails: [
          {
            id: '1',
            to: 'alt@example.org',
            subject: 'Ältere Mail',
            text: 'Hallo',
            html: '',
            createdAt: '2026-01-01T10:00:00.000Z',
          },
          {
            id: '2',
            to: 'neu@example.org',
            subject: 'Bitte bestätigen Sie Ihre Anmeldung',
            text: 'Bestätigen: http://de.localhost/service-hilfe/newsletter/anmelden/bestaetigt?token=abc123',
            html: '<p><a href="http://de.localhost/service-hilfe/newsletter/anmelden/bestaetigt?token=abc123">Bestätigen</a></p>',
            createdAt: '2026-02-01T10:00:00.000Z',
          },
        ],
      }),
    );
    return;
  }
  res.writeHead(404);
  res.end();
};

/** Assets of DE, AT and CH come from a CDN (the shell fixture); NL's from the composer's `/_assets/`. */
let cdn = '';

function versionOf(app: string, server: string, version = '1.0.0', local = false): RemoteVersion {
  const assetsUrl = local ? `/_assets/${app}/${version}/` : `${cdn}/cdn/${app}/${version}/`;
  return {
    version,
    assetsUrl,
    manifestUrl: `${assetsUrl}mf-manifest.json`,
    server,
    integrity: 'sha384-fixture',
    sharedVersions: { react: '19.3.1' },
    contractVersion: 1,
    ...(testCompositionOf(app) ? { composition: testCompositionOf(app)! } : {}),
  };
}

function entry(app: string, server: string, canary?: RemoteVersion, local = false): RegistryEntry {
  return {
    ...versionOf(app, server, '1.0.0', local),
    history: [],
    ...(canary ? { canary: { version: canary, percent: 100 } } : {}),
  };
}

let running: Promise<Fixtures> | undefined;

/** Starts the fixture servers once per test file. */
export function startFixtures(): Promise<Fixtures> {
  running ??= (async () => {
    const seen: SeenRequest[] = [];
    const slowFinished = new Map<string, number>();
    const slowAborted = new Map<string, number>();
    const timers = new Set<NodeJS.Timeout>();
    const shell = await listen('shell', seen, shellHandler);
    const newsletter = await listen('newsletter', seen, newsletterHandler);
    const slow = await listen('slow', seen, (_req, res, url) => {
      if (url.pathname === '/api/search/slow') {
        // answers after `delay` ms unless the composer gives up first
        const id = url.searchParams.get('id') ?? '';
        const timer = setTimeout(
          () => {
            timers.delete(timer);
            res.writeHead(200, { 'content-type': 'application/json' });
            res.end('{"results":[]}');
          },
          Number(url.searchParams.get('delay') ?? '3000'),
        );
        timers.add(timer);
        res.on('close', () => {
          if (res.writableFinished) return;
          clearTimeout(timer);
          timers.delete(timer);
          slowAborted.set(id, Date.now());
        });
        return;
      }
      if (!url.pathname.startsWith('/fragment/')) {
        res.writeHead(404);
        res.end();
        return;
      }
      // the search box widget of every page (its composition) answers at once: only the result page is slow
      if (url.pathname === '/fragment/search-box') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end('');
        return;
      }
      const delay = Number(url.searchParams.get('delay') ?? '3000');
      const timer = setTimeout(() => {
        timers.delete(timer);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(slot('mfe-search', 'search', '<h1>Suchergebnisse</h1>'), () =>
          slowFinished.set(url.searchParams.get('id') ?? '', Date.now()),
        );
      }, delay);
      timers.add(timer);
    });
    const failing = await listen('failing', seen, (_req, res, url) => {
      // a page asked with `delay` answers late instead of failing: the streaming tests need a slow
      // page on a route that streams (the account's; the search's takes its head from its fragment)
      const delay = url.searchParams.get('delay');
      if (delay && url.pathname.startsWith('/fragment/')) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end(slot('mfe-account', 'account', '<h1>Mein Konto, spät</h1>'), () =>
            slowFinished.set(url.searchParams.get('id') ?? '', Date.now()),
          );
        }, Number(delay));
        timers.add(timer);
        return;
      }
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('boom');
    });
    cdn = shell.url;
    const remotesOf = (local: boolean): Record<string, RegistryEntry> => ({
      shell: entry('shell', shell.url, undefined, local),
      'mfe-newsletter': entry('mfe-newsletter', newsletter.url, undefined, local),
      'mfe-search': entry('mfe-search', slow.url, undefined, local),
      'mfe-account': entry('mfe-account', failing.url, undefined, local),
      // deployed but down: its API answers 503
      'mfe-credit-instalments': entry('mfe-credit-instalments', 'http://127.0.0.1:9', undefined, local),
    });
    const canary = versionOf('mfe-newsletter', newsletter.url, '2.0.0-canary');
    const tenants = Object.fromEntries(
      TENANTS.map((t) => [
        t,
        t === 'NL'
          ? remotesOf(true)
          : t === 'AT'
            ? { ...remotesOf(false), 'mfe-newsletter': entry('mfe-newsletter', newsletter.url, canary) }
            : remotesOf(false),
      ]),
    );
    const registry: Registry = { contractVersion: 1, tenants };
    const all = [shell, newsletter, slow, failing];
    return {
      servers: { shell: shell.url, newsletter: newsletter.url, slow: slow.url, failing: failing.url },
      seen,
      slowFinished,
      slowAborted,
      registry,
      config: {
        fragmentTimeoutMs: 2000,
        routeTimeouts: { search: SEARCH_TIMEOUT_MS },
        apiTimeouts: { search: SEARCH_API_TIMEOUT_MS },
      },
      close: async () => {
        for (const t of timers) clearTimeout(t);
        for (const s of all) s.server.closeAllConnections();
        await Promise.all(all.map((s) => new Promise((done) => s.server.close(done))));
      },
    };
  })();
  return running;
}
