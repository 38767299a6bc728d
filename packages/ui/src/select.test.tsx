import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Select } from './select';
import { renderUi } from './test-utils';

const DAYS = [
  { value: '7', label: '7 Tage' },
  { value: '14', label: '14 Tage' },
  { value: '21', label: '21 Tage', disabled: true },
];

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <>
      <Select
        label="Pause"
        placeholder="Bitte wählen"
        options={DAYS}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <p>gewählt: {value}</p>
    </>
  );
}

describe('Select', () => {
  it('is a labelled native combobox with a placeholder and options', async () => {
    const user = userEvent.setup();
    renderUi(<Controlled />);
    const select = screen.getByRole('combobox', { name: 'Pause' });
    expect(select.tagName).toBe('SELECT');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Bitte wählen',
      '7 Tage',
      '14 Tage',
      '21 Tage',
    ]);
    expect(screen.getByRole('option', { name: '21 Tage' })).toBeDisabled();
    await user.selectOptions(select, '14');
    expect(screen.getByText('gewählt: 14')).toBeInTheDocument();
    await user.tab({ shift: true });
    await user.tab();
    expect(select).toHaveFocus();
  });

  it('shows an error linked to the select and marks it required', () => {
    renderUi(
      <Select label="Betreff" required hint="Thema Ihrer Anfrage" error="Das ist ein Pflichtfeld.">
        <option value="other">Sonstige Frage</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Betreff' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).toHaveAccessibleDescription('Thema Ihrer Anfrage Das ist ein Pflichtfeld.');
    expect(screen.getByRole('option', { name: 'Sonstige Frage' })).toBeInTheDocument();
  });
});
