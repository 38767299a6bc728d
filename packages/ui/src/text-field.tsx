import type { ComponentPropsWithRef, ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { LabelledField, controlStyles } from './field-parts';

/**
 * Props of `TextField`: every native input prop (so react-final-form's `input` spreads straight in:
 * name, value, onChange, onBlur, onFocus, type) plus label, hint, error and required marker.
 */
export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  /** Visible label, always rendered (placeholders are no substitute). */
  readonly label: ReactNode;
  /** Help text under the label, linked by `aria-describedby`. */
  readonly hint?: ReactNode;
  /** Error message; any non-empty value marks the field invalid. Pass `meta.touched && meta.error`. */
  readonly error?: ReactNode;
  /** Marker shown after the label when `required` (default `*`). */
  readonly requiredMarker?: ReactNode;
  readonly className?: string | undefined;
}

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;

/**
 * A labelled text input with hint and error message. `required` is exposed as `aria-required` (no native
 * browser bubble, so messages stay in the shop's language and validation).
 * @example
 * <Field name="email">{({ input, meta }) =>
 *   <TextField {...input} type="email" label={t('email')} required error={meta.touched && meta.error} />}
 * </Field>
 */
export function TextField(props: TextFieldProps): ReactElement {
  const { label, hint, error, required, requiredMarker, className, id, ...inputProps } = props;
  return (
    <LabelledField
      {...{ label, hint, error, required, requiredMarker, className, id }}
      describedBy={inputProps['aria-describedby']}
    >
      {(control) => <Input {...inputProps} {...control} />}
    </LabelledField>
  );
}
