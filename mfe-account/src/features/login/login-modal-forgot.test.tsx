import { renderInRemote, axeViolations } from '@sf/testing/remote';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOGIN_MESSAGES } from '../../shared/login-messages';
import { LoginModal } from './login-modal';

// jsdom has no fetch: each test puts a scripted one in place
const json = (status: number, body: unknown) =>
  ({ ok: status < 300, status, json: async () => body }) as unknown as Response;
const scriptFetch = () => {
  const fn = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
};

const SENT =
  'Wenn zu dieser E-Mail-Adresse ein Kundenkonto besteht, haben wir Ihnen einen Link geschickt. Er ist 60 Minuten gültig.';

async function openForgot(numberLogin = false) {
  const onClose = jest.fn();
  renderInRemote(
    <LoginModal
      open
      onClose={onClose}
      onLoggedIn={jest.fn()}
      numberLogin={numberLogin}
      accountUrl="/mein-konto"
    />,
    { messages: LOGIN_MESSAGES },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Passwort vergessen?' }));
  return onClose;
}

describe('LoginModal: forgot password', () => {
  it('switches the dialog to the forgot view and focuses its e-mail field', async () => {
    await openForgot();
    const dialog = screen.getByRole('dialog', { name: 'Passwort vergessen?' });
    expect(screen.getByRole('textbox', { name: /E-Mail-Adresse/ })).toHaveFocus();
    expect(screen.getByText(/Wir schicken Ihnen einen Link/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Passwort/, { selector: 'input' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Link anfordern' })).toBeInTheDocument();
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('shows the server’s messages for a missing and an invalid address at the field', async () => {
    scriptFetch()
      .mockResolvedValueOnce(
        json(400, { code: 'ACCOUNT-400', errors: { email: 'Das ist ein Pflichtfeld.' } }),
      )
      .mockResolvedValueOnce(
        json(400, { code: 'ACCOUNT-400', errors: { email: 'Die E-Mail-Adresse ist nicht gültig.' } }),
      );
    await openForgot();
    await userEvent.click(screen.getByRole('button', { name: 'Link anfordern' }));
    expect(await screen.findByText('Das ist ein Pflichtfeld.')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: /E-Mail-Adresse/ });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);
    await userEvent.type(field, 'anna@');
    await userEvent.click(screen.getByRole('button', { name: 'Link anfordern' }));
    expect(await screen.findByText('Die E-Mail-Adresse ist nicht gültig.')).toBeInTheDocument();
    expect(screen.queryByText('Das ist ein Pflichtfeld.')).toBeNull();
  });

  it('posts the address and shows the success view with its heading focused', async () => {
    const fetchMock = scriptFetch().mockResolvedValue(json(200, { message: SENT }));
    await openForgot();
    await userEvent.type(
      screen.getByRole('textbox', { name: /E-Mail-Adresse/ }),
      'wer.auch.immer@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Link anfordern' }));
    const heading = await screen.findByRole('heading', { name: 'Die E-Mail ist unterwegs' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(SENT);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/customer/password/forgot');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      email: 'wer.auch.immer@example.com',
      locale: 'de-DE',
    });
    expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);
  });

  it('says the request could not be sent when the network or the server fails, and a refusal in the server’s words', async () => {
    scriptFetch()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(503, {}))
      .mockResolvedValueOnce(json(429, { code: 'ACCOUNT-429', message: 'Zu viele Anfragen.' }));
    await openForgot();
    await userEvent.type(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), 'anna@example.com');
    const failed =
      'Ihre Anfrage zum Zurücksetzen des Passworts konnte nicht gesendet werden. Bitte versuchen Sie es später noch einmal.';
    await userEvent.click(screen.getByRole('button', { name: 'Link anfordern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(failed);
    expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Link anfordern' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
    expect(screen.getByRole('alert')).toHaveTextContent(failed);
    await userEvent.click(screen.getByRole('button', { name: 'Link anfordern' }));
    expect(await screen.findByText('Zu viele Anfragen.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Die E-Mail ist unterwegs' })).toBeNull();
  });

  it('goes back to the login from the forgot view and from the success view, focusing the e-mail field', async () => {
    scriptFetch().mockResolvedValue(json(200, { message: SENT }));
    await openForgot(true);
    await userEvent.click(screen.getByRole('button', { name: 'Zurück zur Anmeldung' }));
    expect(screen.getByRole('dialog', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'E-Mail und Passwort' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: /E-Mail-Adresse/ })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Passwort vergessen?' }));
    await userEvent.type(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), 'anna@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Link anfordern' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Zurück zur Anmeldung' }));
    expect(screen.getByRole('dialog', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /E-Mail-Adresse/ })).toHaveFocus();
    expect(screen.getByLabelText(/^Passwort/, { selector: 'input' })).toBeInTheDocument();
  });

  it('keeps the focus inside the dialog in the forgot view', async () => {
    await openForgot();
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 6; i += 1) await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });
});
