import { decodeBase64Url, needsRefresh, parseToken } from './token';
import { makeToken } from './test-token';

describe('parseToken', () => {
  it('reads exp, type and cc from the base64url JSON payload', () => {
    const raw = makeToken({ exp: 1_700_000_000, type: 2, cc: 'DE-123' });
    expect(parseToken(raw)).toEqual({ raw, exp: 1_700_000_000, type: 2, cc: 'DE-123' });
  });

  it('counts a missing type as anonymous and accepts numeric strings', () => {
    expect(parseToken(makeToken({ exp: 10 }))).toMatchObject({ exp: 10, type: 0 });
    expect(parseToken(makeToken({ exp: '20', type: '1' }))).toMatchObject({ exp: 20, type: 1 });
  });

  it('decodes UTF-8 payloads with base64url characters', () => {
    const raw = makeToken({ exp: 5, type: 1, cc: 'Grüße ✓ ???>>>' });
    expect(raw.split('.')[1]).toMatch(/[-_]/);
    expect(parseToken(raw)?.cc).toBe('Grüße ✓ ???>>>');
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['empty', ''],
    ['two parts', 'abc.def'],
    ['four parts', 'a.b.c.d'],
    ['non-base64url payload', 'a.!!!.c'],
    ['payload not JSON', `a.${Buffer.from('not json').toString('base64url')}.c`],
    ['payload an array', `a.${Buffer.from('[1]').toString('base64url')}.c`],
    ['no exp', makeToken({ type: 1 })],
    ['exp not a number', makeToken({ exp: 'soon', type: 1 })],
    ['type not an integer', makeToken({ exp: 1, type: 1.5 })],
    ['type an object', makeToken({ exp: 1, type: {} })],
  ])('gives null for %s', (_label, raw) => {
    expect(parseToken(raw as string | null | undefined)).toBeNull();
  });
});

describe('decodeBase64Url', () => {
  it('refuses impossible lengths instead of throwing', () => {
    expect(decodeBase64Url('abcde')).toBeNull();
    expect(decodeBase64Url(Buffer.from('hi').toString('base64url'))).toBe('hi');
  });
});

describe('needsRefresh', () => {
  const token = parseToken(makeToken({ exp: 10_000, type: 2 }));

  it('is true within 1800 s of expiry and after it, false before', () => {
    expect(needsRefresh(token, 10_000 - 1801)).toBe(false);
    expect(needsRefresh(token, 10_000 - 1800)).toBe(true);
    expect(needsRefresh(token, 10_000 + 5)).toBe(true);
  });

  it('takes another margin and is false without a token', () => {
    expect(needsRefresh(token, 10_000 - 100, 60)).toBe(false);
    expect(needsRefresh(token, 10_000 - 60, 60)).toBe(true);
    expect(needsRefresh(null, 0)).toBe(false);
  });
});
