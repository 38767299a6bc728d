import { TENANTS } from '@sf/contracts';
import fc from 'fast-check';
import { CREDIT_CONDITIONS } from './conditions';
import { computeInstalments, instalmentList } from './formulas';
import { fuzzParams } from '../fuzz/fuzz-params';

const tenant = fc.constantFrom(...TENANTS);
const price = fc.integer({ min: 0, max: 5_000_000 });

describe('instalment formulas: properties (fixed seed, bounded)', () => {
  it('the instalments sum to overallPrice exactly; none is negative; overallPrice ≥ basePrice', () => {
    fc.assert(
      fc.property(tenant, price, fc.nat(), fc.boolean(), (t, p, i, pause) => {
        const c = CREDIT_CONDITIONS[t];
        const term = c.terms[i % c.terms.length]!;
        const f = computeInstalments(p, term, pause, c)!;
        const list = instalmentList(f);
        expect(list).toHaveLength(term);
        expect(list.reduce((a, b) => a + b, 0)).toBe(f.overallPrice);
        for (const x of list) expect(x).toBeGreaterThan(0);
        expect(f.overallPrice).toBeGreaterThanOrEqual(f.basePrice);
        expect(f.installmentSurcharge).toBeGreaterThanOrEqual(0);
        expect(Math.abs(f.lastInstallment - f.monthlyInstallment)).toBeLessThanOrEqual(Math.ceil(term / 2));
      }),
      fuzzParams(),
    );
  });

  it('the monthly figure falls as the term grows', () => {
    fc.assert(
      fc.property(tenant, price, (t, p) => {
        const c = CREDIT_CONDITIONS[t];
        const monthly = c.terms.map((term) => computeInstalments(p, term, false, c)!.monthlyInstallment);
        for (let k = 1; k < monthly.length; k++) expect(monthly[k]!).toBeLessThan(monthly[k - 1]!);
      }),
      fuzzParams(),
    );
  });

  it('the clamp holds: basePrice within [min, max], the notice says which way it moved', () => {
    fc.assert(
      fc.property(tenant, price, (t, p) => {
        const c = CREDIT_CONDITIONS[t];
        const f = computeInstalments(p, c.terms[0]!, false, c)!;
        expect(f.basePrice).toBeGreaterThanOrEqual(c.minBasePrice);
        expect(f.basePrice).toBeLessThanOrEqual(c.maxBasePrice);
        expect(f.notice).toBe(
          p < c.minBasePrice ? 'belowMinimum' : p > c.maxBasePrice ? 'aboveMaximum' : null,
        );
        if (f.notice === null) expect(f.basePrice).toBe(p);
      }),
      fuzzParams(),
    );
  });

  it('the payment pause adds exactly its surcharge to the first instalment and the overall price', () => {
    fc.assert(
      fc.property(tenant, price, fc.nat(), (t, p, i) => {
        const c = CREDIT_CONDITIONS[t];
        const term = c.terms[i % c.terms.length]!;
        const without = computeInstalments(p, term, false, c)!;
        const withPause = computeInstalments(p, term, true, c)!;
        expect(withPause.overallPrice - without.overallPrice).toBe(without.paymentPauseSurcharge);
        expect(withPause.firstInstallment - without.firstInstallment).toBe(without.paymentPauseSurcharge);
        expect(withPause.lastInstallment).toBe(without.lastInstallment);
      }),
      fuzzParams(),
    );
  });
});
