import { proxyRequest, type ProxyContext } from './proxy';
import type { ComposerLogger, FetchLike } from './types';

function context(fetch: FetchLike) {
  const lines: { level: string; msg: string }[] = [];
  const logger: ComposerLogger = {
    info: (msg) => lines.push({ level: 'info', msg }),
    warn: (msg) => lines.push({ level: 'warn', msg }),
    error: (msg) => lines.push({ level: 'error', msg }),
  };
  const ctx: ProxyContext = {
    fetch,
    logger,
    server: 'http://api.test',
    tenant: 'DE',
    locale: 'de-DE',
    host: 'de.localhost',
    proto: 'http',
    clientAddress: '127.0.0.1',
    requestId: 'r1',
    timeoutMs: 2000,
  };
  return { ctx, lines };
}

/** An upstream that answers only when the request's signal aborts (then it rejects, as fetch does). */
const hanging: FetchLike = (_url, init) =>
  new Promise((_, reject) => {
    if (init.signal?.aborted) reject(new Error('aborted'));
    else init.signal?.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
  });

describe('proxyRequest', () => {
  it('does not report a shopper who went away as an unreachable server', async () => {
    const { ctx, lines } = context(hanging);
    const client = new AbortController();
    const pending = proxyRequest(
      new Request('http://de.localhost/api/catalog/images/x/160.webp', { signal: client.signal }),
      ctx,
    );
    client.abort();
    await pending;
    expect(lines.map((l) => l.level)).toEqual(['info']);
    expect(lines[0]?.msg).toMatch(/went away/);
  });

  it('reports a server that cannot be reached', async () => {
    const { ctx, lines } = context(async () => {
      throw new Error('connect ECONNREFUSED');
    });
    const res = await proxyRequest(new Request('http://de.localhost/api/catalog/x'), ctx);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('2');
    expect(await res.json()).toEqual({
      error: {
        code: 'COMPOSER-007',
        status: 503,
        message: 'The service is unavailable, please retry shortly',
      },
    });
    expect(lines.map((l) => l.level)).toEqual(['warn']);
  });
});
