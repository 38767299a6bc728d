import { axeViolations, renderInRemote } from '@sf/testing/remote';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@sf/contracts';
import { AREA_MESSAGES } from '../../shared/area-messages';
import type { LoginPageState } from '../../shared/area-page-states';
import { LoginPage } from './login-page';

jest.mock('altcha', () => ({}), { virtual: true });
jest.mock('altcha/i18n/de', () => ({}), { virtual: true });
jest.mock('altcha/i18n/fr-fr', () => ({}), { virtual: true });
jest.mock('altcha/i18n/nl', () => ({}), { virtual: true });

const VISITOR: LoginPageState = {
  page: 'login',
  view: 'anonymous',
  customer: null,
  email: null,
  returnTo: null,
  captcha: false,
  form: null,
  errors: {},
  notice: null,
};

const show = (state: Partial<LoginPageState> = {}, locale: Locale = 'de-DE') =>
  renderInRemote(<LoginPage state={{ ...VISITOR, ...state }} locale={locale} />, {
    messages: AREA_MESSAGES,
    locale,
  });
const field = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(label, { exact: false, selector: 'input, select' });
const posts = () => jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);

afterEach(() => jest.restoreAllMocks());

describe('LoginPage for a visitor', () => {
  it('has the login, forgot-password and registration forms, each posting natively with the locale', () => {
    show({ returnTo: '/p/kleid-100001' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeInTheDocument();
    const login = screen.getByRole('form', { name: 'Anmelden' });
    expect(login).toHaveAttribute('action', '/api/customer/form/login');
    expect(login).toHaveAttribute('method', 'post');
    expect(login).toHaveFormValues({ locale: 'de-DE', returnTo: '/p/kleid-100001' });
    const forgot = screen.getByRole('form', { name: 'Passwort vergessen?' });
    expect(forgot).toHaveAttribute('action', '/api/customer/form/password/forgot');
    expect(within(forgot).getByText(/Wir schicken Ihnen einen Link/)).toBeInTheDocument();
    const register = screen.getByRole('form', { name: 'Neu hier? Konto anlegen' });
    expect(register).toHaveAttribute('action', '/api/customer/form/register');
    expect(register).toHaveFormValues({ locale: 'de-DE', returnTo: '/p/kleid-100001', salutation: 'female' });
    expect(within(register).getByText('Mindestens 8 Zeichen')).toBeInTheDocument();
    expect(document.getElementById('sf-account-register')).toHaveTextContent('Neu hier? Konto anlegen');
  });

  it('keeps the login’s submit disabled until both fields are filled, then posts once', async () => {
    const submit = posts();
    show();
    const login = screen.getByRole('form', { name: 'Anmelden' });
    const button = within(login).getByRole('button', { name: 'Anmelden' });
    await userEvent.type(field(login, 'E-Mail-Adresse'), 'anna.schmidt@example.com');
    expect(button).toBeDisabled();
    await userEvent.type(field(login, 'Passwort'), 'Sommer2025!');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('checks a registration in the browser: the spec’s message at the field, what was typed kept, no post', async () => {
    const submit = posts();
    show();
    const register = screen.getByRole('form', { name: 'Neu hier? Konto anlegen' });
    await userEvent.selectOptions(field(register, 'Anrede'), 'Herr');
    await userEvent.type(field(register, 'Vorname'), 'Max');
    await userEvent.type(field(register, 'Nachname'), 'Muster');
    await userEvent.type(field(register, 'E-Mail-Adresse'), 'max@example.com');
    await userEvent.type(field(register, 'Passwort'), 'kurz');
    await userEvent.click(within(register).getByRole('button', { name: 'Konto anlegen' }));
    expect(await within(register).findByText('Das Passwort ist zu kurz.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte prüfen Sie Ihre Eingaben.');
    expect(field(register, 'Passwort')).toHaveFocus();
    expect(register).toHaveFormValues({
      salutation: 'male',
      firstName: 'Max',
      lastName: 'Muster',
      email: 'max@example.com',
      password: 'kurz',
    });
    expect(submit).not.toHaveBeenCalled();
    await userEvent.type(field(register, 'Passwort'), '-aber-jetzt-lang');
    await userEvent.click(within(register).getByRole('button', { name: 'Konto anlegen' }));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('checks the forgot-password address in the browser', async () => {
    const submit = posts();
    show();
    const forgot = screen.getByRole('form', { name: 'Passwort vergessen?' });
    await userEvent.type(field(forgot, 'E-Mail-Adresse'), 'anna@');
    await userEvent.click(within(forgot).getByRole('button', { name: 'Link anfordern' }));
    expect(await within(forgot).findByText('Die E-Mail-Adresse ist nicht gültig.')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('shows a refused post’s messages at the fields of its form only, and passes axe', async () => {
    show({
      form: 'register',
      errors: { password: 'account.password.common', email: 'account.email.invalid' },
      notice: { message: 'account.errorSummary', kind: 'alert' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte prüfen Sie Ihre Eingaben.');
    const register = screen.getByRole('form', { name: 'Neu hier? Konto anlegen' });
    expect(within(register).getByText(/Dieses Passwort ist zu bekannt/)).toBeInTheDocument();
    expect(field(register, 'E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');
    const login = screen.getByRole('form', { name: 'Anmelden' });
    expect(field(login, 'E-Mail-Adresse')).not.toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations()).toEqual([]);
  });

  it('announces a form’s success as a status', () => {
    show({ notice: { message: 'account.register.success', kind: 'status' } });
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Vielen Dank! Wir haben Ihnen eine E-Mail geschickt/,
    );
  });

  it('speaks French and Dutch', () => {
    const french = show({}, 'fr-CH');
    expect(screen.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeInTheDocument();
    french.unmount();
    show({}, 'nl-NL');
    expect(screen.getByRole('heading', { level: 1, name: 'Mijn account' })).toBeInTheDocument();
  });
});

describe('LoginPage’s captcha step', () => {
  it('once hydrated, the login form has the captcha: its payload is required before the form posts', async () => {
    const submit = posts();
    show({
      captcha: true,
      form: 'login',
      notice: { message: 'account.login.captchaNoScript', kind: 'alert' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Zu viele fehlgeschlagene Anmeldungen: Bitte lösen Sie zusätzlich die Sicherheitsprüfung.',
    );
    const login = screen.getByRole('form', { name: 'Anmelden' });
    const group = within(login).getByRole('group', { name: 'Sicherheitsprüfung' });
    await userEvent.type(field(login, 'E-Mail-Adresse'), 'anna.schmidt@example.com');
    await userEvent.type(field(login, 'Passwort'), 'Sommer2025!');
    const button = within(login).getByRole('button', { name: 'Anmelden' });
    expect(button).toBeDisabled();
    const widget = await waitFor(() => {
      const el = group.querySelector('altcha-widget');
      if (!el) throw new Error('the captcha widget is not there yet');
      return el;
    });
    expect(widget).toHaveAttribute('challenge', '/api/customer/captcha');
    expect(widget).toHaveAttribute('name', 'altcha');
    act(() => {
      widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'p' } }));
    });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(submit).toHaveBeenCalledTimes(1);
  });
});

describe('LoginPage for a customer', () => {
  it('asks a soft-logged-in customer for the password again, her address filled in', () => {
    show({ view: 'soft', email: 'anna.schmidt@example.com' });
    expect(screen.getByRole('heading', { name: 'Bitte bestätigen Sie Ihr Passwort' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Bitte bestätigen Sie Ihr Passwort' });
    expect(form).toHaveAttribute('action', '/api/customer/form/login');
    expect(field(form, 'E-Mail-Adresse')).toHaveValue('anna.schmidt@example.com');
    expect(screen.queryByRole('form', { name: 'Neu hier? Konto anlegen' })).toBeNull();
  });

  it('greets the logged-in customer with her numbers, the account navigation and the logout', async () => {
    show({
      view: 'customer',
      customer: {
        firstName: 'Anna',
        lastName: 'Schmidt',
        customerNumber: '40000001',
        businessPartnerNo: '7001',
      },
      notice: { message: 'account.login.success', kind: 'status' },
    });
    expect(screen.getByRole('heading', { name: 'Willkommen, Anna Schmidt' })).toBeInTheDocument();
    expect(screen.getByText('Kundennummer: 40000001')).toBeInTheDocument();
    expect(screen.getByText('Geschäftspartnernummer: 7001')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Sie sind angemeldet.');
    const nav = screen.getByRole('navigation', { name: 'Mein Konto' });
    expect(within(nav).getByRole('link', { name: 'Übersicht' })).toHaveAttribute(
      'href',
      '/mein-konto/uebersicht',
    );
    expect(within(nav).getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
