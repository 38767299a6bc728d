import { tenantFromHost, normalizeHost, DEFAULT_HOST_MAP } from './tenant-from-host';

describe('tenantFromHost', () => {
  it.each([
    ['de.localhost', 'DE'],
    ['localhost', 'DE'],
    ['127.0.0.1', 'DE'],
    ['at.localhost', 'AT'],
    ['ch.localhost', 'CH'],
    ['nl.localhost', 'NL'],
  ] as const)('maps %s to %s', (host, tenant) => {
    expect(tenantFromHost(host)).toBe(tenant);
  });

  it('strips the port and ignores case and surrounding whitespace', () => {
    expect(tenantFromHost('CH.LocalHost:3000')).toBe('CH');
    expect(tenantFromHost(' nl.localhost:8080 ')).toBe('NL');
    expect(tenantFromHost('127.0.0.1:3000')).toBe('DE');
    expect(tenantFromHost('at.localhost.')).toBe('AT');
  });

  it('falls back to DE for unknown, empty or missing hosts', () => {
    expect(tenantFromHost('shop.example.org')).toBe('DE');
    expect(tenantFromHost('fr.localhost')).toBe('DE');
    expect(tenantFromHost('')).toBe('DE');
    expect(tenantFromHost(null)).toBe('DE');
    expect(tenantFromHost('[::1]:3000')).toBe('DE');
  });

  it('does not treat inherited object keys as hosts', () => {
    expect(tenantFromHost('constructor')).toBe('DE');
    expect(tenantFromHost('__proto__')).toBe('DE');
  });

  it('uses a configured host map instead of the default', () => {
    const map = { 'www.nordhafen.ch': 'CH', 'www.nordhafen.nl': 'NL' } as const;
    expect(tenantFromHost('WWW.nordhafen.ch:443', map)).toBe('CH');
    expect(tenantFromHost('www.nordhafen.nl', map)).toBe('NL');
    expect(tenantFromHost('ch.localhost', map)).toBe('DE');
  });

  it('derives the default map from the tenant hosts', () => {
    expect(DEFAULT_HOST_MAP).toEqual({
      'de.localhost': 'DE',
      localhost: 'DE',
      '127.0.0.1': 'DE',
      'at.localhost': 'AT',
      'ch.localhost': 'CH',
      'nl.localhost': 'NL',
    });
  });
});

describe('normalizeHost', () => {
  it('keeps IPv6 literals in brackets', () => {
    expect(normalizeHost('[::1]:3000')).toBe('[::1]');
    expect(normalizeHost('[::1]')).toBe('[::1]');
  });
});
