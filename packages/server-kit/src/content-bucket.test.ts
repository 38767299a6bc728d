import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createContentBucket, USP_BAR_IDENTIFIER } from './content-bucket';

type Route = (req: IncomingMessage, res: ServerResponse) => void;

/** A real bucket on 127.0.0.1:0 whose answers the test changes; counts requests per path. */
async function bucketServer() {
  const hits = new Map<string, number>();
  let route: Route = (_req, res) => {
    res.writeHead(404, 'Not Found').end();
  };
  const server: Server = createServer((req, res) => {
    hits.set(req.url ?? '', (hits.get(req.url ?? '') ?? 0) + 1);
    route(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    hits: (path: string) => hits.get(path) ?? 0,
    answer(next: Route) {
      route = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const json =
  (body: unknown, delayMs = 0): Route =>
  (_req, res) => {
    setTimeout(
      () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
      delayMs,
    );
  };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` holds (background refreshes finish on their own schedule). */
async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await pause(10);
  }
}

const settle = () => pause(30);

describe('createContentBucket', () => {
  let server: Awaited<ReturnType<typeof bucketServer>>;
  let time: number;
  let lines: string[];
  const make = (extra: { timeoutMs?: number } = {}) =>
    createContentBucket({
      baseUrl: `${server.baseUrl}/`,
      now: () => time,
      logger: (l) => lines.push(l),
      ...extra,
    });

  beforeEach(async () => {
    server = await bucketServer();
    time = 1_700_000_000_000;
    lines = [];
  });

  afterEach(() => server.close());

  it('addresses documents by locale and identifier, slashes turned into dashes', () => {
    const bucket = createContentBucket({ baseUrl: 'https://cms.example/bucket/' });
    expect(bucket.address('de-DE', 'service/newsletter/sheet')).toBe(
      'https://cms.example/bucket/de-DE/service-newsletter-sheet.json',
    );
    expect(bucket.address('fr-CH', USP_BAR_IDENTIFIER)).toBe(
      'https://cms.example/bucket/fr-CH/bucket-usp-bar.json',
    );
  });

  it('fetches once, serves from memory while fresh, and shares concurrent requests', async () => {
    server.answer(json({ items: ['Gratis Versand ab 75 €'] }, 20));
    const bucket = make();
    const results = await Promise.all(
      [1, 2, 3].map(() => bucket.get<{ items: string[] }>('de-DE', USP_BAR_IDENTIFIER)),
    );
    expect(results.map((r) => r?.items[0])).toEqual(Array(3).fill('Gratis Versand ab 75 €'));
    time += 899_000;
    expect(await bucket.get('de-DE', USP_BAR_IDENTIFIER)).toEqual({ items: ['Gratis Versand ab 75 €'] });
    expect(server.hits('/de-DE/bucket-usp-bar.json')).toBe(1);
    expect(lines).toEqual([]);
  });

  it('after 900 s serves the stale copy and refreshes once in the background', async () => {
    server.answer(json({ v: 1 }));
    const bucket = make();
    await bucket.get('de-DE', 'footer');
    server.answer(json({ v: 2 }, 20));
    time += 900_000;
    expect(await bucket.get('de-DE', 'footer')).toEqual({ v: 1 });
    expect(await bucket.get('de-DE', 'footer')).toEqual({ v: 1 });
    await eventually(async () => JSON.stringify(await bucket.get('de-DE', 'footer')) === '{"v":2}');
    expect(server.hits('/de-DE/footer.json')).toBe(2);
  });

  it('logs a non-ok reply in the spec’s format and answers null', async () => {
    server.answer((_req, res) => {
      res.writeHead(503, 'Service Unavailable').end();
    });
    const bucket = make();
    expect(await bucket.get('nl-NL', 'pages/home')).toBeNull();
    expect(lines).toEqual([
      `Endpoint: ${server.baseUrl}/nl-NL/pages-home.json - Status 503: Service Unavailable`,
    ]);
  });

  it('keeps serving the stale copy when a refresh fails, and retries after the dedupe window', async () => {
    server.answer(json({ v: 1 }));
    const bucket = make();
    await bucket.get('de-DE', 'menu');
    server.answer((_req, res) => {
      res.writeHead(500, 'Internal Server Error').end();
    });
    time += 901_000;
    expect(await bucket.get('de-DE', 'menu')).toEqual({ v: 1 });
    await eventually(() => lines.length === 1);
    expect(lines).toEqual([
      `Endpoint: ${server.baseUrl}/de-DE/menu.json - Status 500: Internal Server Error`,
    ]);
    expect(await bucket.get('de-DE', 'menu')).toEqual({ v: 1 });
    await settle();
    expect(server.hits('/de-DE/menu.json')).toBe(2); // within dedupeMs: no new request
    server.answer(json({ v: 3 }));
    time += 3_000;
    await eventually(async () => JSON.stringify(await bucket.get('de-DE', 'menu')) === '{"v":3}');
    expect(server.hits('/de-DE/menu.json')).toBe(3);
  });

  it('logs status 0 with the error message on a timeout or a refused connection', async () => {
    server.answer(json({ late: true }, 500));
    const bucket = make({ timeoutMs: 50 });
    expect(await bucket.get('de-DE', 'slow')).toBeNull();
    expect(lines[0]).toMatch(new RegExp(`^Endpoint: ${server.baseUrl}/de-DE/slow.json - Status 0: .+`));

    const closedUrl = server.baseUrl;
    await server.close();
    const offline = createContentBucket({ baseUrl: closedUrl, logger: (l) => lines.push(l) });
    expect(await offline.get('de-DE', 'footer')).toBeNull();
    expect(lines[1]).toMatch(new RegExp(`^Endpoint: ${closedUrl}/de-DE/footer.json - Status 0: .+`));
    server = await bucketServer(); // afterEach closes something
  });

  it('treats a body that is not JSON as a failure', async () => {
    server.answer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end('<html>');
    });
    expect(await make().get('de-DE', 'broken')).toBeNull();
    expect(lines[0]).toMatch(/- Status 200: invalid JSON/);
  });

  it('uses an injected fetch', async () => {
    const calls: string[] = [];
    const bucket = createContentBucket({
      baseUrl: 'https://cms.test',
      fetch: async (input) => {
        calls.push(String(input));
        return Response.json({ injected: true });
      },
    });
    expect(await bucket.get('de-AT', 'x')).toEqual({ injected: true });
    expect(calls).toEqual(['https://cms.test/de-AT/x.json']);
  });
});
