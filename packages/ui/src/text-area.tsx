import type { ComponentPropsWithRef, ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { LabelledField, controlStyles } from './field-parts';

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
  return (
    <LabelledField
      {...{ label, hint, error, required, requiredMarker, className, id }}
      describedBy={areaProps['aria-describedby']}
    >
      {(control) => <Area {...areaProps} {...control} />}
    </LabelledField>
  );
}
