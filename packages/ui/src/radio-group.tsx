import type { ChangeEvent, FocusEvent, ReactElement, ReactNode } from 'react';
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
  labelStyles,
  useFieldIds,
} from './field-parts';

/** One choice of a `RadioGroup`. */
export interface RadioOption {
  readonly value: string;
  readonly label: ReactNode;
  /** Extra text for this choice, linked to its radio. */
  readonly hint?: ReactNode;
  readonly disabled?: boolean | undefined;
}

/**
 * Props of `RadioGroup`. The value props match react-final-form's `input` of a plain `<Field name>`
 * (name, value, onChange, onBlur, onFocus), so `{...input}` spreads in.
 */
export interface RadioGroupProps {
  readonly legend: ReactNode;
  readonly name: string;
  readonly options: readonly RadioOption[];
  /** Controlled value; omit for an uncontrolled group (then `defaultValue`). */
  readonly value?: string | undefined;
  readonly defaultValue?: string | undefined;
  /**
   * Called with the chosen value (and the event). Passing the value, not the event, lets final-form's
   * `input.onChange` store it without a `type="radio"` Field per option.
   */
  readonly onChange?: ((value: string, event: ChangeEvent<HTMLInputElement>) => void) | undefined;
  readonly onBlur?: ((event: FocusEvent<HTMLInputElement>) => void) | undefined;
  readonly onFocus?: ((event: FocusEvent<HTMLInputElement>) => void) | undefined;
  readonly hint?: ReactNode;
  /** Error message; any non-empty value marks the group invalid. */
  readonly error?: ReactNode;
  readonly required?: boolean | undefined;
  readonly requiredMarker?: ReactNode;
  readonly disabled?: boolean | undefined;
  readonly orientation?: 'vertical' | 'horizontal' | undefined;
  readonly id?: string | undefined;
  readonly className?: string | undefined;
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${(p) => themeOf(p).spacing(0.5)};
`;

const Legend = styled.legend`
  ${labelStyles}
  padding: 0;
  margin-bottom: ${(p) => themeOf(p).spacing(0.5)};
`;

const Options = styled.div<{ $row: boolean }>`
  display: flex;
  flex-direction: ${(p) => (p.$row ? 'row' : 'column')};
  flex-wrap: wrap;
  column-gap: ${(p) => themeOf(p).spacing(3)};
`;

const Radio = styled.input`
  ${choiceControlStyles}
`;

const OptionHint = styled(FieldHint)`
  margin-top: -${(p) => themeOf(p).spacing(1)};
  padding-inline-start: calc(${(p) => themeOf(p).touchTarget.min} + ${(p) => themeOf(p).spacing(1)});
`;

/**
 * Native radios in a `fieldset` named by its `legend`: one Tab stop, arrow keys move the choice.
 * @example <RadioGroup {...input} legend={t('choice')} options={options} error={meta.touched && meta.error} />
 */
export function RadioGroup(props: RadioGroupProps): ReactElement {
  const {
    legend,
    name,
    options,
    value,
    defaultValue,
    onChange,
    onBlur,
    onFocus,
    hint,
    error,
    required,
    requiredMarker,
  } = props;
  const { controlId: groupId, hintId, errorId } = useFieldIds(props.id);
  const legendId = `${groupId}-legend`;
  const invalid = hasError(error);
  return (
    <Fieldset
      id={groupId}
      role="radiogroup"
      className={props.className}
      disabled={props.disabled}
      aria-labelledby={legendId}
      aria-describedby={joinIds(hint !== undefined && hintId, invalid && errorId)}
      aria-required={required ? true : undefined}
      aria-invalid={invalid ? true : undefined}
    >
      <Legend id={legendId}>
        {legend}
        {required && <RequiredMarker>{requiredMarker}</RequiredMarker>}
      </Legend>
      {hint !== undefined && <FieldHint id={hintId}>{hint}</FieldHint>}
      <Options $row={props.orientation === 'horizontal'}>
        {options.map((o, i) => {
          const optionId = `${groupId}-${i}`;
          return (
            <div key={o.value}>
              <ChoiceLabel htmlFor={optionId}>
                <Radio
                  type="radio"
                  id={optionId}
                  name={name}
                  value={o.value}
                  disabled={o.disabled}
                  {...(value !== undefined
                    ? { checked: value === o.value }
                    : { defaultChecked: defaultValue === o.value })}
                  onChange={onChange && ((e) => onChange(e.target.value, e))}
                  onBlur={onBlur}
                  onFocus={onFocus}
                  aria-describedby={o.hint !== undefined ? `${optionId}-hint` : undefined}
                />
                <span>{o.label}</span>
              </ChoiceLabel>
              {o.hint !== undefined && <OptionHint id={`${optionId}-hint`}>{o.hint}</OptionHint>}
            </div>
          );
        })}
      </Options>
      {invalid && <FieldError id={errorId}>{error}</FieldError>}
    </Fieldset>
  );
}
