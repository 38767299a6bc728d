import type { Context } from 'hono';
import { Hono } from 'hono';
import type { ServerDeps } from '../deps';
import { accountText } from '../domain/intl';
import { accountBalance, listBookings, listMaturities } from '../domain/ledger';
import { bodyLocale } from '@sf/remote-server';
import { areaAuth, currencyOf } from './area-context';
import { jsonWith } from './responses';

const json = (body: unknown, status: number) => jsonWith([], body, status);

/**
 * `GET /api/customer/v1/ledger`: the session's own customer account ledger (decision 0092) — balance
 * (sum of the bookings, positive is owed), the next unpaid maturity, bookings and maturities. The
 * account domain is their only owner; the credit server reads its Flexikonto figures from here
 * through the edge with the shopper's token. 401 without a session, 403 for a soft-logged-in one;
 * the customer comes from the verified session only, so nobody can ask for another's ledger.
 */
export function ledgerRoutes(deps: ServerDeps): Hono {
  const api = new Hono();
  api.get('/ledger', async (c: Context) => {
    const locale = bodyLocale(c);
    const auth = await areaAuth(deps, c.req.raw.headers);
    if (!auth.customer)
      return json({ code: 'ACCOUNT-401', message: accountText(locale, 'account.unauthorized') }, 401);
    if (!auth.strong)
      return json({ code: 'ACCOUNT-403', message: accountText(locale, 'area.reauth.text') }, 403);
    const id = auth.customer.id;
    const currency = currencyOf(auth.customer.tenant);
    const [balance, bookings, maturities] = await Promise.all([
      accountBalance(deps.db, id, currency),
      listBookings(deps.db, id),
      listMaturities(deps.db, id),
    ]);
    const open = maturities.filter((m) => !m.paid);
    const next = open[0] ?? null;
    return json(
      {
        customerId: id,
        tenant: auth.customer.tenant,
        currency,
        balanceCents: balance.balanceCents,
        openMaturitiesCents: balance.openCents,
        nextMaturity: next ? { dueOn: next.dueOn, amountCents: next.amountCents } : null,
        bookings: bookings.map((b) => ({
          bookedOn: b.bookedOn,
          kind: b.kind,
          reference: b.reference,
          amountCents: b.amountCents,
        })),
        maturities: maturities.map((m) => ({ dueOn: m.dueOn, amountCents: m.amountCents, paid: m.paid })),
      },
      200,
    );
  });
  return api;
}
