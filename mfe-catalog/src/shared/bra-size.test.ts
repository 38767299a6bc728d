import { BRA_SEARCH_TERM, braSearchLink, braSize } from './bra-size';

describe('braSize', () => {
  it('finds band and cup from underbust and bust', () => {
    expect(braSize(75, 89)).toEqual({ band: 75, cup: 'B', size: '75B' });
    expect(braSize(71, 83)).toEqual({ band: 70, cup: 'A', size: '70A' });
    expect(braSize(88, 109)).toEqual({ band: 90, cup: 'E', size: '90E' });
  });
  it('refuses measurements the shop has no size for, or that cannot be', () => {
    expect(braSize(75, 70)).toBeNull();
    expect(braSize(40, 90)).toBeNull();
    expect(braSize(100, 120)).toBeNull();
    expect(braSize(75, 120)).toBeNull();
    expect(braSize(Number.NaN, 90)).toBeNull();
  });
  it('builds the search link with cupSize and size (spec), the term in the language', () => {
    expect(braSearchLink('/s/', BRA_SEARCH_TERM.de, { band: 75, cup: 'B' })).toBe('/s/BH?cupSize=B&size=75');
    expect(braSearchLink('/fr/s/', BRA_SEARCH_TERM.fr, { band: 90, cup: 'E' })).toBe(
      '/fr/s/Soutien-gorge?cupSize=E&size=90',
    );
  });
});
