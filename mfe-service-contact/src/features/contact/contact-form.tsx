import type { Locale, TenantId } from '@sf/contracts';
import { useIntl } from '@sf/remote-kit';
import {
  Alert,
  Button,
  Checkbox,
  Select,
  shownError,
  TextArea,
  TextField,
  useFormValidation,
  useHydrated,
} from '@sf/ui';
import { FORM_ERROR, type FormApi } from 'final-form';
import { useCallback, useMemo, useRef, type FormEvent, type ReactElement } from 'react';
import { Field, Form as FinalForm } from 'react-final-form';
import styled from 'styled-components';
import { CAPTCHA_FIELD, CONTACT_ACTION, MESSAGE_MAX_LENGTH } from '../../shared/constants';
import {
  CHECKBOX_FIELDS,
  TEXT_FIELDS,
  contactFieldErrors,
  readContactValues,
} from '../../shared/contact-fields';
import { fieldErrorText } from '../../shared/messages';
import type { FormFields } from '../../shared/state';
import { SUBJECTS, subjectOf } from '../../shared/subjects';
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

/** What react-final-form holds: the text fields and check boxes (`'on'`), the files, the captcha payload. */
export type ContactFormValues = FormFields & {
  readonly attachments?: readonly File[];
  readonly [CAPTCHA_FIELD]?: string;
};

const LANGUAGE = { de: 'de', fr: 'fr', nl: 'nl' } as const;

/** The fields the shopper must fill for a subject (the captcha besides). */
export function requiredFields(subject: string | undefined): string[] {
  const chosen = subjectOf(subject);
  return [
    'firstname',
    'lastname',
    'email',
    'subject',
    'message',
    ...(chosen?.customerNumber ? ['customernumber'] : []),
    ...(chosen?.address ? ['street', 'housenumber', 'postalcode', 'city'] : []),
  ];
}

