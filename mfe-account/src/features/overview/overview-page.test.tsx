import { axeViolations, renderInRemote } from '@sf/testing/remote';
import { screen, within } from '@testing-library/react';
import { AREA_MESSAGES } from '../../shared/area-messages';
import type { OverviewState } from '../../shared/area-state';
import { OverviewPage } from './overview-page';

const STATE: OverviewState = {
  page: 'overview',
  customer: { name: 'Anna Schmidt', businessPartnerNo: 'BP-1', customerNumber: '40000001' },
  balance: { balanceCents: 123450, openCents: 5000, openCount: 2, currency: 'EUR' },
  returns: [
    { id: 'r1', returnNo: 'R-1', productName: 'Sofa', returnOn: '2026-11-20', status: 'registered' },
    { id: 'r2', returnNo: 'R-2', productName: 'Lampe', returnOn: '2026-11-01', status: 'refunded' },
  ],
  earliestReturnOn: '2026-12-02',
  latestReturnOn: '2026-12-27',
  shipments: [{ orderNo: '100042', placedAt: '2026-11-25T10:00:00Z' }],
  vouchers: {
    active: [
      {
        id: 'v1',
        code: 'WINTER',
        valueCents: 1500,
        currency: 'EUR',
        validUntil: '2026-12-31',
        minOrderAfterReturnCents: 9000,
        customerGroup: 'Stammkunde',
      },
    ],
    expired: [],
  },
  notice: { message: 'area.returns.changed', kind: 'status' },
};

describe('OverviewPage', () => {
  it('shows the customer, balance, returns, shipments and vouchers, and passes axe', async () => {
    renderInRemote(<OverviewPage state={STATE} locale="de-DE" />, { messages: AREA_MESSAGES });
    expect(screen.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.getByText('Anna Schmidt')).toBeInTheDocument();
    expect(screen.getByText(/2 offene Zahltermine/)).toBeInTheDocument();
    // only the registered return can be moved, by a form post that works without JavaScript
    const forms = document.querySelectorAll('form[action^="/api/customer/form/area/returns/"]');
    expect([...forms].map((f) => f.getAttribute('action'))).toEqual(['/api/customer/form/area/returns/r1']);
    // a date before the earliest day is offered as the earliest
    expect(screen.getByLabelText('Rückgabetermin ändern', { exact: false })).toHaveValue('2026-12-02');
    expect(screen.getByRole('link', { name: /Bestellung 100042/ })).toHaveAttribute(
      'href',
      '/mein-konto/meine-bestellungen-und-lieferungen',
    );
    const active = screen.getByRole('table', { name: 'Aktive Gutscheine' });
    expect(within(active).getByText('WINTER')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('says so when the checkout cannot tell the shipments', () => {
    renderInRemote(<OverviewPage state={{ ...STATE, shipments: null, notice: null }} locale="de-DE" />, {
      messages: AREA_MESSAGES,
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ihre Bestellungen konnten gerade nicht geladen werden.',
    );
  });
});
