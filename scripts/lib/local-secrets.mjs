// The secrets the stack's servers need (issue 25): production refuses to start without them; `npm start`
// with development features generates the ones two processes share, once per data dir.
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Every secret of the stack, who needs it, and whether two processes must hold the same one. */
export const STACK_SECRETS = [
  {
    name: 'PAYMENT_SANDBOX_SECRET',
    kind: 'hmac',
    servers: ['mfe-basket-checkout', 'payment sandbox'],
    shared: true,
  },
  {
    name: 'NEWSLETTER_VOUCHER_SECRET',
    kind: 'hmac',
    servers: ['mfe-basket-checkout', 'mfe-newsletter'],
    shared: true,
  },
  { name: 'NEWSLETTER_SIGNING_SECRET', kind: 'hmac', servers: ['mfe-newsletter'], shared: false },
  { name: 'CONTACT_CAPTCHA_SECRET', kind: 'hmac', servers: ['mfe-service-contact'], shared: false },
  { name: 'CONTACT_PREVIEW_SECRET', kind: 'hmac', servers: ['mfe-service-contact'], shared: false },
  { name: 'ACCOUNT_SIGNING_KEYS', kind: 'ed25519-jwks', servers: ['mfe-account'], shared: false },
  { name: 'ACCOUNT_CAPTCHA_SECRET', kind: 'hmac', servers: ['mfe-account'], shared: false },
  // the signed canary bucket cookie (decision 0141): every composer of the shop must hold the same
  { name: 'COMPOSER_BUCKET_SECRET', kind: 'hmac', servers: ['edge-composer'], shared: true },
  // the tester override (decision 0165): the composer checks what `npm run override` signs
  {
    name: 'OVERRIDE_SIGNING_SECRET',
    kind: 'hmac',
    servers: ['edge-composer', 'npm run override'],
    shared: true,
  },
  // the bearer token of the composer's /_platform/metrics (decision 0152): the composer and whoever scrapes it
  { name: 'PLATFORM_METRICS_TOKEN', kind: 'hmac', servers: ['edge-composer', 'scraper'], shared: true },
];

/** A fresh value of a kind: 32 random bytes (base64url), or a JSON Web Key Set with one Ed25519 private key. */
export function freshSecret(kind) {
  if (kind === 'ed25519-jwks') {
    const { privateKey } = generateKeyPairSync('ed25519');
    return JSON.stringify({ keys: [{ ...privateKey.export({ format: 'jwk' }), kid: randomUUID() }] });
  }
  return randomBytes(32).toString('base64url');
}

/** The names of the stack's secrets that `env` does not set. */
export function missingSecrets(env = process.env) {
  return STACK_SECRETS.filter((s) => !env[s.name]?.trim()).map((s) => s.name);
}

/**
 * Generated local secrets for a data dir (`<dataDir>/local-secrets.json`, mode 0600): each of `names`
 * made once and kept, so every process of this data dir gets the same value on every start. For
 * development features and local measurements only; a deployment sets its own.
 */
export function localSecrets(dataDir, names) {
  const file = path.join(dataDir, 'local-secrets.json');
  const kept = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  let changed = false;
  for (const name of names) {
    if (kept[name]) continue;
    const spec = STACK_SECRETS.find((s) => s.name === name);
    if (!spec) throw new Error(`unknown secret ${name}`);
    kept[name] = freshSecret(spec.kind);
    changed = true;
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return Object.fromEntries(names.map((n) => [n, kept[n]]));
}
