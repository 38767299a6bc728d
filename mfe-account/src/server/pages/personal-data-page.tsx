import type { Locale } from '@sf/contracts';
import type { ReactElement } from 'react';
import type { AreaErrors } from '../domain/area-validation';
import type { PersonalDataValues } from '../domain/personal-data-draft';
import { SALUTATIONS } from '../domain/validation';
import { AreaField, areaT, type AT } from './area-layout';

export function SalutationSelect({
  id,
  value,
  errors,
  t,
}: {
  id: string;
  value: string;
  errors: AreaErrors;
  t: AT;
}): ReactElement {
  return (
    <div>
      <label htmlFor={id}>{t('account.field.salutation')}</label>
      <select
        id={id}
        name="salutation"
        autoComplete="honorific-prefix"
        required
        defaultValue={value}
        {...(errors.salutation ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
      >
        {SALUTATIONS.map((s) => (
          <option key={s} value={s}>
            {t(`account.field.salutation.${s}`)}
          </option>
        ))}
      </select>
      {errors.salutation ? (
        <p id={`${id}-error`} className="sf-account__error">
          {t(errors.salutation)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * `meine-persoenlichen-daten`: name, birth date, phone and e-mail in one no-JS form, holding the
 * stored data or, after a refusal, what the customer typed (decision 0200). The birth date is
 * optional for a customer who never gave one.
 */
export function PersonalDataContent({
  values: data,
  birthDateRequired,
  locale,
  errors,
}: {
  values: PersonalDataValues;
  birthDateRequired: boolean;
  locale: Locale;
  errors: AreaErrors;
}): ReactElement {
  const t = areaT(locale);
  return (
    <div className="sf-account__box">
      <form
        method="post"
        action="/api/customer/form/area/personal-data"
        noValidate
        aria-labelledby="sf-area-title"
      >
        <input type="hidden" name="locale" value={locale} />
        <SalutationSelect id="sf-pd-salutation" value={data.salutation} errors={errors} t={t} />
        <AreaField
          id="sf-pd-first-name"
          name="firstName"
          autoComplete="given-name"
          label={t('account.field.firstName')}
          errors={errors}
          t={t}
          maxLength={60}
          value={data.firstName}
        />
        <AreaField
          id="sf-pd-last-name"
          name="lastName"
          autoComplete="family-name"
          label={t('account.field.lastName')}
          errors={errors}
          t={t}
          maxLength={60}
          value={data.lastName}
        />
        <div>
          <label htmlFor="sf-pd-birth-date">
            {t(birthDateRequired ? 'area.field.birthDate' : 'area.field.birthDate.optional')}
          </label>
          <input
            id="sf-pd-birth-date"
            name="birthDate"
            type="date"
            autoComplete="bday"
            required={birthDateRequired}
            defaultValue={data.birthDate}
            {...(errors.birthDate
              ? { 'aria-invalid': true, 'aria-describedby': 'sf-pd-birth-date-error' }
              : {})}
          />
          {errors.birthDate ? (
            <p id="sf-pd-birth-date-error" className="sf-account__error">
              {t(errors.birthDate)}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="sf-pd-phone">{t('area.field.phone')}</label>
          <input
            id="sf-pd-phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={25}
            defaultValue={data.phone}
            {...(errors.phone ? { 'aria-invalid': true, 'aria-describedby': 'sf-pd-phone-error' } : {})}
          />
          {errors.phone ? (
            <p id="sf-pd-phone-error" className="sf-account__error">
              {t(errors.phone)}
            </p>
          ) : null}
        </div>
        <AreaField
          id="sf-pd-email"
          name="email"
          type="email"
          autoComplete="email"
          label={t('account.field.email')}
          errors={errors}
          t={t}
          maxLength={254}
          value={data.email}
        />
        <button type="submit">{t('area.personal.submit')}</button>
      </form>
    </div>
  );
}
