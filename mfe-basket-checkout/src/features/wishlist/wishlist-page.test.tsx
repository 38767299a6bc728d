import { screen, within } from '@testing-library/react';
import type { WishlistPageState } from '../../shared/state';
import { axeViolations, renderRemote } from '../../shared/test-utils';
import { WishlistPage } from './wishlist-page';

const offer = (over: Partial<NonNullable<WishlistPageState['items'][number]['offer']>> = {}) => ({
  productName: 'Sommerkleid',
  brand: 'Nordlicht',
  variantLabel: 'Rot, 38',
  price: { amount: 4999, currency: 'EUR' },
  available: true,
  imageId: null,
  url: '/p/sommerkleid-123456',
  ...over,
});

const state = (over: Partial<WishlistPageState> = {}): WishlistPageState => ({
  v: 1,
  page: 'wishlist',
  items: [
    { sku: '123456-38', quantity: 1, offer: offer() },
    { sku: '123456-42', quantity: 2, offer: offer({ variantLabel: 'Rot, 42', available: false }) },
  ],
  count: 2,
  loginRequired: false,
  catalogAvailable: true,
  currency: 'EUR',
  notice: null,
  edit: null,
  ...over,
});

describe('the wishlist page', () => {
  it('lists the items with native forms: to the basket only when priced, remove always, and the edit link', async () => {
    const { container } = renderRemote(<WishlistPage state={state()} locale="de-DE" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Merkzettel (2 Artikel)');
    const toBasket = screen.getAllByRole('button', { name: /in den Warenkorb legen$/ });
    expect(toBasket).toHaveLength(1);
    expect(toBasket[0]!.closest('form')).toHaveAttribute(
      'action',
      '/api/basket/form/wishlist/123456-38/to-basket',
    );
    expect(screen.getAllByRole('button', { name: 'Sommerkleid vom Merkzettel entfernen' })).toHaveLength(2);
    expect(screen.getByText('Dieser Artikel ist leider ausverkauft.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Sommerkleid bearbeiten' })[0]).toHaveAttribute(
      'href',
      '/merkzettel?edit=123456-38#sf-wishlist-edit',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opens the edit view on its item: the variations (sold-out not choosable), the quantity, save and cancel', async () => {
    const { container } = renderRemote(
      <WishlistPage
        state={state({
          edit: {
            sku: '123456-38',
            name: 'Sommerkleid',
            quantity: 1,
            choice: true,
            variations: [
              { sku: '123456-38', label: 'Rot, 38', soldOut: false },
              { sku: '123456-42', label: 'Rot, 42', soldOut: true },
            ],
          },
        })}
        locale="de-DE"
      />,
    );
    const form = screen.getByRole('form', { name: 'Sommerkleid bearbeiten' });
    expect(form).toHaveAttribute('action', '/api/basket/form/wishlist/123456-38/edit');
    expect(within(form).getByRole('radio', { name: 'Rot, 38' })).toBeChecked();
    expect(within(form).getByRole('radio', { name: 'Rot, 42 – ausverkauft' })).toBeDisabled();
    expect(within(form).getByRole('spinbutton', { name: 'Menge' })).toHaveValue(1);
    expect(within(form).getByRole('button', { name: 'Änderungen übernehmen' })).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Abbrechen' })).toHaveAttribute('href', '/merkzettel');
    // the item being edited offers no second edit link
    expect(screen.getAllByRole('link', { name: 'Sommerkleid bearbeiten' })).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the server’s words: a move with the way to the basket, a refused edit above the list, the login for anonymous visitors', () => {
    const { unmount } = renderRemote(
      <WishlistPage
        state={state({
          notice: { role: 'status', text: 'Der Artikel wurde in den Warenkorb gelegt.', basketLink: true },
          edit: {
            sku: '777000-01',
            name: '777000-01',
            failure: 'Der Artikel konnte leider nicht geändert werden.',
          },
        })}
        locale="de-DE"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Der Artikel wurde in den Warenkorb gelegt. Zum Warenkorb',
    );
    expect(within(screen.getByRole('status')).getByRole('link')).toHaveAttribute('href', '/warenkorb');
    expect(screen.getByRole('alert')).toHaveTextContent('Der Artikel konnte leider nicht geändert werden.');
    unmount();
    renderRemote(<WishlistPage state={state({ items: [], count: 0, loginRequired: true })} locale="de-DE" />);
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
      'href',
      '/mein-konto?returnTo=%2Fmerkzettel',
    );
  });
});
