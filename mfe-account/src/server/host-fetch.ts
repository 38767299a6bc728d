/**
 * Part of the Node adapter (`node.ts`): the account server’s GET to the gateway over `node:http`,
 * because Web `fetch` cannot set `Host` (as in mfe-basket-checkout, decision 0058). Its own module so tests can use it without
 * starting the server.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';

/**
 * GET with a `host` header of our choosing (Web fetch ignores it): the composer reads the tenant
 * from `Host`, so a Swiss shopper's offers are priced in CHF. Connects to the URL's address.
 */
export function hostFetch(url: string, init: { headers: Headers; signal: AbortSignal }): Promise<Response> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(target, { method: 'GET', headers: Object.fromEntries(init.headers), signal: init.signal }, (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > 4 * 1024 * 1024) req.destroy(new Error('gateway answer over 4 MB'));
        else chunks.push(chunk);
      });
      res.on('end', () => resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 502, headers: { 'content-type': String(res.headers['content-type'] ?? '') } })));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
