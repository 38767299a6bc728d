/**
 * `npm run seed:demo` (root; or `-w mfe-account`): writes the demo customers (README) and their account
 * data into the account domain's database (PGlite in the data dir, or PostgreSQL by DATABASE_URL) —
 * what a start with development features does by itself, for a shop started without them (decision 0102).
 */
import { migrate, openDatabase } from '@sf/data';
import { seedDemoCustomers } from './domain/demo-customers';
import { seedDemoLedger } from './domain/demo-ledger';
import { ACCOUNT_MIGRATIONS } from './domain/migrations';

const db = await openDatabase({ domain: 'account' });
try {
  await migrate(db, ACCOUNT_MIGRATIONS);
  const customers = await seedDemoCustomers(db);
  const ledgers = await seedDemoLedger(db);
  console.log(
    `[seed:demo] account: ${customers} demo customers, account data of ${ledgers} written (0: there already)`,
  );
} finally {
  await db.close();
}
