import { useIntl } from '@sf/remote-kit';
import { Alert, Button, TextField } from '@sf/ui';
import { useCallback, useState, type FormEvent, type ReactElement, type RefObject } from 'react';
import { LOGIN_CAPTCHA_FIELD, LoginCaptcha } from './login-captcha';
import { postLogin } from './login-request';

/** One field of a login form: its name, label id, input type and autocomplete. */
export interface LoginField {
  readonly name: string;
  readonly label: string;
  readonly type: 'email' | 'password' | 'text';
  readonly autoComplete: string;
  readonly hint?: string;
  readonly inputMode?: 'numeric';
}

export interface LoginFormProps {
  /** The API path the form posts to. */
  readonly action: string;
  readonly fields: readonly LoginField[];
  /** Called after a successful login. */
  readonly onLoggedIn: () => void;
  readonly firstFieldRef?: RefObject<HTMLInputElement | null>;
}

/**
 * A login form of the modal: labelled fields, the server's messages at the fields (400) or as an
 * alert (wrong data, locked, unavailable), the button busy while the request runs. The server checks
 * everything; nothing is validated only here.
 */
export function LoginForm({ action, fields, onLoggedIn, firstFieldRef }: LoginFormProps): ReactElement {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // the captcha step (decision 0114): shown once the server asks for it; each solved payload is spent by one attempt
  const [captcha, setCaptcha] = useState<{ round: number; payload: string } | null>(null);
  const onPayload = useCallback((payload: string) => setCaptcha((c) => (c ? { ...c, payload } : c)), []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await postLogin(
      action,
      captcha?.payload ? { ...values, [LOGIN_CAPTCHA_FIELD]: captcha.payload } : values,
      t('account.login.error'),
    );
    setBusy(false);
    if (answer.kind === 'ok') return onLoggedIn();
    setErrors(answer.kind === 'fields' ? answer.errors : {});
    setMessage(answer.kind === 'message' ? answer.message : null);
    if ((answer.kind === 'message' && answer.captcha) || captcha)
      setCaptcha((c) => ({ round: (c?.round ?? 0) + 1, payload: '' }));
  };
  return (
    <form method="post" action={action} noValidate onSubmit={(e) => void submit(e)}>
      {message ? <Alert severity="error">{message}</Alert> : null}
      {fields.map((f, i) => (
        <TextField
          key={f.name}
          ref={i === 0 ? firstFieldRef : undefined}
          name={f.name}
          type={f.type}
          autoComplete={f.autoComplete}
          inputMode={f.inputMode}
          label={t(f.label)}
          hint={f.hint ? t(f.hint) : undefined}
          required
          value={values[f.name] ?? ''}
          error={errors[f.name]}
          onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
        />
      ))}
      {captcha ? (
        <LoginCaptcha
          key={captcha.round}
          label={t('account.login.captchaLabel')}
          locale={intl.locale}
          onPayload={onPayload}
        />
      ) : null}
      <Button type="submit" variant="primary" loading={busy} fullWidth>
        {t('account.login.submit')}
      </Button>
    </form>
  );
}
