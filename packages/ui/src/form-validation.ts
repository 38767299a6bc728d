import { useRef, useState } from 'react';
import type { Decorator, FormApi, ValidationErrors } from 'final-form';

/** The form's record-level rules: message per field name. */
export type FormRules<V> = (values: V) => ValidationErrors | Readonly<Record<string, unknown>>;

/** The form's methods after which its errors are read: a field left, a submit (decision 0282). */
const FIRST_USES = ['blur', 'submit'] as const;
type FirstUse = (typeof FIRST_USES)[number];

/**
 * The record-level validation of a react-final-form `<Form>`, run when its errors are first read rather
 * than at every mount, render and keystroke before (decision 0282). Spread the result into the `<Form>`:
 * `const validation = useFormValidation(validate); <Form {...validation} onSubmit={…} render={…} />`.
 *
 * - final-form runs the rules when the form is created (in the hydration's render), react-final-form
 *   again whenever the `validate` prop is a new function (an inline one: at every render), and final-form
 *   at every change (each value @sf/remote-kit gives back after the hydration, each key typed).
 * - A form's errors are read when a field is left (`shownError` shows a field's check once it was left)
 *   and when it is submitted (final-form refuses a submit with errors; the submit focuses the first
 *   invalid field). So the rules run first at the form's first `blur` or `submit`, just before it, then
 *   at every change as before. Until then the form holds no errors: nothing renders from them (the
 *   submit's state comes from `isFilled`), so the hydration renders the same and answers sooner.
 * - The `validate` prop stays one function for the form's life and calls the rules of the latest render.
 * - Field-level rules (`<Field validate>`) are final-form's own, as before.
 */
export function useFormValidation<V>(rules: FormRules<V>): {
  readonly validate: (values: V) => ValidationErrors;
  readonly decorators: Decorator<V>[];
} {
  const latest = useRef(rules);
  // the rules of the latest render, read at each validation (in an event, after that render)
  latest.current = rules;
  const [validation] = useState(() => {
    let armed = false;
    const validate = (values: V): ValidationErrors =>
      armed ? ((latest.current(values) as ValidationErrors) ?? {}) : {};
    const decorator: Decorator<V> = (form: FormApi<V>) => {
      if (armed) return () => undefined;
      const methods = form as unknown as Record<FirstUse, (...args: unknown[]) => unknown>;
      const originals = FIRST_USES.map((name) => [name, methods[name]] as const);
      const restore = () => {
        for (const [name, original] of originals) methods[name] = original;
      };
      for (const [name, original] of originals) {
        methods[name] = (...args: unknown[]) => {
          if (!armed) {
            armed = true;
            restore();
            // runs the rules and tells the fields and the form (final-form's `setConfig`)
            form.setConfig('validate', validate);
          }
          return original.apply(form, args);
        };
      }
      return restore;
    };
    return { validate, decorators: [decorator] };
  });
  return validation;
}
