import { fileStore } from './file-store';
import { postgresStore } from './pg-store';
import type { RegistryStore } from './store';

/** Options of {@link openRegistryStore}. */
export interface OpenRegistryOptions {
  /** The registry file (the store without a database). */
  readonly file: string;
  /** PostgreSQL connection string; default `DATABASE_URL`; an empty string means the file. */
  readonly databaseUrl?: string | undefined;
  /** The environment read for `DATABASE_URL` and `SF_REGISTRY_STORE` (default `process.env`). */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/**
 * The registry's store: PostgreSQL when a database URL is given or `DATABASE_URL` is set (several
 * composers share it), else the locked, atomic file (decisions 0140, 0170). `SF_REGISTRY_STORE=file`
 * keeps the registry in the file while the domains use `DATABASE_URL`; `SF_REGISTRY_STORE=postgres`
 * insists on the database (a missing `DATABASE_URL` throws). Close it when done.
 *
 * @example const store = openRegistryStore({ file: '.data/registry/registry.json' })
 */
export function openRegistryStore(options: OpenRegistryOptions): RegistryStore {
  const env = options.env ?? process.env;
  const choice = (env['SF_REGISTRY_STORE'] ?? '').trim().toLowerCase();
  if (choice && choice !== 'file' && choice !== 'postgres')
    throw new Error(`SF_REGISTRY_STORE is file or postgres, not "${choice}"`);
  const url = (options.databaseUrl ?? env['DATABASE_URL'] ?? '').trim();
  if (choice === 'postgres' && !url)
    throw new Error('SF_REGISTRY_STORE=postgres needs DATABASE_URL (the PostgreSQL of the registry)');
  return url && choice !== 'file' ? postgresStore(url) : fileStore(options.file);
}
