import type { Db } from '@sf/data';
import type { TenantId } from '@sf/contracts';
import { hashPassword, type HashOptions } from '@sf/server-kit';
import type { RegistrationInput, Salutation } from './validation';

/** A customer as the account pages and `/api/customer/v1` show them (no password hash). */
export interface Customer {
  readonly id: string;
  readonly customerNumber: string;
  readonly businessPartnerNo: string;
  readonly email: string;
  readonly salutation: Salutation;
  readonly firstName: string;
  readonly lastName: string;
  readonly birthDate: string | null;
  readonly tenant: TenantId;
  readonly creditAffinity: boolean;
  readonly bonusProgram: boolean;
  readonly hasPassword: boolean;
}

type Row = {
  id: string;
  customer_number: string;
  business_partner_no: string;
  email: string;
  password_hash: string | null;
  salutation: Salutation;
  first_name: string;
  last_name: string;
  birth_date: string | null;
  tenant: TenantId;
  credit_affinity: boolean;
  bonus_program: boolean;
};

const COLUMNS = `id, customer_number, business_partner_no, email, password_hash, salutation, first_name, last_name,
  to_char(birth_date, 'YYYY-MM-DD') AS birth_date, tenant, credit_affinity, bonus_program`;

function toCustomer(r: Row): Customer {
  return {
    id: r.id,
    customerNumber: r.customer_number,
    businessPartnerNo: r.business_partner_no,
    email: r.email,
    salutation: r.salutation,
    firstName: r.first_name,
    lastName: r.last_name,
    birthDate: r.birth_date,
    tenant: r.tenant,
    creditAffinity: r.credit_affinity,
    bonusProgram: r.bonus_program,
    hasPassword: r.password_hash !== null,
  };
}

export async function findCustomer(db: Db, id: string): Promise<Customer | null> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM customers WHERE id = $1`, [id]);
  return rows[0] ? toCustomer(rows[0]) : null;
}

/** The customer and the password hash for a login by e-mail (normalized). */
export async function credentialsByEmail(
  db: Db,
  email: string,
): Promise<{ customer: Customer; hash: string | null } | null> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM customers WHERE email = $1`, [email]);
  return rows[0] ? { customer: toCustomer(rows[0]), hash: rows[0].password_hash } : null;
}

/** Registers a customer; null when the e-mail already has an account (the caller answers vaguely). */
export async function registerCustomer(
  db: Db,
  input: RegistrationInput,
  tenant: TenantId,
  hashOptions?: HashOptions,
  fixedId?: string,
): Promise<Customer | null> {
  const hash = await hashPassword(input.password, hashOptions);
  const id = fixedId ?? crypto.randomUUID();
  const { rows } = await db.query<Row>(
    `WITH n AS (SELECT nextval('customer_numbers') AS v)
     INSERT INTO customers (id, customer_number, business_partner_no, email, password_hash, salutation, first_name, last_name, tenant)
     SELECT $1, n.v::text, 'BP' || lpad((n.v - 40000000)::text, 8, '0'), $2, $3, $4, $5, $6, $7 FROM n
     ON CONFLICT (email) DO NOTHING
     RETURNING ${COLUMNS}`,
    [id, input.email, hash, input.salutation, input.firstName, input.lastName, tenant],
  );
  return rows[0] ? toCustomer(rows[0]) : null;
}
