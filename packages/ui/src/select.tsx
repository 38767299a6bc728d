import type { ComponentPropsWithRef, ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { LabelledField, controlStyles } from './field-parts';

/** One option of a `Select`. */
export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean | undefined;
}

/** Props of `Select`: native select props plus label, options, placeholder, hint and error. */
export interface SelectProps extends ComponentPropsWithRef<'select'> {
  readonly label: ReactNode;
  /** Options to render; or pass `<option>`/`<optgroup>` children instead. */
  readonly options?: readonly SelectOption[] | undefined;
  /** Text of a first option with the empty value ("Bitte wählen"), for a select that starts unset. */
  readonly placeholder?: string | undefined;
  readonly hint?: ReactNode;
  /** Error message; any non-empty value marks the field invalid. */
  readonly error?: ReactNode;
  readonly requiredMarker?: ReactNode;
}

const NativeSelect = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
  cursor: pointer;
`;

/**
 * A labelled native `<select>`: the platform's own keyboard and screen-reader support, on every device.
 * @example <Select {...input} label={t('subject')} placeholder={t('choose')} options={subjects} error={meta.touched && meta.error} />
 */
export function Select(props: SelectProps): ReactElement {
  const {
    label,
    options,
    placeholder,
    hint,
    error,
    required,
    requiredMarker,
    className,
    id,
    children,
    ...selectProps
  } = props;
  return (
    <LabelledField
      {...{ label, hint, error, required, requiredMarker, className, id }}
      describedBy={selectProps['aria-describedby']}
    >
      {(control) => (
        <NativeSelect {...selectProps} {...control}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options?.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
          {children}
        </NativeSelect>
      )}
    </LabelledField>
  );
}
