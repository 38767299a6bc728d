/** Test support: HTTP to the composer with a chosen `Host` (Web fetch ignores it; the tenant comes from it). */
import { request } from 'node:http';

/** A reply: status, `Set-Cookie` values and the parsed JSON body. */
export interface Reply {
  readonly status: number;
  readonly setCookies: string[];
  readonly json: unknown;
}

/** Sends `method url` with `host` as the Host header (and as Origin for writes), JSON body if given. */
export function call(
  url: string,
  opts: { method?: string; host: string; headers?: Record<string, string>; body?: unknown },
): Promise<Reply> {
  const method = opts.method ?? 'GET';
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const headers: Record<string, string> = { host: opts.host, accept: 'application/json', ...opts.headers };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers['origin'] ??= `http://${opts.host}`;
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown = null;
        try {
          json = JSON.parse(text);
        } catch {
          json = text;
        }
        const raw = res.headers['set-cookie'];
        resolve({ status: res.statusCode ?? 0, setCookies: raw ?? [], json });
      });
    });
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/** `name=value` pairs of `Set-Cookie` values merged into a `Cookie` header. */
export function jar(previous: string, setCookies: readonly string[]): string {
  const map = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]),
  );
  for (const c of setCookies) {
    const pair = c.split(';')[0] ?? '';
    map.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
  }
  return [...map].map(([k, v]) => `${k}=${v}`).join('; ');
}
