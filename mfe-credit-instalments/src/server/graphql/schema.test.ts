import { createTestApp } from '../test-app';

// decision 0186: the credit subgraph the gateway stitches (the spec's InstallmentData, the club)
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ask = async (query: string, variables: object = {}, headers: Record<string, string> = {}) => {
  const res = await t.post('/graphql', JSON.stringify({ query, variables }), 'application/json', headers);
  return {
    status: res.status,
    body: (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] },
  };
};

describe('the credit subgraph', () => {
  it('publishes its SDL with InstallmentData and CreditClub', async () => {
    const sdl = await (await t.get('/graphql/sdl')).text();
    expect(sdl).toContain('type InstallmentData');
    expect(sdl).toContain('type CreditClub');
  });

  it('answers installmentData as the calculator API does (the spec’s calculator values)', async () => {
    const { body } = await ask(
      'query($p: Float!) { installmentData(price: $p, term: 12) { currency basePrice monthlyInstallment lastInstallment overallPrice installmentSurcharge yearlyInterestFactor monthlyInterestFactor paymentPauseSurcharge notice } }',
      { p: 99900 },
    );
    const api = (await (await t.get('/api/credit/calculate?price=99900&term=12')).json()) as {
      figures: Record<string, unknown>;
    };
    expect(body.data?.installmentData).toEqual({
      currency: 'EUR',
      basePrice: api.figures.basePrice,
      monthlyInstallment: api.figures.monthlyInstallment,
      lastInstallment: api.figures.lastInstallment,
      overallPrice: api.figures.overallPrice,
      installmentSurcharge: api.figures.installmentSurcharge,
      yearlyInterestFactor: api.figures.yearlyInterestFactor,
      monthlyInterestFactor: api.figures.monthlyInterestFactor,
      paymentPauseSurcharge: api.figures.paymentPauseSurcharge,
      notice: null,
    });
    const noTerm = await ask('{ installmentData(price: 99900, term: 7) { basePrice } }');
    expect(noTerm.body.data?.installmentData).toBeNull();
    const bad = await ask('{ installmentData(price: -5) { basePrice } }');
    expect(bad.body.errors).toHaveLength(1);
  });

  it('answers creditClub for the session customer only', async () => {
    const member = await ask(
      '{ creditClub { holder member freeShipping } }',
      {},
      t.customer('00000000-0000-4000-8000-000000000001'),
    );
    expect(member.body.data?.creditClub).toEqual({ holder: true, member: true, freeShipping: true });
    const visitor = await ask('{ creditClub { member } }');
    expect(visitor.body.data?.creditClub).toBeNull();
  });
});
