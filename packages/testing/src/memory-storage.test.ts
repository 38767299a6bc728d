import { createMemoryStorage } from './memory-storage';

describe('createMemoryStorage', () => {
  it('stores strings per key, starting from the initial values', () => {
    const storage = createMemoryStorage({ a: '1' });
    expect(storage.getItem('a')).toBe('1');
    expect(storage.getItem('b')).toBeNull();
    storage.setItem('b', '2');
    expect(storage.snapshot()).toEqual({ a: '1', b: '2' });
    expect(createMemoryStorage().snapshot()).toEqual({});
  });
});
