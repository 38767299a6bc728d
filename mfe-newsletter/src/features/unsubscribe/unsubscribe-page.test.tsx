import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations, renderRemote, type GatewayHandler } from '../../shared/test-utils';
import { UnsubscribePage } from './unsubscribe-page';

function answer(data: Record<string, unknown>): GatewayHandler {
  return () => ({
    unsubscribeNewsletter: {
      __typename: 'UnsubscribeNewsletterResult',
      action: null,
      frequency: null,
      pausedUntil: null,
      message: '',
      fieldErrors: [],
      ...data,
    },
  });
}

async function submitFor(handler: GatewayHandler, choice = 'Vom Newsletter abmelden') {
  const view = renderRemote(<UnsubscribePage locale="de-DE" navigate={jest.fn()} focusHeading={false} />, {
    handler,
  });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'leser@example.de');
  await user.click(screen.getByRole('radio', { name: choice }));
  await user.click(screen.getByRole('button', { name: /Abmelden|Änderung speichern|Flexikonto/ }));
  return view;
}

describe('UnsubscribePage', () => {
  it('reports a successful unsubscribe and moves the focus to the result heading', async () => {
    const { calls, container } = await submitFor(answer({ status: 'UPDATED', action: 'unsubscribe' }));
    expect(await screen.findByText('Sie wurden erfolgreich vom Newsletter abgemeldet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Vielen Dank!' })).toHaveFocus());
    expect(calls[0]).toEqual({
      name: 'UnsubscribeNewsletter',
      variables: {
        input: { email: 'leser@example.de', newsletter: 'unsubscribe|99', pauseDays: null, locale: 'de-DE' },
      },
    });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('reports a frequency change in words', async () => {
    await submitFor(
      answer({ status: 'UPDATED', action: 'frequency', frequency: 3 }),
      'Newsletter monatlich erhalten',
    );
    expect(
      await screen.findByText(
        'Ihre Änderung wurde gespeichert. Sie erhalten den Newsletter ab jetzt monatlich.',
      ),
    ).toBeInTheDocument();
  });

  it('says that there is no subscription for an unknown address', async () => {
    await submitFor(answer({ status: 'NOT_FOUND' }));
    expect(
      await screen.findByText('Zu dieser E-Mail gibt es keine Newsletteranmeldung.'),
    ).toBeInTheDocument();
  });

  it('shows the generic error when the gateway fails', async () => {
    await submitFor(() => new Error('offline'));
    expect(await screen.findByText('Es ist ein Fehler aufgetreten.')).toBeInTheDocument();
  });
});
