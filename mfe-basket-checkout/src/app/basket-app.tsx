import type { RemoteAppProps } from '@sf/remote-kit';
import type { ReactElement } from 'react';
import { BasketPage } from '../features/basket/basket-page';
import { CheckoutPage } from '../features/checkout/checkout-page';
import { WishlistPage } from '../features/wishlist/wishlist-page';
import { isBasketState } from '../shared/state';

/**
 * The basket remote's root: the page of the fragment server's state (the basket, the wishlist, the
 * checkout's steps). The same component renders on the server and hydrates in the browser.
 */
export function BasketApp({ props, initialState }: RemoteAppProps): ReactElement | null {
  if (!isBasketState(initialState)) return null;
  if (initialState.page === 'wishlist') return <WishlistPage state={initialState} locale={props.locale} />;
  if (initialState.page === 'basket') return <BasketPage state={initialState} locale={props.locale} />;
  return <CheckoutPage state={initialState} locale={props.locale} />;
}
