import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckoutPaymentState } from '../../shared/checkout-state';
import { axeViolations, renderRemote } from '../../shared/test-utils';
import { PaymentPage } from './payment-page';

const state = (over: Partial<CheckoutPaymentState> = {}): CheckoutPaymentState => ({
  v: 1,
  page: 'checkout-payment',
  change: false,
  methods: ['invoice', 'directDebit', 'visa', 'paymentPause'],
  chosen: null,
  authorized: null,
  notice: null,
  missing: false,
  pay: null,
  pause: { months: 4, surchargeBp: 350 },
  mandate: {
    text: 'Ich ermächtige die Nordhafen Versand GmbH …',
    values: { iban: '', accountHolder: 'Erika Muster' },
    errors: {},
  },
  ...over,
});

describe('the payment step', () => {
  it('offers the tenant’s methods as a native form post, “Weiter” disabled until a method (and a direct debit’s IBAN) is given', async () => {
    const { container } = renderRemote(<PaymentPage state={state()} locale="de-DE" />);
    const next = screen.getByRole('button', { name: 'Weiter' });
    expect(next.closest('form')).toHaveAttribute('action', '/api/basket/checkout/payment');
    expect(next.closest('form')).toHaveAttribute('method', 'post');
    expect(next).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Zahlpause' })).toHaveAccessibleDescription(/4 Monate.*3,5\s%/);
    await userEvent.click(screen.getByRole('radio', { name: 'Rechnung' }));
    expect(next).toBeEnabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Lastschrift' }));
    expect(next).toBeDisabled();
    const mandate = screen.getByRole('group', { name: 'SEPA-Lastschriftmandat' });
    expect(within(mandate).getByRole('textbox', { name: 'Kontoinhaber' })).toHaveValue('Erika Muster');
    await userEvent.type(within(mandate).getByRole('textbox', { name: 'IBAN' }), 'DE89370400440532013000');
    expect(next).toBeEnabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the refusals of the last post at their fields and the provider’s way out', () => {
    renderRemote(
      <PaymentPage
        state={state({
          chosen: 'directDebit',
          notice: { text: 'Bitte prüfen Sie Ihre Angaben zur Lastschrift.', alert: true },
          pay: { method: 'visa', url: 'http://sandbox.invalid/pay/psb_1' },
          mandate: {
            text: 'Ich ermächtige …',
            values: { iban: 'DE89 3704 0044 0532 0130 01', accountHolder: 'Erika Muster' },
            errors: {
              iban: 'Die IBAN ist nicht gültig. Bitte prüfen Sie Ihre Eingabe.',
              mandate: 'Bitte erteilen Sie das SEPA-Lastschriftmandat.',
            },
          },
        })}
        locale="de-DE"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte prüfen Sie Ihre Angaben zur Lastschrift.');
    const iban = screen.getByRole('textbox', { name: 'IBAN' });
    expect(iban).toHaveValue('DE89 3704 0044 0532 0130 01');
    expect(iban).toHaveAccessibleDescription('Die IBAN ist nicht gültig. Bitte prüfen Sie Ihre Eingabe.');
    expect(screen.getByRole('checkbox', { name: 'Ich erteile das SEPA-Lastschriftmandat.' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Weiter zur Zahlung mit Visa' })).toHaveAttribute(
      'href',
      'http://sandbox.invalid/pay/psb_1',
    );
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeEnabled();
  });
});
