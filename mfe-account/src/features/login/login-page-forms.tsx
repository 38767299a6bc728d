import type { Locale } from '@sf/contracts';
import { useIntl } from '@sf/remote-kit';
import { Select } from '@sf/ui';
import { useCallback, useMemo, type ReactElement } from 'react';
import { Field, useForm } from 'react-final-form';
import { checkEmail, checkLoginPassword, newPasswordError } from '../../shared/account-rules';
import { SALUTATIONS, checkText } from '../../shared/address-rules';
import type { AreaPageMessageId } from '../../shared/area-messages';
import type { LoginPageField } from '../../shared/area-page-states';
import { AreaPostForm, fieldError } from '../../shared/area-post-form';
import { LOGIN_CAPTCHA_FIELD, LoginCaptcha } from './login-captcha';
import { EMAIL_LOGIN_FIELDS, FORGOT_EMAIL_FIELD, LoginTextField, type LoginField } from './login-fields';

type T = (id: AreaPageMessageId) => string;
type Errors = Partial<Record<LoginPageField, AreaPageMessageId>>;
type Values = Record<string, string>;

/** What the browser's checks found, as the texts the fields show. */
const shown = (t: T, found: Readonly<Record<string, AreaPageMessageId | null>>) =>
  Object.fromEntries(Object.entries(found).flatMap(([f, id]) => (id ? [[f, t(id)]] : [])));

interface FormProps {
  readonly locale: Locale;
  /** The id of the heading that names the form. */
  readonly labelledBy: string;
  /** The messages a post without JavaScript came back with, per field. */
  readonly errors: Errors;
  readonly onRefused: () => void;
}

/** A text field of a page form: the shared login field with the browser's or the server's message. */
function PageField({
  field,
  server,
  t,
}: {
  field: LoginField;
  server: AreaPageMessageId | undefined;
  t: T;
}): ReactElement {
  return (
    <Field<string> name={field.name}>
      {({ input, meta }) => (
        <LoginTextField
          field={field}
          input={input}
          error={fieldError(meta, server ? t(server) : undefined)}
        />
      )}
    </Field>
  );
}

/** The captcha step in the page's login form: its payload is a value of the form, the widget posts it. */
function PageCaptcha({ t, locale }: { t: T; locale: string }): ReactElement {
  const form = useForm<Values>();
  const onPayload = useCallback((value: string) => form.change(LOGIN_CAPTCHA_FIELD, value), [form]);
  return (
    <Field<string> name={LOGIN_CAPTCHA_FIELD} subscription={{ error: true, submitFailed: true }}>
      {({ meta }) => (
        <div>
          <LoginCaptcha label={t('account.login.captchaLabel')} locale={locale} onPayload={onPayload} />
          {meta.submitFailed && typeof meta.error === 'string' ? <p role="alert">{meta.error}</p> : null}
        </div>
      )}
    </Field>
  );
}

/**
 * The page's login (e-mail and password; the password again of a soft-logged-in customer): posts
 * natively to `/api/customer/form/login` with the `returnTo`; hydrated, checked in the browser first,
 * and with the captcha step once the server asks for it (decision 0114).
 */
export function PageLoginForm(
  props: FormProps & {
    readonly email: string | null;
    readonly returnTo: string | null;
    /** Hydrated and the server asks for the captcha. */
    readonly captcha: boolean;
  },
): ReactElement {
  const intl = useIntl();
  const t: T = (id) => intl.formatMessage({ id });
  const initialValues = useMemo(() => ({ email: props.email ?? '', password: '' }), [props.email]);
  return (
    <AreaPostForm<Values>
      postKey="login"
      action="/api/customer/form/login"
      locale={props.locale}
      labelledBy={props.labelledBy}
      initialValues={initialValues}
      validate={(v) =>
        shown(t, {
          email: checkEmail(v.email),
          password: checkLoginPassword(v.password),
          ...(props.captcha
            ? { [LOGIN_CAPTCHA_FIELD]: v[LOGIN_CAPTCHA_FIELD] ? null : 'account.required' }
            : {}),
        })
      }
      required={props.captcha ? ['email', 'password', LOGIN_CAPTCHA_FIELD] : ['email', 'password']}
      submitLabel={t('account.login.submit')}
      onRefused={props.onRefused}
    >
      {props.returnTo ? <input type="hidden" name="returnTo" value={props.returnTo} /> : null}
      {EMAIL_LOGIN_FIELDS.map((f) => (
        <PageField key={f.name} field={f} server={props.errors[f.name as LoginPageField]} t={t} />
      ))}
      {props.captcha ? <PageCaptcha t={t} locale={props.locale} /> : null}
    </AreaPostForm>
  );
}

