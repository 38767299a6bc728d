const VALID = /^[a-z][a-z0-9_]{0,62}$/;

/**
 * Turns a domain name into its Postgres schema name: dashes become underscores; only lowercase
 * letters, digits and underscores, starting with a letter, at most 63 characters, never `pg_…`,
 * `public` or `information_schema`. Throws on anything else, so the name is safe to put into SQL.
 *
 * @example toSchemaName('service-contact') // 'service_contact'
 */
export function toSchemaName(domain: string): string {
  const name = domain.replace(/-/g, '_');
  if (!VALID.test(name)) {
    throw new Error(
      `Invalid domain name "${domain}": use lowercase letters, digits, underscores or dashes, starting with a letter (max 63).`,
    );
  }
  if (name.startsWith('pg_') || name === 'public' || name === 'information_schema') {
    throw new Error(`Invalid domain name "${domain}": "${name}" is a reserved schema.`);
  }
  return name;
}
