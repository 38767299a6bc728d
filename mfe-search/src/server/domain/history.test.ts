import type { Db } from '@sf/data';
import { seededEngine } from '../testing/test-engine';
import { addHistory, clearHistory, deleteHistory, joinHistory, listHistory } from './history';

describe('search history', () => {
  let db: Db;
  beforeAll(async () => {
    ({ db } = await seededEngine(0));
  });
  afterAll(() => db.close());
  const terms = async (visitor: string) => (await listHistory(db, visitor, 10)).map((e) => e.term);

  it('records terms newest first, once each, and deletes one or all', async () => {
    await addHistory(db, 'a', 'jeans');
    await addHistory(db, 'a', ' sofa ');
    await addHistory(db, 'a', 'jeans');
    expect(await addHistory(db, 'a', '   ')).toBe(false);
    expect(await terms('a')).toEqual(['jeans', 'sofa']);
    expect(await terms('b')).toEqual([]);
    expect(await deleteHistory(db, 'a', 'sofa')).toBe(true);
    expect(await terms('a')).toEqual(['jeans']);
    expect(await clearHistory(db, 'a')).toBe(1);
    expect(await terms('a')).toEqual([]);
  });

  it('keeps at most 50 terms', async () => {
    for (let i = 0; i < 55; i += 1) await addHistory(db, 'many', `term ${i}`);
    expect((await listHistory(db, 'many', 100)).length).toBe(50);
    expect((await terms('many'))[0]).toBe('term 54');
  });

  it('joins an anonymous history into the customer’s, which the visitor then uses', async () => {
    await addHistory(db, 'anon', 'bett');
    await addHistory(db, 'other-device', 'lampe');
    await joinHistory(db, 'other-device', 'K1');
    expect(await joinHistory(db, 'anon', 'K1')).toBe(2);
    expect(new Set(await terms('anon'))).toEqual(new Set(['bett', 'lampe']));
    await addHistory(db, 'anon', 'stuhl');
    expect(await terms('other-device')).toContain('stuhl');
  });
});
