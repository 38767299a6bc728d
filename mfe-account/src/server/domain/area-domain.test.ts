import { migrate, openDatabase, type Db } from '@sf/data';
import {
  createAddress,
  deleteAddress,
  findAddress,
  listAddresses,
  MAX_ADDRESSES,
  setDefaultAddress,
  updateAddress,
} from './addresses';
import { parseAddress, parsePersonalData, type AddressInput } from './area-validation';
import { DEMO_CUSTOMERS } from './demo-customers';
import { demoId, seedDemoLedger } from './demo-ledger';
import {
  accountBalance,
  findInvoice,
  includedVat,
  listBookings,
  listInvoices,
  listMaturities,
  listReturns,
  listVouchers,
  rescheduleReturn,
} from './ledger';
import { ACCOUNT_MIGRATIONS } from './migrations';
import { TEST_HASH_OPTIONS } from '@sf/server-kit';
import { personalData, updatePersonalData } from './personal-data';
import { seedDemoCustomers } from './demo-customers';
import { earliestReturnDate, isWorkingDay, returnDateAllowed } from './working-days';

let db: Db;
const ANNA = DEMO_CUSTOMERS[0].id;
const LUKAS = DEMO_CUSTOMERS[1].id;
const HOME: AddressInput = {
  salutation: 'female',
  firstName: 'Anna',
  lastName: 'Schmidt',
  street: 'Weg',
  houseNumber: '1',
  postalCode: '20095',
  city: 'Hamburg',
  country: 'DE',
};

beforeAll(async () => {
  db = await openDatabase({ domain: 'account', memory: true });
  await migrate(db, ACCOUNT_MIGRATIONS);
  await seedDemoCustomers(db, TEST_HASH_OPTIONS);
  expect(await seedDemoLedger(db)).toBe(4);
});
afterAll(() => db.close());

describe('demo ledger', () => {
  it('is written once, with fixed ids, and only for its own customer', async () => {
    expect(await seedDemoLedger(db)).toBe(0);
    const invoices = await listInvoices(db, ANNA);
    expect(invoices.map((i) => i.id).sort()).toEqual([demoId(2, 1, 1), demoId(2, 1, 2)]);
    expect(invoices[1]!.totalCents).toBe(invoices[1]!.lines.reduce((s, l) => s + l.lineCents, 0));
    expect(await findInvoice(db, LUKAS, demoId(2, 1, 1))).toBeNull();
    expect(await findInvoice(db, ANNA, demoId(2, 1, 1))).toMatchObject({
      invoiceNo: 'R-2026-100001',
      currency: 'EUR',
    });
    expect(await findInvoice(db, ANNA, "1' OR '1'='1")).toBeNull();
  });

  it('links every maturity to a booking of the same customer and sums the balance', async () => {
    const bookings = new Set((await listBookings(db, ANNA)).map((b) => b.id));
    const maturities = await listMaturities(db, ANNA);
    expect(maturities).toHaveLength(5);
    for (const m of maturities) expect(bookings.has(m.bookingId!)).toBe(true);
    const balance = await accountBalance(db, ANNA, 'EUR');
    const open = maturities.filter((m) => !m.paid).reduce((s, m) => s + m.amountCents, 0);
    expect(balance).toMatchObject({ openCents: open, openCount: 3 });
    expect(balance.balanceCents).toBe((await listBookings(db, ANNA)).reduce((s, b) => s + b.amountCents, 0));
    expect((await accountBalance(db, '00000000-0000-4000-8000-0000000000ff', 'EUR')).balanceCents).toBe(0);
  });

  it('computes the VAT a gross total contains', () => {
    expect(includedVat(11_900, 1900)).toBe(1900);
    expect(includedVat(10_810, 810)).toBe(810);
    expect(includedVat(999, 2100)).toBe(173);
  });

  it('splits vouchers into active and expired with value, validity, minimum order and group', async () => {
    const { active, expired } = await listVouchers(db, ANNA, '2026-11-25');
    expect(active).toEqual([
      expect.objectContaining({
        valueCents: 1500,
        validUntil: '2027-03-31',
        minOrderAfterReturnCents: 9000,
        customerGroup: 'Neukunden',
      }),
    ]);
    expect(expired).toEqual([expect.objectContaining({ validUntil: '2026-08-31' })]);
  });
});

describe('working days and returns', () => {
  it('skips weekends and nationwide public holidays', () => {
    expect(isWorkingDay('2026-11-28', 'DE')).toBe(false); // Saturday
    expect(isWorkingDay('2026-12-25', 'DE')).toBe(false);
    expect(isWorkingDay('2026-10-26', 'AT')).toBe(false); // Nationalfeiertag
    expect(isWorkingDay('2026-10-26', 'DE')).toBe(true);
    expect(earliestReturnDate('2026-11-25', 'DE')).toBe('2026-11-30'); // Thu, Fri, Mon
    expect(earliestReturnDate('2026-12-22', 'DE')).toBe('2026-12-28'); // 23, 24, (25 holiday, 26 Saturday, 27 Sunday), 28
  });

  it('allows only a working day at least three working days ahead', async () => {
    expect(returnDateAllowed('2026-11-27', '2026-11-25', 'DE')).toBe(false);
    expect(returnDateAllowed('2026-11-30', '2026-11-25', 'DE')).toBe(true);
    expect(returnDateAllowed('2026-12-05', '2026-11-25', 'DE')).toBe(false); // Saturday
    expect(returnDateAllowed('2026-02-30', '2026-01-25', 'DE')).toBe(false);
    const open = (await listReturns(db, ANNA)).find((r) => r.status === 'registered')!;
    expect(await rescheduleReturn(db, LUKAS, open.id, '2026-12-01', '2026-11-25', 'DE')).toBe('not-found');
    expect(await rescheduleReturn(db, ANNA, open.id, '2026-11-26', '2026-11-25', 'DE')).toBe('invalid-date');
    expect(await rescheduleReturn(db, ANNA, open.id, '2026-12-01', '2026-11-25', 'DE')).toBe('ok');
    expect((await listReturns(db, ANNA)).find((r) => r.id === open.id)!.returnOn).toBe('2026-12-01');
  });
});

