import type { Db } from '@sf/data';
import { passwordProblem } from './passwords';
import { decoyHash, hashPassword, verifyPassword, type HashOptions } from '@sf/server-kit';

/** The platform team's roles, least to most: viewers read, operators also promote and roll back, admins also manage users. */
export const PLATFORM_ROLES = ['viewer', 'operator', 'admin'] as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[number];

/** What a role may do. */
export type PlatformPermission = 'view' | 'deploy' | 'manage-users';

const GRANTS: Readonly<Record<PlatformRole, readonly PlatformPermission[]>> = {
  viewer: ['view'],
  operator: ['view', 'deploy'],
  admin: ['view', 'deploy', 'manage-users'],
};

export function roleAllows(role: PlatformRole, permission: PlatformPermission): boolean {
  return GRANTS[role].includes(permission);
}

export function isPlatformRole(v: unknown): v is PlatformRole {
  return typeof v === 'string' && (PLATFORM_ROLES as readonly string[]).includes(v);
}

/** A user name: 2–32 of a–z, 0–9, `.`, `_`, `-`, starting with a letter or digit. */
export const USER_NAME = /^[a-z0-9][a-z0-9._-]{1,31}$/;

export interface PlatformUser {
  readonly id: number;
  readonly name: string;
  readonly role: PlatformRole;
  readonly disabled: boolean;
}

/** Adds a user (the CLI, an admin); throws with a readable message for a bad name, role or password, or a taken name. */
export async function addUser(
  db: Db,
  name: string,
  role: string,
  password: string,
  options?: HashOptions,
): Promise<PlatformUser> {
  if (!USER_NAME.test(name)) throw new Error('A user name is 2–32 characters of a–z, 0–9, ".", "_" and "-".');
  if (!isPlatformRole(role)) throw new Error(`The role is one of ${PLATFORM_ROLES.join(', ')}.`);
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const hash = await hashPassword(password, options);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO platform_users (name, role, password_hash) VALUES ($1, $2, $3)
     ON CONFLICT (name) DO NOTHING RETURNING id`,
    [name, role, hash],
  );
  if (!rows[0]) throw new Error(`The user ${name} exists already.`);
  return { id: rows[0].id, name, role, disabled: false };
}

/** Sets a user's password (the CLI's `passwd`); false when there is no such user. */
export async function setPassword(
  db: Db,
  name: string,
  password: string,
  options?: HashOptions,
): Promise<boolean> {
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const hash = await hashPassword(password, options);
  const { affectedRows } = await db.query('UPDATE platform_users SET password_hash = $2 WHERE name = $1', [
    name,
    hash,
  ]);
  if (affectedRows)
    await db.query(
      'DELETE FROM platform_sessions WHERE user_id = (SELECT id FROM platform_users WHERE name = $1)',
      [name],
    );
  return affectedRows > 0;
}

/** Disables (or enables) a user; a disabled user's sessions end at once. */
export async function setDisabled(db: Db, name: string, disabled: boolean): Promise<boolean> {
  const { affectedRows } = await db.query('UPDATE platform_users SET disabled = $2 WHERE name = $1', [
    name,
    disabled,
  ]);
  if (affectedRows && disabled)
    await db.query(
      'DELETE FROM platform_sessions WHERE user_id = (SELECT id FROM platform_users WHERE name = $1)',
      [name],
    );
  return affectedRows > 0;
}

export async function listUsers(db: Db): Promise<PlatformUser[]> {
  const { rows } = await db.query<PlatformUser>(
    'SELECT id, name, role, disabled FROM platform_users ORDER BY name',
  );
  return rows;
}

/**
 * The user whose name and password match, or null: unknown names verify against a decoy hash, so
 * the answer takes as long either way; a disabled user is refused after the same work.
 */
export async function checkLogin(
  db: Db,
  name: string,
  password: string,
  options?: HashOptions,
): Promise<PlatformUser | null> {
  const { rows } = await db.query<PlatformUser & { password_hash: string }>(
    'SELECT id, name, role, disabled, password_hash FROM platform_users WHERE name = $1',
    [name],
  );
  const row = rows[0];
  const ok = await verifyPassword(row?.password_hash ?? (await decoyHash(options)), password);
  if (!row || !ok || row.disabled) return null;
  return { id: row.id, name: row.name, role: row.role, disabled: false };
}
