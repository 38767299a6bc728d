import { axeViolations, renderInRemote } from '@sf/testing/remote';
import { screen, within } from '@testing-library/react';
import { AREA_MESSAGES } from '../../shared/area-messages';
import type { InvoicesState, PaymentDatesState } from '../../shared/area-page-states';
import { BookingsPage } from './bookings-page';
import { InvoicesPage } from './invoices-page';
import { PaymentDatesPage } from './payment-dates-page';

const opts = { messages: AREA_MESSAGES };
const norm = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('the ledger pages', () => {
  it('list the bookings, each row anchored, the payment pause’s orders among them', async () => {
    renderInRemote(
      <BookingsPage
        state={{
          page: 'bookings',
          bookings: [
            {
              id: 'order-30000777',
              bookedOn: '2026-11-27',
              kind: 'pause',
              reference: '30000777',
              amountCents: 93047,
              currency: 'EUR',
            },
            {
              id: 'b1',
              bookedOn: '2026-11-01',
              kind: 'invoice',
              reference: 'R-1',
              amountCents: 12999,
              currency: 'EUR',
            },
          ],
          notice: null,
        }}
        locale="de-DE"
      />,
      opts,
    );
    const table = screen.getByRole('table', { name: 'Meine Buchungen' });
    const row = within(table).getByText('Bestellung mit Zahlpause 30000777').closest('tr')!;
    expect(row).toHaveAttribute('id', 'booking-order-30000777');
    expect(norm(row.textContent)).toContain('930,47 €');
    expect(screen.getByRole('link', { name: 'Meine Buchungen' })).toHaveAttribute('aria-current', 'page');
    expect(await axeViolations()).toEqual([]);
  });

  it('say so when there are no bookings', () => {
    renderInRemote(
      <BookingsPage state={{ page: 'bookings', bookings: [], notice: null }} locale="de-DE" />,
      opts,
    );
    expect(screen.getByText('Es gibt noch keine Buchungen.')).toBeInTheDocument();
  });

  it('show each invoice with its lines, the included VAT and its PDF', async () => {
    const state: InvoicesState = {
      page: 'invoices',
      invoices: [
        {
          id: 'i1',
          invoiceNo: 'R-2026-100001',
          issuedOn: '2026-11-02',
          dueOn: '2026-11-16',
          currency: 'CHF',
          vatRateBp: 810,
          vatCents: 975,
          totalCents: 12999,
          lines: [
            { position: 1, description: 'Stehleuchte', quantity: 1, unitCents: 12999, lineCents: 12999 },
          ],
        },
      ],
      notice: null,
    };
    renderInRemote(<InvoicesPage state={state} locale="fr-CH" />, opts);
    const invoice = screen.getByRole('article', { name: /R-2026-100001/ });
    expect(within(invoice).getByText('Stehleuchte')).toBeInTheDocument();
    expect(within(invoice).getByText(/8,1/)).toBeInTheDocument();
    expect(within(invoice).getByRole('link', { name: /R-2026-100001/ })).toHaveAttribute(
      'href',
      '/api/customer/v1/invoices/i1.pdf?locale=fr-CH',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('link each payment date to its booking, and show the maturities’ own error with a reload link', () => {
    const state: PaymentDatesState = {
      page: 'payment-dates',
      maturities: [
        {
          id: 'm1',
          dueOn: '2027-03-27',
          amountCents: 93047,
          currency: 'EUR',
          paid: false,
          bookingId: 'order-30000777',
          pausedOrderNo: '30000777',
        },
      ],
      path: '/mein-konto/meine-zahltermine',
      notice: null,
    };
    const { unmount } = renderInRemote(<PaymentDatesPage state={state} locale="de-DE" />, opts);
    expect(screen.getByRole('link', { name: 'Zahlpause, Bestellung 30000777' })).toHaveAttribute(
      'href',
      '/mein-konto/meine-buchungen#booking-order-30000777',
    );
    expect(screen.getByText('offen')).toBeInTheDocument();
    unmount();
    renderInRemote(<PaymentDatesPage state={{ ...state, maturities: null }} locale="de-DE" />, opts);
    expect(screen.getByRole('alert')).toHaveTextContent('Ihre Zahltermine konnten nicht geladen werden.');
    expect(screen.getByRole('link', { name: 'Seite neu laden' })).toHaveAttribute(
      'href',
      '/mein-konto/meine-zahltermine',
    );
  });
});
