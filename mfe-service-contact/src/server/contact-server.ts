/**
 * The service-contact server's start (Node specifics here and in `node-file-store.ts`; `node.ts` runs it):
 * opens the domain database (PGlite in .data/contact, or PostgreSQL by DATABASE_URL), migrates it,
 * picks the file store (a directory, or S3-compatible storage by CONTACT_S3_*), serves the Hono app
 * on 127.0.0.1:CONTACT_PORT (default PORT + 106) and runs the outbox worker of @sf/mail, which
 * loads attachments from the file store. Without development features CONTACT_CAPTCHA_SECRET and
 * CONTACT_PREVIEW_SECRET are required (the start is refused, naming the missing ones).
 */
import type { Db } from '@sf/data';
import type { DomainServerContext, DomainServerOptions, Env } from '@sf/domain-server';
import { startMailOutbox } from '@sf/mail';
import { createContentBucket } from '@sf/server-kit';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createContactApp } from './app';
import { DEFAULT_CAPTCHA, purgeUsedChallenges } from './domain/captcha';
import { createS3FileStore, type FileStore } from './domain/file-store';
import { CONTACT_MIGRATIONS } from './domain/migrations';
import { parseShopOrigins } from './helpers/country-offer';
import { helperSettings } from './helpers/settings';
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

/** The contact server's secrets: the captcha's HMAC key, the preview tokens' key (shared with the CMS). */
export const CONTACT_SECRETS = ['CONTACT_CAPTCHA_SECRET', 'CONTACT_PREVIEW_SECRET'] as const;

/**
 * An HMAC secret: the setting `name` (checked by `requireSecrets`: ≥ 32 characters, and required
 * without development features), else (development features only) one generated once and kept in
 * the database's `settings` table under `setting`.
 */
async function storedSecret(
  ctx: DomainServerContext,
  name: (typeof CONTACT_SECRETS)[number],
  setting: string,
): Promise<string> {
  const configured = ctx.secrets[name];
  if (configured) return configured;
  const db: Db = ctx.db;
  await db.query('CREATE TABLE IF NOT EXISTS settings (name text PRIMARY KEY, value text NOT NULL)');
  await db.query('INSERT INTO settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    setting,
    randomBytes(32).toString('base64url'),
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM settings WHERE name = $1', [setting]);
  const value = rows[0]?.value;
  if (!value) throw new Error(`no ${setting}`);
  return value;
}

/** A share in [0, 1] from the environment (`0.05`), else the default. */
const share = (raw: string | undefined, fallback: number) => {
  const n = raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isFinite(n) && n >= 0 && n <= 1 ? n : fallback;
};

/** The service-contact server as `startDomainServer` runs it (`node.ts`), and as tests start it. */
export const contactServer: DomainServerOptions = {
  name: 'mfe-service-contact',
  domain: 'contact',
  portEnv: 'CONTACT_PORT',
  portOffset: 106,
  migrations: CONTACT_MIGRATIONS,
  secrets: CONTACT_SECRETS,
  async setup(ctx) {
    const { db, env, logger } = ctx;
    const files = fileStore(env);
    const contact = {
      db,
      files,
      captcha: {
        ...DEFAULT_CAPTCHA,
        secret: await storedSecret(ctx, 'CONTACT_CAPTCHA_SECRET', 'captcha-secret'),
      },
      serviceEmail: env['CONTACT_SERVICE_EMAIL'] ?? 'kundenservice@localhost',
      accessibilityEmail: env['CONTACT_ACCESSIBILITY_EMAIL'] ?? 'barrierefreiheit@localhost',
      now: () => new Date(),
    };
    ctx.onStop(
      startMailOutbox({
        db,
        env,
        fromVar: 'CONTACT_MAIL_FROM',
        defaultFrom: 'Kontaktformular <kontakt@localhost>',
        logger,
        loadAttachment: (key) => files.get(key),
      }),
    );
    const purge = setInterval(
      () =>
        void purgeUsedChallenges(db, new Date()).catch((error: unknown) =>
          logger.warn('purge failed', { error }),
        ),
      600_000,
    );
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
      helpers: helperSettings(await storedSecret(ctx, 'CONTACT_PREVIEW_SECRET', 'preview-secret'), {
        shopOrigins: parseShopOrigins(env['SHOP_ORIGINS']),
        surveyRate: share(env['CONTACT_SURVEY_RATE'], 0.05),
        postsPerMinute: ctx.number('CONTACT_HELPER_RATE_LIMIT', 30),
        appStores: {
          ios: env['CONTACT_APP_STORE_URL'] ?? helperSettings('').appStores.ios,
          android: env['CONTACT_PLAY_STORE_URL'] ?? helperSettings('').appStores.android,
        },
      }),
    });
    return Object.assign(app, { describe: { files: files.kind } });
  },
};
