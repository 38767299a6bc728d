/**
 * Node adapter of the service-contact server (Node specifics here and in `node-file-store.ts`):
 * opens the domain database (PGlite in .data/contact, or PostgreSQL by DATABASE_URL), migrates it,
 * picks the file store (a directory, or S3-compatible storage by CONTACT_S3_*), serves the Hono app
 * on 127.0.0.1:CONTACT_PORT (default PORT + 106) and runs the outbox worker of @sf/mail, which
 * loads attachments from the file store.
 */
import { serve } from '@hono/node-server';
import { createPgPool, migrate, openDatabase, type Db } from '@sf/data';
import { createMailTransport, createOutboxWorker } from '@sf/mail';
import { createContentBucket, createLogger, createRateLimitStore, devFeaturesEnabled } from '@sf/server-kit';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createContactApp } from './app';
import { DEFAULT_CAPTCHA, purgeUsedChallenges } from './domain/captcha';
import { createS3FileStore, type FileStore } from './domain/file-store';
import { CONTACT_MIGRATIONS } from './domain/migrations';
import { createDirectoryFileStore } from './node-file-store';

const env = process.env;
const composerPort = Number(env['PORT'] ?? 3000);
const port = Number(env['CONTACT_PORT'] ?? composerPort + 106);
const logger = createLogger('mfe-service-contact');
const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function fileStore(): FileStore {
  const endpoint = env['CONTACT_S3_ENDPOINT'];
  if (endpoint) {
    const need = (name: string) => {
      const value = env[name];
      if (!value) throw new Error(`${name} is required with CONTACT_S3_ENDPOINT`);
      return value;
    };
    return createS3FileStore({
      endpoint,
      bucket: need('CONTACT_S3_BUCKET'),
      region: env['CONTACT_S3_REGION'] ?? 'us-east-1',
      accessKeyId: need('CONTACT_S3_ACCESS_KEY_ID'),
      secretAccessKey: need('CONTACT_S3_SECRET_ACCESS_KEY'),
      ...(env['CONTACT_S3_PREFIX'] ? { prefix: env['CONTACT_S3_PREFIX'] } : {}),
    });
  }
  const dataDir = path.resolve(env['SF_DATA_DIR'] ?? '.data');
  return createDirectoryFileStore(env['CONTACT_FILES_DIR'] ?? path.join(dataDir, 'contact-files'));
}

/** The captcha's HMAC secret: CONTACT_CAPTCHA_SECRET, else one generated and kept in the database. */
async function captchaSecret(db: Db): Promise<string> {
  const configured = env['CONTACT_CAPTCHA_SECRET'];
  if (configured) {
    if (configured.length < 32) throw new Error('CONTACT_CAPTCHA_SECRET must have at least 32 characters');
    return configured;
  }
  await db.query('CREATE TABLE IF NOT EXISTS settings (name text PRIMARY KEY, value text NOT NULL)');
  await db.query('INSERT INTO settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', ['captcha-secret', randomBytes(32).toString('base64url')]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM settings WHERE name = $1', ['captcha-secret']);
  const value = rows[0]?.value;
  if (!value) throw new Error('no captcha secret');
  return value;
}

async function main(): Promise<void> {
  const db = await openDatabase({ domain: 'contact' });
  const rateLimitPool = env['DATABASE_URL'] ? createPgPool(env['DATABASE_URL'], { max: 3, name: 'rate-limit' }) : undefined;
  const applied = await migrate(db, CONTACT_MIGRATIONS);
  if (applied.length) logger.info('migrations applied', { applied });
  const files = fileStore();
  const contact = {
    db,
    files,
    captcha: { ...DEFAULT_CAPTCHA, secret: await captchaSecret(db) },
    serviceEmail: env['CONTACT_SERVICE_EMAIL'] ?? 'kundenservice@localhost',
    now: () => new Date(),
  };
  const app = createContactApp({
    contact,
    trustedOrigins: list(env['CONTACT_TRUSTED_ORIGINS']),
    rateLimitPerAddress: Number(env['CONTACT_RATE_LIMIT'] ?? 5),
    rateLimitPerEmail: Number(env['CONTACT_RATE_LIMIT_PER_EMAIL'] ?? 5),
    challengesPerMinute: Number(env['CONTACT_CAPTCHA_RATE_LIMIT'] ?? 30),
    rateLimitStore: createRateLimitStore({ pool: rateLimitPool }),
    contentBucket: createContentBucket({ baseUrl: env['CONTENT_BUCKET_URL'] ?? `http://127.0.0.1:${composerPort + 100}` }),
    logger,
    devFeatures: devFeaturesEnabled(env),
  });
  const worker = createOutboxWorker({
    db,
    transport: createMailTransport({ smtpUrl: env['SMTP_URL'] || undefined, from: env['CONTACT_MAIL_FROM'] ?? 'Kontaktformular <kontakt@localhost>' }),
    logger,
    loadAttachment: (key) => files.get(key),
  });
  worker.start();
  const purge = setInterval(() => void purgeUsedChallenges(db, new Date()).catch((error: unknown) => logger.warn('purge failed', { error })), 600_000);
  purge.unref();
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, (info) => {
    logger.info('listening', { url: `http://127.0.0.1:${info.port}`, files: files.kind });
  });
  const stop = () => {
    clearInterval(purge);
    server.close(() => {
      void worker
        .stop()
        .then(() => Promise.all([db.close(), rateLimitPool?.end()]))
        .finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  logger.error('start failed', { error });
  process.exit(1);
});
