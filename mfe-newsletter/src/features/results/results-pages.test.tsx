import { screen } from '@testing-library/react';
import { axeViolations, renderRemote } from '../../shared/test-utils';
import { ConfirmedPage } from './confirmed-page';
import { ExistingPage } from './existing-page';
import { MailingUnsubscribePage } from './mailing-unsubscribe-page';
import { PendingPage } from './pending-page';
import { PersonalUnsubscribedPage } from './personal-unsubscribed-page';

const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

describe('result pages', () => {
  it('page 2 asks to confirm with the link of the mail', async () => {
    const { container } = renderRemote(<PendingPage focusHeading={false} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Bitte bestätigen Sie Ihre Anmeldung',
    );
    expect(screen.getByText(/Bestätigungslink in dieser E-Mail/)).toBeInTheDocument();
    expect(screen.getByText(/48 Stunden gültig/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('page 3 names the 15 € voucher from 90 € sent by mail', () => {
    renderRemote(<ConfirmedPage locale="de-DE" focusHeading={false} outcome="success" voucherIssued />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Anmeldung!' }),
    ).toBeInTheDocument();
    const voucher = screen.getByText(/Gutschein/);
    expect(plain(voucher.textContent)).toBe(
      'Ihren 15 € Gutschein ab 90 € Mindestbestellwert haben wir Ihnen per E-Mail geschickt. Er ist einmal einlösbar.',
    );
  });

  it.each([
    ['token-used', 'Dieser Bestätigungslink wurde bereits verwendet.'],
    ['token-expired', 'Dieser Bestätigungslink ist abgelaufen. Bitte melden Sie sich erneut an.'],
    [
      'token-invalid',
      'Dieser Bestätigungslink ist ungültig. Bitte verwenden Sie den vollständigen Link aus unserer E-Mail.',
    ],
  ] as const)('page 3 explains a %s link and links to a new sign-up', (reason, text) => {
    renderRemote(<ConfirmedPage locale="de-DE" focusHeading={false} outcome="failure" reason={reason} />);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Erneut zum Newsletter anmelden' })).toHaveAttribute(
      'href',
      '/service-hilfe/newsletter/anmelden',
    );
  });

  it('page 4 says the address is subscribed and links to the unsubscribe page (fr-CH)', () => {
    renderRemote(<ExistingPage locale="fr-CH" focusHeading />, { locale: 'fr-CH' });
    const heading = screen.getByRole('heading', { level: 1, name: 'Vous êtes déjà inscrit(e)' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/fr/aide-service/newsletter/desinscription');
  });

  it.each([
    ['success', 'Abmeldung erfolgreich'],
    ['not-found', 'Keine Anmeldung gefunden'],
    ['error', 'Abmeldung nicht möglich'],
  ] as const)('the mailing unsubscribe page shows the %s state', async (outcome, title) => {
    const { container } = renderRemote(
      <MailingUnsubscribePage locale="nl-NL" outcome={outcome} focusHeading={false} />,
      {
        locale: 'de-DE',
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the personal newsletter page confirms the unsubscribe in Dutch', () => {
    renderRemote(<PersonalUnsubscribedPage focusHeading={false} />, { locale: 'nl-NL' });
    expect(screen.getByRole('heading', { name: 'Afmelding gelukt' })).toBeInTheDocument();
    expect(screen.getByText(/persoonlijke nieuwsbrief/)).toBeInTheDocument();
  });
});
