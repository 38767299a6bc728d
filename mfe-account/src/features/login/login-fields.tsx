import { useIntl } from '@sf/remote-kit';
import { TextField } from '@sf/ui';
import type { ReactElement, Ref } from 'react';
import type { FieldInputProps } from 'react-final-form';
import { EMAIL_MAX } from '../../shared/account-rules';

/** One field of a login form: its name, label id, input type and autocomplete. */
export interface LoginField {
  readonly name: string;
  readonly label: string;
  readonly type: 'email' | 'password' | 'text';
  readonly autoComplete: string;
  readonly hint?: string;
  readonly inputMode?: 'numeric';
  readonly maxLength?: number;
}

/** E-mail and password: the login of the modal's first tab and of the account page. */
export const EMAIL_LOGIN_FIELDS: readonly LoginField[] = [
  {
    name: 'email',
    label: 'account.field.email',
    type: 'email',
    autoComplete: 'username',
    maxLength: EMAIL_MAX,
  },
  { name: 'password', label: 'account.field.password', type: 'password', autoComplete: 'current-password' },
];

/** The forgot-password form's e-mail field (the modal's view and the account page's form). */
export const FORGOT_EMAIL_FIELD: LoginField = {
  name: 'email',
  label: 'account.field.email',
  type: 'email',
  autoComplete: 'email',
  maxLength: EMAIL_MAX,
};

/**
 * A field of a login or forgot-password form (the modal's and the account page's): react-final-form's
 * `input` in a labelled, required `TextField` (no star: each of these forms needs all its fields) with
 * the message the form shows for it.
 */
export function LoginTextField({
  field,
  input,
  error,
  inputRef,
}: {
  readonly field: LoginField;
  readonly input: FieldInputProps<string>;
  readonly error: string | undefined;
  readonly inputRef?: Ref<HTMLInputElement> | undefined;
}): ReactElement {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <TextField
      {...input}
      value={input.value ?? ''}
      ref={inputRef}
      type={field.type}
      autoComplete={field.autoComplete}
      inputMode={field.inputMode}
      maxLength={field.maxLength}
      label={t(field.label)}
      hint={field.hint ? t(field.hint) : undefined}
      required
      // every field of these forms is required: no star (assistive technology hears `aria-required`)
      requiredMarker={null}
      error={error}
    />
  );
}
