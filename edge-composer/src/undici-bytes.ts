import type { Agent, Dispatcher } from 'undici';
import type { BytesFetch, BytesReply } from './types';

type RawHeaders = Record<string, string | string[] | undefined>;

/** `http://host:port/path?query` → origin and path, without a `URL` object per fragment. */
export function splitUrl(url: string): { origin: string; path: string } {
  const match = /^(https?:\/\/[^/?#]+)([^#]*)/i.exec(url);
  if (!match) throw new TypeError(`not an http(s) URL: ${url}`);
  const path = match[2] ?? '';
  return { origin: match[1] as string, path: path.startsWith('/') ? path : `/${path}` };
}

function headerReader(raw: RawHeaders): BytesReply['headers'] {
  return {
    get: (name) => {
      const value = raw[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

/**
 * Fragment GETs over an undici Agent, read whole through its dispatch handler: the body's chunks
 * go straight into one buffer, with no body stream, promise chain or `Response` per fragment (the
 * composer makes three or more of these per page). An abort of `init.signal` aborts the request.
 */
export function undiciBytesFetcher(agent: Agent): BytesFetch {
  return (url, init) =>
    new Promise<BytesReply>((resolve, reject) => {
      const { signal } = init;
      if (signal.aborted) {
        reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
        return;
      }
      const { origin, path } = splitUrl(url);
      const chunks: Buffer[] = [];
      let status = 0;
      let headers: RawHeaders = {};
      let controller: Dispatcher.DispatchController | null = null;
      let settled = false;
      const onAbort = () =>
        controller?.abort(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      const done = (error: Error | null) => {
        if (settled) return;
        settled = true;
        signal.removeEventListener('abort', onAbort);
        if (error) reject(error);
        else
          resolve({
            status,
            headers: headerReader(headers),
            body: chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks),
          });
      };
      signal.addEventListener('abort', onAbort);
      agent.dispatch(
        { origin, path, method: 'GET', headers: init.headers },
        {
          onRequestStart: (c) => {
            controller = c;
          },
          onResponseStart: (_c, statusCode, raw) => {
            status = statusCode;
            headers = raw as RawHeaders;
          },
          onResponseData: (_c, chunk) => {
            chunks.push(chunk);
          },
          onResponseEnd: () => done(null),
          onResponseError: (_c, error) => done(error),
        },
      );
    });
}
