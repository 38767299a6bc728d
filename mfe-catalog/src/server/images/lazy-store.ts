/**
 * Pictures drawn when first asked for, not at seed time. Drawing a master costs ~50 ms, and a
 * catalog of 10,000 products has tens of thousands of variant colours and views: drawing them all
 * would make the first `npm start` take many minutes. The seed therefore records only each picture's
 * spec under its spec id ({@link specImageId}); the first request for that id draws the master
 * (one drawing per id at a time, a bounded number at once), keeps it in the disk store and serves it
 * like any stored picture from then on. Ids the catalog does not know are never drawn.
 */
import { createHash } from 'node:crypto';
import { drawProductImage } from './draw-product-image';
import { createLimiter } from './limiter';
import { isImageId, type DiskImageStore, type ImageStore } from './store';
import type { ImageSpec } from './types';

/** The id of a drawn picture: sha256 of its spec (the drawing is deterministic: same spec, same bytes). */
export function specImageId(spec: ImageSpec): string {
  return createHash('sha256')
    .update(`drawn-v1|${spec.kind}|${spec.colour.toLowerCase()}|${spec.seed}|${spec.view}`)
    .digest('hex');
}

/** Options of {@link createDrawingStore}. */
export interface DrawingStoreOptions {
  /** The spec the catalog recorded for an id, or null for an id it does not know. */
  readonly specOf: (id: string) => Promise<ImageSpec | null>;
  /** Drawings at once (default 1: the transforms need the other core). */
  readonly concurrency?: number;
  /** Replaces the drawing (tests). */
  readonly draw?: (spec: ImageSpec) => Promise<Uint8Array>;
}

/**
 * A store that draws a known picture on its first `get`: stored pictures come from `store`; a missing
 * id whose spec the catalog knows (and whose spec id it is) is drawn, kept and returned.
 */
export function createDrawingStore(store: DiskImageStore, opts: DrawingStoreOptions): ImageStore {
  const draw = opts.draw ?? drawProductImage;
  const limiter = createLimiter(opts.concurrency ?? 1);
  const drawing = new Map<string, Promise<Uint8Array | null>>();

  const drawOnce = (id: string): Promise<Uint8Array | null> => {
    const running = drawing.get(id);
    if (running) return running;
    const work = (async () => {
      const spec = await opts.specOf(id);
      if (!spec || specImageId(spec) !== id) return null;
      const bytes = await limiter.run(() => draw(spec));
      await store.putAs(id, bytes);
      return bytes;
    })().finally(() => drawing.delete(id));
    drawing.set(id, work);
    return work;
  };

  return {
    put: (bytes) => store.put(bytes),
    async get(id) {
      if (!isImageId(id)) return null;
      return (await store.get(id)) ?? drawOnce(id);
    },
    async has(id) {
      if (!isImageId(id)) return false;
      if (await store.has(id)) return true;
      const spec = await opts.specOf(id);
      return spec !== null && specImageId(spec) === id;
    },
  };
}
