/**
 * Building blocks shared by the form fields: ids, label with required marker, hint, error message and
 * the control look. Not exported from the package; fields compose them.
 */
import { useId, type ReactElement, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { themeOf } from '@sf/tokens';
import { focusRing } from './focus-ring';
import { SeverityIcon } from './icons';

/** Ids of a field's control, hint and error, stable across server and client (`useId`). */
export function useFieldIds(id: string | undefined): { controlId: string; hintId: string; errorId: string } {
  const auto = useId();
  const controlId = id ?? auto;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/** Joins describedby ids, skipping empty ones; undefined when none remain. */
export function joinIds(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter((x): x is string => typeof x === 'string' && x.length > 0);
  return list.length ? list.join(' ') : undefined;
}

/** True when an error prop holds something to show (final-form passes `false`/`undefined` when valid). */
export function hasError(error: ReactNode): boolean {
  return error !== undefined && error !== null && error !== false && error !== '';
}

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => themeOf(p).spacing(0.5)};
  margin: 0;
`;

export const labelStyles = css`
  font-weight: ${(p) => themeOf(p).typography.fontWeight.bold};
  color: ${(p) => themeOf(p).palette.text.primary};
`;

const LabelEl = styled.label`
  ${labelStyles}
`;

const Marker = styled.span`
  margin-inline-start: 0.125em;
`;

/** The visual required marker; hidden from assistive tech, which gets `aria-required` instead. */
export function RequiredMarker({ children = '*' }: { readonly children?: ReactNode }): ReactElement {
  return <Marker aria-hidden="true">{children}</Marker>;
}

/** A `<label>` with an optional required marker. */
export function FieldLabel(props: {
  readonly htmlFor: string;
  readonly children: ReactNode;
  readonly required?: boolean | undefined;
  readonly marker?: ReactNode;
}): ReactElement {
  return (
    <LabelEl htmlFor={props.htmlFor}>
      {props.children}
      {props.required && <RequiredMarker>{props.marker}</RequiredMarker>}
    </LabelEl>
  );
}

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${(p) => themeOf(p).typography.small.fontSize};
  color: ${(p) => themeOf(p).palette.text.secondary};
`;

const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${(p) => themeOf(p).spacing(0.5)};
  margin: 0;
  font-size: ${(p) => themeOf(p).typography.small.fontSize};
  font-weight: ${(p) => themeOf(p).typography.fontWeight.bold};
  color: ${(p) => themeOf(p).palette.feedback.error.fg};
  svg {
    flex: none;
    margin-top: 0.1em;
  }
`;

/** The field's error message with an icon (not colour alone), referenced by `aria-describedby`. */
export function FieldError({
  id,
  children,
}: {
  readonly id: string;
  readonly children: ReactNode;
}): ReactElement {
  return (
    <ErrorText id={id}>
      <SeverityIcon severity="error" />
      <span>{children}</span>
    </ErrorText>
  );
}

/** The look of text inputs, textareas and selects. */
export const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: ${(p) => themeOf(p).touchTarget.comfortable};
  padding: ${(p) => themeOf(p).spacing(1, 1.5)};
  border: ${(p) => (p.$invalid ? `2px solid ${themeOf(p).palette.feedback.error.border}` : `1px solid ${themeOf(p).palette.border}`)};
  border-radius: ${(p) => themeOf(p).radii.md};
  background-color: ${(p) => themeOf(p).palette.background.default};
  color: ${(p) => themeOf(p).palette.text.primary};
  font: inherit;
  &:disabled {
    background-color: ${(p) => themeOf(p).palette.disabled.bg};
    color: ${(p) => themeOf(p).palette.disabled.fg};
    cursor: not-allowed;
  }
  &::placeholder {
    color: ${(p) => themeOf(p).palette.text.secondary};
    opacity: 1;
  }
  ${focusRing}
`;

/** Native checkbox/radio sized to a 24px target and tinted with the theme. */
export const choiceControlStyles = css`
  flex: none;
  width: ${(p) => themeOf(p).touchTarget.min};
  height: ${(p) => themeOf(p).touchTarget.min};
  margin: 0;
  accent-color: ${(p) => themeOf(p).palette.primary.main};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
  ${focusRing}
`;

/** A label wrapping a checkbox or radio: the whole row is the click/touch target (≥ 44px high). */
export const ChoiceLabel = styled.label`
  display: flex;
  align-items: center;
  gap: ${(p) => themeOf(p).spacing(1)};
  min-height: ${(p) => themeOf(p).touchTarget.comfortable};
  cursor: pointer;
  color: ${(p) => themeOf(p).palette.text.primary};
`;

/** What a labelled control receives from {@link LabelledField}: id, invalid flag and ARIA wiring. */
export interface LabelledControlProps {
  readonly id: string;
  readonly $invalid: boolean;
  readonly 'aria-required': true | undefined;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

/**
 * The frame every single-control field shares: label (with required marker), hint, the control
 * and its error message, with the ids and `aria-*` wiring between them. The control itself comes
 * from `children`, which gets the props to spread onto it.
 */
export function LabelledField(props: {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly error?: ReactNode;
  readonly required?: boolean | undefined;
  readonly requiredMarker?: ReactNode;
  readonly className?: string | undefined;
  readonly id?: string | undefined;
  /** The caller's own `aria-describedby`, kept after the hint and error ids. */
  readonly describedBy?: string | undefined;
  readonly children: (control: LabelledControlProps) => ReactElement;
}): ReactElement {
  const { label, hint, error, required, requiredMarker, className, id, describedBy, children } = props;
  const { controlId, hintId, errorId } = useFieldIds(id);
  const invalid = hasError(error);
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={controlId} required={required} marker={requiredMarker}>
        {label}
      </FieldLabel>
      {hint !== undefined && <FieldHint id={hintId}>{hint}</FieldHint>}
      {children({
        id: controlId,
        $invalid: invalid,
        'aria-required': required ? true : undefined,
        'aria-invalid': invalid ? true : undefined,
        'aria-describedby': joinIds(hint !== undefined && hintId, invalid && errorId, describedBy),
      })}
      {invalid && <FieldError id={errorId}>{error}</FieldError>}
    </FieldRoot>
  );
}
