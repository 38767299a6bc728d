import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations, renderRemote } from '../../shared/test-utils';
import { NewsletterSheet } from './newsletter-sheet';

describe('NewsletterSheet', () => {
  it('opens an accessible sheet dialog with the bucket texts and a link to the sign-up page', async () => {
    const user = userEvent.setup();
    renderRemote(
      <NewsletterSheet
        locale="de-DE"
        content={{
          headline: 'Jetzt 15 € sichern',
          text: 'Aus dem Content-Bucket.',
          legal: 'Abmeldung jederzeit.',
        }}
      />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Newsletter abonnieren' });
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Jetzt 15 € sichern' });
    expect(dialog).toHaveTextContent('Aus dem Content-Bucket.');
    expect(dialog).toHaveTextContent('Abmeldung jederzeit.');
    expect(screen.getByRole('link', { name: 'Zur Newsletter-Anmeldung' })).toHaveAttribute(
      'href',
      '/service-hilfe/newsletter/anmelden',
    );
    expect(await axeViolations(document.body)).toEqual([]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('falls back to its own texts in the locale', async () => {
    const user = userEvent.setup();
    renderRemote(<NewsletterSheet locale="nl-NL" />, { locale: 'nl-NL' });
    await user.click(screen.getByRole('button', { name: 'Aanmelden voor de nieuwsbrief' }));
    expect(screen.getByRole('dialog', { name: 'Onze nieuwsbrief' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de aanmelding voor de nieuwsbrief' })).toHaveAttribute(
      'href',
      '/klantenservice/nieuwsbrief/aanmelden',
    );
    expect(screen.getByRole('button', { name: 'Sluiten' })).toBeInTheDocument();
  });

  it('is one element before and after hydration: a link to the sign-up page that opens the sheet by click or Space', async () => {
    const user = userEvent.setup();
    renderRemote(<NewsletterSheet locale="de-DE" />);
    const opener = screen.getByRole('button', { name: 'Newsletter abonnieren' });
    // without JavaScript it leads to the sign-up page; the page's first script holds a press before the widget is live
    expect(opener.tagName).toBe('A');
    expect(opener).toHaveAttribute('href', '/service-hilfe/newsletter/anmelden');
    opener.focus();
    await user.keyboard(' ');
    expect(screen.getByRole('dialog', { name: 'Unser Newsletter' })).toBeInTheDocument();
  });
});
