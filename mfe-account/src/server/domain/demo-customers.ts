import type { Db } from '@sf/data';
import { registerCustomer } from './customers';
import type { HashOptions } from './passwords';

/** Demo customers for testers (README): written once into an empty customer table. */
export const DEMO_CUSTOMERS = [
  { email: 'anna.schmidt@example.com', password: 'Sommer2025!', salutation: 'female', firstName: 'Anna', lastName: 'Schmidt', tenant: 'DE', creditAffinity: true },
  { email: 'lukas.huber@example.com', password: 'Berge2025!', salutation: 'male', firstName: 'Lukas', lastName: 'Huber', tenant: 'AT', creditAffinity: false },
  { email: 'claire.favre@example.com', password: 'Leman2025!', salutation: 'female', firstName: 'Claire', lastName: 'Favre', tenant: 'CH', creditAffinity: true },
  { email: 'daan.devries@example.com', password: 'Gracht2025!', salutation: 'male', firstName: 'Daan', lastName: 'de Vries', tenant: 'NL', creditAffinity: false },
] as const;

/** Writes the demo customers when there is no customer yet; the number written. */
export async function seedDemoCustomers(db: Db, hashOptions?: HashOptions): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers');
  if ((rows[0]?.n ?? 0) > 0) return 0;
  let written = 0;
  for (const c of DEMO_CUSTOMERS) {
    const customer = await registerCustomer(db, { email: c.email, password: c.password, salutation: c.salutation, firstName: c.firstName, lastName: c.lastName }, c.tenant, hashOptions);
    if (!customer) continue;
    written += 1;
    if (c.creditAffinity) await db.query('UPDATE customers SET credit_affinity = true, bonus_program = true WHERE id = $1', [customer.id]);
  }
  return written;
}
