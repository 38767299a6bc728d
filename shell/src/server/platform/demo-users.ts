import type { Db } from '@sf/data';
import { addUser, type PlatformRole } from './users';
import type { HashOptions } from '@sf/server-kit';

/**
 * The demo platform users a start with development features writes into an empty user table (decision
 * 0150; never in production, where the first admin comes from `npm run platform:user -- add`).
 */
export const DEMO_PLATFORM_USERS: readonly { name: string; role: PlatformRole; password: string }[] = [
  { name: 'platform-admin', role: 'admin', password: 'Plattform-Demo-Admin-2026' },
  { name: 'platform-operator', role: 'operator', password: 'Plattform-Demo-Operator-2026' },
  { name: 'platform-viewer', role: 'viewer', password: 'Plattform-Demo-Viewer-2026' },
];

/** Writes the demo users when nobody is there yet; the number written. */
export async function seedDemoPlatformUsers(db: Db, options?: HashOptions): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM platform_users');
  if (rows[0]!.n > 0) return 0;
  for (const u of DEMO_PLATFORM_USERS) await addUser(db, u.name, u.role, u.password, options);
  return DEMO_PLATFORM_USERS.length;
}
