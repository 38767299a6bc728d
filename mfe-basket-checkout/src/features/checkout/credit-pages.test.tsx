import { screen } from '@testing-library/react';
import { axeViolations, renderRemote } from '../../shared/test-utils';
import { CreditPage, PausePage } from './credit-pages';

describe('the Flexikonto’s and the payment pause’s pages', () => {
  it('leave the credit domain’s widget slot to the edge, with the order’s total for the pause', async () => {
    const { container } = renderRemote(
      <CreditPage
        state={{ v: 1, page: 'checkout-credit', kind: 'pause', totalCents: 89900, currency: 'EUR' }}
        locale="de-DE"
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Zahlpause');
    const slot = container.querySelector('[data-sf-widget-slot="mfe-credit-instalments"]')!;
    expect(slot).toHaveAttribute('data-sf-widget', 'payment-pause-widget');
    expect(slot).toHaveAttribute('data-sf-widget-props', JSON.stringify({ price: 89900, currency: 'EUR' }));
    expect(slot).toBeEmptyDOMElement();
    expect(screen.getByRole('link', { name: 'Zurück zu Prüfen und bestellen' })).toHaveAttribute(
      'href',
      '/kasse',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offer the payment pause as a method: its figures on this order and the choice as a native post', () => {
    renderRemote(
      <PausePage
        state={{
          v: 1,
          page: 'checkout-pause',
          months: 4,
          surchargeBp: 350,
          surchargeCents: 3147,
          totalCents: 93047,
          currency: 'EUR',
          dueOn: '2027-03-28',
          chosen: false,
        }}
        locale="de-DE"
      />,
    );
    expect(
      screen.getByText(/^Aufschlag 3,5\s%: 31,47\s€\. Sie zahlen 930,47\s€ bis zum 28\. März 2027\.$/),
    ).toBeInTheDocument();
    const choose = screen.getByRole('button', { name: 'Zahlpause wählen' }).closest('form')!;
    expect(choose).toHaveAttribute('action', '/api/basket/checkout/payment');
    expect(choose.querySelector('input[name="method"]')).toHaveValue('paymentPause');
  });
});
