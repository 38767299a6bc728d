/**
 * Node adapter of the service-contact server (Node specifics here and in `node-file-store.ts`):
 * opens the domain database (PGlite in .data/contact, or PostgreSQL by DATABASE_URL), migrates it,
 * picks the file store (a directory, or S3-compatible storage by CONTACT_S3_*), serves the Hono app
 * on 127.0.0.1:CONTACT_PORT (default PORT + 106) and runs the outbox worker of @sf/mail, which
 * loads attachments from the file store.
 */
import type { Db } from '@sf/data';
import { startDomainServer, type Env } from '@sf/domain-server';
import { createMailTransport, createOutboxWorker } from '@sf/mail';
import { createContentBucket } from '@sf/server-kit';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createContactApp } from './app';
import { DEFAULT_CAPTCHA, purgeUsedChallenges } from './domain/captcha';
import { createS3FileStore, type FileStore } from './domain/file-store';
import { CONTACT_MIGRATIONS } from './domain/migrations';
import { createDirectoryFileStore } from './node-file-store';

function fileStore(env: Env): FileStore {
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
async function captchaSecret(db: Db, env: Env): Promise<string> {
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

startDomainServer({
  name: 'mfe-service-contact',
  domain: 'contact',
  portEnv: 'CONTACT_PORT',
  portOffset: 106,
  migrations: CONTACT_MIGRATIONS,
  async setup(ctx) {
    const { db, env, logger } = ctx;
    const files = fileStore(env);
    const contact = {
      db,
      files,
      captcha: { ...DEFAULT_CAPTCHA, secret: await captchaSecret(db, env) },
      serviceEmail: env['CONTACT_SERVICE_EMAIL'] ?? 'kundenservice@localhost',
      now: () => new Date(),
    };
    const worker = createOutboxWorker({
      db,
      transport: createMailTransport({ smtpUrl: env['SMTP_URL'] || undefined, from: env['CONTACT_MAIL_FROM'] ?? 'Kontaktformular <kontakt@localhost>' }),
      logger,
      loadAttachment: (key) => files.get(key),
    });
    worker.start();
    ctx.onStop(() => worker.stop());
    const purge = setInterval(() => void purgeUsedChallenges(db, new Date()).catch((error: unknown) => logger.warn('purge failed', { error })), 600_000);
    purge.unref();
    ctx.onStop(() => clearInterval(purge));
    const app = createContactApp({
      contact,
      trustedOrigins: ctx.list('CONTACT_TRUSTED_ORIGINS'),
      rateLimitPerAddress: ctx.number('CONTACT_RATE_LIMIT', 5),
      rateLimitPerEmail: ctx.number('CONTACT_RATE_LIMIT_PER_EMAIL', 5),
      challengesPerMinute: ctx.number('CONTACT_CAPTCHA_RATE_LIMIT', 30),
      rateLimitStore: ctx.rateLimitStore,
      contentBucket: createContentBucket({ baseUrl: ctx.contentBucketUrl }),
      logger,
      devFeatures: ctx.devFeatures,
    });
    return Object.assign(app, { describe: { files: files.kind } });
  },
});
