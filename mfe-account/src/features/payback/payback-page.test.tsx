import { axeViolations, renderInRemote } from '@sf/testing/remote';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AREA_MESSAGES } from '../../shared/area-messages';
import type { PaybackState } from '../../shared/area-page-states';
import { PaybackPage, paybackError } from './payback-page';

const STATE: PaybackState = { page: 'payback', number: null, error: null, notice: null };
const show = (state: Partial<PaybackState> = {}) =>
  renderInRemote(<PaybackPage state={{ ...STATE, ...state }} locale="de-DE" />, { messages: AREA_MESSAGES });
const numberField = () => screen.getByRole('textbox', { name: 'PAYBACK Kundennummer' });

afterEach(() => jest.restoreAllMocks());

describe('PaybackPage', () => {
  it('checks the number in the browser (10 digits) and then posts it natively', async () => {
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    show();
    expect(screen.getByText('Sie haben noch keine PAYBACK Kundennummer hinterlegt.')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Nummer speichern' });
    // untouched, the page's first script marks it (decision 0130); once edited, the form disables it itself
    await userEvent.type(numberField(), 'x');
    await userEvent.clear(numberField());
    expect(save).toBeDisabled();
    await userEvent.type(numberField(), '12345');
    await userEvent.click(save);
    expect(
      await screen.findByText('Bitte geben Sie eine gültige PAYBACK Kundennummer an (10 Ziffern).'),
    ).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
    await userEvent.type(numberField(), '67890');
    await userEvent.click(save);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(save.closest('form')).toHaveAttribute('action', '/api/customer/form/area/payback');
  });

  it('offers to remove a number, shows a refused post’s message, and passes axe', async () => {
    show({
      number: '1234567890',
      error: 'area.payback.invalid',
      notice: { message: 'account.errorSummary', kind: 'alert' },
    });
    expect(screen.getByText('PAYBACK Kundennummer: 1234567890')).toBeInTheDocument();
    expect(numberField()).toHaveValue('1234567890');
    expect(
      screen.getByText('Bitte geben Sie eine gültige PAYBACK Kundennummer an (10 Ziffern).'),
    ).toBeInTheDocument();
    const remove = screen.getByRole('button', { name: 'Nummer entfernen' }).closest('form')!;
    expect(remove).toHaveFormValues({ remove: '1', locale: 'de-DE' });
    expect(await axeViolations()).toEqual([]);
  });

  it('reads a number with spaces as the server does', () => {
    expect(paybackError('12345 67890')).toBeNull();
    expect(paybackError('')).toBe('account.required');
    expect(paybackError('12345678901')).toBe('area.payback.invalid');
  });
});
