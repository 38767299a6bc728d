import { getEventBus } from '@sf/event-bus';
import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import { WISHLIST_SKUS } from '../../shared/documents';

/**
 * The variation skus on the logged-in shopper's wishlist; null while unknown (logged out, not read
 * yet, or the read failed: the button then offers "add", which is harmless for an item on the list).
 *
 * Read in the browser after hydration, not passed in by the server: the product fragment is the same
 * HTML for everyone but the session flag, and asking the basket domain on every server render would
 * cost the fragment's latency budget. One persisted query through the gateway (as the add/remove
 * mutations) for logged-in shoppers only; `wishlist:changed` (this page, other remotes, other tabs)
 * keeps it current afterwards.
 */
export function useWishlistSkus(loggedIn: boolean): ReadonlySet<string> | null {
  const client = useClient();
  const [skus, setSkus] = useState<ReadonlySet<string> | null>(null);
  useEffect(() => {
    if (!loggedIn) return undefined;
    let live = true;
    const off = getEventBus().on('wishlist:changed', (e) => setSkus(new Set(e.skus)));
    void client
      .query(WISHLIST_SKUS, {}, { requestPolicy: 'network-only' })
      .toPromise()
      .then((r) => {
        const list = (r.data as { wishlist?: { skus?: unknown } } | undefined)?.wishlist?.skus;
        if (!live || r.error || !Array.isArray(list)) return;
        // an event that arrived while the query was under way is newer: keep it
        setSkus((current) => current ?? new Set(list.filter((s): s is string => typeof s === 'string')));
      });
    return () => {
      live = false;
      off();
    };
  }, [client, loggedIn]);
  return skus;
}
