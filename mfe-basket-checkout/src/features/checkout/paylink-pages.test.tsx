import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaylinkState } from '../../shared/checkout-state';
import { axeViolations, renderRemote } from '../../shared/test-utils';
import { PaylinkPage, PaylinkResultPage } from './paylink-pages';

const ORDER = {
  orderNo: '10000042',
  currency: 'EUR',
  lines: [
    { sku: '1-38', productName: 'Sommerkleid', variantLabel: 'Rot, 38', quantity: 1, lineTotalCents: 4999 },
  ],
  totalCents: 5594,
};
const STATE: PaylinkState = {
  v: 1,
  page: 'paylink',
  order: ORDER,
  token: 'tok',
  methods: ['paypal', 'visa'],
  notice: null,
  missing: false,
  pay: null,
  bank: {
    accountHolder: 'Nordhafen Versand GmbH',
    bankName: 'Hamburger Bank',
    iban: 'DE48 2005 0550 1027 3849 50',
    bic: 'HASPDEHHXXX',
  },
};

describe('the payment link’s pages', () => {
  it('pay the order by a native post of the link, its submit disabled until a method is chosen', async () => {
    const { container } = renderRemote(<PaylinkPage state={STATE} locale="de-DE" />);
    const pay = screen.getByRole('button', { name: /^55,94\s€ jetzt bezahlen$/ });
    const form = pay.closest('form')!;
    expect(form).toHaveAttribute('action', '/api/basket/paylink/pay');
    expect(form.querySelector('input[name="token"]')).toHaveValue('tok');
    expect(pay).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Visa' }));
    expect(pay).toBeEnabled();
    expect(screen.getByText('Bestellnummer 10000042')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('show a refused link without any order’s data, and an order paid already without a way to pay again', () => {
    const { unmount } = renderRemote(
      <PaylinkResultPage
        state={{ v: 1, page: 'paylink-refusal', text: 'Dieser Zahlungslink ist ungültig.' }}
        locale="de-DE"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Dieser Zahlungslink ist ungültig.');
    unmount();
    renderRemote(<PaylinkResultPage state={{ v: 1, page: 'checkout-paid', order: ORDER }} locale="de-DE" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Diese Bestellung ist bereits bezahlt',
    );
    expect(screen.getByRole('list', { name: 'Ihre Artikel' })).toHaveTextContent('Sommerkleid, Rot, 38');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
