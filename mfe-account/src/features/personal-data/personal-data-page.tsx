import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import { useIntl } from '@sf/remote-kit';
import { Button, isFilled, Select, TextField, useFormValidation, useHydrated, useSubmitFocus } from '@sf/ui';
import { useMemo, useState, type ReactElement } from 'react';
import { Field, Form } from 'react-final-form';
import { SALUTATIONS } from '../../shared/address-rules';
import { AREA_TITLE_ID, AreaBox, AreaFrame } from '../../shared/area-frame';
import type { AreaPageMessageId } from '../../shared/area-messages';
import { fieldError, FormStack } from '../../shared/area-post-form';
import type { AreaNoticeState, PersonalDataState, PersonalDataValues } from '../../shared/area-state';
import { personalDataErrors } from './personal-data-rules';
import { savePersonalData } from './save-personal-data';

/** Where the form posts without JavaScript (the draft of a refusal, decision 0200). */
export const PERSONAL_DATA_ACTION = '/api/customer/form/area/personal-data';

/**
 * `meine-persoenlichen-daten` (issue 27: a React page of the account remote, server-rendered and
 * hydrated): salutation, names, birth date (optional until given, decision 0200), phone and e-mail in
 * a react-final-form form. With JavaScript it saves through the API and keeps what was typed on any
 * refusal; without, it posts and the page comes back with the input (the draft).
 */
export function PersonalDataPage({
  state,
  locale,
}: {
  readonly state: PersonalDataState;
  readonly locale: Locale;
}): ReactElement {
  const intl = useIntl();
  const t = (id: AreaPageMessageId) => intl.formatMessage({ id });
  const hydrated = useHydrated();
  const { formRef, submitWith } = useSubmitFocus();
  const [notice, setNotice] = useState<AreaNoticeState | null>(state.notice);
  const [birthDateRequired, setBirthDateRequired] = useState(state.birthDateRequired);
  const initialValues = useMemo(() => ({ ...state.values }), [state.values]);
  const initialError = (field: keyof PersonalDataValues) => {
    const id = state.errors[field];
    return id ? t(id) : undefined;
  };
  const validate = (values: PersonalDataValues) =>
    Object.fromEntries(
      Object.entries(personalDataErrors(values, { birthDateRequired })).map(([f, id]) => [f, t(id)]),
    );
  const validation = useFormValidation(validate);
  const required = [
    'salutation',
    'firstName',
    'lastName',
    'email',
    ...(birthDateRequired ? ['birthDate' as const] : []),
  ] as const;

  const submit = async (values: PersonalDataValues) => {
    const outcome = await savePersonalData(values, locale);
    switch (outcome.kind) {
      case 'saved':
        setNotice({ message: 'area.saved', kind: 'status' });
        setBirthDateRequired(outcome.values.birthDate !== '');
        return undefined;
      case 'invalid':
        setNotice({ message: 'account.errorSummary', kind: 'alert' });
        return outcome.errors;
      case 'email-taken':
        setNotice({ message: 'area.email.taken', kind: 'alert' });
        return undefined;
      case 'reauth':
        window.location.assign(`${localizedPath('account-personal-data', locale)}?reauth=1`);
        return undefined;
      default:
        setNotice({ message: 'account.error.generic', kind: 'alert' });
        return undefined;
    }
  };

  return (
    <AreaFrame
      locale={locale}
      current="account-personal-data"
      title={t('area.nav.personalData')}
      notice={notice}
    >
      <AreaBox>
        <Form<PersonalDataValues>
          {...validation}
          onSubmit={submit}
          initialValues={initialValues}
          render={({ handleSubmit, submitting, values, form }) => (
            <FormStack
              ref={formRef}
              method="post"
              action={PERSONAL_DATA_ACTION}
              noValidate
              aria-labelledby={AREA_TITLE_ID}
              onSubmit={submitWith((event) => {
                const result = handleSubmit(event);
                // refused by the browser's checks: the same summary as the server's refusal
                if (form.getState().hasValidationErrors)
                  setNotice({ message: 'account.errorSummary', kind: 'alert' });
                return result;
              })}
            >
              <input type="hidden" name="locale" value={locale} />
              <Field<string> name="salutation">
                {({ input, meta }) => (
                  <Select
                    {...input}
                    id="sf-pd-salutation"
                    label={t('account.field.salutation')}
                    autoComplete="honorific-prefix"
                    required
                    options={SALUTATIONS.map((s) => ({
                      value: s,
                      label: t(`account.field.salutation.${s}`),
                    }))}
                    error={fieldError(meta, initialError('salutation'))}
                  />
                )}
              </Field>
              <Field<string> name="firstName">
                {({ input, meta }) => (
                  <TextField
                    {...input}
                    id="sf-pd-first-name"
                    label={t('account.field.firstName')}
                    autoComplete="given-name"
                    maxLength={60}
                    required
                    error={fieldError(meta, initialError('firstName'))}
                  />
                )}
              </Field>
              <Field<string> name="lastName">
                {({ input, meta }) => (
                  <TextField
                    {...input}
                    id="sf-pd-last-name"
                    label={t('account.field.lastName')}
                    autoComplete="family-name"
                    maxLength={60}
                    required
                    error={fieldError(meta, initialError('lastName'))}
                  />
                )}
              </Field>
              <Field<string> name="birthDate">
                {({ input, meta }) => (
                  <TextField
                    {...input}
                    id="sf-pd-birth-date"
                    type="date"
                    label={t(birthDateRequired ? 'area.field.birthDate' : 'area.field.birthDate.optional')}
                    autoComplete="bday"
                    required={birthDateRequired}
                    error={fieldError(meta, initialError('birthDate'))}
                  />
                )}
              </Field>
              <Field<string> name="phone">
                {({ input, meta }) => (
                  <TextField
                    {...input}
                    id="sf-pd-phone"
                    type="tel"
                    label={t('area.field.phone')}
                    autoComplete="tel"
                    maxLength={25}
                    error={fieldError(meta, initialError('phone'))}
                  />
                )}
              </Field>
              <Field<string> name="email">
                {({ input, meta }) => (
                  <TextField
                    {...input}
                    id="sf-pd-email"
                    type="email"
                    label={t('account.field.email')}
                    autoComplete="email"
                    maxLength={254}
                    required
                    error={fieldError(meta, initialError('email'))}
                  />
                )}
              </Field>
              <Button
                type="submit"
                disabled={hydrated && !isFilled(values, required)}
                loading={submitting}
                loadingLabel={t('area.personal.sending')}
              >
                {t('area.personal.submit')}
              </Button>
            </FormStack>
          )}
        />
      </AreaBox>
    </AreaFrame>
  );
}
