import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, Form } from 'react-final-form';
import { Checkbox } from './checkbox';
import { cssOf, renderUi } from './test-utils';

describe('Checkbox', () => {
  it('is a native checkbox toggled by click on the label and by Space', async () => {
    const user = userEvent.setup();
    renderUi(<Checkbox name="nl" label="Newsletter abonnieren" hint="Jederzeit abbestellbar" />);
    const box = screen.getByRole('checkbox', { name: 'Newsletter abonnieren' });
    expect(box).toHaveAccessibleDescription('Jederzeit abbestellbar');
    await user.click(screen.getByText('Newsletter abonnieren'));
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('keeps links in the label focusable and reports errors', async () => {
    const user = userEvent.setup();
    renderUi(
      <Checkbox
        label={
          <>
            Ich akzeptiere die <a href="/service-hilfe/ueber-uns/datenschutz">Datenschutzhinweise</a>
          </>
        }
        required
        error="Das ist ein Pflichtfeld."
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Ich akzeptiere die Datenschutzhinweise' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAccessibleDescription('Das ist ein Pflichtfeld.');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Datenschutzhinweise' })).toHaveFocus();
  });

  it("works with react-final-form's checkbox input", async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderUi(
      <Form onSubmit={onSubmit}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit}>
            <Field name="cancelnl" type="checkbox">
              {({ input }) => <Checkbox {...input} label="Newsletter abbestellen" />}
            </Field>
            <button type="submit">Senden</button>
          </form>
        )}
      </Form>,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Newsletter abbestellen' }));
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ cancelnl: true });
  });

  it('has a 24px box inside a 44px high label', () => {
    const css = cssOf(<Checkbox label="x" />);
    expect(css).toContain('width:24px;height:24px');
    expect(css).toContain('min-height:2.75rem');
  });
});
