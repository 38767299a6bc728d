import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, Form } from 'react-final-form';
import { TextField } from './text-field';
import { cssOf, renderUi } from './test-utils';

describe('TextField', () => {
  it('is labelled, takes typing, and links the hint', async () => {
    const user = userEvent.setup();
    renderUi(<TextField name="password" type="text" label="Passwort" hint="mind. 6 Zeichen" />);
    const input = screen.getByRole('textbox', { name: 'Passwort' });
    expect(input).toHaveAccessibleDescription('mind. 6 Zeichen');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(input).toHaveFocus();
    await user.keyboard('geheim');
    expect(input).toHaveValue('geheim');
  });

  it('marks required with aria-required and a hidden visual marker', () => {
    renderUi(<TextField label="Vorname" required requiredMarker="*" />);
    const input = screen.getByRole('textbox', { name: 'Vorname' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('required');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the error, sets aria-invalid and describes the input by hint and error', () => {
    renderUi(
      <TextField
        label="E-Mail"
        hint="Für die Bestätigung"
        error="Die E-Mail-Adresse ist nicht gültig."
        aria-describedby="extra"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'E-Mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(3);
    expect(input).toHaveAccessibleDescription('Für die Bestätigung Die E-Mail-Adresse ist nicht gültig.');
  });

  it('treats false and empty errors as valid (final-form meta.touched && meta.error)', () => {
    renderUi(<TextField label="Ort" error={false} />);
    expect(screen.getByRole('textbox', { name: 'Ort' })).not.toHaveAttribute('aria-invalid');
  });

  it("works with react-final-form's input props", async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderUi(
      <Form onSubmit={onSubmit} initialValues={{ email: '' }}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Field
              name="email"
              validate={(v: string | undefined) => (v ? undefined : 'Bitte E-Mail-Adresse eingeben.')}
            >
              {({ input, meta }) => (
                <TextField
                  {...input}
                  type="email"
                  label="E-Mail"
                  required
                  error={meta.touched && meta.error}
                />
              )}
            </Field>
            <button type="submit">Senden</button>
          </form>
        )}
      </Form>,
    );
    const input = screen.getByRole('textbox', { name: 'E-Mail' });
    await user.click(input);
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Bitte E-Mail-Adresse eingeben.');
    await user.type(input, 'kunde@example.de');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { email: 'kunde@example.de' },
      expect.anything(),
      expect.anything(),
    );
  });

  it('uses a given id and keeps a 44px control with a visible error border', () => {
    renderUi(<TextField id="zip" label="PLZ" error="Nur Zahlen sind erlaubt" />);
    expect(screen.getByRole('textbox', { name: 'PLZ' })).toHaveAttribute('id', 'zip');
    expect(screen.getByText('Nur Zahlen sind erlaubt').parentElement).toHaveAttribute('id', 'zip-error');
    const css = cssOf(<TextField label="PLZ" error="x" />);
    expect(css).toContain('min-height:2.75rem');
    expect(css).toContain('border:2px solid #c62828');
  });
});
