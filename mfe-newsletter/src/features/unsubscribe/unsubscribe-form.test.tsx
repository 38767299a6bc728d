import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations, renderRemote } from '../../shared/test-utils';
import { UnsubscribeForm } from './unsubscribe-form';
import type { UnsubscribeSubmitOutcome } from './use-unsubscribe';

function setup(outcome: UnsubscribeSubmitOutcome = { kind: 'result', result: { kind: 'unsubscribe' } }) {
  const onSubmit = jest.fn(async () => outcome);
  const onResult = jest.fn();
  const view = renderRemote(<UnsubscribeForm locale="de-DE" onSubmit={onSubmit} onResult={onResult} />);
  return { ...view, onSubmit, onResult, user: userEvent.setup() };
}

const submit = () => screen.getByRole('button', { name: /abmelden|Änderung speichern/i });

describe('UnsubscribeForm', () => {
  it('offers the seven choices with unsubscribe|99 preselected and posts without JavaScript', () => {
    const { container } = setup();
    expect(screen.getAllByRole('radio')).toHaveLength(7);
    expect(screen.getByRole('radio', { name: 'Vom Newsletter abmelden' })).toBeChecked();
    expect(container.querySelector('form')).toHaveAttribute('action', '/api/newsletter/unsubscribe');
    expect(container.querySelector('form')).toHaveAttribute('method', 'post');
  });

  it('shows the pause-days select only while pause is chosen', async () => {
    const { user } = setup();
    expect(screen.queryByLabelText(/Pausieren für/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Newsletter pausieren' }));
    const select = screen.getByLabelText(/Pausieren für/);
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'Bitte wählen',
      '7 Tage',
      '14 Tage',
      '21 Tage',
      '30 Tage',
    ]);
    await user.click(screen.getByRole('radio', { name: 'Newsletter wöchentlich erhalten' }));
    expect(screen.queryByLabelText(/Pausieren für/)).not.toBeInTheDocument();
  });

  it.each([
    ['Vom Newsletter abmelden', 'Abmelden'],
    ['Vom Flexikonto-Newsletter abmelden', 'Vom Flexikonto-Newsletter abmelden'],
    ['Newsletter täglich erhalten', 'Änderung speichern'],
    ['Newsletter wöchentlich erhalten', 'Änderung speichern'],
    ['Newsletter alle zwei Wochen erhalten', 'Änderung speichern'],
    ['Newsletter monatlich erhalten', 'Änderung speichern'],
    ['Newsletter pausieren', 'Änderung speichern'],
  ])('choice "%s" gives the submit the title "%s"', async (choice, title) => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: choice }));
    expect(screen.getByRole('button', { name: title })).toHaveAttribute('type', 'submit');
  });

  it('keeps the submit disabled until filled (with the pause duration when pausing)', async () => {
    const { user } = setup();
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'leser@example.de');
    expect(submit()).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: 'Newsletter pausieren' }));
    expect(submit()).toBeDisabled();
    await user.selectOptions(screen.getByLabelText(/Pausieren für/), '14 Tage');
    expect(submit()).toBeEnabled();
  });

  it('sends email, choice and pause days, then reports the result', async () => {
    const { user, onSubmit, onResult } = setup({
      kind: 'result',
      result: { kind: 'pause', pausedUntil: '2026-03-16T10:00:00.000Z' },
    });
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'leser@example.de');
    await user.click(screen.getByRole('radio', { name: 'Newsletter pausieren' }));
    await user.selectOptions(screen.getByLabelText(/Pausieren für/), '21 Tage');
    await user.click(submit());
    await waitFor(() =>
      expect(onResult).toHaveBeenCalledWith({ kind: 'pause', pausedUntil: '2026-03-16T10:00:00.000Z' }),
    );
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'leser@example.de',
      newsletter: 'pause|-100',
      pauseDays: '21',
    });
  });

  it('shows the validation text and focuses the address when it is invalid', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'leser@example');
    await user.click(submit());
    expect(await screen.findByText('Die E-Mail-Adresse ist nicht gültig.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/E-Mail-Adresse/)).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('has no axe violations with the pause select open', async () => {
    const { user, container } = setup();
    await user.click(screen.getByRole('radio', { name: 'Newsletter pausieren' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
