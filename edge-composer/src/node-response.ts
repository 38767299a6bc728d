import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { isLastChunk, pageBodyOf } from './page-body';

/** The response's headers for `writeHead` (`set-cookie` kept as separate values). */
function headerRecord(headers: Headers): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  headers.forEach((value, name) => {
    if (name !== 'set-cookie') out[name] = value;
  });
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) out['set-cookie'] = cookies;
  return out;
}

function drained(out: ServerResponse): Promise<void> {
  return new Promise((done) => {
    const go = () => {
      out.off('drain', go);
      out.off('close', go);
      done();
    };
    out.on('drain', go);
    out.on('close', go);
  });
}

/**
 * Writes a composed page (a response of `withPageBody`) to Node's response with as few socket
 * writes as streaming allows: the status line and headers leave with the head of the document
 * (@hono/node-server flushes them alone first), and the page's last chunk leaves with the end of
 * the chunked body. The head still leaves at once, every later chunk as soon as it is read.
 * Returns false (nothing written) for any other response.
 */
export async function writeComposedPage(response: Response, out: ServerResponse): Promise<boolean> {
  const body = pageBodyOf(response);
  if (!body || body.locked) return false;
  out.writeHead(response.status, headerRecord(response.headers));
  const reader = body.getReader();
  const gone = () => void reader.cancel().catch(() => undefined);
  out.once('close', gone);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || out.destroyed) {
        out.end();
        return true;
      }
      if (isLastChunk(value)) {
        out.end(value);
        return true;
      }
      if (!out.write(value)) await drained(out);
    }
  } catch (error) {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
    return true;
  } finally {
    out.off('close', gone);
  }
}
