import { getEventBus } from '@sf/event-bus';
import { useGatewayQuery } from '@sf/gateway-client';
import { useEffect, useState } from 'react';
import { WISHLIST_SKUS } from '../../shared/documents';

/**
 * The variation skus on the logged-in shopper's wishlist; null while unknown (logged out, not read
 * yet, or the read failed: the button then offers "add", which is harmless for an item on the list).
 *
 * Read in the browser after hydration, not passed in by the server: the product fragment is the same
 * HTML for everyone but the session flag, and asking the basket domain on every server render would
 * cost the fragment's latency budget. One persisted query through the gateway (as the add/remove
 * mutations) for logged-in shoppers only, by the shared data hook (decision 0210: deduped for 2 s,
 * read again when the page is shown again, retried); `wishlist:changed` (this page, other remotes,
 * other tabs) keeps it current in between. Whichever came last counts.
 */
export function useWishlistSkus(loggedIn: boolean): ReadonlySet<string> | null {
  const [{ data, error }] = useGatewayQuery<{ wishlist?: { skus?: unknown } | null }>({
    query: WISHLIST_SKUS,
    pause: !loggedIn,
  });
  const [skus, setSkus] = useState<ReadonlySet<string> | null>(null);
  const list = error ? undefined : data?.wishlist?.skus;
  useEffect(() => {
    if (Array.isArray(list)) setSkus(new Set(list.filter((s): s is string => typeof s === 'string')));
  }, [list]);
  useEffect(() => {
    if (!loggedIn) return undefined;
    return getEventBus().on('wishlist:changed', (e) => setSkus(new Set(e.skus)));
  }, [loggedIn]);
  return loggedIn ? skus : null;
}