/** "Passwort vergessen?": the address the link goes to, posted natively to the form API. */
export function PageForgotForm(props: FormProps): ReactElement {
  const intl = useIntl();
  const t: T = (id) => intl.formatMessage({ id });
  const initialValues = useMemo(() => ({ email: '' }), []);
  return (
    <AreaPostForm<Values>
      postKey="forgot"
      action="/api/customer/form/password/forgot"
      locale={props.locale}
      labelledBy={props.labelledBy}
      initialValues={initialValues}
      validate={(v) => shown(t, { email: checkEmail(v.email) })}
      required={['email']}
      submitLabel={t('account.forgot.submit')}
      onRefused={props.onRefused}
    >
      <p>{t('account.forgot.text')}</p>
      <PageField field={FORGOT_EMAIL_FIELD} server={props.errors.email} t={t} />
    </AreaPostForm>
  );
}

const REGISTER_FIELDS = [
  {
    name: 'firstName',
    label: 'account.field.firstName',
    type: 'text',
    autoComplete: 'given-name',
    maxLength: 60,
  },
  {
    name: 'lastName',
    label: 'account.field.lastName',
    type: 'text',
    autoComplete: 'family-name',
    maxLength: 60,
  },
  { name: 'email', label: 'account.field.email', type: 'email', autoComplete: 'email', maxLength: 254 },
  {
    name: 'password',
    label: 'account.field.password',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'account.password.hint',
  },
] as const satisfies readonly (LoginField & { name: LoginPageField })[];

/**
 * "Neu hier? Konto anlegen": salutation, names, e-mail and password, posted natively to
 * `/api/customer/form/register` with the `returnTo`; hydrated, checked in the browser by the server's
 * rules first (what was typed stays), the common-password check is the server's.
 */
export function PageRegisterForm(props: FormProps & { readonly returnTo: string | null }): ReactElement {
  const intl = useIntl();
  const t: T = (id) => intl.formatMessage({ id });
  const initialValues = useMemo(
    () => ({ salutation: SALUTATIONS[0], firstName: '', lastName: '', email: '', password: '' }),
    [],
  );
  return (
    <AreaPostForm<Values>
      postKey="register"
      action="/api/customer/form/register"
      locale={props.locale}
      labelledBy={props.labelledBy}
      initialValues={initialValues}
      validate={(v) =>
        shown(t, {
          salutation: (SALUTATIONS as readonly string[]).includes(v.salutation ?? '')
            ? null
            : 'account.required',
          firstName: checkText(v.firstName),
          lastName: checkText(v.lastName),
          email: checkEmail(v.email),
          password: newPasswordError(v.password),
        })
      }
      required={['salutation', 'firstName', 'lastName', 'email', 'password']}
      submitLabel={t('account.register.submit')}
      onRefused={props.onRefused}
    >
      {props.returnTo ? <input type="hidden" name="returnTo" value={props.returnTo} /> : null}
      <Field<string> name="salutation">
        {({ input, meta }) => (
          <Select
            {...input}
            label={t('account.field.salutation')}
            autoComplete="honorific-prefix"
            required
            requiredMarker={null}
            options={SALUTATIONS.map((s) => ({ value: s, label: t(`account.field.salutation.${s}`) }))}
            error={fieldError(meta, props.errors.salutation ? t(props.errors.salutation) : undefined)}
          />
        )}
      </Field>
      {REGISTER_FIELDS.map((f) => (
        <PageField key={f.name} field={f} server={props.errors[f.name]} t={t} />
      ))}
    </AreaPostForm>
  );
}
