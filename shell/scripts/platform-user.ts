/**
 * `npm run platform:user -- <command>` (decision 0150): the platform team's users in the platform
 * schema (PGlite in the data dir — run it while the shop is stopped — or PostgreSQL by DATABASE_URL).
 *
 *   add <name> --role viewer|operator|admin [--password-stdin]   a new user; without --password-stdin a
 *                                                                 random password is printed once
 *   passwd <name> [--password-stdin]                              a new password (ends the user's sessions)
 *   disable <name> | enable <name>                                a disabled user's sessions end at once
 *   list
 *
 * Every change is written to the audit log as done by `cli`.
 */
import { randomBytes } from 'node:crypto';
import { migrate, openDatabase } from '@sf/data';
import { audit } from '../src/server/platform/audit';
import { PLATFORM_TEAM_MIGRATIONS } from '../src/server/platform/migrations';
import { addUser, listUsers, setDisabled, setPassword } from '../src/server/platform/users';
import { PLATFORM_MIGRATIONS } from '../src/server/vitals/vitals-migrations';

const USAGE =
  'usage: npm run platform:user -- add <name> --role viewer|operator|admin [--password-stdin] | passwd <name> [--password-stdin] | disable <name> | enable <name> | list';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

async function passwordOf(args: readonly string[]): Promise<{ password: string; generated: boolean }> {
  if (args.includes('--password-stdin')) return { password: await readStdin(), generated: false };
  return { password: randomBytes(18).toString('base64url'), generated: true };
}

async function main(argv: readonly string[]): Promise<number> {
  const [command, name] = argv;
  if (!command || (command !== 'list' && !name)) {
    console.error(USAGE);
    return 2;
  }
  const db = await openDatabase({ domain: 'platform' });
  try {
    await migrate(db, [...PLATFORM_MIGRATIONS, ...PLATFORM_TEAM_MIGRATIONS]);
    const done = (action: Parameters<typeof audit>[1]['action'], detail = '') =>
      audit(db, { actor: 'cli', action, outcome: 'ok', detail });
    switch (command) {
      case 'list':
        for (const u of await listUsers(db))
          console.log(`${u.name}\t${u.role}${u.disabled ? '\tdisabled' : ''}`);
        return 0;
      case 'add': {
        const roleAt = argv.indexOf('--role');
        const role = roleAt > 0 ? (argv[roleAt + 1] ?? '') : '';
        const { password, generated } = await passwordOf(argv);
        await addUser(db, name!, role, password);
        await done('user-add', `${name} as ${role}`);
        console.log(`[platform:user] ${name} added as ${role}.`);
        if (generated) console.log(`[platform:user] password (shown once): ${password}`);
        return 0;
      }
      case 'passwd': {
        const { password, generated } = await passwordOf(argv);
        if (!(await setPassword(db, name!, password))) throw new Error(`There is no user ${name}.`);
        await done('user-password', name);
        console.log(`[platform:user] new password for ${name}; their sessions ended.`);
        if (generated) console.log(`[platform:user] password (shown once): ${password}`);
        return 0;
      }
      case 'disable':
      case 'enable': {
        if (!(await setDisabled(db, name!, command === 'disable')))
          throw new Error(`There is no user ${name}.`);
        await done(command === 'disable' ? 'user-disable' : 'user-enable', name);
        console.log(`[platform:user] ${name} ${command}d.`);
        return 0;
      }
      default:
        console.error(USAGE);
        return 2;
    }
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[platform:user] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
