/**
 * `npm run seed:demo` (root; or `-w mfe-credit-instalments`): writes the demo credit accounts (README)
 * into the credit domain's database (PGlite in the data dir, or PostgreSQL by DATABASE_URL) — what a
 * start with development features does by itself (decision 0102).
 */
import { migrate, openDatabase } from '@sf/data';
import { seedDemoCreditAccounts } from './domain/demo-accounts';
import { CREDIT_MIGRATIONS } from './domain/migrations';

const db = await openDatabase({ domain: 'credit' });
try {
  await migrate(db, CREDIT_MIGRATIONS);
  const accounts = await seedDemoCreditAccounts(db);
  console.log(`[seed:demo] credit: ${accounts} demo credit accounts written (0: there already)`);
} finally {
  await db.close();
}
