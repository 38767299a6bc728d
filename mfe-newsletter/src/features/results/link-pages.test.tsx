import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations, renderRemote } from '../../shared/test-utils';
import { ConfirmLinkPage } from './confirm-link-page';
import { MailingUnsubscribeLinkPage } from './mailing-unsubscribe-page';

const TOKEN = 'A'.repeat(43);

function answerWith(status: number, json: unknown) {
  // jsdom has no Response: an object with what PostButtonForm reads
  const fetchMock = jest.fn(async (_url: string, _init: RequestInit) => ({ status, json: async () => json }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('pages of mailed links (one button that posts)', () => {
  it('page 3 from the mail: a form posting the token without JavaScript; with it, the success in place', async () => {
    const { container } = renderRemote(<ConfirmLinkPage locale="de-DE" token={TOKEN} focusHeading={false} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Newsletter-Anmeldung bestätigen' }),
    ).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Anmeldung bestätigen' });
    const form = button.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/newsletter/confirm');
    expect(container.querySelector('input[name="token"]')).toHaveValue(TOKEN);
    expect(await axeViolations(container)).toEqual([]);
    const fetchMock = answerWith(200, {
      page: { page: 'confirmed', outcome: 'success', voucherIssued: true },
    });
    await userEvent.click(button);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Anmeldung!' }),
    ).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/newsletter/confirm',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ token: TOKEN, locale: 'de-DE' }) }),
    );
  });

  it('page 3 shows a replayed link and a failed request', async () => {
    renderRemote(<ConfirmLinkPage locale="de-DE" token={TOKEN} focusHeading={false} />);
    answerWith(410, { page: { page: 'confirmed', outcome: 'failure', reason: 'token-used' } });
    await userEvent.click(screen.getByRole('button', { name: 'Anmeldung bestätigen' }));
    expect(await screen.findByText('Dieser Bestätigungslink wurde bereits verwendet.')).toBeInTheDocument();
  });

  it.each([
    [200, { outcome: 'success' }, 'Sie erhalten an diese E-Mail-Adresse keinen Newsletter mehr.'],
    [
      200,
      { outcome: 'not-found' },
      'Diese E-Mail-Adresse ist nicht oder nicht mehr für den Newsletter angemeldet.',
    ],
    [
      503,
      { outcome: 'error' },
      'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut oder melden Sie sich über das Formular ab.',
    ],
    [
      502,
      null,
      'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut oder melden Sie sich über das Formular ab.',
    ],
  ])('the mail unsubscribe link page answers %s %j in place', async (status, json, text) => {
    const { container } = renderRemote(
      <MailingUnsubscribeLinkPage locale="de-DE" token="t.1.s" focusHeading={false} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Vom Newsletter abmelden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abmelden' }).closest('form')).toHaveAttribute(
      'action',
      '/api/newsletter/mailing-unsubscribe',
    );
    expect(await axeViolations(container)).toEqual([]);
    answerWith(status, json);
    await userEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
