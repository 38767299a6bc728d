import { listingQueryString, parseListingQuery } from './listing-input';

describe('parseListingQuery', () => {
  it('reads filters, sort and page, and writes them back in canonical order', () => {
    const input = parseListingQuery(
      new URLSearchParams('sort=price-asc&colour=red,blue&brand=Volta&min=10&max=200&page=3&size=38'),
    );
    expect(input.invalid).toEqual([]);
    expect(input.request).toEqual({
      filter: {
        brands: ['Volta'],
        colours: ['red', 'blue'],
        sizes: ['38'],
        energy: [],
        priceMin: 10,
        priceMax: 200,
      },
      sort: 'price-asc',
      page: 3,
    });
    expect(listingQueryString(input.request)).toBe(
      '?brand=Volta&colour=red&colour=blue&size=38&min=10&max=200&sort=price-asc&page=3',
    );
    expect(listingQueryString(input.request, 1)).not.toContain('page');
  });

  it('leaves out malformed values and names them, never throwing', () => {
    const input = parseListingQuery(
      new URLSearchParams('sort=cheapest&page=-1&min=abc&colour=<script>&energy=Z&brand=' + 'x'.repeat(80)),
    );
    expect([...input.invalid].sort()).toEqual(['brand', 'colour', 'energy', 'min', 'page', 'sort']);
    expect(input.request).toEqual({
      filter: { brands: [], colours: [], sizes: [], energy: [], priceMin: null, priceMax: null },
      sort: 'topseller',
      page: 1,
    });
    expect(parseListingQuery(new URLSearchParams('page=51')).invalid).toEqual(['page']);
  });

  it('swaps a minimum above the maximum', () => {
    expect(parseListingQuery(new URLSearchParams('min=90&max=10')).request.filter).toMatchObject({
      priceMin: 10,
      priceMax: 90,
    });
  });

  it("turns the bra-size finder's measurements (its form without JavaScript) into the size filter", () => {
    expect(parseListingQuery(new URLSearchParams('underbust=75&bust=89'))).toMatchObject({
      invalid: [],
      request: { filter: { sizes: ['75B'] } },
    });
    expect(
      listingQueryString(
        parseListingQuery(new URLSearchParams('underbust=75&bust=89&size=75B&sort=new')).request,
      ),
    ).toBe('?size=75B&sort=new');
    for (const q of ['underbust=75&bust=70', 'underbust=abc&bust=89', 'bust=89', 'underbust=&bust=']) {
      expect([q, parseListingQuery(new URLSearchParams(q))]).toEqual([
        q,
        {
          invalid: ['bust'],
          request: expect.objectContaining({ filter: expect.objectContaining({ sizes: [] }) }),
        },
      ]);
    }
  });
});
