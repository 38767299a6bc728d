import { migrate, openDatabase, type Db } from '@sf/data';
import { DEMO_CUSTOMERS, seedDemoCustomers } from './demo-customers';
import { ACCOUNT_MIGRATIONS } from './migrations';
import { TEST_HASH_OPTIONS } from '@sf/server-kit';
import { draftOf, dropDraft, DRAFT_TTL_MS, readDraft, saveDraft } from './personal-data-draft';

let db: Db;
const ANNA = DEMO_CUSTOMERS[0].id;
const LUKAS = DEMO_CUSTOMERS[1].id;
const now = new Date('2026-11-27T10:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

beforeAll(async () => {
  db = await openDatabase({ domain: 'account', memory: true });
  await migrate(db, ACCOUNT_MIGRATIONS);
  await seedDemoCustomers(db, TEST_HASH_OPTIONS);
});
afterAll(() => db.close());

describe('the personal-data draft (decision 0200)', () => {
  const typed = draftOf({
    salutation: 'female',
    firstName: 'Annabell',
    lastName: 'Schmidt',
    birthDate: '1990-13-01',
    phone: '',
    email: 'anna.schmidt@example.com',
    locale: 'de-DE',
    password: 'never kept',
  });

  it('keeps the form’s fields only, as strings of a bounded length', () => {
    expect(Object.keys(typed).sort()).toEqual(
      ['birthDate', 'email', 'firstName', 'lastName', 'phone', 'salutation'].sort(),
    );
    expect(draftOf({ firstName: 'x'.repeat(5000), phone: 42 })).toMatchObject({
      firstName: 'x'.repeat(300),
      phone: '',
    });
  });

  it('is read back by its customer only, for 15 minutes, and dropped by a save', async () => {
    await saveDraft(db, ANNA, typed, now);
    expect(await readDraft(db, ANNA, later(60_000))).toEqual(typed);
    expect(await readDraft(db, LUKAS, later(60_000))).toBeNull();
    expect(await readDraft(db, ANNA, later(DRAFT_TTL_MS + 1))).toBeNull();
    // a stale draft is gone from the table, not only hidden
    expect(
      (await db.query('SELECT 1 FROM personal_data_drafts WHERE customer_id = $1', [ANNA])).rows,
    ).toEqual([]);
    await saveDraft(db, ANNA, { ...typed, firstName: 'Anne' }, later(1000));
    expect(await readDraft(db, ANNA, later(2000))).toMatchObject({ firstName: 'Anne' });
    await dropDraft(db, ANNA);
    expect(await readDraft(db, ANNA, later(2000))).toBeNull();
  });
});
