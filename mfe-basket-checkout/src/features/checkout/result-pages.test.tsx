import { screen, within } from '@testing-library/react';
import type { OrderView } from '../../shared/checkout-state';
import { axeViolations, renderRemote } from '../../shared/test-utils';
import { ConfirmationPage, NoOrderPage } from './result-pages';

const ORDER: OrderView = {
  orderNo: '10000042',
  currency: 'EUR',
  lines: [{ sku: '1-38', productName: 'Sofa Fjord', variantLabel: null, quantity: 1, lineTotalCents: 89900 }],
  totalCents: 89900,
  placed: true,
  address: {
    salutation: 'notSpecified',
    firstname: 'Erika',
    lastname: 'Muster',
    street: 'Hauptstraße',
    housenumber: '5',
    postalcode: '20095',
    city: 'Hamburg',
    email: 'erika@example.org',
  },
  delivery: { kind: 'home' },
  paymentMethod: 'invoice',
  paymentDetails: null,
  paymentDueOn: null,
  transferTo: {
    accountHolder: 'Nordhafen Versand GmbH',
    bankName: 'Hamburger Bank',
    iban: 'DE48 2005 0550 1027 3849 50',
    bic: 'HASPDEHHXXX',
  },
};

describe('the result pages', () => {
  it('confirm the order: its number as the one status, the lines, the transfer with the shop’s account, the payment link’s form', async () => {
    const { container } = renderRemote(
      <ConfirmationPage
        state={{ v: 1, page: 'checkout-confirmation', order: ORDER, customer: false }}
        locale="de-DE"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Ihre Bestellnummer: 10000042$/);
    expect(screen.getByRole('list', { name: 'Ihre Artikel' })).toHaveTextContent(/Sofa Fjord – Menge: 1/);
    const bank = screen.getByRole('region', { name: 'Unsere Bankverbindung' });
    expect(within(bank).getByText('DE48 2005 0550 1027 3849 50')).toBeInTheDocument();
    expect(within(bank).getByText('Bestellnummer 10000042')).toBeInTheDocument();
    const create = screen.getByRole('button', { name: /online bezahlen/i }).closest('form')!;
    expect(create).toHaveAttribute('action', '/api/basket/paylink/create');
    expect(create.querySelector('input[name="order"]')).toHaveValue('10000042');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('say no order was placed, and why when known', () => {
    renderRemote(
      <NoOrderPage
        state={{ v: 1, page: 'checkout-no-order', reason: 'Ihr Warenkorb hat sich geändert.' }}
        locale="de-DE"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Ihr Warenkorb hat sich geändert.');
    expect(screen.getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute('href', '/warenkorb');
  });
});
