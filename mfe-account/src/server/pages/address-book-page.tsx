import type { Locale, TenantId } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import type { ReactElement } from 'react';
import type { Address } from '../domain/addresses';
import { COUNTRIES, type AreaErrors } from '../domain/area-validation';
import { AreaField, areaT, type AT } from './area-layout';
import { SalutationSelect } from './personal-data-page';

const SHOP_COUNTRY: Readonly<Record<TenantId, string>> = { DE: 'DE', AT: 'AT', CH: 'CH', NL: 'NL' };

function AddressForm({
  address,
  locale,
  tenant,
  errors,
  t,
  prefix,
}: {
  address: Address | null;
  locale: Locale;
  tenant: TenantId;
  errors: AreaErrors;
  t: AT;
  prefix: string;
}): ReactElement {
  const v = (s: string | undefined) => (s ? { value: s } : {});
  return (
    <form
      method="post"
      action={
        address ? `/api/customer/form/area/addresses/${address.id}` : '/api/customer/form/area/addresses'
      }
      noValidate
    >
      <input type="hidden" name="locale" value={locale} />
      <SalutationSelect
        id={`${prefix}-salutation`}
        value={address?.salutation ?? 'notSpecified'}
        errors={errors}
        t={t}
      />
      <AreaField
        id={`${prefix}-first-name`}
        name="firstName"
        autoComplete="given-name"
        label={t('account.field.firstName')}
        errors={errors}
        t={t}
        maxLength={60}
        {...v(address?.firstName)}
      />
      <AreaField
        id={`${prefix}-last-name`}
        name="lastName"
        autoComplete="family-name"
        label={t('account.field.lastName')}
        errors={errors}
        t={t}
        maxLength={60}
        {...v(address?.lastName)}
      />
      <AreaField
        id={`${prefix}-street`}
        name="street"
        autoComplete="address-line1"
        label={t('area.field.street')}
        errors={errors}
        t={t}
        maxLength={60}
        {...v(address?.street)}
      />
      <AreaField
        id={`${prefix}-house-number`}
        name="houseNumber"
        autoComplete="address-line2"
        label={t('area.field.houseNumber')}
        errors={errors}
        t={t}
        maxLength={13}
        {...v(address?.houseNumber)}
      />
      <AreaField
        id={`${prefix}-postal-code`}
        name="postalCode"
        autoComplete="postal-code"
        label={t('area.field.postalCode')}
        errors={errors}
        t={t}
        maxLength={7}
        {...v(address?.postalCode)}
      />
      <AreaField
        id={`${prefix}-city`}
        name="city"
        autoComplete="address-level2"
        label={t('area.field.city')}
        errors={errors}
        t={t}
        maxLength={60}
        {...v(address?.city)}
      />
      <div>
        <label htmlFor={`${prefix}-country`}>{t('area.field.country')}</label>
        <select
          id={`${prefix}-country`}
          name="country"
          autoComplete="country"
          required
          defaultValue={address?.country ?? SHOP_COUNTRY[tenant]}
        >
          {COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {t(`area.country.${c}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit">{t('area.address.save')}</button>
    </form>
  );
}

const oneLine = (a: Address) =>
  `${a.firstName} ${a.lastName}, ${a.street} ${a.houseNumber}, ${a.postalCode} ${a.city}`;

function AddressCard({
  address,
  locale,
  t,
  base,
}: {
  address: Address;
  locale: Locale;
  t: AT;
  base: string;
}): ReactElement {
  const headingId = `sf-address-${address.id}`;
  return (
    <article className="sf-account__box" aria-labelledby={headingId}>
      <h3 id={headingId}>{oneLine(address)}</h3>
      <address>
        {`${address.firstName} ${address.lastName}`}
        <br />
        {`${address.street} ${address.houseNumber}`}
        <br />
        {`${address.postalCode} ${address.city}`}
        <br />
        {t(`area.country.${address.country}`)}
      </address>
      {address.isDefault ? (
        <p>
          <strong>{t('area.address.default')}</strong>
        </p>
      ) : null}
      <div className="sf-area__actions">
        <a href={`${base}?edit=${address.id}#sf-address-edit`}>{t('area.address.edit')}</a>
        {address.isDefault ? null : (
          <form method="post" action={`/api/customer/form/area/addresses/${address.id}/default`}>
            <input type="hidden" name="locale" value={locale} />
            <button type="submit" className="sf-area__secondary">
              {t('area.address.makeDefault')}
            </button>
          </form>
        )}
        <a href={`${base}?delete=${address.id}#sf-address-delete`}>{t('area.address.delete')}</a>
      </div>
    </article>
  );
}

/** `mein-adressbuch`: the addresses; edit (`?edit=`), delete after a confirmation (`?delete=`), set the default, add one. */
export function AddressBookContent(props: {
  addresses: readonly Address[];
  locale: Locale;
  tenant: TenantId;
  errors: AreaErrors;
  editId: string | null;
  deleteId: string | null;
}): ReactElement {
  const t = areaT(props.locale);
  const base = localizedPath('account-address-book', props.locale);
  const editing = props.addresses.find((a) => a.id === props.editId) ?? null;
  const deleting = props.addresses.find((a) => a.id === props.deleteId) ?? null;
  return (
    <>
      {deleting ? (
        <div
          className="sf-account__box"
          id="sf-address-delete"
          role="alertdialog"
          aria-labelledby="sf-address-delete-title"
          aria-describedby="sf-address-delete-text"
        >
          <h2 id="sf-address-delete-title">{t('area.address.delete')}</h2>
          <p id="sf-address-delete-text">
            {t('area.address.deleteConfirm')} {oneLine(deleting)}
          </p>
          <div className="sf-area__actions">
            <form method="post" action={`/api/customer/form/area/addresses/${deleting.id}/delete`}>
              <input type="hidden" name="locale" value={props.locale} />
              <button type="submit">{t('area.address.deleteYes')}</button>
            </form>
            <a href={base}>{t('area.address.cancel')}</a>
          </div>
        </div>
      ) : null}
      {editing ? (
        <div className="sf-account__box" id="sf-address-edit" aria-labelledby="sf-address-edit-title">
          <h2 id="sf-address-edit-title">{t('area.address.edit')}</h2>
          <AddressForm
            address={editing}
            locale={props.locale}
            tenant={props.tenant}
            errors={props.errors}
            t={t}
            prefix="sf-edit"
          />
          <p>
            <a href={base}>{t('area.address.cancel')}</a>
          </p>
        </div>
      ) : null}
      {props.addresses.length === 0 ? <p>{t('area.address.empty')}</p> : null}
      <div className="sf-area__cards">
        {props.addresses.map((a) => (
          <AddressCard key={a.id} address={a} locale={props.locale} t={t} base={base} />
        ))}
      </div>
      <div className="sf-account__box" aria-labelledby="sf-address-new-title">
        <h2 id="sf-address-new-title">{t('area.address.new')}</h2>
        <AddressForm
          address={null}
          locale={props.locale}
          tenant={props.tenant}
          errors={editing ? {} : props.errors}
          t={t}
          prefix="sf-new"
        />
      </div>
    </>
  );
}
