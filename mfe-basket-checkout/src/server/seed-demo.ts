/**
 * `npm run seed:demo` (root; or `-w mfe-basket-checkout`): writes the demo vouchers (README) and the demo
 * customers' orders into the basket domain's database (PGlite in the data dir, or PostgreSQL by
 * DATABASE_URL) — what a start with development features does by itself (decision 0102).
 */
import { migrate, openDatabase } from '@sf/data';
import { seedDemoOrders } from './checkout/demo-orders';
// the modules themselves, not the domain's index: that one reaches the gateway caller and with it React,
// which tsx cannot load as the server bundle does (styled-components' CommonJS default)
import { BASKET_MIGRATIONS } from './domain/migrations';
import { seedVouchers } from './domain/vouchers';

const db = await openDatabase({ domain: 'basket' });
try {
  await migrate(db, BASKET_MIGRATIONS);
  const vouchers = await seedVouchers(db);
  const orders = await seedDemoOrders(db);
  console.log(
    `[seed:demo] basket: ${vouchers} demo vouchers, ${orders} demo orders written (0: there already)`,
  );
} finally {
  await db.close();
}
