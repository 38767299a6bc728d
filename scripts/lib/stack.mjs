// The embedded default stack: which processes `npm start` runs, on which ports.
// Every internal port derives from PORT (default 3000): base = PORT + 100.
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Apps that are deployed into the registry (their dist/client is published under /_assets). */
export const APPS = [
  { name: 'shell', offset: 1, portEnv: 'SHELL_PORT' },
  { name: 'mfe-basket-checkout', offset: 4, portEnv: 'BASKET_PORT' },
  { name: 'mfe-service-contact', offset: 6, portEnv: 'CONTACT_PORT' },
  { name: 'mfe-newsletter', offset: 7, portEnv: 'NEWSLETTER_PORT' },
  { name: 'mfe-catalog', offset: 2, portEnv: 'CATALOG_PORT' },
  // reads the catalog's feed through the composer (decision 0043): it syncs once the composer is up
  { name: 'mfe-search', offset: 3, portEnv: 'SEARCH_PORT' },
  { name: 'mfe-account', offset: 5, portEnv: 'ACCOUNT_PORT' },
  { name: 'mfe-credit-instalments', offset: 8, portEnv: 'CREDIT_PORT' },
];

/** The checkout's sandbox payment provider (decision 0067): its own process, built with mfe-basket-checkout. */
export const PAYMENT_SANDBOX = {
  offset: 9,
  portEnv: 'PAYMENT_SANDBOX_PORT',
  entry: 'mfe-basket-checkout/dist/server/payment-sandbox.js',
};

/** The content bucket (CMS files of the repo) is served by its own small server. */
export const CONTENT_BUCKET = { offset: 0, portEnv: 'CONTENT_BUCKET_PORT' };

/** @param {NodeJS.ProcessEnv} env */
export function stackConfig(env = process.env) {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port <= 0 || port > 65400)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const host = env.HOST ?? '127.0.0.1';
  const base = port + 100;
  const dataDir = path.resolve(ROOT, env.SF_DATA_DIR ?? '.data');
  return {
    port,
    host,
    dataDir,
    registryFile: env.SF_REGISTRY_FILE
      ? path.resolve(env.SF_REGISTRY_FILE)
      : path.join(dataDir, 'registry', 'registry.json'),
    assetsDir: path.join(dataDir, 'assets'),
    contentBucketPort: base + CONTENT_BUCKET.offset,
    paymentSandboxPort: Number(env.PAYMENT_SANDBOX_PORT ?? base + PAYMENT_SANDBOX.offset),
    // the gateway's internal address for domain servers that read other domains (the basket reads catalog offers)
    gatewayUrl: env.SF_GATEWAY_URL ?? `http://${host}:${port}/api/gateway/`,
    apps: APPS.map((a) => ({ ...a, port: base + a.offset, dir: path.join(ROOT, a.name) })),
  };
}
