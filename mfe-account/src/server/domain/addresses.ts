import type { Db } from '@sf/data';
import type { AddressInput, Country } from './area-validation';
import type { Salutation } from './validation';

/** At most this many addresses per customer (decision 0070). */
export const MAX_ADDRESSES = 20;

export interface Address extends AddressInput {
  readonly id: string;
  readonly isDefault: boolean;
}

type Row = {
  id: string;
  salutation: Salutation;
  first_name: string;
  last_name: string;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  country: Country;
  is_default: boolean;
};

const COLUMNS =
  'id, salutation, first_name, last_name, street, house_number, postal_code, city, country, is_default';

const toAddress = (r: Row): Address => ({
  id: r.id,
  salutation: r.salutation,
  firstName: r.first_name,
  lastName: r.last_name,
  street: r.street,
  houseNumber: r.house_number,
  postalCode: r.postal_code,
  city: r.city,
  country: r.country,
  isDefault: r.is_default,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether a value can be an address id (anything else is "not found" without asking the database). */
export const isId = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);

/**
 * The address book of the session's customer: every query is scoped by `customerId` (from the
 * verified session only), so an id of another customer's address finds nothing.
 */
export async function listAddresses(db: Db, customerId: string): Promise<Address[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM addresses WHERE customer_id = $1 ORDER BY is_default DESC, created_at, id`,
    [customerId],
  );
  return rows.map(toAddress);
}

export async function findAddress(db: Db, customerId: string, id: unknown): Promise<Address | null> {
  if (!isId(id)) return null;
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM addresses WHERE customer_id = $1 AND id = $2`,
    [customerId, id],
  );
  return rows[0] ? toAddress(rows[0]) : null;
}

export type CreateOutcome = { readonly kind: 'ok'; readonly address: Address } | { readonly kind: 'full' };

/** Adds an address; the first one (or one asked for) becomes the default. Refused beyond {@link MAX_ADDRESSES}. */
export async function createAddress(
  db: Db,
  customerId: string,
  input: AddressInput,
  makeDefault = false,
  now = new Date(),
): Promise<CreateOutcome> {
  return db.transaction(async (tx) => {
    // one writer per customer at a time: the count and the default stay consistent
    await tx.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
    const { rows } = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM addresses WHERE customer_id = $1',
      [customerId],
    );
    const count = rows[0]?.n ?? 0;
    if (count >= MAX_ADDRESSES) return { kind: 'full' } as const;
    const isDefault = makeDefault || count === 0;
    if (isDefault)
      await tx.query('UPDATE addresses SET is_default = false WHERE customer_id = $1 AND is_default', [
        customerId,
      ]);
    const inserted = await tx.query<Row>(
      `INSERT INTO addresses (id, customer_id, salutation, first_name, last_name, street, house_number, postal_code, city, country, is_default, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${COLUMNS}`,
      [
        crypto.randomUUID(),
        customerId,
        input.salutation,
        input.firstName,
        input.lastName,
        input.street,
        input.houseNumber,
        input.postalCode,
        input.city,
        input.country,
        isDefault,
        now,
      ],
    );
    return { kind: 'ok', address: toAddress(inserted.rows[0]!) } as const;
  });
}

/** Changes an address of the customer; null when the customer has no address with that id. */
export async function updateAddress(
  db: Db,
  customerId: string,
  id: unknown,
  input: AddressInput,
): Promise<Address | null> {
  if (!isId(id)) return null;
  const { rows } = await db.query<Row>(
    `UPDATE addresses SET salutation = $3, first_name = $4, last_name = $5, street = $6, house_number = $7, postal_code = $8, city = $9, country = $10
     WHERE customer_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
    [
      customerId,
      id,
      input.salutation,
      input.firstName,
      input.lastName,
      input.street,
      input.houseNumber,
      input.postalCode,
      input.city,
      input.country,
    ],
  );
  return rows[0] ? toAddress(rows[0]) : null;
}

/** Makes an address the customer's default (the one before stops being it); false when not theirs. */
export async function setDefaultAddress(db: Db, customerId: string, id: unknown): Promise<boolean> {
  if (!isId(id)) return false;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query('SELECT 1 FROM addresses WHERE customer_id = $1 AND id = $2 FOR UPDATE', [
      customerId,
      id,
    ]);
    if (!rows.length) return false;
    await tx.query(
      'UPDATE addresses SET is_default = false WHERE customer_id = $1 AND is_default AND id <> $2',
      [customerId, id],
    );
    await tx.query('UPDATE addresses SET is_default = true WHERE customer_id = $1 AND id = $2', [
      customerId,
      id,
    ]);
    return true;
  });
}

/** Deletes an address of the customer; when it was the default, the oldest other one becomes it. */
export async function deleteAddress(db: Db, customerId: string, id: unknown): Promise<boolean> {
  if (!isId(id)) return false;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ is_default: boolean }>(
      'DELETE FROM addresses WHERE customer_id = $1 AND id = $2 RETURNING is_default',
      [customerId, id],
    );
    if (!rows[0]) return false;
    if (rows[0].is_default) {
      await tx.query(
        `UPDATE addresses SET is_default = true WHERE id = (SELECT id FROM addresses WHERE customer_id = $1 ORDER BY created_at, id LIMIT 1)`,
        [customerId],
      );
    }
    return true;
  });
}
