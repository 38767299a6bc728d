import type { CustomerLedger } from './account-ledger';

/**
 * Ledgers of the development stand-in customers (`sf_credit_demo`, SF_DEV_FEATURES only, decision
 * 0092): they have no account-domain session to read with, so their figures are fixed here. Real
 * customers' ledgers come from the account domain only. `demo-credit-de` keeps the figures the
 * stand-in always had (open balance 1 249.90 €).
 */
const fixture = (
  customerId: string,
  currency: string,
  balanceCents: number,
  next: CustomerLedger['nextMaturity'],
  bookings: CustomerLedger['bookings'],
  creditAffinity = true,
): CustomerLedger => ({ customerId, currency, balanceCents, nextMaturity: next, bookings, creditAffinity });

export const DEMO_LEDGERS: Readonly<Record<string, CustomerLedger>> = {
  'demo-credit-de': fixture('demo-credit-de', 'EUR', 124_990, { dueOn: '2026-12-15', amountCents: 6_990 }, [
    { bookedOn: '2026-11-16', kind: 'interest', reference: 'Zinsen November', amountCents: -11_029 },
    { bookedOn: '2026-11-15', kind: 'payment', reference: 'Rate 2/24', amountCents: -6_990 },
    { bookedOn: '2026-10-15', kind: 'payment', reference: 'Rate 1/24', amountCents: -6_990 },
    { bookedOn: '2026-09-02', kind: 'purchase', reference: 'Auftrag 4711-0815', amountCents: 149_999 },
  ]),
  'demo-credit-ch': fixture('demo-credit-ch', 'CHF', 59_900, { dueOn: '2026-12-20', amountCents: 5_030 }, [
    { bookedOn: '2026-10-01', kind: 'purchase', reference: 'Auftrag 5120-0042', amountCents: 59_900 },
  ]),
  'demo-credit-nl': fixture('demo-credit-nl', 'EUR', 0, null, []),
  'demo-no-affinity': fixture('demo-no-affinity', 'EUR', 0, null, [], false),
};
