import { toSchemaName } from './schema-name';

describe('toSchemaName', () => {
  it('turns dashes into underscores', () => {
    expect(toSchemaName('service-contact')).toBe('service_contact');
    expect(toSchemaName('newsletter')).toBe('newsletter');
    expect(toSchemaName('credit_instalments2')).toBe('credit_instalments2');
  });

  it.each(['', 'Newsletter', '1abc', 'a b', 'a;drop', 'a"b', 'ä', 'x'.repeat(64)])('rejects %p', (name) => {
    expect(() => toSchemaName(name)).toThrow(`Invalid domain name "${name}"`);
  });

  it.each(['public', 'pg_catalog', 'information_schema'])('rejects the reserved schema %p', (name) => {
    expect(() => toSchemaName(name)).toThrow('reserved schema');
  });
});
