import { migrate, openDatabase, type Db } from '@sf/data';
import { listOutbox } from '@sf/mail';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { newChallenge } from './captcha';
import type { ContactContext } from './context';
import { createMemoryFileStore } from './file-store';
import { CONTACT_MIGRATIONS } from './migrations';

/** Test helper: in-memory PGlite with the contact schema, a memory file store, easy captchas. */
export async function createTestContext() {
  const db: Db = await openDatabase({ domain: 'contact', memory: true });
  await migrate(db, CONTACT_MIGRATIONS);
  const files = createMemoryFileStore();
  const ctx: ContactContext = {
    db,
    files,
    captcha: {
      secret: 'test-captcha-secret-test-captcha-secret',
      minCounter: 10,
      maxCounter: 50,
      ttlSeconds: 600,
    },
    serviceEmail: 'service@shop.test',
    now: () => new Date(),
  };
  return {
    ...ctx,
    files,
    /** A solved captcha payload, as the ALTCHA widget posts it. */
    async solvedCaptcha(): Promise<string> {
      const challenge = await newChallenge(ctx.captcha, ctx.now());
      const solution = await solveChallenge({ challenge, deriveKey });
      if (!solution) throw new Error('captcha not solved');
      return btoa(
        JSON.stringify({
          challenge: { parameters: challenge.parameters, signature: challenge.signature },
          solution,
        }),
      );
    },
    mails: () => listOutbox(db, { to: 'service@shop.test' }),
    async count(table: 'messages' | 'attachments' | 'used_challenges' | 'outbox'): Promise<number> {
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      return Number(rows[0]?.n ?? 0);
    },
    async reset(): Promise<void> {
      await db.query('TRUNCATE attachments, messages, used_challenges, outbox RESTART IDENTITY CASCADE');
      files.files.clear();
    },
  };
}

/** Smallest valid images, by their magic numbers (content checks look at nothing else). */
export const PNG_BYTES = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00,
  0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89, 0x00, 0x00, 0x00,
  0x0a, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0x00, 0x01, 0x00, 0x00, 0x05, 0x00, 0x01, 0x0d, 0x0a, 0x2d,
  0xb4, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
]);
export const JPEG_BYTES = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00, 0xff, 0xd9,
]);
/** The start of a Windows executable (`MZ`). */
export const EXE_BYTES = Uint8Array.from([
  0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00,
]);

/** A browser-like File. */
export const fileOf = (name: string, bytes: Uint8Array<ArrayBuffer>, type = 'image/jpeg') =>
  new File([bytes], name, { type });

/** A valid minimal form (product question). */
export const VALID_FIELDS = {
  salutation: 'female',
  firstname: 'Erika',
  lastname: 'Mustermann',
  email: 'erika@example.de',
  subject: 'productQuestion',
  message: 'Gibt es das Sofa auch in Grün?',
} as const;
