import type { ComponentPropsWithRef, ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, FieldLabel, FieldRoot, controlStyles, hasError, joinIds, useFieldIds } from './field-parts';

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
  const { controlId, hintId, errorId } = useFieldIds(id);
  const invalid = hasError(error);
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={controlId} required={required} marker={requiredMarker}>
        {label}
      </FieldLabel>
      {hint !== undefined && <FieldHint id={hintId}>{hint}</FieldHint>}
      <Input
        {...inputProps}
        id={controlId}
        $invalid={invalid}
        aria-required={required ? true : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={joinIds(hint !== undefined && hintId, invalid && errorId, inputProps['aria-describedby'])}
      />
      {invalid && <FieldError id={errorId}>{error}</FieldError>}
    </FieldRoot>
  );
}
