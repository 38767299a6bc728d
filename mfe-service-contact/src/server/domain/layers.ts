import type { Locale } from '@sf/contracts';
import type { ContentBucket } from '@sf/server-kit';
import type { LayerContent } from '../../shared/state';

/** Layer ids: lower-case words with dashes (they name content bucket documents). */
const LAYER_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a string can be a layer id. */
export function isLayerId(id: string): boolean {
  return id.length <= 80 && LAYER_ID.test(id);
}

/** The locale of a layer language (`de`, `fr`, `nl`), or null. */
export function localeOfLanguage(language: string): Locale | null {
  return language === 'de' ? 'de-DE' : language === 'fr' ? 'fr-CH' : language === 'nl' ? 'nl-NL' : null;
}

/**
 * A service layer's content from the content bucket (`servicelayer-<id>` of the locale: `{ title,
 * paragraphs }`); null when the id is malformed, the document is missing or malformed, or the
 * bucket fails (the page then shows the layer load failure message).
 */
export async function loadLayer(
  bucket: ContentBucket | null,
  locale: Locale,
  id: string,
): Promise<LayerContent | null> {
  if (!bucket || !isLayerId(id)) return null;
  let doc: unknown;
  try {
    doc = await bucket.get<unknown>(locale, `servicelayer-${id}`);
  } catch {
    return null;
  }
  if (typeof doc !== 'object' || doc === null) return null;
  const { title, paragraphs } = doc as { title?: unknown; paragraphs?: unknown };
  if (
    typeof title !== 'string' ||
    !Array.isArray(paragraphs) ||
    !paragraphs.every((p) => typeof p === 'string')
  )
    return null;
  return { id, title, paragraphs: paragraphs as string[] };
}

/** The path prefix of the service layers in a locale (`/fr/servicelayer/` in fr-CH). */
export function layerPathPrefix(locale: Locale): string {
  return locale === 'fr-CH' ? '/fr/servicelayer/' : '/servicelayer/';
}

/**
 * The index of the service layers (`/servicelayer/`): the content bucket's `servicelayer` document of
 * the locale (`{ title, paragraphs, layers: [{ id, title }] }`) with a link to each layer; layers
 * with a malformed id are left out. Null when the document is missing, malformed or the bucket fails.
 */
export async function loadLayerIndex(
  bucket: ContentBucket | null,
  locale: Locale,
): Promise<LayerContent | null> {
  if (!bucket) return null;
  let doc: unknown;
  try {
    doc = await bucket.get<unknown>(locale, 'servicelayer');
  } catch {
    return null;
  }
  if (typeof doc !== 'object' || doc === null) return null;
  const { title, paragraphs, layers } = doc as { title?: unknown; paragraphs?: unknown; layers?: unknown };
  if (
    typeof title !== 'string' ||
    !Array.isArray(paragraphs) ||
    !paragraphs.every((p) => typeof p === 'string') ||
    !Array.isArray(layers)
  )
    return null;
  const prefix = layerPathPrefix(locale);
  const links = layers.flatMap((l: unknown) => {
    const { id, title: label } = (typeof l === 'object' && l !== null ? l : {}) as {
      id?: unknown;
      title?: unknown;
    };
    return typeof id === 'string' && isLayerId(id) && typeof label === 'string' && label.length > 0
      ? [{ href: `${prefix}${id}`, label }]
      : [];
  });
  return { id: 'index', title, paragraphs: paragraphs as string[], links };
}
