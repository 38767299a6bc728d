import { createServer } from 'node:net';

/**
 * A TCP port that is free right now on 127.0.0.1: listens on port 0, reads the port the OS chose, closes.
 * For servers in tests that must be told their port up front; prefer passing port 0 where a server can.
 * @example const port = await freePort(); startServer({ host: '127.0.0.1', port });
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        server.close();
        reject(new Error('freePort: no TCP address'));
        return;
      }
      server.close((err) => (err ? reject(err) : resolve(address.port)));
    });
  });
}
