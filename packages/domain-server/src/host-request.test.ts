import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostRequest } from './host-request';

describe('hostRequest', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        res.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/; HttpOnly']);
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            host: req.headers.host,
            method: req.method,
            body,
            length: req.headers['content-length'] ?? null,
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the Host it is given and keeps every Set-Cookie of the answer', async () => {
    const res = await hostRequest(base, {
      headers: { host: 'ch.localhost:3000' },
      signal: AbortSignal.timeout(2000),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ host: 'ch.localhost:3000', method: 'GET', body: '', length: null });
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly']);
  });

  it('posts a body with its length', async () => {
    const res = await hostRequest(base, {
      method: 'POST',
      headers: new Headers({ host: 'shop', 'content-type': 'application/json' }),
      body: '{"ä":1}',
      signal: AbortSignal.timeout(2000),
    });
    expect(await res.json()).toEqual({ host: 'shop', method: 'POST', body: '{"ä":1}', length: '8' });
  });

  it('fails when the address does not answer in time', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`;
    await expect(hostRequest(url, { headers: {}, signal: AbortSignal.timeout(100) })).rejects.toThrow();
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });
});
