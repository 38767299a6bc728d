import type { RoutesDocument } from '@sf/contracts';
import type { OwnedRoute, RouteTable } from '@sf/i18n';

/**
 * The composed route tables by revision (decision 0235). A page's fragment requests name the revision
 * of the table the page is composed with (`x-sf-routes`); a fragment server that does not know it yet
 * asks `GET /_sf/routes/<revision>` for the table and links other owners' pages from it. A revision
 * is a digest of the table's routes, so the same routes have the same revision in every composer
 * process (several composers on one registry, a restart).
 */

/** At most this many tables are kept answerable (the live ones of each tenant, canaries, overrides). */
const MAX_REVISIONS = 64;

const documents = new Map<string, string>();
const revisions = new WeakMap<RouteTable<OwnedRoute>, string>();

/** FNV-1a, 32 bits, of a string's UTF-16 code units, with a seed: two of them make the digest. */
function fnv1a(text: string, seed: number): number {
  let hash = 0x811c9dc5 ^ seed;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The revision of a table's routes, remembered per table; its document is answerable from then on. */
export function routesRevisionOf(table: RouteTable<OwnedRoute>): string {
  let revision = revisions.get(table);
  if (revision && documents.has(revision)) return revision;
  const json = JSON.stringify(table.routes);
  revision ??= `r${fnv1a(json, 0).toString(36)}${fnv1a(json, 0x9e3779b9).toString(36)}-${json.length.toString(36)}`;
  revisions.set(table, revision);
  if (!documents.has(revision)) {
    // forgotten first in first out; a table still served is entered again on its next page
    if (documents.size >= MAX_REVISIONS) documents.delete(documents.keys().next().value!);
    const document: RoutesDocument = { revision, routes: table.routes };
    documents.set(revision, JSON.stringify(document));
  }
  return revision;
}

/** The JSON document of a revision this process composed, or `undefined` (unknown or forgotten). */
export function routesDocument(revision: string): string | undefined {
  return documents.get(revision);
}
