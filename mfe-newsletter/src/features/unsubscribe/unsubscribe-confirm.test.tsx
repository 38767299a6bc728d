import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '../../shared/test-utils';
import { UnsubscribePage } from './unsubscribe-page';

const TOKEN = 'A'.repeat(43);

describe('UnsubscribeConfirm', () => {
  it('the unsubscribe page opened from its confirmation mail: the choice, one button, then the spec text for no subscription', async () => {
    renderRemote(
      <UnsubscribePage
        locale="de-DE"
        navigate={() => undefined}
        focusHeading={false}
        confirm={{ token: TOKEN, newsletter: 'unsubscribe|99' }}
      />,
    );
    expect(
      screen.getByText('Bitte bestätigen Sie Ihre Auswahl: Vom Newsletter abmelden'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /E-Mail-Adresse/ })).not.toBeInTheDocument();
    // jsdom has no Response: an object with what PostButtonForm reads
    globalThis.fetch = jest.fn(async () => ({
      status: 200,
      json: async () => ({ result: { kind: 'not-found' }, message: 'x' }),
    })) as unknown as typeof fetch;
    await userEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    await waitFor(() =>
      expect(screen.getByText('Zu dieser E-Mail gibt es keine Newsletteranmeldung.')).toBeInTheDocument(),
    );
    expect(screen.getByRole('textbox', { name: /E-Mail-Adresse/ })).toBeInTheDocument();
  });
});
