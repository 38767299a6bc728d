/**
 * The sandbox payment provider's Node entry (`dist/server/payment-sandbox.js`): 127.0.0.1 at
 * PAYMENT_SANDBOX_PORT (default PORT + 109). `PAYMENT_SANDBOX_SECRET` is shared with the basket
 * server (required without development features: the start is refused, naming it);
 * `PAYMENT_SANDBOX_PUBLIC_URL` is where shoppers reach it.
 */
import { serve } from '@hono/node-server';
import { createLogger, SecretsError } from '@sf/server-kit';
import { createSandboxApp } from './sandbox-app';
import { sandboxSettings, type SandboxSettings } from './settings';

const logger = createLogger('payment-sandbox');
let settings: SandboxSettings;
try {
  settings = sandboxSettings(process.env);
} catch (error) {
  if (error instanceof SecretsError)
    logger.error(`start refused: ${error.message}`, { missing: error.missing });
  else logger.error('start failed', { error });
  process.exit(1);
}
if (settings.generated)
  logger.info('a secret generated for this process (development features)', {
    name: 'PAYMENT_SANDBOX_SECRET',
  });
const app = createSandboxApp({ secret: settings.secret, publicUrl: settings.publicUrl });
const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: settings.port }, () =>
  logger.info('listening', { url: `http://127.0.0.1:${settings.port}` }),
);
const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
