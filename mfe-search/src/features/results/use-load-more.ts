import { useCallback, useState } from 'react';
import type { ResultsState, TileView } from '../../shared/state';

interface ApiHit {
  sku: string;
  name: string;
  brand: string;
  url: string;
  price: number;
  oldPrice: number | null;
  rating10: number;
  imageId: string | null;
}

/** The `searchv2` URL of the next page of a result state. */
export function moreUrl(state: ResultsState, offset: number): string {
  const q = new URLSearchParams(state.query);
  q.set('q', state.correctedTerm ?? state.term);
  q.set('offset', String(offset));
  q.set('limit', String(state.pageSize));
  return `/api/search/searchv2?${q}`;
}

/**
 * loadMore: fetches the next page from `/api/search/searchv2`, appends it, keeps the URL in sync
 * (`?shown=N` replaced in history, so a reload or back from a product shows as many results,
 * server-rendered), and moves focus to the first new result.
 */
export function useLoadMore(state: ResultsState) {
  const [products, setProducts] = useState<readonly TileView[]>(state.products);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const more = useCallback(async () => {
    setStatus('loading');
    try {
      const res = await fetch(moreUrl(state, products.length), { headers: { accept: 'application/json' } });
      if (!res.ok) throw new Error(String(res.status));
      const body = (await res.json()) as { hits: ApiHit[] };
      const added = body.hits.map<TileView>((h) => ({
        sku: h.sku,
        name: h.name,
        brand: h.brand,
        url: h.url,
        price: h.price,
        oldPrice: h.oldPrice,
        rating10: h.rating10,
        imageId: h.imageId,
      }));
      const known = new Set(products.map((p) => p.sku));
      const fresh = added.filter((p) => !known.has(p.sku));
      setProducts([...products, ...fresh]);
      setStatus('idle');
      const url = new URL(window.location.href);
      url.searchParams.set('shown', String(products.length + fresh.length));
      window.history.replaceState(window.history.state, '', url);
      requestAnimationFrame(() =>
        document
          .getElementById(`hit-${fresh[0]?.sku ?? ''}`)
          ?.querySelector('a')
          ?.focus(),
      );
    } catch {
      setStatus('error');
    }
  }, [products, state]);
  return { products, status, more };
}
