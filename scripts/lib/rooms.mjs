// The rooms every remote has (ARCHITECTURE §2, issue 27): what a newcomer finds in each `mfe-*`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A room: its name and whether a remote's folder has it. */
export const ROOMS = [
  { room: 'src/exposes', has: (dir) => nonEmptyDir(join(dir, 'src/exposes')) },
  { room: 'src/features', has: (dir) => nonEmptyDir(join(dir, 'src/features')) },
  { room: 'src/server on @sf/remote-server', has: (dir) => importsPreset(join(dir, 'src/server')) },
  { room: 'src/messages/*.json', has: (dir) => jsonMessagesOnly(join(dir, 'src/messages')) },
  { room: 'src/standalone', has: (dir) => nonEmptyDir(join(dir, 'src/standalone')) },
  { room: 'e2e', has: (dir) => nonEmptyDir(join(dir, 'e2e')) },
  { room: 'README.md', has: (dir) => existsSync(join(dir, 'README.md')) },
];

/**
 * Rooms a remote does not have yet, each with the reason: the one place a gap may be named. A gap
 * listed here that is closed fails the check too (the allowance must go with it).
 */
export const KNOWN_GAPS = {};

function nonEmptyDir(path) {
  return existsSync(path) && statSync(path).isDirectory() && readdirSync(path).length > 0;
}

function filesBelow(path) {
  if (!existsSync(path)) return [];
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath ?? e.path, e.name));
}

function importsPreset(serverDir) {
  return filesBelow(serverDir).some(
    (f) => /\.tsx?$/.test(f) && /from '@sf\/remote-server'/.test(readFileSync(f, 'utf8')),
  );
}

function jsonMessagesOnly(messagesDir) {
  if (!nonEmptyDir(messagesDir)) return false;
  const files = readdirSync(messagesDir);
  return files.includes('de-DE.json') && files.every((f) => f.endsWith('.json'));
}

/** The remotes of a checkout: every `mfe-*` folder. */
export function remotesOf(root) {
  return readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name.startsWith('mfe-'))
    .map((e) => e.name)
    .sort();
}

/**
 * What is wrong with the rooms of a checkout: a room missing that no known gap names, and a known
 * gap that is closed (its allowance left behind). Empty when all is as it should be.
 */
export function roomProblems(root, gaps = KNOWN_GAPS) {
  const problems = [];
  for (const remote of remotesOf(root)) {
    const allowed = gaps[remote] ?? {};
    for (const { room, has } of ROOMS) {
      const present = has(join(root, remote));
      if (!present && !allowed[room]) problems.push(`${remote}: missing ${room}`);
      if (present && allowed[room])
        problems.push(`${remote}: has ${room} now; remove its known gap in scripts/lib/rooms.mjs`);
    }
  }
  for (const remote of Object.keys(gaps))
    if (!existsSync(join(root, remote)))
      problems.push(`${remote}: a known gap for a remote that does not exist`);
  return problems;
}
