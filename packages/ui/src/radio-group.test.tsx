import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, Form } from 'react-final-form';
import { RadioGroup } from './radio-group';
import { renderUi } from './test-utils';

const OPTIONS = [
  { value: 'unsubscribe|99', label: 'Abmelden' },
  { value: 'pause|-100', label: 'Pausieren', hint: '7 bis 30 Tage' },
  { value: 'frequency|1', label: 'Wöchentlich' },
];

describe('RadioGroup', () => {
  it('is a radiogroup named by its legend, one Tab stop, arrow keys move the choice', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderUi(
      <>
        <RadioGroup
          legend="Ihre Wahl"
          name="newsletter"
          options={OPTIONS}
          defaultValue="unsubscribe|99"
          onChange={onChange}
        />
        <button type="button">Weiter</button>
      </>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Ihre Wahl' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    const first = screen.getByRole('radio', { name: 'Abmelden' });
    expect(first).toBeChecked();
    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const pause = screen.getByRole('radio', { name: 'Pausieren' });
    expect(pause).toHaveFocus();
    expect(pause).toBeChecked();
    expect(pause).toHaveAccessibleDescription('7 bis 30 Tage');
    expect(onChange).toHaveBeenLastCalledWith('pause|-100', expect.objectContaining({ type: 'change' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Weiter' })).toHaveFocus();
  });

  it('marks the group invalid and required and describes it by hint and error', () => {
    renderUi(
      <RadioGroup
        legend="Anrede"
        name="salutation"
        options={OPTIONS}
        hint="Bitte wählen"
        required
        error="Bitte angeben!"
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Anrede' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAccessibleDescription('Bitte wählen Bitte angeben!');
  });

  it('disables all radios when disabled', () => {
    renderUi(<RadioGroup legend="Wahl" name="x" options={OPTIONS} disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it("works with react-final-form's input props", async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderUi(
      <Form onSubmit={onSubmit} initialValues={{ newsletter: 'unsubscribe|99' }}>
        {({ handleSubmit, values }) => (
          <form onSubmit={handleSubmit}>
            <Field name="newsletter">
              {({ input }) => <RadioGroup {...input} legend="Newsletter" options={OPTIONS} />}
            </Field>
            <p>Wert: {String(values.newsletter)}</p>
            <button type="submit">Senden</button>
          </form>
        )}
      </Form>,
    );
    await user.click(screen.getByRole('radio', { name: 'Wöchentlich' }));
    expect(screen.getByText('Wert: frequency|1')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Abmelden' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ newsletter: 'frequency|1' });
  });
});
