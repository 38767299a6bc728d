import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enhanceNavMenu } from './nav-menu';
import { needsFullLoad } from './navigation';
import { routesOfPage } from './page-routes';
import { enhanceSearchForm } from './search-form';

describe('navigation flyouts', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<nav aria-label="Hauptnavigation" data-sf-nav><ul><li><a href="/mode/">Mode</a>' +
      '<button type="button" data-sf-flyout-toggle aria-expanded="false" aria-controls="f-mode" hidden>Untermenü Mode öffnen</button>' +
      '<div id="f-mode"><a href="/damenmode/kleider/">Kleider</a></div></li></ul></nav><p>Inhalt</p>';
    enhanceNavMenu(document);
  });

  it('opens with the toggle, closes with Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Untermenü Mode öffnen' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('f-mode')).toHaveAttribute('data-open');
    screen.getByRole('link', { name: 'Kleider' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const toggle = screen.getByRole('button', { name: 'Untermenü Mode öffnen' });
    await userEvent.click(toggle);
    await userEvent.click(screen.getByText('Inhalt'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('header search', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<form role="search" aria-label="Suche" action="/s/" method="get" data-sf-search data-empty-message="Bitte geben Sie zunächst Ihren Suchbegriff ein.">' +
      '<label for="q">Suchbegriff</label><input id="q" name="q" type="search" required><button type="submit">Suchen</button>' +
      '<p data-sf-search-message aria-live="polite"></p></form>';
    enhanceSearchForm(document);
  });

  it('does not send an empty term and says why', async () => {
    const submitted = jest.fn((e: Event) => e.preventDefault());
    document.addEventListener('submit', submitted);
    await userEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(screen.getByText('Bitte geben Sie zunächst Ihren Suchbegriff ein.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveFocus();
    expect(submitted.mock.calls[0]?.[0].defaultPrevented).toBe(true);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Suchbegriff' }), 'Sofa');
    expect(screen.queryByText('Bitte geben Sie zunächst Ihren Suchbegriff ein.')).not.toBeInTheDocument();
    document.removeEventListener('submit', submitted);
  });
});

describe('needsFullLoad', () => {
  const page = { tenant: 'DE' as const, path: '/service-hilfe/newsletter/anmelden', owner: 'mfe-newsletter' };

  it('keeps navigation inside one remote client-side', () => {
    expect(needsFullLoad(page, '/service-hilfe/newsletter/anmelden/bestaetigen')).toBe(false);
    expect(needsFullLoad(page, '/service-hilfe/newsletter/anmelden/')).toBe(false);
  });

  it('loads other owners, CMS pages and unknown paths from the server', () => {
    expect(needsFullLoad(page, '/warenkorb')).toBe(true);
    expect(needsFullLoad(page, '/service-hilfe/ueber-uns')).toBe(true);
    expect(needsFullLoad(page, '/gibt-es-nicht')).toBe(true);
  });

  it('resolves against the routes of the boot payload when it has them', () => {
    const routes = routesOfPage({
      locale: 'de-DE',
      routes: [
        { id: 'newsletter-campaign', remote: 'mfe-newsletter', match: 'exact', paths: ['/aktion'] },
        { id: 'newsletter-signup', remote: 'mfe-newsletter', match: 'exact', paths: [page.path] },
      ],
    });
    const known = { ...page, routes };
    expect(needsFullLoad(known, '/aktion')).toBe(false);
    // a path the page's payload does not know is the server's to render
    expect(needsFullLoad(known, '/service-hilfe/newsletter/anmelden/bestaetigen')).toBe(true);
  });
});
