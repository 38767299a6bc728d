/**
 * The sandbox payment provider's Node entry (`dist/server/payment-sandbox.js`): 127.0.0.1 at
 * PAYMENT_SANDBOX_PORT (default PORT + 109). `PAYMENT_SANDBOX_SECRET` is shared with the basket
 * server (a development default when unset); `PAYMENT_SANDBOX_PUBLIC_URL` is where shoppers reach it.
 */
import { serve } from '@hono/node-server';
import { createLogger } from '@sf/server-kit';
import { createSandboxApp } from './sandbox-app';
import { DEV_SANDBOX_SECRET, sandboxPort } from './settings';

const port = sandboxPort(process.env);
const app = createSandboxApp({
  secret: process.env['PAYMENT_SANDBOX_SECRET'] ?? DEV_SANDBOX_SECRET,
  publicUrl: process.env['PAYMENT_SANDBOX_PUBLIC_URL'] ?? `http://127.0.0.1:${port}`,
});
const logger = createLogger('payment-sandbox');
const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, () => logger.info('listening', { url: `http://127.0.0.1:${port}` }));
const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
