import { migrate, openDatabase, type Db } from '@sf/data';
import type { NewsletterContext } from './context';
import { NEWSLETTER_MIGRATIONS } from './migrations';
import { listMails, type OutboxMail } from './outbox';

/** Test helper: a migrated in-memory database, a movable clock and outbox readers. */
export interface TestContext extends NewsletterContext {
  /** Moves the clock forward. */
  advance(ms: number): void;
  /** Mails to one address, newest first. */
  mailsTo(email: string): Promise<OutboxMail[]>;
  /** Empties every table (between tests). */
  reset(): Promise<void>;
}

/** Opens in-memory PGlite with the newsletter schema (test-only, not used by the server). */
export async function createTestContext(): Promise<TestContext & { db: Db }> {
  const db = await openDatabase({ domain: 'newsletter', memory: true });
  await migrate(db, NEWSLETTER_MIGRATIONS);
  let time = Date.parse('2026-03-02T10:00:00.000Z');
  return {
    db,
    secret: 'test-secret-test-secret-test-secret-0123',
    voucherSecret: 'test-voucher-secret-test-voucher-secret-42',
    now: () => new Date(time),
    advance: (ms) => {
      time += ms;
    },
    mailsTo: (email) => listMails(db, { to: email }),
    reset: async () => {
      await db.query(
        'TRUNCATE vouchers, confirmation_tokens, unsubscribe_requests, outbox, subscriptions RESTART IDENTITY CASCADE',
      );
    },
  };
}

/** The token of the newest confirmation link in a mail text. */
export function tokenFromMail(mail: OutboxMail | undefined): string {
  const match = /[?&]token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error('no confirmation token in the mail');
  return match[1];
}

/** The signed unsubscribe token in a voucher mail's footer link. */
export function mailingTokenFromMail(mail: OutboxMail | undefined): string {
  const match = /[?&]token=([0-9a-f-]{36}(?:\.|%2E)[0-9a-z]+(?:\.|%2E)[A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error('no unsubscribe token in the mail');
  return decodeURIComponent(match[1]);
}

/** A confirmed subscription with its welcome voucher (15 EUR, 90 EUR minimum), as the confirmation writes it. */
export async function seedVoucher(
  ctx: { db: Db },
  code: string,
  validUntil = '2026-09-02T10:00:00Z',
): Promise<void> {
  const { rows } = await ctx.db.query<{ id: string }>(
    `INSERT INTO subscriptions (email, salutation, brands, tenant, locale, shop_origin, status) VALUES ($1, 'female', 'both', 'DE', 'de-DE', 'http://localhost:3000', 'active') RETURNING id`,
    [`${code.toLowerCase()}@example.de`],
  );
  await ctx.db.query(
    `INSERT INTO vouchers (code, subscription_id, value_eur, minimum_order_eur, single_use, customer_group, valid_until) VALUES ($1, $2, 15, 90, true, 'newsletter', $3)`,
    [code, rows[0]!.id, validUntil],
  );
}
