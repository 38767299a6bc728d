import type { Locale } from '@sf/contracts';
import { useIntl } from '@sf/remote-kit';
import {
  Button,
  isFilled,
  RadioGroup,
  shownError,
  TextField,
  useFormValidation,
  useHydrated,
  useSubmitFocus,
} from '@sf/ui';
import { makeFormValidator } from '@sf/validation';
import { useMemo, type ReactElement } from 'react';
import { Field, Form } from 'react-final-form';
import { FormStack } from '../../shared/layout';
import { DEFAULT_UNSUBSCRIBE_OPTION, UNSUBSCRIBE_OPTIONS } from '../../shared/newsletter-options';
import type { FieldErrors, FormValues, UnsubscribeResult } from '../../shared/state';
import { validateUnsubscribe } from '../../shared/newsletter-validation';
import { PauseDaysField } from './pause-days-field';
import { submitTitleId } from './submit-title';
import type { UnsubscribeSubmitOutcome, UnsubscribeValues } from './use-unsubscribe';

/** Where the form posts without JavaScript. */
export const UNSUBSCRIBE_ACTION = '/api/newsletter/unsubscribe';

const PAUSE = 'pause|-100';

/** Props of {@link UnsubscribeForm}. */
export interface UnsubscribeFormProps {
  readonly locale: Locale;
  readonly onSubmit: (values: UnsubscribeValues) => Promise<UnsubscribeSubmitOutcome>;
  /** Called with the result of an accepted submit. */
  readonly onResult: (result: UnsubscribeResult) => void;
  readonly initialValues?: FormValues | undefined;
  readonly initialErrors?: FieldErrors | undefined;
}

/**
 * The unsubscribe form: e-mail and the seven choices (default unsubscribe|99); the pause duration
 * only when pausing; a submit title per choice; disabled until filled; posts without JavaScript.
 */
export function UnsubscribeForm(props: UnsubscribeFormProps): ReactElement {
  const { locale, onSubmit, onResult, initialErrors = {} } = props;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const hydrated = useHydrated();
  const { formRef, submitWith } = useSubmitFocus();
  const validation = useFormValidation<UnsubscribeValues>(
    useMemo(() => makeFormValidator(validateUnsubscribe, locale), [locale]),
  );
  const initialValues = useMemo<UnsubscribeValues>(
    () => ({ newsletter: DEFAULT_UNSUBSCRIBE_OPTION, ...props.initialValues }),
    [props.initialValues],
  );

  const submit = async (values: UnsubscribeValues) => {
    const outcome = await onSubmit(values);
    if (outcome.kind === 'invalid') return outcome.fieldErrors;
    onResult(outcome.result);
    return undefined;
  };

  return (
    <Form<UnsubscribeValues>
      {...validation}
      onSubmit={submit}
      initialValues={initialValues}
      render={({ handleSubmit, submitting, values }) => {
        const pausing = values.newsletter === PAUSE;
        const filled = isFilled(
          values,
          pausing ? ['email', 'newsletter', 'pauseDays'] : ['email', 'newsletter'],
        );
        return (
          <FormStack
            ref={formRef}
            method="post"
            action={UNSUBSCRIBE_ACTION}
            noValidate
            aria-label={t('newsletter.unsubscribe.title')}
            onSubmit={submitWith(handleSubmit)}
          >
            <input type="hidden" name="locale" value={locale} />
            <Field<string> name="email">
              {({ input, meta }) => (
                <TextField
                  {...input}
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  label={t('newsletter.unsubscribe.email')}
                  required
                  error={shownError(meta, initialErrors.email)}
                />
              )}
            </Field>
            <Field<string> name="newsletter">
              {({ input, meta }) => (
                <RadioGroup
                  name={input.name}
                  value={input.value}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  onFocus={input.onFocus}
                  legend={t('newsletter.unsubscribe.choice')}
                  required
                  options={UNSUBSCRIBE_OPTIONS.map((o) => ({
                    value: o,
                    label: t(`newsletter.unsubscribe.option.${o}`),
                  }))}
                  error={shownError(meta, initialErrors.newsletter)}
                />
              )}
            </Field>
            {(!hydrated || pausing) && <PauseDaysField initialError={initialErrors.pauseDays} />}
            <div>
              <Button
                type="submit"
                disabled={hydrated && !filled}
                loading={submitting}
                loadingLabel={t('newsletter.sending')}
              >
                {t(submitTitleId(values.newsletter))}
              </Button>
            </div>
          </FormStack>
        );
      }}
    />
  );
}
