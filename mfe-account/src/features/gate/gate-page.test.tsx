import { axeViolations, renderInRemote } from '@sf/testing/remote';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AREA_MESSAGES } from '../../shared/area-messages';
import type { GateState } from '../../shared/area-page-states';
import { GatePage } from './gate-page';

const GATE: GateState = {
  page: 'gate',
  gate: 'login',
  route: 'account-invoices',
  title: 'area.nav.invoices',
  path: '/mein-konto/meine-rechnungen',
  notice: null,
};
const show = (state: Partial<GateState>) =>
  renderInRemote(<GatePage state={{ ...GATE, ...state }} locale="de-DE" />, { messages: AREA_MESSAGES });

afterEach(() => jest.restoreAllMocks());

describe('GatePage', () => {
  it('asks a visitor to log in and come back to the page', () => {
    show({});
    expect(screen.getByRole('heading', { level: 1, name: 'Meine Rechnungen' })).toBeInTheDocument();
    expect(screen.getByText('Bitte melden Sie sich an, um Ihr Kundenkonto zu sehen.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute(
      'href',
      '/mein-konto?returnTo=%2Fmein-konto%2Fmeine-rechnungen',
    );
  });

  it('asks a soft-logged-in customer for the password by a native post; submit disabled while empty', async () => {
    jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    show({ gate: 'reauth', notice: { message: 'area.reauth.failed', kind: 'alert' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Das Passwort ist nicht korrekt.');
    const form = screen.getByRole('form', { name: 'Bitte bestätigen Sie Ihr Passwort' });
    expect(form).toHaveAttribute('action', '/api/customer/form/area/reauth');
    expect(form).toHaveFormValues({ returnTo: '/mein-konto/meine-rechnungen', locale: 'de-DE' });
    const confirm = screen.getByRole('button', { name: 'Bestätigen' });
    // untouched, the page's first script marks it (decision 0130); once edited, the form disables it itself
    await userEvent.type(screen.getByLabelText('Passwort', { exact: false, selector: 'input' }), 'x');
    await userEvent.clear(screen.getByLabelText('Passwort', { exact: false, selector: 'input' }));
    expect(confirm).toBeDisabled();
    await userEvent.type(
      screen.getByLabelText('Passwort', { exact: false, selector: 'input' }),
      'Sommer2025!',
    );
    await userEvent.click(confirm);
    expect(HTMLFormElement.prototype.submit).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(await axeViolations()).toEqual([]);
  });

  it('says the account data cannot be read, with a reload link', () => {
    show({ gate: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Nutzerdaten konnten nicht abgerufen werden.');
    expect(screen.getByRole('link', { name: 'Seite neu laden' })).toHaveAttribute(
      'href',
      '/mein-konto/meine-rechnungen',
    );
  });
});
