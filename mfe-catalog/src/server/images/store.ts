/**
 * Content-addressed store of master pictures on disk: the id is the sha256 (hex) of the bytes, the
 * file lives at `<dir>/<id[0..2]>/<id>`. Writes go to a unique temporary file in the same folder and
 * are renamed into place, so a reader never sees half a file and two processes writing the same id
 * both succeed (the rename is atomic; both wrote identical bytes).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Content-addressed store of master pictures: id = sha256 hex of the bytes. */
export interface ImageStore {
  put(bytes: Uint8Array): Promise<string>;
  get(id: string): Promise<Uint8Array | null>;
  has(id: string): Promise<boolean>;
}

/** The disk store also says where it keeps its files (imageRoutes puts its cache beside them). */
export interface DiskImageStore extends ImageStore {
  readonly dir: string;
  /**
   * Keeps `bytes` under a name the caller derived (a drawn picture's spec id, see `lazy-store.ts`):
   * the bytes a deterministic drawing gives for that name, so the name stays as good as a hash.
   */
  putAs(id: string, bytes: Uint8Array): Promise<void>;
}

const ID = /^[0-9a-f]{64}$/;

/** Whether `id` has the form of a store id (64 lowercase hex digits); only such ids touch the disk. */
export function isImageId(id: string): boolean {
  return ID.test(id);
}

/** sha256 of the bytes as lowercase hex: the id a store gives them. */
export function imageIdOf(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Writes `bytes` to `file` atomically: a temporary file beside it (unique per process and call),
 * then a rename over the target. Creates the folder.
 */
export async function writeFileAtomic(file: string, bytes: Uint8Array): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(tmp, bytes, { flag: 'wx' });
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

/**
 * Files under `dir` (the catalog passes `.data/catalog-images` at the repo root). `get`/`has` answer
 * null/false for anything that is not a well-formed id, without touching the disk; `put` refuses
 * empty input.
 */
export function createImageStore(dir: string): DiskImageStore {
  const fileOf = (id: string) => join(dir, id.slice(0, 2), id);
  return {
    dir,
    async put(bytes) {
      if (!(bytes instanceof Uint8Array) || bytes.byteLength === 0)
        throw new TypeError('an image needs some bytes');
      const id = imageIdOf(bytes);
      const file = fileOf(id);
      const existing = await stat(file).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (existing?.size !== bytes.byteLength) await writeFileAtomic(file, bytes);
      return id;
    },
    async putAs(id, bytes) {
      if (!isImageId(id)) throw new TypeError('an image id is 64 lowercase hexadecimal digits');
      if (!(bytes instanceof Uint8Array) || bytes.byteLength === 0)
        throw new TypeError('an image needs some bytes');
      await writeFileAtomic(fileOf(id), bytes);
    },
    async get(id) {
      if (!isImageId(id)) return null;
      try {
        const buf = await readFile(fileOf(id));
        return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async has(id) {
      if (!isImageId(id)) return false;
      try {
        return (await stat(fileOf(id))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}
