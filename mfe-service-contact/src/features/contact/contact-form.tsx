import type { Locale, TenantId } from '@sf/contracts';
import { useIntl } from '@sf/remote-kit';
import { Alert, Button, Checkbox, Select, TextArea, TextField } from '@sf/ui';
import { useCallback, useRef, useState, type FormEvent, type ReactElement } from 'react';
import styled from 'styled-components';
import { CONTACT_ACTION, MESSAGE_MAX_LENGTH } from '../../shared/constants';
import { CHECKBOX_FIELDS, contactFieldErrors, readContactValues } from '../../shared/contact-fields';
import { fieldErrorText } from '../../shared/messages';
import type { FormFields } from '../../shared/state';
import { SUBJECTS, subjectOf } from '../../shared/subjects';
import { useHydrated } from '../../shared/use-hydrated';
import { CaptchaField } from './captcha-field';
import { FilePicker } from './file-picker';
import { SubjectLink } from './subject-link';
import { postContact } from './use-contact-submit';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  max-width: 40rem;
`;

const Pair = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
`;

const Answer = styled.div`
  padding: 0.75rem 1rem;
  border-left: 4px solid #068099;
  background: #f2f8fa;
  color: #1a1a1a;
`;

/** Props of {@link ContactForm}. */
export interface ContactFormProps {
  readonly tenant: TenantId;
  readonly locale: Locale;
  readonly values?: FormFields | undefined;
  readonly errors?: Readonly<Record<string, string>> | undefined;
  /** After a successful submit: the success page's path. */
  readonly onSent: (nextPath: string, reference: string) => void;
}

const LANGUAGE = { de: 'de', fr: 'fr', nl: 'nl' } as const;

/**
 * The contact form of spec section 3: posts as `multipart/form-data` to the contact API and works
 * without JavaScript; once hydrated it validates with the spec's messages, shows the chosen
 * subject's answer text and required fields, keeps the submit disabled until everything required
 * (captcha included) is filled, and sends the files it accepted.
 */
