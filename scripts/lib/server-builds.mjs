// A domain server's build as a deployable, immutable thing (decision 0205): `dist/server` of an app is
// fingerprinted (sha256 over its files) and copied to `<data>/servers/<app>/<digest>/`, from where its
// process runs. A rebuild of `dist/server` then never changes the code of a running (or restarted)
// older version, and a rollback finds the older version's code where it left it.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import path from 'node:path';
import { ROOT } from './stack.mjs';

/** The file every server build starts with (the domain server; the shell's fragment server). */
export const SERVER_ENTRY = 'index.js';

/** Every file below `dir`, relative, sorted (a stable order for the digest). */
function filesOf(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? filesOf(dir, path.join(prefix, d.name)) : [path.join(prefix, d.name)]))
    .sort();
}

/**
 * The server build in `dir` (`<app>/dist/server`, or a CI artefact's `server/`): `{ dir, digest }`,
 * the digest being the first 16 hex of sha256 over its file names and contents; null without `index.js`.
 */
export function serverBuildIn(dir) {
  if (!existsSync(path.join(dir, SERVER_ENTRY))) return null;
  const hash = createHash('sha256');
  for (const file of filesOf(dir))
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(dir, file)));
  return { dir, digest: hash.digest('hex').slice(0, 16) };
}

/**
 * Copies a server build to `<dataDir>/servers/<app>/<digest>/` (once; a copy is never changed) and
 * returns that folder. The copy resolves its packages (react, pg, …: external to the bundle) through
 * links to the app's and the repository's `node_modules`.
 */
export function installServerBuild(dataDir, app, build) {
  const appDir = path.join(dataDir, 'servers', app.name);
  const target = path.join(appDir, build.digest);
  link(path.join(dataDir, 'servers', 'node_modules'), path.join(ROOT, 'node_modules'));
  link(path.join(appDir, 'node_modules'), path.join(app.dir, 'node_modules'));
  if (!existsSync(target)) {
    const tmp = `${target}.${process.pid}.tmp`;
    rmSync(tmp, { recursive: true, force: true });
    cpSync(build.dir, tmp, { recursive: true });
    renameSync(tmp, target);
  }
  return target;
}

function link(from, to) {
  if (!existsSync(to) || existsSync(from)) return;
  mkdirSync(path.dirname(from), { recursive: true });
  try {
    symlinkSync(to, from, 'dir');
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
  }
}
