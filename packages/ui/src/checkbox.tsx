import type { ComponentPropsWithRef, ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { themeOf } from '@sf/tokens';
import {
  ChoiceLabel,
  FieldError,
  FieldHint,
  RequiredMarker,
  choiceControlStyles,
  hasError,
  joinIds,
  useFieldIds,
} from './field-parts';

/** Props of `Checkbox`: native input props (react-final-form `type="checkbox"` input spreads in) plus label, hint, error. */
export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** The label; may contain links (e.g. the privacy notice), which stay separately focusable. */
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  /** Error message; any non-empty value marks the checkbox invalid. */
  readonly error?: ReactNode;
  readonly requiredMarker?: ReactNode;
  readonly className?: string | undefined;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
`;

const Box = styled.input`
  ${choiceControlStyles}
`;

const Indented = styled.div`
  padding-inline-start: calc(${(p) => themeOf(p).touchTarget.min} + ${(p) => themeOf(p).spacing(1)});
  display: flex;
  flex-direction: column;
  gap: ${(p) => themeOf(p).spacing(0.5)};
`;

/**
 * A native checkbox with its label as one large target (Space toggles, as everywhere).
 * @example <Field name="terms" type="checkbox">{({ input, meta }) =>
 *   <Checkbox {...input} label={t('acceptTerms')} required error={meta.touched && meta.error} />}</Field>
 */
export function Checkbox(props: CheckboxProps): ReactElement {
  const { label, hint, error, required, requiredMarker, className, id, ...inputProps } = props;
  const { controlId, hintId, errorId } = useFieldIds(id);
  const invalid = hasError(error);
  return (
    <Root className={className}>
      <ChoiceLabel htmlFor={controlId}>
        <Box
          {...inputProps}
          type="checkbox"
          id={controlId}
          aria-required={required ? true : undefined}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={joinIds(
            hint !== undefined && hintId,
            invalid && errorId,
            inputProps['aria-describedby'],
          )}
        />
        <span>
          {label}
          {required && <RequiredMarker>{requiredMarker}</RequiredMarker>}
        </span>
      </ChoiceLabel>
      {(hint !== undefined || invalid) && (
        <Indented>
          {hint !== undefined && <FieldHint id={hintId}>{hint}</FieldHint>}
          {invalid && <FieldError id={errorId}>{error}</FieldError>}
        </Indented>
      )}
    </Root>
  );
}