/** Whether every required field and the captcha hold something (the submit's "filled" rule). */
export function isFilled(values: ContactFormValues): boolean {
  const text = (name: string) => {
    const value = values[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  return requiredFields(text('subject')).every((f) => text(f) !== '') && text(CAPTCHA_FIELD) !== '';
}

const SHOWN_ERROR = {
  value: true,
  error: true,
  touched: true,
  submitFailed: true,
  submitError: true,
  dirtySinceLastSubmit: true,
  modified: true,
} as const;

/**
 * The contact form of spec section 3, held by react-final-form: posts as `multipart/form-data` to
 * the contact API and works without JavaScript; once hydrated it validates with the spec's messages
 * (the shared rules of @sf/validation, `contactFieldErrors`), shows a field's message when it is
 * left, shows the chosen subject's answer text and required fields, keeps the submit disabled until
 * everything required (captcha included) is filled, and sends the files it accepted. Its state
 * starts from a no-JS post's values; what the shopper entered before hydration (files too) is
 * given to it by @sf/remote-kit (decision 0125).
 */
export function ContactForm({
  tenant,
  locale,
  values: initial,
  errors: initialErrors = {},
  onSent,
}: ContactFormProps): ReactElement {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const language = LANGUAGE[locale.slice(0, 2) as keyof typeof LANGUAGE] ?? 'de';
  const initialValues = useMemo<ContactFormValues>(() => ({ ...initial }), [initial]);
  const validate = useCallback(
    (values: ContactFormValues) => {
      const keys = contactFieldErrors(readContactValues(values), tenant);
      return Object.fromEntries(Object.entries(keys).map(([f, k]) => [f, fieldErrorText(k, locale)]));
    },
    [tenant, locale],
  );
  const validation = useFormValidation(validate);

  const submit = async (values: ContactFormValues, form: FormApi<ContactFormValues>) => {
    const fields: Record<string, string> = { locale };
    for (const name of [...TEXT_FIELDS, ...CHECKBOX_FIELDS]) {
      const value = values[name];
      if (value) fields[name] = value;
    }
    const answer = await postContact(
      fields,
      values.attachments ?? [],
      values[CAPTCHA_FIELD] ?? '',
      t('contact.error.generic'),
    );
    if (answer.kind === 'sent') return void onSent(answer.nextPath, answer.reference);
    // a refused captcha payload is spent: the widget asks for a new solution
    if (answer.kind === 'invalid' && answer.fieldErrors[CAPTCHA_FIELD]) form.change(CAPTCHA_FIELD, '');
    return { ...(answer.kind === 'invalid' ? answer.fieldErrors : {}), [FORM_ERROR]: answer.message };
  };

  /** Before hydration the browser posts the form itself; after it a refused submit focuses the first error. */
  const onSubmit =
    (handleSubmit: () => Promise<unknown> | undefined, form: FormApi<ContactFormValues>) =>
    async (event: FormEvent<HTMLFormElement>) => {
      if (!hydrated) return;
      event.preventDefault();
      await handleSubmit();
      if (form.getState().hasValidationErrors)
        queueMicrotask(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    };

  return (
    <FinalForm<ContactFormValues>
      {...validation}
      onSubmit={submit}
      initialValues={initialValues}
      subscription={{ values: true, submitting: true, submitError: true, submitFailed: true }}
      render={({ handleSubmit, form, values, submitting, submitError, submitFailed }) => {
        const subject = subjectOf(values.subject);
        const formError =
          submitError ??
          (submitFailed && form.getState().hasValidationErrors ? t('contact.error.checkInput') : null);
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
          <Field<string> name={name} subscription={SHOWN_ERROR}>
            {({ input, meta }) => (
              <TextField
                {...input}
                value={input.value ?? ''}
                label={t(`contact.${name}`)}
                type={opts.type ?? 'text'}
                required={opts.req ?? false}
                error={shownError(meta, initialErrors[name])}
                maxLength={200}
                {...(opts.autoComplete ? { autoComplete: opts.autoComplete } : {})}
                {...(opts.inputMode ? { inputMode: opts.inputMode } : {})}
                {...(opts.hint ? { hint: opts.hint } : {})}
              />
            )}
          </Field>
        );
        return (
          <Form
            ref={formRef}
            method="post"
            action={CONTACT_ACTION}
            encType="multipart/form-data"
            noValidate
            aria-label={t('contact.title')}
            onSubmit={onSubmit(handleSubmit, form)}
          >
            <input type="hidden" name="locale" value={locale} />
            <p>{t('contact.requiredNote')}</p>
            {formError && (
              <Alert severity="error" live="assertive">
                {formError}
              </Alert>
            )}
            <Field<string> name="subject" subscription={SHOWN_ERROR}>
              {({ input, meta }) => (
                <Select
                  {...input}
                  label={t('contact.subject')}
                  placeholder={t('contact.subject.choose')}
                  required
                  error={shownError(meta, initialErrors.subject)}
                  options={SUBJECTS.map((s) => ({ value: s.id, label: t(`contact.subject.${s.id}`) }))}
                />
              )}
            </Field>
            <div aria-live="polite">
              {subject && (
                <Answer>
                  {t(`contact.subject.${subject.id}.answer`)}
                  <SubjectLink subject={subject.id} locale={locale} label={(id) => t(id)} />
                </Answer>
              )}
            </div>
            <Field<string> name="salutation" subscription={SHOWN_ERROR}>
              {({ input, meta }) => (
                <Select
                  {...input}
                  value={input.value || 'notSpecified'}
                  label={t('contact.salutation')}
                  error={shownError(meta, initialErrors.salutation)}
                  autoComplete="honorific-prefix"
                  options={(['notSpecified', 'female', 'male'] as const).map((s) => ({
                    value: s,
                    label: t(`contact.salutation.${s}`),
                  }))}
                />
              )}
            </Field>
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
            <Field<string> name="message" subscription={SHOWN_ERROR}>
              {({ input, meta }) => (
                <TextArea
                  {...input}
                  label={t('contact.message')}
                  required
                  rows={6}
                  maxLength={MESSAGE_MAX_LENGTH}
                  error={shownError(meta, initialErrors.message)}
                />
              )}
            </Field>
            <Field<readonly File[]>
              name="attachments"
              subscription={{ value: true, submitError: true, dirtySinceLastSubmit: true, modified: true }}
            >
              {({ input, meta }) => (
                <FilePicker
                  locale={locale}
                  files={input.value || []}
                  onFiles={input.onChange}
                  error={shownError(meta, initialErrors.attachments)}
                />
              )}
            </Field>
            <Fieldset>
              <legend>{t('contact.cancel.legend')}</legend>
              {CHECKBOX_FIELDS.map((name) => (
                <Field<string> key={name} name={name} subscription={{ value: true }}>
                  {({ input }) => (
                    <Checkbox
                      name={name}
                      label={t(`contact.${name}`)}
                      checked={input.value === 'on'}
                      onChange={(event) => input.onChange(event.target.checked ? 'on' : '')}
                    />
                  )}
                </Field>
              ))}
            </Fieldset>
            <Field<string> name={CAPTCHA_FIELD} subscription={{ value: true, submitError: true }}>
              {({ input, meta }) => (
                <CaptchaField
                  label={t('contact.captcha')}
                  noscript={t('contact.captcha.noscript')}
                  language={language}
                  // a refused payload's message stays until the widget is solved again
                  error={
                    !input.value && typeof meta.submitError === 'string'
                      ? meta.submitError
                      : initialErrors[CAPTCHA_FIELD]
                  }
                  onPayload={input.onChange}
                />
              )}
            </Field>
            <div>
              <Button
                type="submit"
                disabled={hydrated && !isFilled(values)}
                loading={submitting}
                loadingLabel={t('contact.sending')}
              >
                {t('contact.submit')}
              </Button>
            </div>
          </Form>
        );
      }}
    />
  );
}
