import { getEventBus } from '@sf/event-bus';
import { useIntl } from '@sf/remote-kit';
import { useCallback } from 'react';
import { useClient } from 'urql';
import { ADD_TO_BASKET, ADD_TO_WISHLIST, REMOVE_FROM_WISHLIST } from '../../shared/documents';

export type ActionResult =
  | { readonly ok: true; readonly message: string }
  | { readonly ok: false; readonly message: string; readonly code?: string };

interface MutationError {
  code: string;
  message: string;
}

/**
 * Add to basket and add/remove on the wishlist through the gateway (the basket subgraph's
 * mutations as persisted documents); on success the matching bus event carries the new count.
 * Errors come back as the spec's texts (a typed error's own localized message where it has one).
 */
export function useBasketActions() {
  const client = useClient();
  const intl = useIntl();
  const t = useCallback((id: string) => intl.formatMessage({ id }), [intl]);

  const addToBasket = useCallback(
    async (sku: string, quantity: number): Promise<ActionResult> => {
      const r = await client.mutation(ADD_TO_BASKET, { sku, quantity }).toPromise();
      const data = (
        r.data as
          { addToBasket?: { basket: { count: number } | null; error: MutationError | null } } | undefined
      )?.addToBasket;
      if (r.error || !data || data.error || !data.basket) {
        return {
          ok: false,
          message: t('catalog.product.basketError'),
          ...(data?.error ? { code: data.error.code } : {}),
        };
      }
      getEventBus().emit({ type: 'basket:changed', v: 1, count: data.basket.count });
      return { ok: true, message: t('catalog.product.added') };
    },
    [client, t],
  );

  const changeWishlist = useCallback(
    async (sku: string, add: boolean): Promise<ActionResult> => {
      const r = await client.mutation(add ? ADD_TO_WISHLIST : REMOVE_FROM_WISHLIST, { sku }).toPromise();
      const field = add ? 'addToWishlist' : 'removeFromWishlist';
      const data = (
        r.data as
          | Record<
              string,
              { wishlist: { count: number; skus: string[] } | null; error: MutationError | null } | undefined
            >
          | undefined
      )?.[field];
      if (r.error || !data || data.error || !data.wishlist) {
        return {
          ok: false,
          message: t(add ? 'catalog.product.wishlistAddError' : 'catalog.product.wishlistRemoveError'),
          ...(data?.error ? { code: data.error.code } : {}),
        };
      }
      // a variable, not a literal: the event's skus field is the basket slice's addition to the contract
      const event = {
        type: 'wishlist:changed',
        v: 1,
        count: data.wishlist.count,
        skus: data.wishlist.skus,
      } as const;
      getEventBus().emit(event);
      return {
        ok: true,
        message: t(add ? 'catalog.product.wishlistAdded' : 'catalog.product.wishlistRemoved'),
      };
    },
    [client, t],
  );

  return { addToBasket, changeWishlist };
}
