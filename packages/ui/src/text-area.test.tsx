import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextArea } from './text-area';
import { renderUi } from './test-utils';

describe('TextArea', () => {
  it('is a labelled multi-line textbox with hint, error and required state', async () => {
    const user = userEvent.setup();
    renderUi(
      <TextArea
        label="Nachricht"
        hint="max. 2000 Zeichen"
        required
        error="Bitte verfassen Sie eine Nachricht!"
      />,
    );
    const area = screen.getByRole('textbox', { name: 'Nachricht' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('aria-required', 'true');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('max. 2000 Zeichen Bitte verfassen Sie eine Nachricht!');
    await user.type(area, 'Zeile 1{Enter}Zeile 2');
    expect(area).toHaveValue('Zeile 1\nZeile 2');
  });
});
