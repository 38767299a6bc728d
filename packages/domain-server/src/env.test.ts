import { envList, envNumber } from './env';

describe('settings', () => {
  it('reads a list without blanks', () => {
    expect(envList({ A: ' x, ,y ,' }, 'A')).toEqual(['x', 'y']);
    expect(envList({}, 'A')).toEqual([]);
  });
  it('reads a number, falls back when unset and refuses garbage', () => {
    expect(envNumber({ N: ' 42 ' }, 'N', 1)).toBe(42);
    expect(envNumber({ N: '' }, 'N', 7)).toBe(7);
    expect(() => envNumber({ N: '4x' }, 'N', 1)).toThrow('N must be a number, got "4x"');
  });
});
