import { axeViolations, renderInRemote } from '@sf/testing/remote';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AREA_MESSAGES } from '../../shared/area-messages';
import type { PersonalDataState } from '../../shared/area-state';
import { PersonalDataPage } from './personal-data-page';

const json = (status: number, body: unknown) =>
  ({ ok: status < 300, status, json: async () => body }) as unknown as Response;
const scriptFetch = (...answers: Response[]) => {
  const fn = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
  for (const a of answers) fn.mockResolvedValueOnce(a);
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
};

const NEW_CUSTOMER: PersonalDataState = {
  page: 'personal-data',
  values: {
    salutation: 'male',
    firstName: 'Jonas',
    lastName: 'Neumann',
    birthDate: '',
    phone: '',
    email: 'jonas@example.com',
  },
  birthDateRequired: false,
  errors: {},
  notice: null,
};

const show = (state: PersonalDataState = NEW_CUSTOMER) =>
  renderInRemote(<PersonalDataPage state={state} locale="de-DE" />, { messages: AREA_MESSAGES });

describe('PersonalDataPage', () => {
  it('saves a new first name of a customer without a birth date through the API', async () => {
    const fetchFn = scriptFetch(
      json(200, { ...NEW_CUSTOMER.values, firstName: 'Jonas-Leon', birthDate: null }),
    );
    show();
    const form = screen.getByRole('form', { name: 'Meine persönlichen Daten' });
    expect(form).toHaveAttribute('action', '/api/customer/form/area/personal-data');
    await userEvent.clear(screen.getByLabelText('Vorname', { exact: false }));
    await userEvent.type(screen.getByLabelText('Vorname', { exact: false }), 'Jonas-Leon');
    await userEvent.click(screen.getByRole('button', { name: 'Daten speichern' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Ihre Änderungen sind gespeichert.');
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe('/api/customer/v1/personal-data');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      firstName: 'Jonas-Leon',
      birthDate: '',
      locale: 'de-DE',
    });
  });

  it('refuses a bad birth date in the browser and keeps every value typed; the server’s messages at their fields', async () => {
    const fetchFn = scriptFetch(
      json(400, { code: 'ACCOUNT-400', errors: { phone: 'Bitte geben Sie eine gültige Telefonnummer an.' } }),
    );
    show();
    await userEvent.type(screen.getByLabelText('Telefonnummer (optional)'), '12');
    const birth = screen.getByLabelText('Geburtsdatum (optional)');
    await userEvent.type(birth, '1899-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Daten speichern' }));
    expect(await screen.findByText('Bitte geben Sie ein gültiges Datum an.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte prüfen Sie Ihre Eingaben.');
    expect(fetchFn).not.toHaveBeenCalled();
    expect(birth).toHaveFocus();
    await userEvent.clear(birth);
    await userEvent.click(screen.getByRole('button', { name: 'Daten speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte prüfen Sie Ihre Eingaben.');
    expect(screen.getByText('Bitte geben Sie eine gültige Telefonnummer an.')).toBeInTheDocument();
    expect(screen.getByLabelText('Telefonnummer (optional)')).toHaveValue('12');
    expect(screen.getByLabelText('Vorname', { exact: false })).toHaveValue('Jonas');
  });

  it('shows what a post without JavaScript came back with, and passes axe', async () => {
    show({
      ...NEW_CUSTOMER,
      values: { ...NEW_CUSTOMER.values, email: 'keine-adresse' },
      birthDateRequired: true,
      errors: { email: 'account.email.invalid', birthDate: 'account.required' },
      notice: { message: 'account.errorSummary', kind: 'alert' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte prüfen Sie Ihre Eingaben.');
    expect(screen.getByLabelText('E-Mail-Adresse', { exact: false })).toHaveValue('keine-adresse');
    expect(screen.getByText('Die E-Mail-Adresse ist nicht gültig.')).toBeInTheDocument();
    expect(screen.getByText('Das ist ein Pflichtfeld.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meine persönlichen Daten' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(async () => expect(await axeViolations()).toEqual([]), { timeout: 10_000 });
  });
});
