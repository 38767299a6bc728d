import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckoutDeliveryState } from '../../shared/checkout-state';
import { axeViolations, renderRemote } from '../../shared/test-utils';
import { DeliveryPage } from './delivery-page';

const EMPTY = {
  salutation: '',
  firstname: '',
  lastname: '',
  street: '',
  housenumber: '',
  postalcode: '',
  city: '',
  email: '',
};
const state = (over: Partial<CheckoutDeliveryState> = {}): CheckoutDeliveryState => ({
  v: 1,
  page: 'checkout-delivery',
  change: false,
  values: EMPTY,
  errors: {},
  shopMissing: false,
  delivery: 'home',
  chosenShopId: null,
  search: null,
  estimate: { min: 2, max: 4 },
  country: 'DE',
  notice: null,
  ...over,
});
const FILLED: ReadonlyArray<[string, string]> = [
  ['Vorname', 'Erika'],
  ['Nachname', 'Muster'],
  ['Straße', 'Hauptstraße'],
  ['Hausnummer', '5'],
  ['Postleitzahl', '20095'],
  ['Ort', 'Hamburg'],
  ['E-Mail-Adresse', 'erika@example.org'],
];
const SHOPS = [
  {
    id: 'de-hh-1',
    name: 'Kiosk am Rathaus',
    street: 'Rathausmarkt 1',
    postalcode: '20095',
    city: 'Hamburg',
    opening: 'Mo–Sa 8–20 Uhr',
  },
];
// jsdom does not submit forms; a submit that goes through is one whose default was not prevented
const submitOf = (form: HTMLFormElement) => fireEvent.submit(form);

describe('the delivery step', () => {
  it('is a native form post to the checkout’s delivery form, its submit disabled until the address is filled', async () => {
    const { container } = renderRemote(<DeliveryPage state={state()} locale="de-DE" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Lieferung');
    const submit = screen.getByRole('button', { name: 'Weiter zur Zahlung' });
    const form = submit.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/basket/checkout/delivery');
    expect(submit).toHaveAttribute('name', 'action');
    expect(submit).toHaveAttribute('value', 'save');
    expect(submit).toBeDisabled();
    for (const [label, value] of FILLED) {
      expect(submit).toBeDisabled();
      await userEvent.type(screen.getByRole('textbox', { name: label }), value);
    }
    expect(submit).toBeEnabled();
    // a parcel shop needs its shop
    await userEvent.click(screen.getByRole('radio', { name: 'Lieferung in einen Paketshop' }));
    expect(submit).toBeDisabled();
    expect(screen.getByText('Voraussichtliche Lieferung in 2 bis 4 Werktagen.')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the shops found, the refusals the last post came back with, and posts once', async () => {
    renderRemote(
      <DeliveryPage
        state={state({
          values: {
            ...EMPTY,
            salutation: 'female',
            firstname: 'Erika',
            lastname: 'Muster',
            street: 'Hauptstraße',
            housenumber: '5',
            postalcode: '2009',
            city: 'Hamburg',
            email: 'erika@example.org',
          },
          errors: { postalcode: 'Bitte geben Sie eine gültige Postleitzahl an.' },
          shopMissing: true,
          delivery: 'parcel-shop',
          search: { postalcode: '20095', shops: SHOPS },
          notice: { text: 'Bitte prüfen Sie Ihre Angaben.', alert: true },
        })}
        locale="de-DE"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte prüfen Sie Ihre Angaben.');
    const postalcode = screen.getByRole('textbox', { name: 'Postleitzahl' });
    expect(postalcode).toHaveAttribute('aria-invalid', 'true');
    expect(postalcode).toHaveAccessibleDescription('Bitte geben Sie eine gültige Postleitzahl an.');
    const shops = screen.getByRole('radiogroup', { name: '1 Paketshop in Ihrer Nähe:' });
    expect(shops).toHaveAccessibleDescription('Bitte wählen Sie einen Paketshop.');
    const shop = screen.getByRole('radio', { name: 'Kiosk am Rathaus, Rathausmarkt 1, 20095 Hamburg' });
    expect(shop).toHaveAccessibleDescription('Öffnungszeiten: Mo–Sa 8–20 Uhr');
    await userEvent.click(shop);
    expect(screen.queryByText('Bitte wählen Sie einen Paketshop.')).not.toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Weiter zur Zahlung' });
    expect(submit).toBeEnabled();
    const form = submit.closest('form')!;
    expect(submitOf(form)).toBe(true);
    expect(submit).toHaveAttribute('aria-busy', 'true');
    // a second submit of the page (a double click, the search) is stopped
    expect(submitOf(form)).toBe(false);
  });
});
