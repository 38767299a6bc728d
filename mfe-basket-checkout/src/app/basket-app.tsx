import type { RemoteAppProps } from '@sf/remote-kit';
import type { ReactElement } from 'react';
import { BasketPage } from '../features/basket/basket-page';
import { isBasketState } from '../shared/state';

/**
 * The basket remote's root: the page of the fragment server's state (the basket page so far; the
 * wishlist and the checkout's steps are still server-rendered HTML outside the slot). The same
 * component renders on the server and hydrates in the browser.
 */
export function BasketApp({ props, initialState }: RemoteAppProps): ReactElement | null {
  if (isBasketState(initialState) && initialState.page === 'basket')
    return <BasketPage state={initialState} locale={props.locale} />;
  return null;
}
