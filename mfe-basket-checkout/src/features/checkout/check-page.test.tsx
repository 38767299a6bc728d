import { fireEvent, screen } from '@testing-library/react';
import type { CheckoutCheckState } from '../../shared/checkout-state';
import { axeViolations, renderRemote } from '../../shared/test-utils';
import { CheckPage } from './check-page';

const STATE: CheckoutCheckState = {
  v: 1,
  page: 'checkout',
  pricing: {
    currency: 'EUR',
    lines: [
      {
        sku: '100001-38',
        productName: 'Lina Rose Kleid',
        variantLabel: 'Rot, 38',
        quantity: 2,
        lineTotalCents: 9998,
      },
    ],
    subtotalCents: 9998,
    voucherCode: 'SOMMER10',
    discountCents: 1000,
    shippingCents: 0,
    clubFreeShipping: false,
    co2Cents: 0,
    surchargeCents: 350,
    totalCents: 9348,
  },
  address: {
    salutation: 'female',
    firstname: 'Erika',
    lastname: 'Muster',
    street: 'Hauptstraße',
    housenumber: '5',
    postalcode: '20095',
    city: 'Hamburg',
    email: 'erika@example.org',
  },
  delivery: {
    kind: 'parcel-shop',
    shop: {
      id: 'de-hh-1',
      name: 'Kiosk am Rathaus',
      street: 'Rathausmarkt 1',
      postalcode: '20095',
      city: 'Hamburg',
      opening: 'Mo–Sa',
    },
  },
  paymentMethod: 'directDebit',
  paymentDetails: {
    kind: 'sepa-mandate',
    maskedIban: 'DE89 •••• •••• 3000',
    accountHolder: 'Erika Muster',
    creditorId: 'DE79ZZZ01234567890',
    mandateReference: null,
  },
  orderKey: 'key-1',
  notice: null,
};

describe('the check page', () => {
  it('shows what is ordered as the server priced it, with the order form’s key and total, and posts once', async () => {
    const { container } = renderRemote(<CheckPage state={STATE} locale="de-DE" />);
    expect(screen.getByRole('list', { name: 'Ihre Artikel' })).toHaveTextContent(
      /Lina Rose Kleid, Rot, 38 – Menge: 2\s*99,98\s€/,
    );
    expect(screen.getByText('Frau Erika Muster', { exact: false })).toBeInTheDocument();
    expect(
      screen.getByText('Lieferung in einen Paketshop: Kiosk am Rathaus, Rathausmarkt 1, 20095 Hamburg'),
    ).toBeInTheDocument();
    expect(screen.getByText('Konto DE89 •••• •••• 3000, Kontoinhaber Erika Muster')).toBeInTheDocument();
    expect(screen.getByText('Gutschein SOMMER10').parentElement).toHaveTextContent(
      /^Gutschein SOMMER10 −10,00\s€$/,
    );
    expect(screen.getByText('Gesamtsumme').parentElement).toHaveTextContent(/^Gesamtsumme 93,48\s€$/);
    expect(screen.getByRole('link', { name: 'Zahlart ändern' })).toHaveAttribute(
      'href',
      '/kasse/zahlung-aendern',
    );
    const order = screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' });
    const form = order.closest('form')!;
    expect(form).toHaveAttribute('action', '/api/basket/checkout/order');
    expect(form.querySelector('input[name="orderKey"]')).toHaveValue('key-1');
    expect(form.querySelector('input[name="shownTotal"]')).toHaveValue('9348');
    expect(await axeViolations(container)).toEqual([]);
    expect(fireEvent.submit(form)).toBe(true);
    expect(order).toHaveAttribute('aria-busy', 'true');
    expect(fireEvent.submit(form)).toBe(false);
  });
});
