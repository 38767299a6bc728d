import { useIntl } from '@sf/remote-kit';
import { Alert, Button } from '@sf/ui';
import { FORM_ERROR, type FormApi } from 'final-form';
import { useCallback, useState, type ReactElement, type RefObject } from 'react';
import { Field, Form, useForm } from 'react-final-form';
import { LOGIN_CAPTCHA_FIELD, LoginCaptcha } from './login-captcha';
import { LoginTextField, type LoginField } from './login-fields';
import { postLogin } from './login-request';

export interface LoginFormProps {
  /** The API path the form posts to. */
  readonly action: string;
  readonly fields: readonly LoginField[];
  /** Called after a successful login. */
  readonly onLoggedIn: () => void;
  readonly firstFieldRef?: RefObject<HTMLInputElement | null>;
}

/** What react-final-form holds: each field's text by its name. */
export type LoginValues = Record<string, string | undefined>;

/**
 * A login form of the modal, held by react-final-form: labelled fields, the server's messages at
 * the fields (400, shown until the field changes) or as an alert (wrong data, locked, unavailable),
 * the button busy while the request runs. The server checks everything; nothing is validated only
 * here.
 */
export function LoginForm({ action, fields, onLoggedIn, firstFieldRef }: LoginFormProps): ReactElement {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  // the captcha step (decision 0114): shown once the server asks for it; each solved payload is spent by one attempt
  const [captcha, setCaptcha] = useState<{ round: number } | null>(null);
  const submit = async (values: LoginValues, form: FormApi<LoginValues>) => {
    const sent = Object.fromEntries(fields.map((f) => [f.name, values[f.name] ?? ''] as const));
    const solved = values[LOGIN_CAPTCHA_FIELD];
    const answer = await postLogin(
      action,
      captcha && solved ? { ...sent, [LOGIN_CAPTCHA_FIELD]: solved } : sent,
      t('account.login.error'),
    );
    if (answer.kind === 'ok') return void onLoggedIn();
    if ((answer.kind === 'message' && answer.captcha) || captcha) {
      form.change(LOGIN_CAPTCHA_FIELD, '');
      setCaptcha((c) => ({ round: (c?.round ?? 0) + 1 }));
    }
    return answer.kind === 'fields' ? answer.errors : { [FORM_ERROR]: answer.message };
  };
  return (
    <Form<LoginValues>
      onSubmit={submit}
      subscription={{ submitting: true, submitError: true }}
      render={({ handleSubmit, submitting, submitError }) => (
        <form method="post" action={action} noValidate onSubmit={(e) => void handleSubmit(e)}>
          {typeof submitError === 'string' ? <Alert severity="error">{submitError}</Alert> : null}
          {fields.map((f, i) => (
            <Field<string>
              key={f.name}
              name={f.name}
              subscription={{ value: true, submitError: true, dirtySinceLastSubmit: true }}
            >
              {({ input, meta }) => (
                <LoginTextField
                  field={f}
                  input={input}
                  inputRef={i === 0 ? firstFieldRef : undefined}
                  error={
                    typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit
                      ? meta.submitError
                      : undefined
                  }
                />
              )}
            </Field>
          ))}
          {captcha ? (
            <CaptchaStep key={captcha.round} label={t('account.login.captchaLabel')} locale={intl.locale} />
          ) : null}
          <Button type="submit" variant="primary" loading={submitting} fullWidth>
            {t('account.login.submit')}
          </Button>
        </form>
      )}
    />
  );
}

/** The captcha widget inside the form: its payload is a value of the form like the fields. */
function CaptchaStep({ label, locale }: { readonly label: string; readonly locale: string }): ReactElement {
  const form = useForm<LoginValues>();
  const onPayload = useCallback((value: string) => form.change(LOGIN_CAPTCHA_FIELD, value), [form]);
  return <LoginCaptcha label={label} locale={locale} onPayload={onPayload} />;
}
