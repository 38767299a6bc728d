import { GraphQLError, validate, type DocumentNode, type GraphQLSchema, type ValidationRule } from 'graphql';
import { parseLimited, type GraphqlLimits } from '@sf/server-kit';

/** Parsed documents kept at most (persisted documents are few; arbitrary ones are evicted first-in first-out). */
const MAX_CACHED = 500;

/**
 * Parses (with the token limit) and validates (with `rules`: the limits, one mutation field,
 * introspection policy) documents, caching both: parsing by text, validation per stitched schema
 * (a rebuilt schema validates again). Persisted documents are parsed once.
 */
export function createDocumentCache(
  limits: Pick<GraphqlLimits, 'maxTokens'>,
  rules: ReadonlyArray<ValidationRule>,
): {
  parse(text: string): DocumentNode | GraphQLError;
  validate(schema: GraphQLSchema, document: DocumentNode): ReadonlyArray<GraphQLError>;
} {
  const parsed = new Map<string, DocumentNode>();
  const valid = new WeakMap<GraphQLSchema, WeakSet<DocumentNode>>();
  return {
    parse(text) {
      const hit = parsed.get(text);
      if (hit) return hit;
      const doc = parseLimited(text, limits);
      if (doc instanceof GraphQLError) return doc;
      if (parsed.size >= MAX_CACHED) parsed.delete(parsed.keys().next().value as string);
      parsed.set(text, doc);
      return doc;
    },
    validate(schema, document) {
      let docs = valid.get(schema);
      if (docs?.has(document)) return [];
      const errors = validate(schema, document, rules);
      if (errors.length === 0) {
        if (!docs) valid.set(schema, (docs = new WeakSet()));
        docs.add(document);
      }
      return errors;
    },
  };
}
