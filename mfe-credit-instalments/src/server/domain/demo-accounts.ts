import type { Db } from '@sf/data';

/**
 * The credit domain's demo accounts (README): the development stand-ins (`demo-credit-*`, their ledgers
 * in `demo-ledgers.ts`) and the credit lines of the account domain's demo customers Anna (DE) and
 * Claire (CH), so a tester who logs in as them sees a Flexikonto. Demo data (decision 0102): written by
 * a start with development features or by `npm run seed:demo`, never by a production start.
 */
const DEMO_ACCOUNTS: ReadonlyArray<
  readonly [customerId: string, tenant: string, creditLineCents: number, clubMember: boolean]
> = [
  ['demo-credit-de', 'DE', 300_000, true],
  ['demo-credit-ch', 'CH', 400_000, false],
  ['demo-credit-nl', 'NL', 200_000, false],
  ['demo-no-affinity', 'DE', 150_000, false],
  ['00000000-0000-4000-8000-000000000001', 'DE', 300_000, true],
  ['00000000-0000-4000-8000-000000000003', 'CH', 400_000, false],
];

/** Writes the demo accounts that are missing; the number written (0 on every later start). */
export async function seedDemoCreditAccounts(db: Db): Promise<number> {
  let written = 0;
  for (const [customerId, tenant, creditLine, clubMember] of DEMO_ACCOUNTS) {
    const { affectedRows } = await db.query(
      'INSERT INTO credit_accounts (customer_id, tenant, credit_line, club_member) VALUES ($1, $2, $3, $4) ON CONFLICT (customer_id) DO NOTHING',
      [customerId, tenant, creditLine, clubMember],
    );
    written += affectedRows ?? 0;
  }
  return written;
}