describe('address book', () => {
  it('keeps one default per customer and never touches another customer’s addresses', async () => {
    const before = await listAddresses(db, ANNA);
    const created = await createAddress(db, ANNA, HOME, true);
    if (created.kind !== 'ok') throw new Error('not created');
    const all = await listAddresses(db, ANNA);
    expect(all.filter((a) => a.isDefault).map((a) => a.id)).toEqual([created.address.id]);
    expect(all).toHaveLength(before.length + 1);
    expect(await findAddress(db, LUKAS, created.address.id)).toBeNull();
    expect(await updateAddress(db, LUKAS, created.address.id, { ...HOME, city: 'Bremen' })).toBeNull();
    expect(await setDefaultAddress(db, LUKAS, created.address.id)).toBe(false);
    expect(await deleteAddress(db, LUKAS, created.address.id)).toBe(false);
    expect(await setDefaultAddress(db, ANNA, before[0]!.id)).toBe(true);
    expect((await listAddresses(db, ANNA)).filter((a) => a.isDefault).map((a) => a.id)).toEqual([
      before[0]!.id,
    ]);
    expect(await updateAddress(db, ANNA, created.address.id, { ...HOME, city: 'Bremen' })).toMatchObject({
      city: 'Bremen',
    });
    expect(await deleteAddress(db, ANNA, before[0]!.id)).toBe(true);
    expect((await listAddresses(db, ANNA)).filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('refuses more than the maximum', async () => {
    const have = (await listAddresses(db, LUKAS)).length;
    for (let i = have; i < MAX_ADDRESSES; i += 1)
      expect((await createAddress(db, LUKAS, HOME)).kind).toBe('ok');
    expect((await createAddress(db, LUKAS, HOME)).kind).toBe('full');
  });

  it('checks postal codes per country and the spec’s digits-only message', () => {
    expect(parseAddress({ ...HOME, postalCode: '2009a' })).toEqual({
      errors: { postalCode: 'area.postalCode.digits' },
    });
    expect(parseAddress({ ...HOME, postalCode: '2009' })).toEqual({
      errors: { postalCode: 'area.postalCode.invalid' },
    });
    expect(parseAddress({ ...HOME, country: 'NL', postalCode: '1015dv' })).toMatchObject({
      input: { postalCode: '1015 DV' },
    });
    expect(parseAddress({ ...HOME, street: '', houseNumber: 'x' })).toEqual({
      errors: { street: 'account.required', houseNumber: 'area.houseNumber.invalid' },
    });
  });
});

describe('personal data', () => {
  const today = new Date('2026-11-25T10:00:00Z');
  const base = {
    salutation: 'female',
    firstName: 'Anna',
    lastName: 'Schmidt',
    birthDate: '1981-01-11',
    phone: '+49 40 555010',
    email: 'anna.schmidt@example.com',
  };
  const given = { birthDateRequired: true };

  it('validates birth date, phone and e-mail', () => {
    expect(
      parsePersonalData({ ...base, birthDate: '2010-01-01', phone: '12', email: 'x' }, today, given),
    ).toEqual({
      errors: {
        birthDate: 'area.birthDate.adult',
        phone: 'area.phone.invalid',
        email: 'account.email.invalid',
      },
    });
    expect(parsePersonalData({ ...base, birthDate: '1990-02-30' }, today, given)).toEqual({
      errors: { birthDate: 'area.birthDate.invalid' },
    });
  });

  it('requires the birth date only of a customer who has given one (decision 0200)', () => {
    expect(parsePersonalData({ ...base, birthDate: '' }, today, given)).toEqual({
      errors: { birthDate: 'account.required' },
    });
    expect(parsePersonalData({ ...base, birthDate: ' ' }, today, { birthDateRequired: false })).toEqual({
      input: expect.objectContaining({ firstName: 'Anna', birthDate: null }),
    });
    // a birth date typed by a customer without one is checked all the same
    expect(
      parsePersonalData({ ...base, birthDate: '1990-13-01' }, today, { birthDateRequired: false }),
    ).toEqual({ errors: { birthDate: 'area.birthDate.invalid' } });
  });

  it('saves, and refuses an e-mail address another account has', async () => {
    const ok = parsePersonalData({ ...base, lastName: 'Schmidt-Meier', phone: '' }, today, given);
    if (!('input' in ok)) throw new Error('invalid');
    expect(await updatePersonalData(db, ANNA, ok.input)).toMatchObject({
      kind: 'ok',
      data: { lastName: 'Schmidt-Meier', phone: null },
    });
    const taken = parsePersonalData({ ...base, email: 'LUKAS.huber@example.com' }, today, given);
    if (!('input' in taken)) throw new Error('invalid');
    expect(await updatePersonalData(db, ANNA, taken.input)).toEqual({ kind: 'email-taken' });
    expect(await personalData(db, ANNA)).toMatchObject({
      email: 'anna.schmidt@example.com',
      birthDate: '1981-01-11',
    });
  });
});
