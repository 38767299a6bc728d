import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { FieldMetaState } from 'react-final-form';
import { renderToString } from 'react-dom/server';
import { focusFirstInvalid, isFilled, shownError, useHydrated, useSubmitFocus } from './form-helpers';

const meta = (m: Partial<FieldMetaState<unknown>>) => m as FieldMetaState<unknown>;

describe('shownError', () => {
  it('shows the check once the field was left or a submit failed, not before', () => {
    expect(shownError(meta({ error: 'Pflichtfeld' }))).toBeUndefined();
    expect(shownError(meta({ error: 'Pflichtfeld', touched: true }))).toBe('Pflichtfeld');
    expect(shownError(meta({ error: 'Pflichtfeld', submitFailed: true }))).toBe('Pflichtfeld');
  });
  it("keeps the server's answer until the field changes, and the no-JS message until it is edited", () => {
    expect(shownError(meta({ submitError: 'Vergeben' }))).toBe('Vergeben');
    expect(shownError(meta({ submitError: 'Vergeben', dirtySinceLastSubmit: true }))).toBeUndefined();
    expect(shownError(meta({}), 'Ungültig')).toBe('Ungültig');
    expect(shownError(meta({ modified: true }), 'Ungültig')).toBeUndefined();
  });
});

describe('isFilled', () => {
  it('needs every named value non-blank', () => {
    expect(isFilled({ a: 'x', b: ' y ' }, ['a', 'b'])).toBe(true);
    expect(isFilled({ a: 'x', b: '  ' }, ['a', 'b'])).toBe(false);
    expect(isFilled({ a: 'x', b: undefined as string | undefined }, ['a', 'b'])).toBe(false);
  });
});

function Probe() {
  return <p>{useHydrated() ? 'hydrated' : 'server'}</p>;
}

describe('useHydrated', () => {
  it('is false in the server HTML and true in the browser', () => {
    expect(renderToString(<Probe />)).toContain('server');
    render(<Probe />);
    expect(screen.getByText('hydrated')).toBeInTheDocument();
  });
});

function Form({ invalid }: { invalid: boolean }) {
  const { formRef, submitWith } = useSubmitFocus();
  return (
    <form ref={formRef} onSubmit={submitWith(async (e) => e?.preventDefault())}>
      <label>
        Name <input aria-invalid="false" />
      </label>
      <label>
        PLZ <input aria-invalid={invalid ? 'true' : 'false'} />
      </label>
      <button type="submit">Senden</button>
    </form>
  );
}

describe('useSubmitFocus and focusFirstInvalid', () => {
  it('focuses the first invalid control after a submit', async () => {
    render(<Form invalid />);
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'PLZ' })).toHaveFocus());
  });
  it('leaves the focus alone when nothing is invalid', async () => {
    render(<Form invalid={false} />);
    const button = screen.getByRole('button', { name: 'Senden' });
    button.focus();
    fireEvent.click(button);
    await Promise.resolve();
    expect(button).toHaveFocus();
  });
  it('tolerates no form', () => {
    expect(() => focusFirstInvalid(null)).not.toThrow();
  });
});
