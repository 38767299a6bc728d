import { sha256Hex } from '@sf/contracts';
import { type GraphQLParams } from './request-params';
import { failure, type GatewayFailure } from './responses';

/** Which documents may run: persisted ones always, text documents only when allowed. */
export interface DocumentPolicy {
  readonly persistedDocuments: (() => Promise<Readonly<Record<string, string>>>) | undefined;
  readonly allowArbitraryDocuments: boolean;
}

async function lookup(policy: DocumentPolicy, id: string): Promise<string | undefined> {
  const docs = policy.persistedDocuments ? await policy.persistedDocuments() : {};
  const doc = Object.hasOwn(docs, id) ? docs[id] : undefined;
  return typeof doc === 'string' ? doc : undefined;
}

/**
 * The document text a request runs. A text `query` wins when arbitrary documents are allowed
 * (so a client that retries "hash + query" after `PersistedQueryNotFound` works); otherwise a
 * text runs only if its sha256 is persisted. A `documentId` alone must be persisted.
 */
export async function resolveDocumentText(
  params: GraphQLParams,
  policy: DocumentPolicy,
): Promise<string | GatewayFailure> {
  if (params.query !== undefined) {
    if (policy.allowArbitraryDocuments) return params.query;
    if ((await lookup(policy, await sha256Hex(params.query))) !== undefined) return params.query;
    return failure(400, 'PersistedQueryOnly', 'PERSISTED_QUERY_ONLY');
  }
  if (params.documentId !== undefined) {
    const doc = await lookup(policy, params.documentId);
    return doc ?? failure(400, 'PersistedQueryNotFound', 'PERSISTED_QUERY_NOT_FOUND');
  }
  return failure(400, 'The request has neither a query nor a documentId.', 'BAD_REQUEST');
}
