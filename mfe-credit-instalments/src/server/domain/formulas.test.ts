import { isTenantId } from '@sf/contracts';
import cases from './cases.json';
import { CREDIT_CONDITIONS } from './conditions';
import { computeInstalments, instalmentList, rateProtectionFee } from './formulas';

/**
 * An independent check of the table, sharing nothing with formulas.ts: the loan is paid off month by
 * month (interest on the balance, then the payment), and the exact monthly payment is the one that
 * leaves nothing after the term, found by bisection — no annuity formula. Money in cents.
 */
function balanceAfter(principal: number, monthlyRate: number, payments: readonly number[]): number {
  let balance = principal;
  for (const payment of payments) balance = balance * (1 + monthlyRate) - payment;
  return balance;
}

function amortisedPayment(principal: number, monthlyRate: number, term: number): number {
  let low = 0;
  let high = principal;
  for (let i = 0; i < 200; i += 1) {
    const mid = (low + high) / 2;
    if (
      balanceAfter(
        principal,
        monthlyRate,
        Array.from({ length: term }, () => mid),
      ) > 0
    )
      low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** Half up to whole cents, the written rule (decision 0045), with a margin for binary fractions. */
const halfUp = (cents: number): number => Math.floor(cents + 0.5 + 1e-7);

describe('the hand-checked cases themselves (cases.json), re-derived by a month-by-month amortisation loop', () => {
  it.each(cases.cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(c.checkedBy.length).toBeGreaterThan(20);
    if (!isTenantId(c.input.tenant)) throw new Error(`unknown tenant ${c.input.tenant}`);
    const { minBasePrice, maxBasePrice } = CREDIT_CONDITIONS[c.input.tenant];
    const base = Math.min(maxBasePrice, Math.max(minBasePrice, c.input.price));
    const notice =
      c.input.price < minBasePrice ? 'belowMinimum' : c.input.price > maxBasePrice ? 'aboveMaximum' : null;
    const q = c.input.yearlyRateBp / 10_000 / 12;
    const n = c.input.term;
    const exact = amortisedPayment(base, q, n);
    expect(exact).toBeCloseTo(Number(c.exactAnnuity), 4);
    const monthly = halfUp(exact);
    const credit = halfUp(exact * n);
    // integer arithmetic: basis points of cents, half up
    const pause = Math.floor((base * c.input.pauseSurchargeBp + 5_000) / 10_000);
    const extra = c.input.paymentPause ? pause : 0;
    expect(c.expected).toEqual({
      basePrice: base,
      notice,
      monthlyInstallment: monthly,
      firstInstallment: monthly + extra,
      lastInstallment: credit - (n - 1) * monthly,
      overallPrice: credit + extra,
      installmentSurcharge: credit - base,
      paymentPauseSurcharge: pause,
    });
    // paying the table's instalments month by month really pays the loan off: the last instalment is
    // off the exact final payment only by the rounding of the monthly figure, compounded (derivation:
    // exact last − table last = (exact − monthly) × Σ((1 + q)^k − 1) for k < n, ± the ½ cent of the total)
    const trueLast =
      balanceAfter(
        base,
        q,
        Array.from({ length: n - 1 }, () => c.expected.monthlyInstallment),
      ) *
      (1 + q);
    let compounded = 0;
    for (let k = 1; k < n; k += 1) compounded += (1 + q) ** k - 1;
    expect(Math.abs(trueLast - c.expected.lastInstallment)).toBeLessThanOrEqual(
      Math.abs(exact - monthly) * compounded + 0.5 + 1e-6,
    );
  });
});

describe('computeInstalments against the hand-checked cases (cases.json, check-cases.py)', () => {
  it.each(cases.cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    if (!isTenantId(c.input.tenant)) throw new Error(`unknown tenant ${c.input.tenant}`);
    const conditions = CREDIT_CONDITIONS[c.input.tenant];
    // the case's rates are the tenant's: a changed table must change the cases too
    expect(conditions.yearlyRateBp[c.input.term]).toBe(c.input.yearlyRateBp);
    expect(conditions.pauseSurchargeBp).toBe(c.input.pauseSurchargeBp);
    const f = computeInstalments(c.input.price, c.input.term, c.input.paymentPause, conditions);
    expect(f).not.toBeNull();
    expect({
      basePrice: f!.basePrice,
      notice: f!.notice,
      monthlyInstallment: f!.monthlyInstallment,
      firstInstallment: f!.firstInstallment,
      lastInstallment: f!.lastInstallment,
      overallPrice: f!.overallPrice,
      installmentSurcharge: f!.installmentSurcharge,
      paymentPauseSurcharge: f!.paymentPauseSurcharge,
    }).toEqual(c.expected);
    expect(instalmentList(f!).reduce((a, b) => a + b, 0)).toBe(f!.overallPrice);
  });

  it('refuses a term the tenant does not offer and a price that is no integer', () => {
    expect(computeInstalments(99900, 7, false, CREDIT_CONDITIONS.DE)).toBeNull();
    expect(computeInstalments(99900, 48, false, CREDIT_CONDITIONS.NL)).toBeNull();
    expect(computeInstalments(999.5, 12, false, CREDIT_CONDITIONS.DE)).toBeNull();
    expect(computeInstalments(-1, 12, false, CREDIT_CONDITIONS.DE)).toBeNull();
  });

  it('reports the interest factors of the term', () => {
    const f = computeInstalments(99900, 12, false, CREDIT_CONDITIONS.DE)!;
    expect(f.yearlyInterestFactor).toBeCloseTo(0.0999, 10);
    expect(f.monthlyInterestFactor).toBeCloseTo(0.0999 / 12, 12);
  });

  it('rate protection is 1.15 % of the open balance, half-up to cents', () => {
    expect(rateProtectionFee(100_000, CREDIT_CONDITIONS.DE)).toBe(1150);
    expect(rateProtectionFee(43_478, CREDIT_CONDITIONS.DE)).toBe(500); // 499.997 → 500
    expect(rateProtectionFee(0, CREDIT_CONDITIONS.DE)).toBe(0);
  });
});
