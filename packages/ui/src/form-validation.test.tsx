import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Field, Form, type FieldMetaState } from 'react-final-form';
import { shownError, useHydrated } from './form-helpers';
import { useFormValidation } from './form-validation';

type Values = Record<string, string | undefined>;
const NAMES = ['vorname', 'nachname', 'strasse', 'ort', 'email'];

/** The rules of a form of n required fields (a message per empty field), counting their runs. */
function requiredRules() {
  return jest.fn((values: Values) =>
    Object.fromEntries(NAMES.filter((n) => !values[n]?.trim()).map((n) => [n, `${n} fehlt`])),
  );
}

function TextInput({ name }: { name: string }) {
  return (
    <Field<string> name={name}>
      {({ input, meta }: { input: object; meta: FieldMetaState<string> }) => {
        const error = shownError(meta);
        return (
          <p>
            <label>
              {name}
              <input {...input} aria-invalid={error ? true : undefined} />
            </label>
            {error && <span>{error}</span>}
          </p>
        );
      }}
    </Field>
  );
}

/** A form as the remotes write them: rules made at each render (inline), hydrated, submit disabled until filled. */
function AddressForm(props: { rules: jest.Mock; onSubmit: () => void; shared: boolean }) {
  const hydrated = useHydrated();
  const inline = (values: Values) => props.rules(values) as Record<string, string>;
  const validation = useFormValidation(inline);
  const plain = { validate: inline };
  return (
    <Form<Values>
      {...(props.shared ? validation : plain)}
      onSubmit={props.onSubmit}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate>
          {NAMES.map((n) => (
            <TextInput key={n} name={n} />
          ))}
          <button type="submit" disabled={!hydrated || submitting}>
            Senden
          </button>
        </form>
      )}
    />
  );
}

/** Server HTML of the form, then hydrated in place (the remote's mount). */
async function hydrated(shared: boolean) {
  const rules = requiredRules();
  const onSubmit = jest.fn();
  const html = renderToString(<AddressForm rules={rules} onSubmit={onSubmit} shared={shared} />);
  const serverRuns = rules.mock.calls.length;
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  await act(async () => {
    render(<AddressForm rules={rules} onSubmit={onSubmit} shared={shared} />, { container, hydrate: true });
  });
  return { rules, onSubmit, serverRuns };
}

const field = (name: string) => screen.getByRole('textbox', { name });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useFormValidation', () => {
  it('runs no rules while a form of n fields is rendered on the server and hydrated', async () => {
    const { rules, serverRuns } = await hydrated(true);
    expect(serverRuns).toBe(0);
    expect(rules).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Senden' })).toBeEnabled();
  });

  it('(react-final-form alone runs them at creation and again at the re-render after hydration)', async () => {
    const { rules, serverRuns } = await hydrated(false);
    expect(serverRuns).toBe(1);
    expect(rules.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('gives values back after the hydration without a run each, and runs them once when a field is left', async () => {
    const { rules } = await hydrated(true);
    // what @sf/remote-kit does with what was typed before the hydration: an input event per field, then focusout
    const typed: readonly (readonly [string, string])[] = [
      ['vorname', 'Anna'],
      ['nachname', 'Muster'],
      ['ort', 'Hamburg'],
    ];
    for (const [name, value] of typed) fireEvent.change(field(name), { target: { value } });
    expect(rules).not.toHaveBeenCalled();
    fireEvent.blur(field('vorname'));
    fireEvent.blur(field('strasse'));
    expect(rules).toHaveBeenCalledTimes(1);
    expect(rules).toHaveBeenLastCalledWith(
      expect.objectContaining({ vorname: 'Anna', nachname: 'Muster', ort: 'Hamburg' }),
    );
    // the left empty field shows its check; the filled one none
    expect(screen.getByText('strasse fehlt')).toBeInTheDocument();
    expect(field('strasse')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('vorname fehlt')).not.toBeInTheDocument();
  });

  it('validates once per change after the first use', async () => {
    const { rules } = await hydrated(true);
    const user = userEvent.setup();
    await user.click(field('email'));
    await user.tab();
    expect(rules).toHaveBeenCalledTimes(1);
    await user.type(field('email'), 'ab');
    expect(rules).toHaveBeenCalledTimes(3);
    expect(screen.queryByText('email fehlt')).not.toBeInTheDocument();
    await user.clear(field('email'));
    expect(screen.getByText('email fehlt')).toBeInTheDocument();
  });

  it('runs the rules of the latest render, and a new rule function validates nothing by itself', async () => {
    const first = requiredRules();
    const view = render(<AddressForm rules={first} onSubmit={jest.fn()} shared />);
    fireEvent.blur(field('ort'));
    expect(first).toHaveBeenCalledTimes(1);
    const next = requiredRules();
    view.rerender(<AddressForm rules={next} onSubmit={jest.fn()} shared />);
    expect(next).not.toHaveBeenCalled();
    fireEvent.change(field('ort'), { target: { value: 'Bern' } });
    expect(first).toHaveBeenCalledTimes(1);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('checks the rules before a first submit: an incomplete form is refused and shows every check', async () => {
    const { rules, onSubmit } = await hydrated(true);
    fireEvent.change(field('vorname'), { target: { value: 'Anna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    expect(rules).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    for (const name of ['nachname', 'strasse', 'ort', 'email'])
      expect(screen.getByText(`${name} fehlt`)).toBeInTheDocument();
    expect(screen.queryByText('vorname fehlt')).not.toBeInTheDocument();
  });

  it('sends a complete form on its first submit', async () => {
    const { onSubmit } = await hydrated(true);
    for (const name of NAMES) fireEvent.change(field(name), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
