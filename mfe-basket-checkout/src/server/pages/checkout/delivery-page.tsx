import type { Locale } from '@sf/contracts';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  ADDRESS_FIELDS,
  addressErrorText,
  FIELD_MAX,
  type AddressError,
  type AddressField,
} from '../../checkout/address';
import type { Address, Delivery, ParcelShop } from '../../checkout/types';
import { CheckoutFrame, LocaleField, textsOf, type T } from './layout';

/** What the delivery step shows: the values to fill in, their errors, the delivery and the finder's result. */
export interface DeliveryView {
  readonly change: boolean;
  readonly values: Readonly<Record<AddressField, string>>;
  readonly errors: Readonly<Partial<Record<AddressField | 'shop', AddressError | 'required'>>>;
  readonly delivery: Delivery['kind'];
  readonly chosenShopId: string | null;
  readonly search: { readonly postalcode: string; readonly shops: readonly ParcelShop[] } | null;
  /** Whether a delivery statement is possible (the catalog answered for every line). */
  readonly estimate: { readonly min: number; readonly max: number } | null;
  readonly country: string;
  readonly notice: { readonly text: string; readonly alert: boolean } | null;
}

const AUTOCOMPLETE: Record<AddressField, string> = {
  salutation: 'honorific-prefix',
  firstname: 'given-name',
  lastname: 'family-name',
  street: 'address-line1',
  housenumber: 'address-line2',
  postalcode: 'postal-code',
  city: 'address-level2',
  email: 'email',
};

/** The address values of a stored address (offered again: WCAG 3.3.7). */
export function valuesOf(address: Address | null): Record<AddressField, string> {
  return Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, address ? String(address[f]) : ''])) as Record<
    AddressField,
    string
  >;
}

function Field({
  field,
  view,
  t,
  locale,
}: {
  field: AddressField;
  view: DeliveryView;
  t: T;
  locale: Locale;
}): ReactElement {
  const id = `sf-address-${field}`;
  const error = view.errors[field];
  const described = error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
  return (
    <div>
      <label htmlFor={id}>{t(`checkout.field.${field}`)}</label>
      {field === 'salutation' ? (
        <select
          id={id}
          name={field}
          autoComplete={AUTOCOMPLETE[field]}
          defaultValue={view.values[field] || 'notSpecified'}
          {...described}
        >
          {(['female', 'male', 'notSpecified'] as const).map((s) => (
            <option key={s} value={s}>
              {t(`checkout.field.salutation.${s}`)}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          name={field}
          type={field === 'email' ? 'email' : 'text'}
          inputMode={field === 'postalcode' && view.country !== 'NL' ? 'numeric' : undefined}
          autoComplete={AUTOCOMPLETE[field]}
          defaultValue={view.values[field]}
          maxLength={FIELD_MAX[field]}
          required
          {...described}
        />
      )}
      {error ? (
        <p id={`${id}-error`} className="sf-checkout__error">
          {error === 'required' ? '' : addressErrorText(error, locale, t, field)}
        </p>
      ) : null}
    </div>
  );
}

function ParcelFinder({ view, t }: { view: DeliveryView; t: T }): ReactElement {
  const shops = view.search?.shops ?? [];
  const shopError = view.errors.shop;
  return (
    <fieldset id="sf-parcel" {...(shopError ? { 'aria-describedby': 'sf-parcel-error' } : {})}>
      <legend>{t('checkout.parcel.title')}</legend>
      <div className="sf-checkout__inline">
        <div>
          <label htmlFor="sf-parcel-postalcode">{t('checkout.parcel.postalcode')}</label>
          <input
            id="sf-parcel-postalcode"
            name="plz"
            type="text"
            autoComplete="off"
            maxLength={7}
            defaultValue={view.search?.postalcode ?? view.values.postalcode}
          />
        </div>
        <button type="submit" name="action" value="search" formNoValidate>
          {t('checkout.parcel.search')}
        </button>
      </div>
      <p role="status">
        {view.search ? t('checkout.parcel.results', { count: shops.length }) : t('checkout.parcel.hint')}
      </p>
      {shops.map((s) => (
        <div key={s.id} className="sf-checkout__choice">
          <input
            type="radio"
            id={`sf-shop-${s.id}`}
            name="shop"
            value={s.id}
            defaultChecked={view.chosenShopId === s.id}
            aria-describedby={`sf-shop-${s.id}-hours`}
          />
          <label htmlFor={`sf-shop-${s.id}`}>
            {s.name}, {s.street}, {s.postalcode} {s.city}
            <span id={`sf-shop-${s.id}-hours`} className="sf-checkout__hint">
              {t('checkout.parcel.opening', { opening: s.opening })}
            </span>
          </label>
        </div>
      ))}
      {shopError ? (
        <p id="sf-parcel-error" className="sf-checkout__error">
          {t('checkout.parcel.required')}
        </p>
      ) : null}
    </fieldset>
  );
}

/** `/kasse/lieferservice` (and `-aendern`): the address (offered again once entered), home or a parcel shop, the delivery estimate or its fallback. */
function DeliveryPage({ view, locale }: { view: DeliveryView; locale: Locale }): ReactElement {
  const t = textsOf(locale);
  return (
    <CheckoutFrame
      id="sf-checkout-title"
      title={t(view.change ? 'checkout.delivery.changeTitle' : 'checkout.delivery.title')}
      step="checkout-delivery"
      t={t}
      notice={view.notice}
    >
      <form method="post" action="/api/basket/checkout/delivery" noValidate className="sf-checkout__box">
        <LocaleField locale={locale} />
        {/* the form's default button (Enter in a field saves, not searches): rendered, out of the tab order and of the accessibility tree */}
        <button
          type="submit"
          name="action"
          value="save"
          className="sf-checkout__default"
          tabIndex={-1}
          aria-hidden="true"
        >
          {t('checkout.delivery.submit')}
        </button>
        {view.change ? <input type="hidden" name="change" value="1" /> : null}
        <fieldset>
          <legend>{t('checkout.address.legend')}</legend>
          {ADDRESS_FIELDS.map((f) => (
            <Field key={f} field={f} view={view} t={t} locale={locale} />
          ))}
          <p>{t('checkout.address.country', { country: view.country })}</p>
        </fieldset>
        <fieldset>
          <legend>{t('checkout.delivery.how')}</legend>
          {(['home', 'parcel-shop'] as const).map((kind) => (
            <div key={kind} className="sf-checkout__choice">
              <input
                type="radio"
                id={`sf-delivery-${kind}`}
                name="delivery"
                value={kind}
                defaultChecked={view.delivery === kind}
              />
              <label htmlFor={`sf-delivery-${kind}`}>
                {t(kind === 'home' ? 'checkout.delivery.home' : 'checkout.delivery.parcelShop')}
              </label>
            </div>
          ))}
        </fieldset>
        <ParcelFinder view={view} t={t} />
        <p>
          {view.estimate ? t('checkout.delivery.estimate', view.estimate) : t('checkout.delivery.fallback')}
        </p>
        <div className="sf-checkout__actions">
          <button type="submit" name="action" value="save" className="sf-checkout__primary">
            {t('checkout.delivery.submit')}
          </button>
        </div>
      </form>
    </CheckoutFrame>
  );
}

export function renderDeliveryPage(view: DeliveryView, locale: Locale): string {
  return renderToStaticMarkup(<DeliveryPage view={view} locale={locale} />);
}
