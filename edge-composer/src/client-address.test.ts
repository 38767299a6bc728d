import fc from 'fast-check';
import { isLoopbackHost, normalizeAddress, proxyMatcher, resolveClientAddress } from './client-address';

describe('proxyMatcher', () => {
  it('matches addresses and CIDR ranges of both families, IPv4-mapped IPv6 as IPv4', () => {
    const trusted = proxyMatcher('127.0.0.1, 10.0.0.0/8, fd00::/8');
    expect(['127.0.0.1', '10.200.3.4', '::ffff:10.0.0.1', 'fd12::1', '[fd00::5]'].map(trusted)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['127.0.0.2', '11.0.0.1', 'fe80::1', 'garbage', ''].map(trusted)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('refuses rules that are not addresses or ranges, so a typo fails the start', () => {
    for (const rule of ['10.0.0.0/33', 'proxy.example', '10.0.0.0/', '::1/129'])
      expect(() => proxyMatcher(rule)).toThrow(/TRUST_PROXY/);
  });
});

describe('resolveClientAddress', () => {
  const trusted = proxyMatcher(['10.0.0.0/8']);

  it('takes the peer and ignores x-forwarded-for when no proxy is trusted or the peer is not one', () => {
    expect(resolveClientAddress('203.0.113.7', '6.6.6.6', null)).toEqual({
      address: '203.0.113.7',
      viaTrustedProxy: false,
    });
    expect(resolveClientAddress('::ffff:203.0.113.7', '6.6.6.6', trusted)).toEqual({
      address: '203.0.113.7',
      viaTrustedProxy: false,
    });
    expect(resolveClientAddress(undefined, '6.6.6.6', trusted).address).toBeUndefined();
  });

  it('takes the right-most hop that is not a trusted proxy', () => {
    expect(resolveClientAddress('10.0.0.1', '6.6.6.6, 198.51.100.2, 10.0.0.9', trusted).address).toBe(
      '198.51.100.2',
    );
    expect(resolveClientAddress('10.0.0.1', '', trusted).address).toBe('10.0.0.1');
    expect(resolveClientAddress('10.0.0.1', '10.0.0.3, 10.0.0.2', trusted).address).toBe('10.0.0.3');
    expect(resolveClientAddress('10.0.0.1', 'evil, 10.0.0.2', trusted).address).toBe('10.0.0.2');
  });

  it('never lets the client choose its address by what it writes left of the proxies (fuzzed)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.ipV4(), fc.ipV6(), fc.string()), { maxLength: 6 }),
        fc.ipV4(),
        (claims, real) => {
          fc.pre(!trusted(real));
          const header = [...claims, real, '10.1.1.1'].join(', ');
          expect(resolveClientAddress('10.0.0.1', header, trusted).address).toBe(normalizeAddress(real));
        },
      ),
      { seed: 6, numRuns: 500 },
    );
  });
});

it('knows loopback bind addresses', () => {
  expect(['127.0.0.1', '127.1.2.3', '::1', 'localhost'].map(isLoopbackHost)).toEqual([
    true,
    true,
    true,
    true,
  ]);
  expect(['0.0.0.0', '::', '192.168.1.2', 'example.org'].map(isLoopbackHost)).toEqual([
    false,
    false,
    false,
    false,
  ]);
});
