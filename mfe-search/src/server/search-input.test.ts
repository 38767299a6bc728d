import { searchInputOf } from './search-input';

const sizes = (query: string) => searchInputOf(new URLSearchParams(query)).filter.sizes;

describe('searchInputOf: the bra-size finder’s link (cupSize and size)', () => {
  it('joins the band with the cup into the size the index has', () => {
    expect(sizes('q=BH&cupSize=B&size=75')).toEqual(['75B']);
    expect(sizes('q=BH&cupSize=e&size=90&size=85')).toEqual(['90E', '85E']);
    expect(searchInputOf(new URLSearchParams('q=BH&cupSize=B&size=75')).term).toBe('BH');
  });

  it('keeps other sizes as they are, and ignores a cup that is none', () => {
    expect(sizes('size=75B&size=W32&cupSize=C')).toEqual(['75B', 'W32']);
    expect(sizes('size=75&cupSize=<b>')).toEqual(['75']);
    expect(sizes('size=75&cupSize=ABC')).toEqual(['75']);
    expect(sizes('size=75')).toEqual(['75']);
  });
});
