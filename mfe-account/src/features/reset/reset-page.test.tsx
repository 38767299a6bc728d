import { axeViolations, renderInRemote } from '@sf/testing/remote';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AREA_MESSAGES } from '../../shared/area-messages';
import type { ResetState } from '../../shared/area-state';
import { ResetPage } from './reset-page';

const show = (state: Partial<ResetState> = {}) =>
  renderInRemote(
    <ResetPage
      state={{ page: 'reset', token: 'tok-1', error: null, notice: null, ...state }}
      locale="de-DE"
    />,
    { messages: AREA_MESSAGES },
  );
const password = () => screen.getByLabelText('Passwort', { exact: false, selector: 'input' });

afterEach(() => jest.restoreAllMocks());

describe('ResetPage', () => {
  it('checks the new password in the browser, then posts it natively with the link’s token', async () => {
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    show();
    const form = screen.getByRole('form', { name: 'Neues Passwort festlegen' });
    expect(form).toHaveAttribute('action', '/api/customer/form/password/reset');
    expect(form).toHaveFormValues({ token: 'tok-1', locale: 'de-DE' });
    const save = screen.getByRole('button', { name: 'Passwort speichern' });
    // untouched, the page's first script marks it (decision 0130); once edited, the form disables it itself
    await userEvent.type(password(), 'x');
    await userEvent.clear(password());
    expect(save).toBeDisabled();
    await userEvent.type(password(), 'kurz');
    await userEvent.click(save);
    expect(await screen.findByText('Das Passwort ist zu kurz.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte prüfen Sie Ihre Eingaben.');
    expect(submit).not.toHaveBeenCalled();
    await userEvent.type(password(), 'er-Winter-2026');
    await userEvent.click(save);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(save).toHaveAttribute('aria-busy', 'true');
  });

  it('posts what the field shows when a press comes before the typed value is back in the form (hydration)', async () => {
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    show();
    // typed before hydration: in the field, not yet in the form's state (the input keeper gives it back later)
    (password() as HTMLInputElement).value = 'neues-passwort';
    await userEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s refusal at the field, and passes axe', async () => {
    show({
      error: 'account.password.common',
      notice: { message: 'account.errorSummary', kind: 'alert' },
    });
    expect(screen.getByText(/Dieses Passwort ist zu bekannt/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('says an invalid link is invalid, with the way to ask again', () => {
    show({ token: null });
    expect(screen.getByRole('alert')).toHaveTextContent('Dieser Link ist ungültig oder abgelaufen.');
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute('href', '/mein-konto');
    expect(screen.queryByRole('form')).toBeNull();
  });
});
