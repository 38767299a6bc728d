import { axeViolations, renderInRemote } from '@sf/testing/remote';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AREA_MESSAGES } from '../../shared/area-messages';
import type { AddressBookState, AddressView } from '../../shared/area-page-states';
import { AddressBookPage } from './address-book-page';

const HOME: AddressView = {
  id: 'a1',
  salutation: 'female',
  firstName: 'Anna',
  lastName: 'Schmidt',
  street: 'Lindenstraße',
  houseNumber: '11',
  postalCode: '20095',
  city: 'Hamburg',
  country: 'DE',
  isDefault: true,
};
const STATE: AddressBookState = {
  page: 'address-book',
  addresses: [HOME, { ...HOME, id: 'a2', houseNumber: '21a', isDefault: false }],
  shopCountry: 'DE',
  editId: null,
  deleteId: null,
  errors: {},
  notice: null,
};

const show = (state: AddressBookState = STATE) =>
  renderInRemote(<AddressBookPage state={state} locale="de-DE" />, { messages: AREA_MESSAGES });

let posted: HTMLFormElement[];
beforeEach(() => {
  posted = [];
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    posted.push(this);
  });
});
afterEach(() => jest.restoreAllMocks());

const field = (form: HTMLElement, name: string) => within(form).getByRole('textbox', { name });

describe('AddressBookPage', () => {
  it('shows the addresses as cards with their native forms and links', () => {
    show();
    const card = screen.getByRole('article', { name: 'Anna Schmidt, Lindenstraße 21a, 20095 Hamburg' });
    const makeDefault = within(card).getByRole('button', { name: 'Als Standardadresse festlegen' });
    expect(makeDefault.closest('form')).toHaveAttribute(
      'action',
      '/api/customer/form/area/addresses/a2/default',
    );
    expect(makeDefault.closest('form')).toHaveAttribute('method', 'post');
    expect(within(card).getByRole('link', { name: 'Adresse bearbeiten' })).toHaveAttribute(
      'href',
      '/mein-konto/mein-adressbuch?edit=a2#sf-address-edit',
    );
    const home = screen.getByRole('article', { name: 'Anna Schmidt, Lindenstraße 11, 20095 Hamburg' });
    expect(within(home).getByText('Standardadresse')).toBeInTheDocument();
    expect(within(home).queryByRole('button')).toBeNull();
  });

  it('keeps the new address’s submit disabled until filled, checks in the browser, then posts once', async () => {
    show();
    const form = screen.getByRole('form', { name: 'Neue Adresse anlegen' });
    expect(form).toHaveAttribute('action', '/api/customer/form/area/addresses');
    expect(form).toHaveAttribute('method', 'post');
    const save = within(form).getByRole('button', { name: 'Adresse speichern' });
    // untouched, the page's first script marks it (decision 0130); once edited, the form disables it itself
    await userEvent.type(field(form, 'Vorname'), 'A');
    expect(save).toBeDisabled();
    await userEvent.clear(field(form, 'Vorname'));
    for (const [name, value] of [
      ['Vorname', 'Anna'],
      ['Nachname', 'Schmidt'],
      ['Straße', 'Elbchaussee'],
      ['Hausnummer', '7'],
      ['Postleitzahl', '2276x'],
      ['Ort', 'Hamburg'],
    ] as const)
      await userEvent.type(field(form, name), value);
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(await within(form).findByText('Nur Zahlen sind erlaubt')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte prüfen Sie Ihre Eingaben.');
    expect(field(form, 'Postleitzahl')).toHaveFocus();
    expect(posted).toEqual([]);
    await userEvent.clear(field(form, 'Postleitzahl'));
    await userEvent.type(field(form, 'Postleitzahl'), '22763');
    await userEvent.click(save);
    expect(posted).toEqual([form]);
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(save).toHaveTextContent('Wird gesendet …');
    // a second click, or another form of the page, does not post again
    await userEvent.click(save);
    await userEvent.click(screen.getByRole('button', { name: 'Als Standardadresse festlegen' }));
    expect(posted).toEqual([form]);
  });

  it('shows the edit form with the address, the delete confirmation, the no-JS messages, and passes axe', async () => {
    show({
      ...STATE,
      editId: 'a2',
      deleteId: 'a1',
      errors: { postalCode: 'area.postalCode.digits' },
      notice: { message: 'account.errorSummary', kind: 'alert' },
    });
    const confirm = screen.getByRole('alertdialog', { name: 'Adresse löschen' });
    expect(confirm).toHaveAccessibleDescription(
      'Möchten Sie diese Adresse wirklich löschen? Anna Schmidt, Lindenstraße 11, 20095 Hamburg',
    );
    expect(
      within(confirm).getByRole('button', { name: 'Ja, Adresse löschen' }).closest('form'),
    ).toHaveAttribute('action', '/api/customer/form/area/addresses/a1/delete');
    const edit = screen.getByRole('form', { name: 'Adresse bearbeiten' });
    expect(edit).toHaveAttribute('action', '/api/customer/form/area/addresses/a2');
    expect(field(edit, 'Hausnummer')).toHaveValue('21a');
    expect(within(edit).getByText('Nur Zahlen sind erlaubt')).toBeInTheDocument();
    // the message belongs to the edited address, not to the new one
    expect(
      within(screen.getByRole('form', { name: 'Neue Adresse anlegen' })).queryByText(
        'Nur Zahlen sind erlaubt',
      ),
    ).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});
