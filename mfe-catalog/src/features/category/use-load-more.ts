import { useCallback, useState } from 'react';
import { useClient } from 'urql';
import { CATEGORY_MORE } from '../../shared/documents';
import type { CategoryState, TileView } from '../../shared/state';

interface MoreProduct {
  sku: string;
  productName: string;
  url: string;
  imageId: string | null;
  rating: number | null;
  reviewCount: number;
  brand: { name: string };
  price: { amount: number; currency: 'EUR' | 'CHF'; oldAmount: number | null };
}

/** The filters of the page's query string as the subgraph's `CategoryFilterInput`. */
export function filterOfQuery(query: string) {
  const q = new URLSearchParams(query);
  const n = (name: string) => (q.get(name) && /^\d+$/.test(q.get(name) ?? '') ? Number(q.get(name)) : null);
  return {
    brands: q.getAll('brand'),
    colours: q.getAll('colour'),
    sizes: q.getAll('size'),
    energy: q.getAll('energy'),
    priceMin: n('min'),
    priceMax: n('max'),
  };
}

/**
 * loadMore: fetches the next page through the gateway (persisted document), appends it, and
 * keeps the URL in sync (`?page=N` replaced in history, so back from a product lands on the
 * same list, server-rendered up to that page).
 */
export function useLoadMore(state: CategoryState) {
  const client = useClient();
  const [products, setProducts] = useState<readonly TileView[]>(state.products);
  const [pages, setPages] = useState(state.pages);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const more = useCallback(async () => {
    const next = pages + 1;
    setStatus('loading');
    const sort = new URLSearchParams(state.query).get('sort');
    const result = await client
      .query(
        CATEGORY_MORE,
        { path: state.path, filter: filterOfQuery(state.query), sort, page: next, fromPage: next },
        { requestPolicy: 'network-only' },
      )
      .toPromise();
    const page = (result.data as { categoryPage?: { products: MoreProduct[] } | null } | undefined)
      ?.categoryPage;
    if (result.error || !page) {
      setStatus('error');
      return;
    }
    const added = page.products.map<TileView>((p) => ({
      sku: p.sku,
      name: p.productName,
      brand: p.brand.name,
      url: p.url,
      price: p.price,
      rating: p.rating,
      reviewCount: p.reviewCount,
      imageId: p.imageId,
      colours: [],
    }));
    setProducts((before) => [...before, ...added]);
    setPages(next);
    setStatus('idle');
    const url = new URL(window.location.href);
    url.searchParams.set('page', String(next));
    window.history.replaceState(window.history.state, '', url);
    // focus moves to the first new product so keyboard and screen reader users continue there
    requestAnimationFrame(() =>
      document
        .getElementById(`tile-${added[0]?.sku ?? ''}`)
        ?.querySelector('a')
        ?.focus(),
    );
  }, [client, pages, state.path, state.query]);
  return { products, pages, status, more };
}
