import type { Locale } from '@sf/contracts';
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { AccountMessageId } from '../domain/intl';
import type { Customer } from '../domain/customers';
import { accountText } from '../domain/intl';
import { SALUTATIONS, type FieldErrors } from '../domain/validation';
import type { AccountNotice } from './account-notice';
import { AreaLinks } from './area-nav';

const CSS = `.sf-account{display:grid;gap:1.5rem;padding:1.5rem 0;max-width:60rem}
.sf-account h1{margin:0;font-size:1.75rem}
.sf-account h2{margin:0 0 .75rem;font-size:1.25rem}
.sf-account h2.sf-account__sub{margin-top:1.5rem;font-size:1.125rem}
.sf-account__columns{display:grid;gap:1.5rem}
@media (min-width:900px){.sf-account__columns{grid-template-columns:1fr 1fr;align-items:start}}
.sf-account__box{padding:1rem;border:1px solid var(--sf-divider,#d6d6d6);border-radius:4px}
.sf-account form{display:grid;gap:.75rem}
.sf-account label{display:block;font-size:.875rem;margin-bottom:.25rem}
.sf-account input,.sf-account select{box-sizing:border-box;width:100%;min-height:2.75rem;font:inherit;padding:.25rem .5rem;border:1px solid var(--sf-border,#767676);border-radius:4px;background:var(--sf-bg,#fff);color:var(--sf-text,#1a1a1a)}
.sf-account button{justify-self:start;min-height:2.75rem;font:inherit;padding:.25rem 1rem;border-radius:4px;border:1px solid var(--sf-primary,#057187);background:var(--sf-primary,#057187);color:#fff;cursor:pointer}
.sf-account__hint{margin:.25rem 0 0;font-size:.875rem}
.sf-account__error{margin:.25rem 0 0;font-size:.875rem;color:var(--sf-error-fg,#b00020)}
.sf-account__notice{margin:0;padding:.75rem 1rem;border:1px solid var(--sf-border,#767676);border-radius:4px}
.sf-account ul.sf-area__list{margin:0;padding-left:1.25rem}
.sf-area__logout{margin:.75rem 0 0}`;

type T = (id: AccountMessageId, values?: Record<string, string>) => string;

function Field(props: {
  id: string;
  name: string;
  label: string;
  error: AccountMessageId | undefined;
  t: T;
  hint?: string;
  children?: ReactNode;
  type?: string;
  autoComplete: string;
  value?: string;
  maxLength?: number;
}): ReactElement {
  const describedBy = [props.hint ? `${props.id}-hint` : '', props.error ? `${props.id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label htmlFor={props.id}>{props.label}</label>
      {props.children ?? (
        <input
          id={props.id}
          name={props.name}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          required
          {...(props.maxLength ? { maxLength: props.maxLength } : {})}
          {...(props.value ? { defaultValue: props.value } : {})}
          {...(describedBy ? { 'aria-describedby': describedBy } : {})}
          {...(props.error ? { 'aria-invalid': true } : {})}
        />
      )}
      {props.hint ? (
        <p id={`${props.id}-hint`} className="sf-account__hint">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${props.id}-error`} className="sf-account__error">
          {props.t(props.error)}
        </p>
      ) : null}
    </div>
  );
}

function Notice({ notice, t }: { notice: AccountNotice; t: T }): ReactElement {
  return (
    <p className="sf-account__notice" role={notice.kind}>
      {t(notice.message)}
    </p>
  );
}

function LoginForm({
  locale,
  t,
  errors,
  email,
  returnTo,
}: {
  locale: Locale;
  t: T;
  errors: FieldErrors;
  email?: string;
  returnTo: string | null;
}): ReactElement {
  return (
    <form method="post" action="/api/customer/form/login" noValidate>
      <input type="hidden" name="locale" value={locale} />
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      <Field
        id="sf-login-email"
        name="email"
        type="email"
        autoComplete="username"
        label={t('account.field.email')}
        error={errors.email}
        t={t}
        maxLength={254}
        {...(email ? { value: email } : {})}
      />
      <Field
        id="sf-login-password"
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('account.field.password')}
        error={errors.password}
        t={t}
      />
      <button type="submit">{t('account.login.submit')}</button>
    </form>
  );
}

function ForgotForm({ locale, t, errors }: { locale: Locale; t: T; errors: FieldErrors }): ReactElement {
  return (
    <form method="post" action="/api/customer/form/password/forgot" noValidate>
      <input type="hidden" name="locale" value={locale} />
      <p className="sf-account__hint">{t('account.forgot.text')}</p>
      <Field
        id="sf-forgot-email"
        name="email"
        type="email"
        autoComplete="email"
        label={t('account.field.email')}
        error={errors.email}
        t={t}
        maxLength={254}
      />
      <button type="submit">{t('account.forgot.submit')}</button>
    </form>
  );
}

