import fc from 'fast-check';
import {
  bodyFromText,
  bodyOf,
  bodyText,
  contains,
  isBlank,
  occurrences,
  withBodyNonce,
} from './fragment-body';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('fragment bodies', () => {
  it('swaps the nonce a body carries for the current one, leaving everything else as it was', () => {
    const body = bodyOf(
      bytes('<style nonce="AAA">p{}</style><p>Grüße</p><script nonce="AAA">x()</script>'),
      'AAA',
    );
    const swapped = withBodyNonce(body, 'BBBB');
    expect(bodyText(swapped)).toBe(
      '<style nonce="BBBB">p{}</style><p>Grüße</p><script nonce="BBBB">x()</script>',
    );
    expect(swapped.nonce).toBe('BBBB');
    expect(bodyText(body)).toContain('nonce="AAA"'); // the cached body stays as it was
    expect(withBodyNonce(swapped, 'BBBB')).toBe(swapped);
  });

  it('returns the same body when it carries no nonce or already the current one', () => {
    const own = bodyOf(bytes('<p nonce="n">x</p>'), 'n');
    expect(withBodyNonce(own, 'n')).toBe(own);
    const made = bodyFromText('<p>fallback</p>');
    expect(withBodyNonce(made, 'other')).toBe(made);
    const without = bodyOf(bytes('<p>no script</p>'), 'Zq9');
    expect(withBodyNonce(without, 'm')).toBe(without);
  });

  it('finds every occurrence, like a string search would', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.string({ minLength: 1, maxLength: 4 }), (hay, needle) => {
        const expected: number[] = [];
        const h = bytes(hay);
        const n = bytes(needle);
        for (let at = 0; at + n.length <= h.length; at += 1) {
          if (
            n.every((b, k) => h[at + k] === b) &&
            (expected.length === 0 || at >= expected[expected.length - 1]! + n.length)
          )
            expected.push(at);
        }
        expect(occurrences(h, n)).toEqual(expected);
        // the same answer from a plain byte array and from a Buffer (fragment bodies are Buffers)
        expect(contains(h, n)).toBe(hay.includes(needle));
        expect(contains(Buffer.from(h), n)).toBe(hay.includes(needle));
      }),
      { seed: 20261123, numRuns: 300 },
    );
  });

  it('tells a blank body from one with content', () => {
    expect(isBlank(bodyFromText(' \n\t'))).toBe(true);
    expect(isBlank(bodyFromText(''))).toBe(true);
    expect(isBlank(bodyFromText(' <p>x</p>'))).toBe(false);
  });
});
