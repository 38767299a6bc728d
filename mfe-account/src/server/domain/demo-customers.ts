import type { Db } from '@sf/data';
import { registerCustomer } from './customers';
import type { HashOptions } from '@sf/server-kit';

/**
 * Demo customers for testers (README): written once into an empty customer table. Their ids are
 * fixed, so other domains' demo data can belong to them (the credit domain's Flexikonto demo accounts).
 */
export const DEMO_CUSTOMERS = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'anna.schmidt@example.com',
    password: 'Sommer2025!',
    salutation: 'female',
    firstName: 'Anna',
    lastName: 'Schmidt',
    tenant: 'DE',
    creditAffinity: true,
    birthDate: '1984-03-12',
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    email: 'lukas.huber@example.com',
    password: 'Berge2025!',
    salutation: 'male',
    firstName: 'Lukas',
    lastName: 'Huber',
    tenant: 'AT',
    creditAffinity: false,
    birthDate: '1979-11-02',
  },
  {
    id: '00000000-0000-4000-8000-000000000003',
    email: 'claire.favre@example.com',
    password: 'Leman2025!',
    salutation: 'female',
    firstName: 'Claire',
    lastName: 'Favre',
    tenant: 'CH',
    creditAffinity: true,
    birthDate: '1991-06-24',
  },
  {
    id: '00000000-0000-4000-8000-000000000004',
    email: 'daan.devries@example.com',
    password: 'Gracht2025!',
    salutation: 'male',
    firstName: 'Daan',
    lastName: 'de Vries',
    tenant: 'NL',
    creditAffinity: false,
    birthDate: '1988-09-30',
  },
] as const;

/** Writes the demo customers when there is no customer yet; the number written. */
export async function seedDemoCustomers(db: Db, hashOptions?: HashOptions): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers');
  if ((rows[0]?.n ?? 0) > 0) return 0;
  let written = 0;
  for (const c of DEMO_CUSTOMERS) {
    const customer = await registerCustomer(
      db,
      {
        email: c.email,
        password: c.password,
        salutation: c.salutation,
        firstName: c.firstName,
        lastName: c.lastName,
      },
      c.tenant,
      hashOptions,
      c.id,
    );
    if (!customer) continue;
    written += 1;
    await db.query('UPDATE customers SET birth_date = $2 WHERE id = $1', [customer.id, c.birthDate]);
    if (c.creditAffinity)
      // in the bonus programme since the start of the year: their demo orders earned points (decision 0185)
      await db.query(
        `UPDATE customers SET credit_affinity = true, bonus_program = true, bonus_since = '2026-01-01T00:00:00Z' WHERE id = $1`,
        [customer.id],
      );
  }
  return written;
}
