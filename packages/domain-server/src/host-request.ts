/**
 * A domain server's request to the composer on a shopper's behalf (the gateway, a public API) with a
 * `Host` of our choosing: the composer reads the shop (tenant, currency) from `Host`, and Web `fetch`
 * cannot set it (decision 0058). Over `node:http(s)`, connecting to the URL's address; the answer is
 * bounded (4 MB) and keeps every `Set-Cookie`.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface HostRequestInit {
  readonly method?: 'GET' | 'POST';
  readonly headers: Headers | Readonly<Record<string, string>>;
  readonly body?: string;
  readonly signal: AbortSignal;
}

const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

export function hostRequest(url: string, init: HostRequestInit): Promise<Response> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const headers = init.headers instanceof Headers ? Object.fromEntries(init.headers) : { ...init.headers };
  if (init.body !== undefined) headers['content-length'] = String(Buffer.byteLength(init.body));
  return new Promise((resolve, reject) => {
    const req = send(
      target,
      { method: init.method ?? 'GET', headers, signal: init.signal },
      (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) req.destroy(new Error('answer over 4 MB'));
          else chunks.push(chunk);
        });
        res.on('end', () => {
          const out = new Headers({ 'content-type': String(res.headers['content-type'] ?? '') });
          for (const cookie of res.headers['set-cookie'] ?? []) out.append('set-cookie', cookie);
          resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 502, headers: out }));
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}
