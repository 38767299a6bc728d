import { fetchInitialData, fetchJson, HttpError } from './fetch-json';
import { json, startServer, type TestServer } from './test-server';

describe('fetchJson', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer((req, res) => {
      if (!req.url.endsWith('/missing')) return json(res, { ok: true });
      res.writeHead(404, 'Not Found');
      res.end('nope');
    });
  });
  afterEach(() => server.close());

  it('adds x-ec-token when a token is given and parses JSON', async () => {
    await expect(
      fetchJson<{ ok: boolean }>(`${server.origin}/api/customer/v1`, { token: 'a.b.c' }),
    ).resolves.toEqual({ ok: true });
    await fetchJson(`${server.origin}/api/customer/v1`);
    await fetchJson(`${server.origin}/api/customer/v1`, {
      token: null,
      init: { headers: { 'x-extra': '1' } },
    });
    expect(server.seen.map((r) => r.headers['x-ec-token'])).toEqual(['a.b.c', undefined, undefined]);
    expect(server.seen[2]?.headers['x-extra']).toBe('1');
    expect(server.seen[0]?.headers.accept).toBe('application/json');
  });

  it('throws an error with the status on a non-ok reply', async () => {
    const url = `${server.origin}/api/voucher/missing`;
    const error = await fetchJson(url).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, statusText: 'Not Found', url });
    expect((error as Error).message).toBe(`Endpoint: ${url} - Status 404: Not Found`);
  });

  it('passes init through (method, body)', async () => {
    await fetchJson(`${server.origin}/api/vitals`, { init: { method: 'POST', body: '{"name":"INP"}' } });
    expect(server.seen[0]).toMatchObject({ method: 'POST', body: '{"name":"INP"}' });
  });
});

describe('fetchInitialData', () => {
  afterEach(() => jest.restoreAllMocks());

  it('runs the fetches in parallel', async () => {
    const started: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const item = (name: string) => async () => {
      started.push(name);
      await gate;
      return name;
    };
    const all = fetchInitialData([item('navigation'), item('usp')] as const);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['navigation', 'usp']);
    release();
    await expect(all).resolves.toEqual(['navigation', 'usp']);
  });

  it('logs a failure and yields null for that item only', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const [nav, usp, footer] = await fetchInitialData([
      () => Promise.resolve({ items: 3 }),
      () => Promise.reject(new HttpError('/usp', 500, 'Internal Server Error')),
      Promise.resolve('footer'),
    ] as const);
    expect(nav).toEqual({ items: 3 });
    expect(usp).toBeNull();
    expect(footer).toBe('footer');
    expect(log).toHaveBeenCalledWith(
      'Error on initial fetching data: Endpoint: /usp - Status 500: Internal Server Error',
    );
  });

  it('turns a throwing item function into a logged null, not a rejection', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await fetchInitialData([
      () => {
        throw 'boom';
      },
    ]);
    expect(result).toEqual([null]);
    expect(log).toHaveBeenCalledWith('Error on initial fetching data: boom');
  });
});
