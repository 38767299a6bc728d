import { isTenantId } from '@sf/contracts';
import cases from './cases.json';
import { CREDIT_CONDITIONS } from './conditions';
import { computeInstalments, instalmentList, rateProtectionFee } from './formulas';

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
