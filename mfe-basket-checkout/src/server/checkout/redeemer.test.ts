import { redeemerEmailKey } from './redeemer';

describe('redeemerEmailKey', () => {
  it('is one key for the ways one address is written', async () => {
    const key = await redeemerEmailKey('gast@example.org');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    for (const same of [' Gast@Example.ORG ', 'GAST+rabatt@example.org', 'gast+a+b@EXAMPLE.org'])
      expect(await redeemerEmailKey(same)).toBe(key);
  });

  it('tells other addresses apart and has none for no address', async () => {
    expect(await redeemerEmailKey('gast@example.com')).not.toBe(await redeemerEmailKey('gast@example.org'));
    expect(await redeemerEmailKey('gast2@example.org')).not.toBe(await redeemerEmailKey('gast@example.org'));
    for (const none of [null, undefined, '', ' ', '@example.org', 'gast@', '+x@example.org', 'kein-at'])
      expect(await redeemerEmailKey(none)).toBeNull();
  });
});
