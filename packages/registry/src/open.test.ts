import { openRegistryStore } from './open';

const URL_ = 'postgres://shop:secret@db.internal:5432/shop';

describe('openRegistryStore', () => {
  it('is PostgreSQL with DATABASE_URL (named without its password), the file without', () => {
    const pg = openRegistryStore({ file: '/r.json', env: { DATABASE_URL: URL_ } });
    expect([pg.kind, pg.where]).toEqual(['postgres', 'postgres://db.internal:5432/shop (schema registry)']);
    expect(openRegistryStore({ file: '/r.json', env: {} })).toMatchObject({ kind: 'file', where: '/r.json' });
    expect(openRegistryStore({ file: '/r.json', databaseUrl: '', env: { DATABASE_URL: URL_ } }).kind).toBe(
      'file',
    );
  });

  it('keeps the file with SF_REGISTRY_STORE=file, and refuses postgres without a database or an unknown choice', () => {
    expect(
      openRegistryStore({ file: '/r.json', env: { DATABASE_URL: URL_, SF_REGISTRY_STORE: 'file' } }).kind,
    ).toBe('file');
    expect(() => openRegistryStore({ file: '/r.json', env: { SF_REGISTRY_STORE: 'postgres' } })).toThrow(
      'SF_REGISTRY_STORE=postgres needs DATABASE_URL',
    );
    expect(() => openRegistryStore({ file: '/r.json', env: { SF_REGISTRY_STORE: 'redis' } })).toThrow(
      'SF_REGISTRY_STORE is file or postgres, not "redis"',
    );
  });
});
