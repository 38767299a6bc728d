import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the test server saw. */
export interface SeenRequest {
  readonly method: string;
  /** Full URL as the client sent it (origin + path + query). */
  readonly url: string;
  readonly search: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  /** GraphQL params from the query string (GET) or the JSON body (POST). */
  readonly params: Record<string, unknown>;
}

export type Reply = (req: SeenRequest, res: ServerResponse) => void | Promise<void>;

/** Test helper (not exported from the package): a GraphQL-shaped HTTP server on 127.0.0.1:0. */
export interface TestServer {
  readonly origin: string;
  readonly seen: SeenRequest[];
  reply: Reply;
  close(): Promise<void>;
}

export function json(res: ServerResponse, body: unknown, status = 200): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function paramsOf(method: string, search: URLSearchParams, body: string): Record<string, unknown> {
  if (method === 'POST') return body ? (JSON.parse(body) as Record<string, unknown>) : {};
  const params: Record<string, unknown> = {};
  for (const [k, v] of search) params[k] = k === 'variables' || k === 'extensions' ? JSON.parse(v) : v;
  return params;
}

export async function startServer(
  reply: Reply = (_req, res) => json(res, { data: null }),
): Promise<TestServer> {
  const seen: SeenRequest[] = [];
  const state = { reply };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const method = req.method ?? 'GET';
      const url = `${origin}${req.url ?? '/'}`;
      const search = new URL(url).searchParams;
      const request: SeenRequest = {
        method,
        url,
        search,
        headers: req.headers,
        body,
        params: paramsOf(method, search, body),
      };
      seen.push(request);
      Promise.resolve(state.reply(request, res)).catch((error: unknown) => {
        res.writeHead(500);
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    seen,
    get reply() {
      return state.reply;
    },
    set reply(r: Reply) {
      state.reply = r;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
