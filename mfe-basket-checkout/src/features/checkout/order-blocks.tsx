import type { ReactElement } from 'react';
import type { AddressView, DeliveryView } from '../../shared/checkout-state';
import type { T } from './checkout-frame';

/** A postal address with the e-mail address, as the check page and the confirmation show it. */
export function AddressBlock({ address, t }: { readonly address: AddressView; readonly t: T }): ReactElement {
  const salutation =
    address.salutation === 'notSpecified' ? '' : `${t(`checkout.field.salutation.${address.salutation}`)} `;
  return (
    <address>
      {`${salutation}${address.firstname} ${address.lastname}`}
      <br />
      {`${address.street} ${address.housenumber}`}
      <br />
      {`${address.postalcode} ${address.city}`}
      <br />
      {address.email}
    </address>
  );
}

/** How the goods travel: home, or the parcel shop with its address. */
export function DeliveryBlock({
  delivery,
  t,
}: {
  readonly delivery: DeliveryView;
  readonly t: T;
}): ReactElement {
  if (delivery.kind === 'home') return <p>{t('checkout.delivery.home')}</p>;
  const s = delivery.shop;
  return <p>{`${t('checkout.delivery.parcelShop')}: ${s.name}, ${s.street}, ${s.postalcode} ${s.city}`}</p>;
}