function RegisterForm({
  locale,
  t,
  errors,
  returnTo,
}: {
  locale: Locale;
  t: T;
  errors: FieldErrors;
  returnTo: string | null;
}): ReactElement {
  return (
    <form method="post" action="/api/customer/form/register" noValidate>
      <input type="hidden" name="locale" value={locale} />
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      <Field
        id="sf-register-salutation"
        name="salutation"
        autoComplete="honorific-prefix"
        label={t('account.field.salutation')}
        error={errors.salutation}
        t={t}
      >
        <select
          id="sf-register-salutation"
          name="salutation"
          autoComplete="honorific-prefix"
          required
          {...(errors.salutation
            ? { 'aria-invalid': true, 'aria-describedby': 'sf-register-salutation-error' }
            : {})}
        >
          {SALUTATIONS.map((s) => (
            <option key={s} value={s}>
              {t(`account.field.salutation.${s}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id="sf-register-first-name"
        name="firstName"
        autoComplete="given-name"
        label={t('account.field.firstName')}
        error={errors.firstName}
        t={t}
        maxLength={60}
      />
      <Field
        id="sf-register-last-name"
        name="lastName"
        autoComplete="family-name"
        label={t('account.field.lastName')}
        error={errors.lastName}
        t={t}
        maxLength={60}
      />
      <Field
        id="sf-register-email"
        name="email"
        type="email"
        autoComplete="email"
        label={t('account.field.email')}
        error={errors.email}
        t={t}
        maxLength={254}
      />
      <Field
        id="sf-register-password"
        name="password"
        type="password"
        autoComplete="new-password"
        label={t('account.field.password')}
        hint={t('account.password.hint')}
        error={errors.password}
        t={t}
      />
      <button type="submit">{t('account.register.submit')}</button>
    </form>
  );
}

/** What the account page shows: the forms to log in or register, the password again (soft login), or the customer. */
export type AccountPageView =
  | { readonly kind: 'anonymous' }
  | { readonly kind: 'soft'; readonly customer: Customer }
  | { readonly kind: 'customer'; readonly customer: Customer };

function AccountPage({
  view,
  locale,
  notice,
  returnTo,
}: {
  view: AccountPageView;
  locale: Locale;
  notice: AccountNotice | null;
  returnTo: string | null;
}): ReactElement {
  const t: T = (id, values) => accountText(locale, id, values);
  const errorsOf = (form: 'login' | 'register' | 'forgot') => (notice?.form === form ? notice.errors : {});
  return (
    <section className="sf-account" aria-labelledby="sf-account-title">
      <style>{CSS}</style>
      <h1 id="sf-account-title">{t('account.title')}</h1>
      {notice ? <Notice notice={notice} t={t} /> : null}
      {view.kind === 'customer' ? (
        <div className="sf-account__box">
          <h2>
            {t('account.overview.greeting', {
              firstName: view.customer.firstName,
              lastName: view.customer.lastName,
            })}
          </h2>
          <p>{t('account.overview.customerNumber', { customerNumber: view.customer.customerNumber })}</p>
          <p>
            {t('account.overview.businessPartner', { businessPartnerNo: view.customer.businessPartnerNo })}
          </p>
          <AreaLinks locale={locale} />
        </div>
      ) : view.kind === 'soft' ? (
        <div className="sf-account__box" aria-labelledby="sf-account-soft">
          <h2 id="sf-account-soft">{t('account.softLogin.title')}</h2>
          <p>{t('account.softLogin.text')}</p>
          <LoginForm
            locale={locale}
            t={t}
            errors={errorsOf('login')}
            email={view.customer.email}
            returnTo={returnTo}
          />
        </div>
      ) : (
        <div className="sf-account__columns">
          <div className="sf-account__box" aria-labelledby="sf-account-login">
            <h2 id="sf-account-login">{t('account.login.title')}</h2>
            <LoginForm locale={locale} t={t} errors={errorsOf('login')} returnTo={returnTo} />
            <h2 id="sf-account-forgot" className="sf-account__sub">
              {t('account.forgot.title')}
            </h2>
            <ForgotForm locale={locale} t={t} errors={errorsOf('forgot')} />
          </div>
          <div className="sf-account__box" aria-labelledby="sf-account-register">
            <h2 id="sf-account-register">{t('account.register.title')}</h2>
            <RegisterForm locale={locale} t={t} errors={errorsOf('register')} returnTo={returnTo} />
          </div>
        </div>
      )}
    </section>
  );
}

/** The page's HTML for the fragment body (server-rendered, no script: every change is a form post). */
export function renderAccountPage(
  view: AccountPageView,
  locale: Locale,
  notice: AccountNotice | null,
  returnTo: string | null = null,
): string {
  return renderToStaticMarkup(
    <AccountPage view={view} locale={locale} notice={notice} returnTo={returnTo} />,
  );
}
