/** @jest-environment node */
import { REPORT } from './vitals-fixture';
import { parseVitalBeacon, rateVital } from './vitals-schema';

describe('rateVital', () => {
  it('rates INP good only under 200 ms (spec section 9), the others up to their bound', () => {
    expect(rateVital('INP', 199)).toBe('good');
    expect(rateVital('INP', 200)).toBe('needs-improvement');
    expect(rateVital('INP', 501)).toBe('poor');
    expect(rateVital('LCP', 2500)).toBe('good');
    expect(rateVital('LCP', 2501)).toBe('needs-improvement');
    expect(rateVital('CLS', 0.26)).toBe('poor');
  });
});

describe('parseVitalBeacon', () => {
  it('takes one report or a list of them with every field of the spec', () => {
    expect(parseVitalBeacon(REPORT)).toEqual([REPORT]);
    expect(
      parseVitalBeacon([
        REPORT,
        { ...REPORT, name: 'CLS', value: 0.02, delta: 0.02, interactionType: null, target: null },
      ]),
    ).toHaveLength(2);
  });

  it.each([
    [
      'a missing field',
      (() => {
        const { pageType: _omitted, ...rest } = REPORT;
        return rest;
      })(),
    ],
    ['an unknown field', { ...REPORT, email: 'a@b.de' }],
    ['an unknown metric', { ...REPORT, name: 'FID' }],
    ['a negative value', { ...REPORT, value: -1 }],
    ['an implausible value', { ...REPORT, value: 1e9 }],
    ['a path that is not a path', { ...REPORT, pathname: 'https://evil.example/' }],
    ['a page type with markup', { ...REPORT, pageType: '<script>' }],
    ['a string for a number', { ...REPORT, value: '120' }],
  ])('refuses %s', (_label, report) => {
    expect(parseVitalBeacon(report)).toBeNull();
  });

  it('refuses an empty beacon and one with more than ten reports, and a beacon with one bad report as a whole', () => {
    expect(parseVitalBeacon([])).toBeNull();
    expect(parseVitalBeacon(Array.from({ length: 11 }, () => REPORT))).toBeNull();
    expect(parseVitalBeacon([REPORT, { ...REPORT, rating: 'great' }])).toBeNull();
  });
});
