import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations, renderRemote } from '../../shared/test-utils';
import { SignupForm } from './signup-form';
import type { SubscribeOutcome } from './use-subscribe';

function setup(outcome: SubscribeOutcome = { kind: 'pending' }, locale: 'de-DE' | 'fr-CH' = 'de-DE') {
  const onSubmit = jest.fn(async () => outcome);
  const onDone = jest.fn();
  const view = renderRemote(<SignupForm locale={locale} onSubmit={onSubmit} onDone={onDone} />, { locale });
  return { ...view, onSubmit, onDone, user: userEvent.setup() };
}

const submitButton = () => screen.getByRole('button', { name: 'Jetzt anmelden' });

describe('SignupForm', () => {
  it('posts to the REST API without JavaScript (method, action, locale)', () => {
    const { container } = setup();
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/newsletter/signup');
    expect(container.querySelector('input[type="hidden"][name="locale"]')).toHaveValue('de-DE');
  });

  it('keeps the submit disabled until e-mail and brand scope are filled', async () => {
    const { user } = setup();
    expect(submitButton()).toBeDisabled();
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'anna@example.de');
    expect(submitButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'beide' }));
    expect(submitButton()).toBeEnabled();
  });

  it('shows the spec texts for an empty and an invalid address', async () => {
    const { user } = setup();
    const email = screen.getByLabelText(/E-Mail-Adresse/);
    await user.click(email);
    await user.tab();
    expect(await screen.findByText('Bitte E-Mail-Adresse eingeben.')).toBeInTheDocument();
    await user.type(email, 'anna@');
    await user.tab();
    expect(await screen.findByText('Die E-Mail-Adresse ist nicht gültig.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email.getAttribute('aria-describedby')).toContain(
      screen.getByText('Die E-Mail-Adresse ist nicht gültig.').closest('[id]')!.id,
    );
  });

  it('focuses the first invalid field when a submit is refused, and sends nothing', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'kein-at-zeichen');
    await user.click(screen.getByRole('radio', { name: 'OTTO' }));
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByLabelText(/E-Mail-Adresse/)).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the values and reports the next page', async () => {
    const { user, onSubmit, onDone } = setup({ kind: 'existing' });
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'anna@example.de');
    await user.selectOptions(screen.getByLabelText('Anrede'), 'Frau');
    await user.click(screen.getByRole('radio', { name: 'LASCANA' }));
    await user.click(submitButton());
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('existing'));
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'anna@example.de',
      salutation: 'female',
      brands: 'LASCANA',
    });
  });

  it('shows field errors of the server and the generic error', async () => {
    const first = setup({ kind: 'invalid', fieldErrors: { email: 'Die E-Mail-Adresse ist nicht gültig.' } });
    await first.user.type(screen.getByLabelText(/E-Mail-Adresse/), 'anna@example.de');
    await first.user.click(screen.getByRole('radio', { name: 'OTTO' }));
    await first.user.click(submitButton());
    expect(await screen.findByText('Die E-Mail-Adresse ist nicht gültig.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/E-Mail-Adresse/)).toHaveFocus());
    first.unmount();

    const second = setup({ kind: 'error' });
    await second.user.type(screen.getByLabelText(/E-Mail-Adresse/), 'anna@example.de');
    await second.user.click(screen.getByRole('radio', { name: 'OTTO' }));
    await second.user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Es ist ein Fehler aufgetreten.');
  });

  it('speaks French in fr-CH', async () => {
    const { user } = setup({ kind: 'pending' }, 'fr-CH');
    expect(screen.getByLabelText('Civilité')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'les deux' })).toBeInTheDocument();
    await user.click(screen.getByLabelText(/Adresse e-mail/));
    await user.tab();
    expect(await screen.findByText(/e-mail/i, { selector: '[id$="-error"] span' })).toBeInTheDocument();
  });

  it('has no axe violations, also while showing errors', async () => {
    const { user, container } = setup();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByLabelText(/E-Mail-Adresse/));
    await user.tab();
    await screen.findByText('Bitte E-Mail-Adresse eingeben.');
    expect(await axeViolations(container)).toEqual([]);
  });
});
