import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BasketPageState, BasketPageView } from '../../shared/state';
import { axeViolations, renderRemote } from '../../shared/test-utils';
import { BasketPage } from './basket-page';

const view: BasketPageView = {
  items: [
    {
      sku: '123456-38',
      quantity: 2,
      maxQuantity: 5,
      lineTotal: 9998,
      offer: {
        productName: 'Sommerkleid',
        brand: 'Nordlicht',
        variantLabel: 'Rot, 38',
        price: { amount: 4999 },
        available: true,
        imageId: null,
        url: '/p/sommerkleid-123456',
      },
    },
    { sku: '999999-01', quantity: 1, maxQuantity: 0, lineTotal: null, offer: null },
  ],
  count: 3,
  currency: 'EUR',
  subtotal: 9998,
  freeShippingThreshold: 7500,
  missingForFreeShipping: 0,
  freeShipping: true,
  clubFreeShipping: false,
  catalogAvailable: true,
  voucher: null,
  discount: 0,
  co2: { chosen: false, cents: 100 },
  total: 9998,
};
const state = (over: Partial<BasketPageState> = {}): BasketPageState => ({
  v: 1,
  page: 'basket',
  view,
  notice: null,
  ...over,
});

// jsdom does not submit forms; a submit that goes through is one whose default was not prevented
const submitOf = (form: HTMLFormElement) => !fireEvent.submit(form) === false;

describe('the basket page', () => {
  it('shows the lines with native forms to the basket’s form API, the sums and no way to the checkout while a line cannot be priced', async () => {
    const { container } = renderRemote(<BasketPage state={state()} locale="de-DE" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Warenkorb (3 Artikel)');
    const quantity = screen.getByRole('combobox', { name: 'Menge für Sommerkleid' });
    expect(quantity).toHaveValue('2');
    expect(within(quantity).getAllByRole('option')).toHaveLength(5);
    const form = quantity.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/basket/form/items/123456-38');
    expect(
      screen.getByRole('button', { name: 'Sommerkleid aus dem Warenkorb entfernen' }).closest('form'),
    ).toHaveAttribute('action', '/api/basket/form/items/123456-38/remove');
    // the unknown item: its warning, no quantity form, but a remove form
    expect(screen.getByText('Diesen Artikel gibt es leider nicht (mehr).')).toBeInTheDocument();
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '999999-01 aus dem Warenkorb entfernen' })).toBeInTheDocument();
    expect(screen.getByText('Ihre Lieferung ist versandkostenfrei.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Zur Kasse' })).not.toBeInTheDocument();
    expect(container.querySelector('[data-sf-widget-slot="mfe-credit-instalments"]')).toHaveAttribute(
      'data-sf-widget-props',
      JSON.stringify({ price: 9998, currency: 'EUR' }),
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a change as a status and a refusal as an alert, in the page’s language', () => {
    const { unmount } = renderRemote(
      <BasketPage state={state({ notice: { kind: 'updated' } })} locale="fr-CH" />,
      { locale: 'fr-CH' },
    );
    expect(screen.getByRole('status')).toHaveTextContent('La quantité a été modifiée.');
    unmount();
    renderRemote(
      <BasketPage
        state={state({ notice: { kind: 'voucher-refused', reason: 'minimum', minimumCents: 5000 } })}
        locale="de-DE"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Dieser Gutschein gilt ab einem Bestellwert von 50,00\s€\.$/,
    );
  });

  it('lets one post go: its button shows it is sending, and a second submit on the page is stopped', async () => {
    renderRemote(<BasketPage state={state()} locale="de-DE" />);
    const update = screen.getByRole('button', { name: 'Menge ändern' });
    expect(update).not.toHaveAttribute('aria-busy');
    expect(submitOf(update.closest('form')!)).toBe(true);
    expect(update).toHaveAttribute('aria-busy', 'true');
    expect(update).toHaveAttribute('aria-disabled', 'true');
    expect(update).toHaveTextContent('Wird gesendet …');
    // a double click, or another form of the page, does not post again
    expect(submitOf(update.closest('form')!)).toBe(false);
    const redeem = screen.getByRole('button', { name: 'Einlösen' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Gutscheincode' }), 'SOMMER10');
    expect(submitOf(redeem.closest('form')!)).toBe(false);
    expect(redeem).not.toHaveAttribute('aria-busy');
    // back from the back-forward cache, the page posts again
    const restored = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(restored, 'persisted', { value: true });
    fireEvent(window, restored);
    expect(update).not.toHaveAttribute('aria-busy');
    expect(submitOf(redeem.closest('form')!)).toBe(true);
  });
});
