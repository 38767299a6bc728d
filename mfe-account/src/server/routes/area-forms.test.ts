import { listAddresses } from '../domain/addresses';
import { personalData } from '../domain/personal-data';
import { ADDRESS, ANNA, LUKAS, createAreaEnv, type AreaEnv } from './area-test-helpers';

let env: AreaEnv;
let cookie: string;
beforeAll(async () => {
  env = await createAreaEnv();
  cookie = await env.login(ANNA);
});
afterAll(() => env.db.close());

const PERSONAL = {
  salutation: 'female',
  firstName: 'Anna',
  lastName: 'Schmidt',
  birthDate: '1981-01-11',
  phone: '+49 40 555010',
  email: ANNA.email,
  locale: 'de-DE',
};

describe('personal data without JavaScript', () => {
  it('saves and answers 303 with a notice; the spec’s messages for bad input, never the values in the URL', async () => {
    const ok = await env.form('personal-data', { ...PERSONAL, lastName: 'Schmidt-Berg' }, { cookie });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/mein-konto/meine-persoenlichen-daten?notice=saved');
    expect((await personalData(env.db, ANNA.id))!.lastName).toBe('Schmidt-Berg');
    const html = await (
      await env.page('account-personal-data', {
        cookie,
        path: '/mein-konto/meine-persoenlichen-daten?notice=saved',
      })
    ).text();
    expect(html).toContain('Ihre Änderungen sind gespeichert.');
    expect(html).toContain('value="Schmidt-Berg"');

    const bad = await env.form(
      'personal-data',
      { ...PERSONAL, email: 'nope', firstName: '', birthDate: '31.02.1990' },
      { cookie },
    );
    const location = bad.headers.get('location')!;
    expect(location).not.toContain('nope');
    const page = await (await env.page('account-personal-data', { cookie, path: location })).text();
    expect(page).toContain('Die E-Mail-Adresse ist nicht gültig.');
    expect(page).toContain('Das ist ein Pflichtfeld.');
    expect(page).toContain('Bitte geben Sie ein gültiges Datum an.');
    expect(page).toContain('aria-invalid="true"');
    // what the customer typed is on the page again (decision 0200), not the stored data
    expect(page).toContain('value="nope"');
    expect(page).toContain('value="31.02.1990"');
    expect(page).not.toContain(`value="${ANNA.email}"`);
    // a page without the refusal's notice shows the stored data
    const plain = await (await env.page('account-personal-data', { cookie })).text();
    expect(plain).toContain(`value="${ANNA.email}"`);

    const taken = await env.form(
      'personal-data',
      { ...PERSONAL, email: 'lukas.huber@example.com' },
      { cookie },
    );
    expect(taken.headers.get('location')).toBe('/mein-konto/meine-persoenlichen-daten?notice=email-taken');
  });

  it('lets a customer who never gave a birth date save without one, and keeps it required once given (decision 0200)', async () => {
    await env.db.query('UPDATE customers SET birth_date = NULL WHERE id = $1', [LUKAS.id]);
    const lukas = await env.login(LUKAS);
    const page = await (
      await env.page('account-personal-data', { cookie: lukas, tenant: 'AT', locale: 'de-AT' })
    ).text();
    expect(page).toContain('Geburtsdatum (optional)');
    const fields = {
      ...PERSONAL,
      firstName: 'Lukas-Max',
      lastName: 'Huber',
      birthDate: '',
      email: LUKAS.email,
    };
    const saved = await env.form('personal-data', fields, { cookie: lukas, tenant: 'AT', locale: 'de-AT' });
    expect(saved.headers.get('location')).toContain('notice=saved');
    expect(await personalData(env.db, LUKAS.id)).toMatchObject({ firstName: 'Lukas-Max', birthDate: null });

    await env.form('personal-data', { ...fields, birthDate: '1979-11-02' }, { cookie: lukas, tenant: 'AT' });
    expect((await personalData(env.db, LUKAS.id))!.birthDate).toBe('1979-11-02');
    const removed = await env.form('personal-data', fields, { cookie: lukas, tenant: 'AT' });
    expect(removed.headers.get('location')).toContain('errors=birthDate%3Aaccount.required');
    expect((await personalData(env.db, LUKAS.id))!.birthDate).toBe('1979-11-02');
  });

  it('sends a visitor to the login and a soft-logged-in customer to the password first, changing nothing', async () => {
    const anonymous = await env.form('personal-data', { ...PERSONAL, lastName: 'Nobody' });
    expect(anonymous.headers.get('location')).toBe(
      '/mein-konto?returnTo=%2Fmein-konto%2Fmeine-persoenlichen-daten',
    );
    const soft = await env.login(ANNA);
    await env.soften(soft);
    const refused = await env.form('personal-data', { ...PERSONAL, lastName: 'Soft' }, { cookie: soft });
    expect(refused.headers.get('location')).toBe('/mein-konto/meine-persoenlichen-daten?reauth=1');
    expect((await personalData(env.db, ANNA.id))!.lastName).not.toMatch(/Nobody|Soft/);
  });

  it('refuses another origin', async () => {
    const res = await env.form('personal-data', PERSONAL, { cookie, origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });
});

describe('address book without JavaScript', () => {
  it('creates, edits, sets the default and deletes after a confirmation', async () => {
    const created = await env.form('addresses', { ...ADDRESS, locale: 'de-DE' }, { cookie });
    expect(created.headers.get('location')).toBe('/mein-konto/mein-adressbuch?notice=address-created');
    const added = (await listAddresses(env.db, ANNA.id)).find((a) => a.street === 'Elbchaussee')!;
    expect(added.isDefault).toBe(false);

    const editPage = await (
      await env.page('account-address-book', { cookie, path: `/mein-konto/mein-adressbuch?edit=${added.id}` })
    ).text();
    expect(editPage).toContain(`action="/api/customer/form/area/addresses/${added.id}"`);
    const edited = await env.form(
      `addresses/${added.id}`,
      { ...ADDRESS, city: 'Altona', postalCode: '22765', locale: 'de-DE' },
      { cookie },
    );
    expect(edited.headers.get('location')).toBe('/mein-konto/mein-adressbuch?notice=saved');
    const invalid = await env.form(
      `addresses/${added.id}`,
      { ...ADDRESS, postalCode: 'abc', locale: 'de-DE' },
      { cookie },
    );
    expect(invalid.headers.get('location')).toBe(
      `/mein-konto/mein-adressbuch?notice=invalid&errors=${encodeURIComponent('postalCode:area.postalCode.digits')}&edit=${added.id}#sf-address-edit`,
    );
    const errorPage = await (
      await env.page('account-address-book', {
        cookie,
        path: invalid.headers.get('location')!.split('#')[0]!,
      })
    ).text();
    expect(errorPage).toContain('Nur Zahlen sind erlaubt');

    expect(
      (await env.form(`addresses/${added.id}/default`, { locale: 'de-DE' }, { cookie })).headers.get(
        'location',
      ),
    ).toBe('/mein-konto/mein-adressbuch?notice=default-set');
    expect((await listAddresses(env.db, ANNA.id)).filter((a) => a.isDefault).map((a) => a.city)).toEqual([
      'Altona',
    ]);

    const confirm = await (
      await env.page('account-address-book', {
        cookie,
        path: `/mein-konto/mein-adressbuch?delete=${added.id}`,
      })
    ).text();
    expect(confirm).toContain('Möchten Sie diese Adresse wirklich löschen?');
    expect(confirm).toContain('role="alertdialog"');
    expect(await listAddresses(env.db, ANNA.id)).toContainEqual(expect.objectContaining({ id: added.id })); // a GET changes nothing
    const deleted = await env.form(`addresses/${added.id}/delete`, { locale: 'de-DE' }, { cookie });
    expect(deleted.headers.get('location')).toBe('/mein-konto/mein-adressbuch?notice=address-deleted');
    const left = await listAddresses(env.db, ANNA.id);
    expect(left.find((a) => a.id === added.id)).toBeUndefined();
    expect(left.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('moves a return’s collection date only to a working day three working days ahead', async () => {
    const id = '00000000-0000-4000-8501-000000000002';
    expect(
      (await env.form(`returns/${id}`, { returnOn: '2026-11-27', locale: 'de-DE' }, { cookie })).headers.get(
        'location',
      ),
    ).toBe('/mein-konto/uebersicht?notice=return-invalid');
    expect(
      (await env.form(`returns/${id}`, { returnOn: '2026-12-01', locale: 'de-DE' }, { cookie })).headers.get(
        'location',
      ),
    ).toBe('/mein-konto/uebersicht?notice=return-changed');
  });

  it('saves and removes the PAYBACK number (10 digits)', async () => {
    expect(
      (await env.form('payback', { paybackNumber: '12345', locale: 'de-DE' }, { cookie })).headers.get(
        'location',
      ),
    ).toContain('notice=invalid');
    expect(
      (await env.form('payback', { paybackNumber: '1234 567 890', locale: 'de-DE' }, { cookie })).headers.get(
        'location',
      ),
    ).toBe('/mein-konto/payback?notice=saved');
    expect((await personalData(env.db, ANNA.id))!.paybackNumber).toBe('1234567890');
    await env.form('payback', { remove: '1', locale: 'de-DE' }, { cookie });
    expect((await personalData(env.db, ANNA.id))!.paybackNumber).toBeNull();
  });
});