export function ContactForm({
  tenant,
  locale,
  values: initial = {},
  errors: initialErrors = {},
  onSent,
}: ContactFormProps): ReactElement {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FormFields>(initial);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>(initialErrors);
  const [files, setFiles] = useState<File[]>([]);
  const [captcha, setCaptcha] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const onPayload = useCallback((payload: string) => setCaptcha(payload), []);
  const subject = subjectOf(values.subject);
  const language = LANGUAGE[locale.slice(0, 2) as keyof typeof LANGUAGE] ?? 'de';

  const set = (name: string) => (event: { target: { value: string; checked?: boolean; type?: string } }) => {
    const value = event.target.type === 'checkbox' ? (event.target.checked ? 'on' : '') : event.target.value;
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
  };
  /** A field that was left shows its message at once (the submit stays disabled until all is filled). */
  const check = (name: string) => () => {
    const message = localErrors()[name];
    setErrors(({ [name]: _old, ...rest }) => (message ? { ...rest, [name]: message } : rest));
  };
  const localErrors = (): Record<string, string> => {
    const keys = contactFieldErrors(readContactValues(values), tenant);
    return Object.fromEntries(Object.entries(keys).map(([f, k]) => [f, fieldErrorText(k, locale)]));
  };
  const required = [
    'firstname',
    'lastname',
    'email',
    'subject',
    'message',
    ...(subject?.customerNumber ? ['customernumber'] : []),
    ...(subject?.address ? ['street', 'housenumber', 'postalcode', 'city'] : []),
  ];
  const filled = required.every((f) => (values[f] ?? '').trim() !== '') && captcha !== '';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return; // the browser posts the form itself
    event.preventDefault();
    const found = localErrors();
    if (Object.keys(found).length) {
      setErrors(found);
      setFormError(t('contact.error.checkInput'));
      queueMicrotask(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSubmitting(true);
    const fields: Record<string, string> = { locale };
    for (const [k, v] of Object.entries(values)) if (v) fields[k] = v;
    const answer = await postContact(fields, files, captcha, t('contact.error.generic'));
    setSubmitting(false);
    if (answer.kind === 'sent') return onSent(answer.nextPath, answer.reference);
    setFormError(answer.message);
    if (answer.kind === 'invalid') setErrors(answer.fieldErrors);
    if (answer.kind === 'invalid' && answer.fieldErrors.altcha) setCaptcha('');
  };

  const text = (
    name: string,
    opts: {
      type?: string;
      autoComplete?: string;
      inputMode?: 'numeric' | 'tel' | 'email';
      req?: boolean;
      hint?: string;
    } = {},
  ) => (
    <TextField
      name={name}
      label={t(`contact.${name}`)}
      value={values[name] ?? ''}
      onChange={set(name)}
      onBlur={check(name)}
      type={opts.type ?? 'text'}
      required={opts.req ?? false}
      error={errors[name]}
      maxLength={200}
      {...(opts.autoComplete ? { autoComplete: opts.autoComplete } : {})}
      {...(opts.inputMode ? { inputMode: opts.inputMode } : {})}
      {...(opts.hint ? { hint: opts.hint } : {})}
    />
  );

  return (
    <Form
      ref={formRef}
      method="post"
      action={CONTACT_ACTION}
      encType="multipart/form-data"
      noValidate
      aria-label={t('contact.title')}
      onSubmit={submit}
    >
      <input type="hidden" name="locale" value={locale} />
      <p>{t('contact.requiredNote')}</p>
      {formError && (
        <Alert severity="error" live="assertive">
          {formError}
        </Alert>
      )}
      <Select
        name="subject"
        label={t('contact.subject')}
        placeholder={t('contact.subject.choose')}
        required
        value={values.subject ?? ''}
        onChange={set('subject')}
        onBlur={check('subject')}
        error={errors.subject}
        options={SUBJECTS.map((s) => ({ value: s.id, label: t(`contact.subject.${s.id}`) }))}
      />
      <div aria-live="polite">
        {subject && (
          <Answer>
            {t(`contact.subject.${subject.id}.answer`)}
            <SubjectLink subject={subject.id} locale={locale} label={(id) => t(id)} />
          </Answer>
        )}
      </div>
      <Select
        name="salutation"
        label={t('contact.salutation')}
        value={values.salutation ?? 'notSpecified'}
        onChange={set('salutation')}
        error={errors.salutation}
        autoComplete="honorific-prefix"
        options={(['notSpecified', 'female', 'male'] as const).map((s) => ({
          value: s,
          label: t(`contact.salutation.${s}`),
        }))}
      />
      <Pair>
        {text('firstname', { autoComplete: 'given-name', req: true })}
        {text('lastname', { autoComplete: 'family-name', req: true })}
      </Pair>
      <Pair>
        {text('email', { type: 'email', autoComplete: 'email', inputMode: 'email', req: true })}
        {text('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
      </Pair>
      <Pair>
        {text('customernumber', { inputMode: 'numeric', req: subject?.customerNumber ?? false })}
        {text('birthday', { autoComplete: 'bday', hint: t('contact.birthday.hint') })}
      </Pair>
      <Pair>
        {text('street', { autoComplete: 'address-line1', req: subject?.address ?? false })}
        {text('housenumber', { req: subject?.address ?? false })}
      </Pair>
      <Pair>
        {text('postalcode', {
          autoComplete: 'postal-code',
          req: subject?.address ?? false,
          ...(tenant === 'NL' ? {} : { inputMode: 'numeric' as const }),
        })}
        {text('city', { autoComplete: 'address-level2', req: subject?.address ?? false })}
      </Pair>
      <TextArea
        name="message"
        label={t('contact.message')}
        required
        rows={6}
        maxLength={MESSAGE_MAX_LENGTH}
        value={values.message ?? ''}
        onChange={set('message')}
        onBlur={check('message')}
        error={errors.message}
      />
      <FilePicker locale={locale} files={files} onFiles={setFiles} error={errors.attachments} />
      <Fieldset>
        <legend>{t('contact.cancel.legend')}</legend>
        {CHECKBOX_FIELDS.map((name) => (
          <Checkbox
            key={name}
            name={name}
            label={t(`contact.${name}`)}
            checked={values[name] === 'on'}
            onChange={set(name)}
          />
        ))}
      </Fieldset>
      <CaptchaField
        label={t('contact.captcha')}
        noscript={t('contact.captcha.noscript')}
        language={language}
        error={errors.altcha}
        onPayload={onPayload}
      />
      <div>
        <Button
          type="submit"
          disabled={hydrated && !filled}
          loading={submitting}
          loadingLabel={t('contact.sending')}
        >
          {t('contact.submit')}
        </Button>
      </div>
    </Form>
  );
}
