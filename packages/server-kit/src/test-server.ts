import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';

/** Test helper: serves a fetch handler on 127.0.0.1 at a random port (not exported). */
export async function listen(
  fetch: (request: Request) => Response | Promise<Response>,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createAdaptorServer({ fetch, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
