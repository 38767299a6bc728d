import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductState } from '../../shared/state';
import { axeViolations, renderRemote } from '../../shared/test-utils';
import { BuyBox } from './buy-box';

const state: ProductState = {
  v: 1,
  page: 'product',
  sku: '100001',
  name: 'Kleid „Como“',
  brand: 'Lina Rosé',
  description: 'Ein Kleid.',
  url: '/p/kleid-100001',
  kind: 'dress',
  price: { amount: 4999, currency: 'EUR', oldAmount: null },
  dimension: 'COLOUR_SIZE',
  coloursHidden: false,
  variations: [
    {
      sku: '10000101',
      label: 'Rot, 36',
      colour: 'red',
      colourName: 'Rot',
      colourHex: '#c0392b',
      size: '36',
      available: true,
      imageId: null,
    },
    {
      sku: '10000102',
      label: 'Rot, 38',
      colour: 'red',
      colourName: 'Rot',
      colourHex: '#c0392b',
      size: '38',
      available: false,
      imageId: null,
    },
  ],
  selected: null,
  maxQuantity: 5,
  available: true,
  energyClass: null,
  tyre: null,
  downloads: [],
  delivery: 'Lieferung in 2–4 Werktagen',
  deliveryKnown: true,
  services: [],
  breadcrumbs: [],
  ratings: { average: null, total: 0, page: 1, pageSize: 20, reviews: [] },
  recommendations: [],
  loggedIn: false,
  loginUrl: '/mein-konto',
  notice: null,
  ratingForm: null,
  braFinder: false,
  braSearchPath: null,
  braSearch: null,
};

describe('BuyBox', () => {
  it('asks for a variant first and sends nothing', async () => {
    const { calls } = renderRemote(
      <main>
        <BuyBox state={state} />
      </main>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte wählen Sie zuerst eine Variante aus!');
    expect(screen.getByRole('combobox', { name: 'Variante' })).toHaveFocus();
    expect(calls).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it('adds the chosen variation and announces the new basket count on the bus', async () => {
    const events: unknown[] = [];
    window.addEventListener('basket:changed', (e) => events.push((e as CustomEvent).detail));
    const { calls } = renderRemote(<BuyBox state={state} />, {
      handler: () => ({
        addToBasket: {
          basket: { id: 'MyUniqueBasketId', count: 3, __typename: 'Basket' },
          error: null,
          __typename: 'BasketResult',
        },
      }),
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Variante' }), '10000101');
    await userEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Der Artikel wurde in den Warenkorb gelegt.');
    expect(calls).toEqual([{ name: 'CatalogAddToBasket', variables: { sku: '10000101', quantity: 1 } }]);
    await waitFor(() =>
      expect(events).toEqual([expect.objectContaining({ type: 'basket:changed', count: 3 })]),
    );
  });

  it('shows the spec text when the basket refuses, and refuses a quantity out of range itself', async () => {
    const { calls } = renderRemote(<BuyBox state={{ ...state, selected: '10000101' }} />, {
      handler: () => ({
        addToBasket: {
          basket: null,
          error: { code: 'NOT_AVAILABLE', message: 'x', maxQuantity: null, __typename: 'BasketError' },
          __typename: 'BasketResult',
        },
      }),
    });
    const quantity = screen.getByRole('spinbutton', { name: 'Menge' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await userEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte geben Sie eine Menge von 1 bis 5 an.');
    expect(calls).toEqual([]);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Ihr Artikel konnte leider nicht in den Warenkorb gelegt werden...',
      ),
    );
  });

  it('asks a visitor to log in for the wishlist, and sends nothing', async () => {
    const { calls } = renderRemote(<BuyBox state={state} />);
    await userEvent.click(screen.getByRole('button', { name: 'Auf den Merkzettel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bitte melden Sie sich an' });
    expect(dialog).toHaveTextContent('melden Sie sich bitte in Ihrem Kundenkonto an');
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/mein-konto');
    expect(calls).toEqual([]);
  });

  it('starts from the shopper’s wishlist: a variation on it offers remove, and the removal raises its toast', async () => {
    const toasts: unknown[] = [];
    const record = (e: Event) => toasts.push((e as CustomEvent).detail);
    window.addEventListener('toast:add', record);
    const wishlist = (skus: string[]) => ({
      id: 'MyUniqueWishlistId',
      count: skus.length,
      skus,
      __typename: 'Wishlist',
    });
    const { calls } = renderRemote(<BuyBox state={{ ...state, loggedIn: true }} />, {
      handler: (name) =>
        name === 'CatalogWishlistSkus'
          ? { wishlist: wishlist(['10000101']) }
          : { removeFromWishlist: { wishlist: wishlist([]), error: null, __typename: 'WishlistResult' } },
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Variante' }), '10000101');
    await userEvent.click(await screen.findByRole('button', { name: 'Vom Merkzettel entfernen' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        expect.objectContaining({
          toast: expect.objectContaining({
            message: 'Der Artikel wurde von Ihrem Merkzettel entfernt.',
            severity: 'success',
          }),
        }),
      ]),
    );
    expect(screen.getByRole('button', { name: 'Auf den Merkzettel' })).toBeInTheDocument();
    expect(calls).toEqual([
      { name: 'CatalogWishlistSkus', variables: {} },
      { name: 'CatalogRemoveFromWishlist', variables: { sku: '10000101' } },
    ]);
    window.removeEventListener('toast:add', record);
  });
});
