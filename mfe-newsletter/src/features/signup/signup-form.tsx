import type { Locale } from '@sf/contracts';
import { contentLink } from '@sf/i18n';
import { useIntl } from '@sf/remote-kit';
import {
  Button,
  Link,
  RadioGroup,
  Select,
  TextField,
  isFilled,
  shownError,
  useFormValidation,
  useHydrated,
  useSubmitFocus,
} from '@sf/ui';
import { makeFormValidator } from '@sf/validation';
import { FORM_ERROR } from 'final-form';
import { useMemo, type ReactElement } from 'react';
import { Field, Form } from 'react-final-form';
import { FormStack, Notice, SmallText } from '../../shared/layout';
import { BRAND_SCOPES, SALUTATIONS } from '../../shared/newsletter-options';
import type { FieldErrors, FormValues } from '../../shared/state';
import { validateSignup } from '../../shared/newsletter-validation';
import type { SignupValues, SubscribeOutcome } from './use-subscribe';

/** Where the form posts without JavaScript. */
export const SIGNUP_ACTION = '/api/newsletter/signup';

/** The salutation is optional (empty means notSpecified, as in @sf/validation); these must be filled. */
const REQUIRED = ['email', 'brands'] as const;

/** Props of {@link SignupForm}. */
export interface SignupFormProps {
  readonly locale: Locale;
  /** Sends the values (gateway mutation); the form shows what comes back. */
  readonly onSubmit: (values: SignupValues) => Promise<SubscribeOutcome>;
  /** Called after a successful submit with the page to show next. */
  readonly onDone: (outcome: 'pending' | 'existing') => void;
  /** Values and errors a no-JS post came back with. */
  readonly initialValues?: FormValues | undefined;
  readonly initialErrors?: FieldErrors | undefined;
}

/**
 * Page 1's form: e-mail, salutation, brand scope. Validates in the browser with the spec's texts,
 * keeps the submit disabled until every field is filled, focuses the first error, and still posts
 * to the REST API when JavaScript has not loaded.
 */
export function SignupForm(props: SignupFormProps): ReactElement {
  const { locale, onSubmit, onDone, initialErrors = {} } = props;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const hydrated = useHydrated();
  const { formRef, submitWith } = useSubmitFocus();
  const validation = useFormValidation<SignupValues>(
    useMemo(() => makeFormValidator(validateSignup, locale), [locale]),
  );
  const initialValues = useMemo<SignupValues>(() => ({ ...props.initialValues }), [props.initialValues]);

  const submit = async (values: SignupValues) => {
    const outcome = await onSubmit(values);
    if (outcome.kind === 'pending' || outcome.kind === 'existing') {
      onDone(outcome.kind);
      return undefined;
    }
    if (outcome.kind === 'invalid') return outcome.fieldErrors;
    return { [FORM_ERROR]: t('newsletter.error.generic') };
  };

  return (
    <Form<SignupValues>
      {...validation}
      onSubmit={submit}
      initialValues={initialValues}
      render={({ handleSubmit, submitting, values, submitError }) => (
        <FormStack
          ref={formRef}
          method="post"
          action={SIGNUP_ACTION}
          noValidate
          aria-label={t('newsletter.signup.title')}
          onSubmit={submitWith(handleSubmit)}
        >
          <input type="hidden" name="locale" value={locale} />
          {submitError && (
            <Notice $severity="error" role="alert">
              <p>{submitError}</p>
            </Notice>
          )}
          <Field<string> name="email">
            {({ input, meta }) => (
              <TextField
                {...input}
                type="email"
                autoComplete="email"
                inputMode="email"
                label={t('newsletter.signup.email')}
                required
                error={shownError(meta, initialErrors.email)}
              />
            )}
          </Field>
          <Field<string> name="salutation">
            {({ input, meta }) => (
              <Select
                {...input}
                label={t('newsletter.signup.salutation')}
                placeholder={t('newsletter.choose')}
                autoComplete="honorific-prefix"
                options={SALUTATIONS.map((s) => ({ value: s, label: t(`newsletter.salutation.${s}`) }))}
                error={shownError(meta, initialErrors.salutation)}
              />
            )}
          </Field>
          <Field<string> name="brands">
            {({ input, meta }) => (
              <RadioGroup
                name={input.name}
                value={input.value}
                onChange={input.onChange}
                onBlur={input.onBlur}
                onFocus={input.onFocus}
                legend={t('newsletter.signup.brands')}
                orientation="horizontal"
                required
                options={BRAND_SCOPES.map((b) => ({ value: b, label: t(`newsletter.brands.${b}`) }))}
                error={shownError(meta, initialErrors.brands)}
              />
            )}
          </Field>
          <SmallText>
            {t('newsletter.signup.privacy')}{' '}
            <Link href={contentLink('privacy', locale)}>{t('newsletter.signup.privacyLink')}</Link>
          </SmallText>
          <div>
            <Button
              type="submit"
              disabled={hydrated && !isFilled(values, REQUIRED)}
              loading={submitting}
              loadingLabel={t('newsletter.sending')}
            >
              {t('newsletter.signup.submit')}
            </Button>
          </div>
        </FormStack>
      )}
    />
  );
}
