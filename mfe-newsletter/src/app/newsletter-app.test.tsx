import type { RemoteProps } from '@sf/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '../shared/test-utils';
import type { NewsletterState } from '../shared/state';
import { NewsletterApp } from './newsletter-app';

const props = {
  tenant: 'DE',
  locale: 'de-DE',
  routes: [],
  eventBus: { emit: () => undefined, on: () => () => undefined },
  session: { flags: () => ({ loggedIn: false, softLoggedIn: false }), token: () => null },
  domElement: document.createElement('div'),
} as RemoteProps;

const state = (page: NewsletterState['page'], routeId: NewsletterState['routeId']): NewsletterState => ({
  v: 1,
  routeId,
  locale: 'de-DE',
  page,
});

describe('NewsletterApp', () => {
  beforeEach(() => window.history.replaceState(null, '', '/service-hilfe/newsletter/anmelden'));

  it('goes from page 1 to page 2 after the mutation, with the URL and the focus on the new heading', async () => {
    const user = userEvent.setup();
    const { calls } = renderRemote(
      <NewsletterApp props={props} initialState={state({ page: 'signup' }, 'newsletter-signup')} />,
      {
        handler: () => ({
          subscribeNewsletter: {
            __typename: 'SubscribeNewsletterResult',
            status: 'PENDING',
            nextPath: null,
            fieldErrors: [],
          },
        }),
      },
    );
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'anna@example.de');
    await user.click(screen.getByRole('radio', { name: 'beide' }));
    await user.click(screen.getByRole('button', { name: 'Jetzt anmelden' }));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: /Bitte bestätigen Sie Ihre Anmeldung/,
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(window.location.pathname).toBe('/service-hilfe/newsletter/anmelden/bestaetigen');
    expect(calls[0]?.variables).toEqual({
      input: { email: 'anna@example.de', salutation: null, brands: 'both', locale: 'de-DE' },
    });
  });

  it('shows page 4 for an address that is already subscribed', async () => {
    const user = userEvent.setup();
    renderRemote(
      <NewsletterApp props={props} initialState={state({ page: 'signup' }, 'newsletter-signup')} />,
      {
        handler: () => ({
          subscribeNewsletter: {
            __typename: 'SubscribeNewsletterResult',
            status: 'EXISTING',
            nextPath: null,
            fieldErrors: [],
          },
        }),
      },
    );
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'anna@example.de');
    await user.click(screen.getByRole('radio', { name: 'OTTO' }));
    await user.click(screen.getByRole('button', { name: 'Jetzt anmelden' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sie sind bereits angemeldet' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/service-hilfe/newsletter/anmelden/bereits-angemeldet');
  });

  it('renders the server state of page 3 and follows the back button', async () => {
    window.history.replaceState(null, '', '/service-hilfe/newsletter/anmelden/bestaetigt?token=x');
    renderRemote(
      <NewsletterApp
        props={props}
        initialState={state(
          { page: 'confirmed', outcome: 'success', voucherIssued: true },
          'newsletter-signup-confirmed',
        )}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Anmeldung!' }),
    ).toBeInTheDocument();
    act(() => {
      window.history.pushState(null, '', '/service-hilfe/newsletter/abmelden');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Newsletter ändern oder abbestellen' }),
    ).toBeInTheDocument();
  });

  it('shows a no-JS post result that came back in the state', () => {
    window.history.replaceState(null, '', '/service-hilfe/newsletter/abmelden?result=not-found');
    renderRemote(
      <NewsletterApp
        props={props}
        initialState={state({ page: 'unsubscribe', result: { kind: 'not-found' } }, 'newsletter-unsubscribe')}
      />,
    );
    expect(screen.getByText('Zu dieser E-Mail gibt es keine Newsletteranmeldung.')).toBeInTheDocument();
  });
});
