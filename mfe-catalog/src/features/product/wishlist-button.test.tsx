import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '../../shared/test-utils';
import { WishlistButton, withWish, type WishlistButtonProps } from './wishlist-button';

describe('withWish', () => {
  it('puts the chosen variant on the product path the login returns to', () => {
    expect(withWish('/mein-konto?returnTo=%2Fp%2Fsofa-123', '123-02')).toBe(
      '/mein-konto?returnTo=%2Fp%2Fsofa-123%3Fwish%3D123-02',
    );
    expect(withWish('/fr/mon-compte?returnTo=%2Ffr%2Fp%2Fx-1%3Fvariant%3D1-01', '1-01')).toBe(
      '/fr/mon-compte?returnTo=%2Ffr%2Fp%2Fx-1%3Fvariant%3D1-01%26wish%3D1-01',
    );
  });

  it('leaves a login link without a way back alone', () => {
    expect(withWish('/mein-konto', '1-01')).toBe('/mein-konto');
  });
});

describe('WishlistButton for a logged-in shopper', () => {
  const toasts: unknown[] = [];
  const record = (e: Event) => toasts.push((e as CustomEvent).detail);
  beforeEach(() => {
    toasts.length = 0;
    window.addEventListener('toast:add', record);
  });
  afterEach(() => window.removeEventListener('toast:add', record));

  const button = (props: Partial<WishlistButtonProps> & Pick<WishlistButtonProps, 'onChange'>) => (
    <WishlistButton loggedIn loginUrl="/mein-konto" variantSku="10000101" onList={false} {...props} />
  );

  it('adds and raises the success toast, then offers to remove', async () => {
    const onChange = jest.fn(async () => ({
      ok: true as const,
      message: 'Der Artikel wurde auf Ihren Merkzettel gesetzt.',
    }));
    renderRemote(button({ onChange }));
    await userEvent.click(screen.getByRole('button', { name: 'Auf den Merkzettel' }));
    expect(onChange).toHaveBeenCalledWith(true);
    await waitFor(() =>
      expect(toasts).toEqual([
        expect.objectContaining({
          type: 'toast:add',
          toast: expect.objectContaining({
            message: 'Der Artikel wurde auf Ihren Merkzettel gesetzt.',
            severity: 'success',
          }),
        }),
      ]),
    );
    expect(screen.getByRole('button', { name: 'Vom Merkzettel entfernen' })).toBeEnabled();
  });

  it('raises the error toast on a failure and keeps offering to add', async () => {
    const onChange = jest.fn(async () => ({
      ok: false as const,
      message: 'Der Artikel konnte leider nicht auf den Merkzettel gesetzt werden.',
    }));
    renderRemote(button({ onChange }));
    await userEvent.click(screen.getByRole('button', { name: 'Auf den Merkzettel' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        expect.objectContaining({
          toast: expect.objectContaining({
            message: 'Der Artikel konnte leider nicht auf den Merkzettel gesetzt werden.',
            severity: 'error',
          }),
        }),
      ]),
    );
    expect(screen.getByRole('button', { name: 'Auf den Merkzettel' })).toBeEnabled();
  });

  it('offers to remove an item already on the list, and the removal raises its toast', async () => {
    const onChange = jest.fn(async () => ({
      ok: true as const,
      message: 'Der Artikel wurde von Ihrem Merkzettel entfernt.',
    }));
    renderRemote(button({ onChange, onList: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Vom Merkzettel entfernen' }));
    expect(onChange).toHaveBeenCalledWith(false);
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
  });

  it('follows the list when it becomes known after hydration', () => {
    const onChange = jest.fn();
    const { rerender } = renderRemote(button({ onChange }));
    expect(screen.getByRole('button', { name: 'Auf den Merkzettel' })).toBeInTheDocument();
    rerender(button({ onChange, onList: true }));
    expect(screen.getByRole('button', { name: 'Vom Merkzettel entfernen' })).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});
