import { createTestContext, offer, type TestContext } from '../domain/test-context';
import { createFakeProvider } from './fake-provider';
import { createPayment, readPayment, reconcilePayments, setProviderRef, settlePayment } from './payments';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext([offer('100-01', 1999)]);
});
afterAll(() => ctx.db.close());
beforeEach(() => ctx.reset());

async function pendingPayment(ageSeconds: number): Promise<{ id: string; ref: string }> {
  const visitorId = crypto.randomUUID();
  await ctx.db.query('INSERT INTO visitors (id) VALUES ($1)', [visitorId]);
  await ctx.db.query(`INSERT INTO checkouts (visitor_id, mode, order_key) VALUES ($1, 'guest', $2)`, [
    visitorId,
    crypto.randomUUID(),
  ]);
  const id = await createPayment(ctx.db, { visitorId, method: 'visa', amountCents: 1999, currency: 'EUR' });
  const ref = `psb_${id.replace(/-/g, '')}`;
  await setProviderRef(ctx.db, id, ref);
  await ctx.db.query(`UPDATE payments SET created_at = now() - make_interval(secs => $2) WHERE id = $1`, [
    id,
    ageSeconds,
  ]);
  return { id, ref };
}

describe('payments', () => {
  it('settle only a pending payment, only under its provider reference, idempotently', async () => {
    const { id, ref } = await pendingPayment(0);
    expect(
      await settlePayment(ctx.db, { paymentId: id, providerRef: 'psb_other', status: 'authorized' }),
    ).toBeNull();
    expect(
      (await settlePayment(ctx.db, { paymentId: id, providerRef: ref, status: 'authorized' }))?.status,
    ).toBe('authorized');
    expect((await settlePayment(ctx.db, { paymentId: id, providerRef: ref, status: 'failed' }))?.status).toBe(
      'authorized',
    );
    expect(await readPayment(ctx.db, 'not-a-uuid')).toBeNull();
  });

  it('reconcile payments whose return never arrived: old pending ones asked of the provider, bounded per round', async () => {
    const provider = createFakeProvider();
    const old = await Promise.all([pendingPayment(120), pendingPayment(130), pendingPayment(140)]);
    const fresh = await pendingPayment(5);
    for (const p of [...old, fresh]) provider.statuses.set(p.ref, 'authorized');
    provider.statuses.set(old[2]!.ref, 'pending'); // still open at the provider
    expect(await reconcilePayments(ctx.db, provider, { olderThanMs: 60_000, limit: 1 })).toBe(0); // the oldest first: still pending
    expect(await reconcilePayments(ctx.db, provider, { olderThanMs: 60_000, limit: 10 })).toBe(2);
    expect((await readPayment(ctx.db, old[0]!.id))?.status).toBe('authorized');
    expect((await readPayment(ctx.db, old[2]!.id))?.status).toBe('pending');
    expect((await readPayment(ctx.db, fresh.id))?.status).toBe('pending'); // its return may still come
    provider.down = true;
    expect(await reconcilePayments(ctx.db, provider, { olderThanMs: 60_000, limit: 10 })).toBe(0);
  });
});
