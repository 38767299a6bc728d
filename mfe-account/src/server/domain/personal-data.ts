import type { Db } from '@sf/data';
import type { PersonalDataInput } from './area-validation';
import type { Salutation } from './validation';

/** What "Meine persönlichen Daten" shows and edits. */
export interface PersonalData {
  readonly salutation: Salutation;
  readonly firstName: string;
  readonly lastName: string;
  readonly birthDate: string | null;
  readonly phone: string | null;
  readonly email: string;
  readonly paybackNumber: string | null;
}

type Row = {
  salutation: Salutation;
  first_name: string;
  last_name: string;
  birth_date: string | null;
  phone: string | null;
  email: string;
  payback_number: string | null;
};

/** The session customer's personal data (null when the customer no longer exists). */
export async function personalData(db: Db, customerId: string): Promise<PersonalData | null> {
  const { rows } = await db.query<Row>(
    `SELECT salutation, first_name, last_name, to_char(birth_date, 'YYYY-MM-DD') AS birth_date, phone, email, payback_number FROM customers WHERE id = $1`,
    [customerId],
  );
  const r = rows[0];
  return r
    ? {
        salutation: r.salutation,
        firstName: r.first_name,
        lastName: r.last_name,
        birthDate: r.birth_date,
        phone: r.phone,
        email: r.email,
        paybackNumber: r.payback_number,
      }
    : null;
}

export type UpdateOutcome =
  | { readonly kind: 'ok'; readonly data: PersonalData }
  | { readonly kind: 'email-taken' }
  | { readonly kind: 'gone' };

/**
 * Saves the personal data of the session's customer. A new e-mail address that another account
 * has is refused without saying whose (the login name stays unique).
 */
export async function updatePersonalData(
  db: Db,
  customerId: string,
  input: PersonalDataInput,
): Promise<UpdateOutcome> {
  return db.transaction(async (tx) => {
    const taken = await tx.query('SELECT 1 FROM customers WHERE email = $1 AND id <> $2', [
      input.email,
      customerId,
    ]);
    if (taken.rows.length) return { kind: 'email-taken' } as const;
    const { affectedRows } = await tx.query(
      'UPDATE customers SET salutation = $2, first_name = $3, last_name = $4, birth_date = $5::date, phone = $6, email = $7 WHERE id = $1',
      [
        customerId,
        input.salutation,
        input.firstName,
        input.lastName,
        input.birthDate,
        input.phone,
        input.email,
      ],
    );
    if (!affectedRows) return { kind: 'gone' } as const;
    const data = await personalData(tx, customerId);
    return data ? ({ kind: 'ok', data } as const) : ({ kind: 'gone' } as const);
  });
}

/** PAYBACK customer numbers have 10 digits (decision 0070); null removes it. */
export const PAYBACK = /^\d{10}$/;

export async function setPaybackNumber(db: Db, customerId: string, number: string | null): Promise<void> {
  await db.query('UPDATE customers SET payback_number = $2 WHERE id = $1', [customerId, number]);
}
