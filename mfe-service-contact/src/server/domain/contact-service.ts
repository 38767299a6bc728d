import type { Locale, TenantId } from '@sf/contracts';
import { validateCaptcha } from '@sf/validation';
import { enqueueMail, type MailAttachment } from '@sf/mail';
import { deliveredContentType, checkAttachments, type FileProblem } from './attachments';
import { spendChallenge, verifyCaptcha, type CaptchaProblem } from './captcha';
import { contactFieldErrors, readContactValues } from '../../shared/contact-fields';
import { serviceTeamMail } from './contact-mail';
import type { ContactContext } from './context';

/** What a submitted contact form carries. */
export interface ContactSubmission {
  /** The text fields and check boxes, as posted. */
  readonly fields: Readonly<Record<string, unknown>>;
  /** The files of the `attachments` field, in the order chosen. */
  readonly files: readonly File[];
  readonly tenant: TenantId;
  readonly locale: Locale;
}

/** The outcome of {@link submitContact}. */
export type ContactOutcome =
  | { readonly status: 'sent'; readonly reference: string }
  | {
      readonly status: 'invalid';
      readonly fieldErrors: Readonly<Record<string, string>>;
      readonly fileProblem?: FileProblem;
    }
  | { readonly status: 'captcha'; readonly problem: CaptchaProblem };

const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A reference the shopper can quote (`K-` and 10 characters without look-alikes). */
export function newReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return `K-${[...bytes].map((b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('')}`;
}

/** The team a message goes to: barrier reports to the accessibility team when one is configured. */
export function recipientOf(
  ctx: Pick<ContactContext, 'serviceEmail' | 'accessibilityEmail'>,
  subject: string,
): string {
  return subject === 'reportBarrier' ? (ctx.accessibilityEmail ?? ctx.serviceEmail) : ctx.serviceEmail;
}

const verifyMissing = (value: unknown) => validateCaptcha(value) !== undefined;

const hex = (buf: ArrayBuffer) =>
  [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Takes a contact message: checks the fields (spec section 5), the files (by the spec's rules and
 * their content) and the captcha; stores the files, then in one transaction spends the captcha
 * challenge (a replay is refused), stores the message with its attachments' metadata and puts the
 * mail to the service team into the outbox. Only then does the shopper see the success view; a
 * failing transaction removes the stored files again. Refused input stores nothing.
 */
export async function submitContact(ctx: ContactContext, input: ContactSubmission): Promise<ContactOutcome> {
  const values = readContactValues(input.fields);
  const fieldErrors: Record<string, string> = { ...contactFieldErrors(values, input.tenant) };
  const checked = await checkAttachments(input.files);
  if (!checked.ok) fieldErrors.attachments = checked.problem.key;
  // a missing captcha is named with the other missing fields (it is a required field, spec section 5)
  if (Object.keys(fieldErrors).length > 0 && verifyMissing(input.fields.altcha))
    fieldErrors.altcha = 'captcha.required';
  if (Object.keys(fieldErrors).length > 0) {
    return { status: 'invalid', fieldErrors, ...(checked.ok ? {} : { fileProblem: checked.problem }) };
  }
  const captcha = await verifyCaptcha(ctx.captcha, input.fields.altcha);
  if (typeof captcha === 'string') return { status: 'captcha', problem: captcha };
  if (!checked.ok) throw new Error('unreachable');

  const now = ctx.now();
  const messageId = crypto.randomUUID();
  const reference = newReference();
  const stored = await Promise.all(
    checked.files.map(async (file, position) => {
      const id = crypto.randomUUID();
      const key = `${messageId}/${id}`;
      await ctx.files.put(key, file.bytes, deliveredContentType(file.contentType));
      return { id, key, position, file, sha256: hex(await crypto.subtle.digest('SHA-256', file.bytes)) };
    }),
  );
  try {
    const spent = await ctx.db.transaction(async (tx) => {
      if (!(await spendChallenge(tx, captcha, now))) return false;
      await tx.query(
        `INSERT INTO messages (id, reference, tenant, locale, subject, salutation, firstname, lastname, email, phone,
           customernumber, birthday, street, housenumber, postalcode, city, message, cancel_nl, cancel_advertising,
           cancel_marketing, created_at)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21)`,
        [
          messageId,
          reference,
          input.tenant,
          input.locale,
          values.subject,
          values.salutation,
          values.firstname,
          values.lastname,
          values.email.toLowerCase(),
          values.phone,
          values.customernumber,
          values.birthday,
          values.street,
          values.housenumber,
          values.postalcode,
          values.city,
          values.message,
          values.cancelnl,
          values.canceladvertising,
          values.cancelmarketing,
          now.toISOString(),
        ],
      );
      for (const s of stored) {
        await tx.query(
          `INSERT INTO attachments (id, message_id, position, name, content_type, size, sha256, storage_key)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8)`,
          [s.id, messageId, s.position, s.file.name, s.file.contentType, s.file.size, s.sha256, s.key],
        );
      }
      const attachments: MailAttachment[] = stored.map((s) => ({
        filename: s.file.name,
        contentType: deliveredContentType(s.file.contentType),
        key: s.key,
      }));
      const mail = serviceTeamMail({
        to: recipientOf(ctx, values.subject),
        reference,
        values,
        tenant: input.tenant,
        locale: input.locale,
        attachments,
      });
      await enqueueMail(tx, mail, now);
      return true;
    });
    if (!spent) {
      await Promise.all(stored.map((s) => ctx.files.delete(s.key)));
      return { status: 'captcha', problem: 'replayed' };
    }
  } catch (error) {
    await Promise.allSettled(stored.map((s) => ctx.files.delete(s.key)));
    throw error;
  }
  return { status: 'sent', reference };
}
