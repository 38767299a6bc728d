/**
 * Transformed pictures, made once: a byte-bounded in-memory LRU (lru-cache), then files in
 * `cacheDir` (atomic writes, shared by processes), then the transform itself under a concurrency
 * limit. Concurrent requests for the same picture share one promise (in-flight dedupe).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import { createLimiter } from './limiter';
import { writeFileAtomic, type ImageStore } from './store';
import { transformImage } from './transform';
import type { ImageFormat } from './types';

export interface TransformCacheOptions {
  /** Folder of transformed files; none: memory only. */
  readonly cacheDir?: string | undefined;
  /** Bytes kept in memory (default 32 MiB). */
  readonly memoryBytes?: number;
  /** Transforms running at once (default 2, one per core of the target machine). */
  readonly concurrency?: number;
  /** The transform (tests count calls); default {@link transformImage}. */
  readonly transform?: (master: Uint8Array, width: number, format: ImageFormat) => Promise<Uint8Array>;
  readonly logger?: { error(m: string, f?: object): void } | undefined;
}

/** Where answers came from since start (for tests and the bench). */
export interface TransformStats {
  memoryHits: number;
  diskHits: number;
  transforms: number;
  shared: number;
}

export interface TransformCache {
  /** The picture, or null when the store has no master with that id. */
  get(id: string, width: number, format: ImageFormat): Promise<Uint8Array | null>;
  readonly stats: Readonly<TransformStats>;
}

/** Makes the cache in front of the transform of one store. */
export function createTransformCache(store: ImageStore, opts: TransformCacheOptions = {}): TransformCache {
  const memory = new LRUCache<string, Uint8Array>({
    maxSize: opts.memoryBytes ?? 32 * 1024 * 1024,
    sizeCalculation: (bytes) => Math.max(1, bytes.byteLength),
  });
  const inFlight = new Map<string, Promise<Uint8Array | null>>();
  const limiter = createLimiter(opts.concurrency ?? 2);
  const transform = opts.transform ?? transformImage;
  const stats: TransformStats = { memoryHits: 0, diskHits: 0, transforms: 0, shared: 0 };
  const fileOf = (id: string, width: number, format: ImageFormat) =>
    opts.cacheDir === undefined ? null : join(opts.cacheDir, id.slice(0, 2), `${id}-${width}.${format}`);

  async function readDisk(file: string | null): Promise<Uint8Array | null> {
    if (file === null) return null;
    try {
      const buf = await readFile(file);
      return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
    } catch {
      return null;
    }
  }

  async function make(
    key: string,
    id: string,
    width: number,
    format: ImageFormat,
  ): Promise<Uint8Array | null> {
    const file = fileOf(id, width, format);
    const cached = await readDisk(file);
    if (cached) {
      stats.diskHits++;
      memory.set(key, cached);
      return cached;
    }
    const made = await limiter.run(async () => {
      const master = await store.get(id);
      if (master === null) return null;
      stats.transforms++;
      return transform(master, width, format);
    });
    if (made === null) return null;
    memory.set(key, made);
    if (file !== null) {
      // a failed cache write costs a later transform, never this answer
      await writeFileAtomic(file, made).catch((error: unknown) =>
        opts.logger?.error('image cache write failed', { file, error: String(error) }),
      );
    }
    return made;
  }

  return {
    stats,
    get(id, width, format) {
      const key = `${id}/${width}.${format}`;
      const hit = memory.get(key);
      if (hit) {
        stats.memoryHits++;
        return Promise.resolve(hit);
      }
      const pending = inFlight.get(key);
      if (pending) {
        stats.shared++;
        return pending;
      }
      const promise = make(key, id, width, format).finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return promise;
    },
  };
}
