import type { Db } from '@sf/data';
import { seededEngine } from '../testing/test-engine';
import {
  addHistory,
  clearHistory,
  deleteHistory,
  joinHistory,
  listHistory,
  type HistoryOwner,
} from './history';

describe('search history', () => {
  let db: Db;
  beforeAll(async () => {
    ({ db } = await seededEngine(0));
  });
  afterAll(() => db.close());
  const anon = (visitor: string): HistoryOwner => ({ visitor, customer: null, loggedIn: false });
  const soft = (visitor: string): HistoryOwner => ({ visitor, customer: null, loggedIn: true });
  const terms = async (visitor: string, who: HistoryOwner = anon(visitor)) =>
    (await listHistory(db, who, 10)).map((e) => e.term);

  it('records terms newest first, once each, and deletes one or all', async () => {
    await addHistory(db, anon('a'), 'jeans');
    await addHistory(db, anon('a'), ' sofa ');
    await addHistory(db, anon('a'), 'jeans');
    expect(await addHistory(db, anon('a'), '   ')).toBe(false);
    expect(await terms('a')).toEqual(['jeans', 'sofa']);
    expect(await terms('b')).toEqual([]);
    expect(await deleteHistory(db, anon('a'), 'sofa')).toBe(true);
    expect(await terms('a')).toEqual(['jeans']);
    expect(await clearHistory(db, anon('a'))).toBe(1);
    expect(await terms('a')).toEqual([]);
  });

  it('keeps at most 50 terms', async () => {
    for (let i = 0; i < 55; i += 1) await addHistory(db, anon('many'), `term ${i}`);
    expect((await listHistory(db, anon('many'), 100)).length).toBe(50);
    expect((await terms('many'))[0]).toBe('term 54');
  });

  it('joins an anonymous history into the customer’s, used while logged in and never after logout', async () => {
    await addHistory(db, anon('anon'), 'bett');
    await addHistory(db, anon('other-device'), 'lampe');
    await joinHistory(db, 'other-device', 'K1');
    expect(await joinHistory(db, 'anon', 'K1')).toBe(2);
    const customer: HistoryOwner = { visitor: 'anon', customer: 'K1', loggedIn: true };
    expect(new Set(await terms('anon', customer))).toEqual(new Set(['bett', 'lampe']));
    // soft-logged-in: the joined visitor still uses the customer's history
    await addHistory(db, soft('anon'), 'stuhl');
    expect(await terms('other-device', soft('other-device'))).toContain('stuhl');
    // logged out: the device's visitor is anonymous again and sees none of the customer's terms
    expect(await terms('anon')).toEqual([]);
    await addHistory(db, anon('anon'), 'tisch');
    expect(await terms('anon')).toEqual(['tisch']);
    expect(await terms('x', customer)).not.toContain('tisch');
  });

  it('joins only the visitor’s anonymous terms, never another customer’s', async () => {
    await addHistory(db, { visitor: null, customer: 'K7', loggedIn: true }, 'geheim');
    await joinHistory(db, 'shared', 'K7');
    await addHistory(db, anon('shared'), 'kissen');
    expect(await joinHistory(db, 'shared', 'K8')).toBe(1);
    expect(await terms('y', { visitor: null, customer: 'K8', loggedIn: true })).toEqual(['kissen']);
  });
});
