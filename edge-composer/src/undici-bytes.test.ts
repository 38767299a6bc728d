/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { LightAbort } from './light-abort';
import { splitUrl, undiciBytesFetcher } from './undici-bytes';

describe('splitUrl', () => {
  it('splits origin and path, with a root path when there is none', () => {
    expect(splitUrl('http://127.0.0.1:3101/fragment/header?x=1#top')).toEqual({
      origin: 'http://127.0.0.1:3101',
      path: '/fragment/header?x=1',
    });
    expect(splitUrl('https://shop.example')).toEqual({ origin: 'https://shop.example', path: '/' });
    expect(() => splitUrl('ftp://x/y')).toThrow('not an http(s) URL');
  });
});

describe('undiciBytesFetcher', () => {
  let server: Server;
  let base: string;
  const agent = new Agent({ keepAliveTimeout: 1000 });
  const big = 'x'.repeat(200_000);
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/slow') return void setTimeout(() => res.end('late'), 2000);
      res.writeHead(req.url === '/missing' ? 404 : 200, {
        'content-type': 'text/html; charset=utf-8',
        'x-sf-head': req.headers['x-sf-locale'] ?? '',
      });
      res.end(req.url === '/big' ? big : `<p>${req.url}</p>`);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await agent.close();
    await new Promise((done) => server.close(done));
  });
  const fetchBytes = undiciBytesFetcher(agent);

  it('reads status, headers and the whole body as bytes, also in many chunks', async () => {
    const reply = await fetchBytes(`${base}/fragment/header`, {
      headers: { 'x-sf-locale': 'fr-CH' },
      signal: new LightAbort(),
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('X-SF-Head')).toBe('fr-CH');
    expect(reply.headers.get('x-missing')).toBeNull();
    expect(Buffer.from(reply.body).toString()).toBe('<p>/fragment/header</p>');
    expect(
      Buffer.from(
        (await fetchBytes(`${base}/big`, { headers: {}, signal: new LightAbort() })).body,
      ).toString(),
    ).toBe(big);
    expect((await fetchBytes(`${base}/missing`, { headers: {}, signal: new LightAbort() })).status).toBe(404);
  });

  it('gives up when aborted, before or during the request', async () => {
    const before = new LightAbort();
    before.abort(new Error('timeout'));
    await expect(fetchBytes(`${base}/slow`, { headers: {}, signal: before })).rejects.toThrow('timeout');
    const during = new LightAbort();
    const pending = fetchBytes(`${base}/slow`, { headers: {}, signal: during });
    setTimeout(() => during.abort(new Error('fragment timeout')), 50);
    await expect(pending).rejects.toThrow('fragment timeout');
  });

  it('rejects when the server is not reachable', async () => {
    await expect(
      fetchBytes('http://127.0.0.1:1/x', { headers: {}, signal: new LightAbort() }),
    ).rejects.toThrow();
  });
});
