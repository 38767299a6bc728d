import type { ComponentPropsWithRef, ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, FieldLabel, FieldRoot, controlStyles, hasError, joinIds, useFieldIds } from './field-parts';

/** Props of `TextArea`: native textarea props plus label, hint, error and required marker. */
export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  /** Error message; any non-empty value marks the field invalid. */
  readonly error?: ReactNode;
  readonly requiredMarker?: ReactNode;
  readonly className?: string | undefined;
}

const Area = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  resize: vertical;
  min-height: 8rem;
`;

/**
 * A labelled multi-line input (e.g. the contact form message), same semantics as `TextField`.
 * @example <TextArea {...input} label={t('message')} rows={6} required error={meta.touched && meta.error} />
 */
export function TextArea(props: TextAreaProps): ReactElement {
  const { label, hint, error, required, requiredMarker, className, id, ...areaProps } = props;
  const { controlId, hintId, errorId } = useFieldIds(id);
  const invalid = hasError(error);
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={controlId} required={required} marker={requiredMarker}>
        {label}
      </FieldLabel>
      {hint !== undefined && <FieldHint id={hintId}>{hint}</FieldHint>}
      <Area
        {...areaProps}
        id={controlId}
        $invalid={invalid}
        aria-required={required ? true : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={joinIds(hint !== undefined && hintId, invalid && errorId, areaProps['aria-describedby'])}
      />
      {invalid && <FieldError id={errorId}>{error}</FieldError>}
    </FieldRoot>
  );
}
