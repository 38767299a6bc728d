import { axeViolations, renderInRemote } from '@sf/testing/remote';
import { screen, within } from '@testing-library/react';
import { AREA_MESSAGES } from '../../shared/area-messages';
import type { OrdersState } from '../../shared/area-page-states';
import { OrdersPage } from './orders-page';

const STATE: OrdersState = {
  page: 'orders',
  orders: [
    {
      orderNo: 'A-1001',
      placedAt: '2026-11-20T09:00:00Z',
      status: 'shipped',
      totalCents: 12999,
      currency: 'EUR',
      lines: [{ productName: 'Stehleuchte', quantity: 1, lineTotalCents: 12999 }],
    },
  ],
  path: '/mein-konto/meine-bestellungen-und-lieferungen',
  notice: null,
};
const show = (state: Partial<OrdersState> = {}) =>
  renderInRemote(<OrdersPage state={{ ...STATE, ...state }} locale="de-DE" />, { messages: AREA_MESSAGES });

describe('OrdersPage', () => {
  it('shows each order with its status and lines, and passes axe', async () => {
    show();
    const order = screen.getByRole('article', { name: /Bestellung A-1001/ });
    expect(within(order).getByText('unterwegs')).toBeInTheDocument();
    expect(within(order).getByText(/1 × Stehleuchte/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('has an empty state and an error with a reload link', () => {
    const { unmount } = show({ orders: [] });
    expect(screen.getByText('Sie haben noch keine Bestellungen.')).toBeInTheDocument();
    unmount();
    show({ orders: null });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ihre Bestellungen konnten gerade nicht geladen werden.',
    );
    expect(screen.getByRole('link', { name: 'Seite neu laden' })).toHaveAttribute('href', STATE.path);
  });
});
