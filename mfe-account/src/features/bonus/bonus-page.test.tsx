import { axeViolations, renderInRemote } from '@sf/testing/remote';
import { screen } from '@testing-library/react';
import { AREA_MESSAGES } from '../../shared/area-messages';
import type { BonusState } from '../../shared/area-page-states';
import { BonusPage } from './bonus-page';

const MEMBER: BonusState = {
  page: 'bonus',
  member: true,
  since: '2026-01-10T09:00:00Z',
  balance: 899,
  ordersAvailable: true,
  bookings: [{ id: 'order-30000777', bookedOn: '2026-11-27', reference: '30000777', points: 899 }],
  currency: 'CHF',
  path: '/mein-konto/bonusprogramm',
  notice: null,
};
const show = (state: Partial<BonusState> = {}) =>
  renderInRemote(<BonusPage state={{ ...MEMBER, ...state }} locale="de-DE" />, { messages: AREA_MESSAGES });

describe('BonusPage', () => {
  it('shows a member’s balance, the points of each order and the rule, and passes axe', async () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Bonusprogramm' })).toBeInTheDocument();
    expect(screen.getByText('899 Punkte')).toBeInTheDocument();
    expect(screen.getByText('Bestellung 30000777').closest('tr')).toHaveAttribute(
      'id',
      'points-order-30000777',
    );
    expect(screen.getByText(/vollen Franken/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('does not guess the balance when the orders cannot be read', () => {
    show({ ordersAvailable: false });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Die Punkte aus Ihren Bestellungen können gerade nicht angezeigt werden.',
    );
    expect(screen.queryByText('899 Punkte')).toBeNull();
  });

  it('offers a customer who does not take part the join form (a post)', () => {
    show({ member: false, since: null, balance: 0, bookings: [] });
    const join = screen.getByRole('button', { name: 'Am Bonusprogramm teilnehmen' }).closest('form');
    expect(join).toHaveAttribute('action', '/api/customer/form/area/bonus');
    expect(join).toHaveAttribute('method', 'post');
  });
});
