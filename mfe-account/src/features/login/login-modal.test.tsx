import { renderInRemote, axeViolations } from '@sf/testing/remote';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOGIN_MESSAGES } from '../../shared/login-messages';
import { LoginModal } from './login-modal';

// The ALTCHA widget is a web component that solves its proof of work in a worker: jsdom has
// neither, so its modules load as nothing and the test plays the widget's `statechange` event.
jest.mock('altcha', () => ({}), { virtual: true });
jest.mock('altcha/i18n/de', () => ({}), { virtual: true });
jest.mock('altcha/i18n/fr-fr', () => ({}), { virtual: true });
jest.mock('altcha/i18n/nl', () => ({}), { virtual: true });

// jsdom has no fetch: each test puts a scripted one in place
const json = (status: number, body: unknown) =>
  ({ ok: status < 300, status, json: async () => body }) as unknown as Response;
const scriptFetch = () => {
  const fn = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
};

function open(numberLogin: boolean, onLoggedIn = jest.fn()) {
  renderInRemote(
    <LoginModal
      open
      onClose={jest.fn()}
      onLoggedIn={onLoggedIn}
      numberLogin={numberLogin}
      accountUrl="/mein-konto"
    />,
    { messages: LOGIN_MESSAGES },
  );
  return onLoggedIn;
}

describe('LoginModal', () => {
  it('offers only e-mail and password where the shop has no customer-number login', async () => {
    open(false);
    const dialog = await screen.findByRole('dialog', { name: 'Anmelden' });
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByLabelText(/E-Mail-Adresse/)).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Passwort vergessen?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neu hier? Konto anlegen' })).toHaveAttribute(
      'href',
      '/mein-konto#sf-account-register',
    );
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('shows the server’s field messages and its message for wrong data, then logs in', async () => {
    const fetchMock = scriptFetch()
      .mockResolvedValueOnce(
        json(400, {
          code: 'ACCOUNT-400',
          errors: { email: 'Das ist ein Pflichtfeld.', password: 'Das ist ein Pflichtfeld.' },
        }),
      )
      .mockResolvedValueOnce(
        json(401, {
          code: 'ACCOUNT-401',
          message: 'Die E-Mail-Adresse oder das Passwort ist nicht korrekt.',
        }),
      )
      .mockResolvedValueOnce(json(200, { loggedIn: true }));
    const onLoggedIn = open(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Anmelden' }));
    expect(await screen.findAllByText('Das ist ein Pflichtfeld.')).toHaveLength(2);
    expect(screen.getByLabelText(/E-Mail-Adresse/)).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);
    await userEvent.type(screen.getByLabelText(/E-Mail-Adresse/), 'anna@example.com');
    await userEvent.type(screen.getByLabelText(/Passwort/), 'falsch123');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die E-Mail-Adresse oder das Passwort ist nicht korrekt.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/customer/login');
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]!.body))).toEqual({
      email: 'anna@example.com',
      password: 'falsch123',
    });
  });

  it('asks for the captcha when the server wants it, and posts the solved payload with the next attempt', async () => {
    const fetchMock = scriptFetch()
      .mockResolvedValueOnce(
        json(401, {
          code: 'ACCOUNT-401',
          message: 'Die E-Mail-Adresse oder das Passwort ist nicht korrekt.',
          captcha: true,
        }),
      )
      .mockResolvedValueOnce(json(200, { loggedIn: true }));
    const onLoggedIn = open(false);
    expect(screen.queryByRole('group', { name: 'Sicherheitsprüfung' })).toBeNull();
    await userEvent.type(await screen.findByLabelText(/E-Mail-Adresse/), 'anna@example.com');
    await userEvent.type(screen.getByLabelText(/Passwort/), 'falsch123');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die E-Mail-Adresse oder das Passwort ist nicht korrekt.',
    );
    const group = await screen.findByRole('group', { name: 'Sicherheitsprüfung' });
    const widget = await waitFor(() => {
      const el = group.querySelector('altcha-widget');
      if (!el) throw new Error('the captcha widget is not there yet');
      return el;
    });
    expect(widget).toHaveAttribute('challenge', '/api/customer/captcha');
    act(() => {
      widget.dispatchEvent(
        new CustomEvent('statechange', { detail: { state: 'verified', payload: 'solved-payload' } }),
      );
    });
    await userEvent.clear(screen.getByLabelText(/Passwort/));
    await userEvent.type(screen.getByLabelText(/Passwort/), 'richtig123');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]!.body))).toEqual({
      email: 'anna@example.com',
      password: 'richtig123',
      altcha: 'solved-payload',
    });
    expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);
  });

  it('has a second tab with customer number and birth date where the shop offers it, reached by arrow key', async () => {
    const fetchMock = scriptFetch().mockResolvedValue(json(200, { loggedIn: true, softLoggedIn: true }));
    const onLoggedIn = open(true);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['E-Mail und Passwort', 'Kundennummer und Geburtsdatum']);
    await userEvent.click(tabs[0]!);
    await userEvent.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(screen.getByRole('textbox', { name: /^Kundennummer/ }), '40000002');
    await userEvent.type(screen.getByRole('textbox', { name: /^Geburtsdatum/ }), '02.11.1979');
    expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/customer/login/customer-number');
  });

  it('shows “Das Passwort ist zu lang.” at the password field when the server refuses an over-long password', async () => {
    // the answer the account server gives a 129-character password (src/server/routes/customer-v1.test.ts)
    const fetchMock = scriptFetch().mockResolvedValueOnce(
      json(400, { code: 'ACCOUNT-400', errors: { password: 'Das Passwort ist zu lang.' } }),
    );
    const onLoggedIn = open(false);
    await userEvent.type(await screen.findByLabelText(/E-Mail-Adresse/), 'anna@example.com');
    await userEvent.click(screen.getByLabelText(/Passwort/));
    await userEvent.paste('x'.repeat(129));
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    const password = screen.getByLabelText(/Passwort/);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Das Passwort ist zu lang.'));
    expect(screen.getByLabelText(/E-Mail-Adresse/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)).password).toHaveLength(129);
    expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);
  });

  it('says so when the request fails on the way', async () => {
    scriptFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    open(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Wir konnten Ihre Anfrage leider nicht bearbeiten.',
    );
  });
});
