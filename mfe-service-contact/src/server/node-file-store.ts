/**
 * The directory file store (Node file system): part of the Node adapter (`node.ts`), kept in its
 * own file so the unit tests can use it against a temporary directory.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileStore } from './domain/file-store';

/** Files under `dir/<message id>/<attachment id>`, written atomically (temp file, then rename). */
export function createDirectoryFileStore(dir: string): FileStore {
  const file = (key: string) => {
    assertStorageKey(key);
    return path.join(dir, ...key.split('/'));
  };
  return {
    kind: 'directory',
    async put(key, bytes) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(`${target}.tmp`, bytes, { mode: 0o600 });
      await rename(`${target}.tmp`, target);
    },
    async get(key) {
      return new Uint8Array(await readFile(file(key)));
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
}
