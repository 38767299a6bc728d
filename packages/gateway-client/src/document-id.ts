import { formatDocument, gql, stringifyDocument } from '@urql/core';
import { sha256Hex } from '@sf/contracts';

/** SHA-256 of UTF-8 text as lowercase hex (the one Web Crypto helper of `@sf/contracts`). */
export { sha256Hex };

/** A GraphQL document (typed or not) or its source text. */
export type PersistableDocument = Parameters<typeof formatDocument>[0] | string;

/**
 * The exact text of a document as this client sends it: urql's print of the document with
 * `__typename` added (what the document cache needs). The build registers documents by the same
 * text, so use this function there too.
 */
export function persistedDocumentText(document: PersistableDocument): string {
  const node = typeof document === 'string' ? gql(document) : document;
  return stringifyDocument(formatDocument(node) as Parameters<typeof stringifyDocument>[0]);
}

/**
 * The persisted-document id the gateway knows a document by: sha256 hex of
 * {@link persistedDocumentText}.
 * @example await persistedDocumentId(gql`query Me { me { id } }`) // '3b1f…'
 */
export function persistedDocumentId(document: PersistableDocument): Promise<string> {
  return sha256Hex(persistedDocumentText(document));
}
