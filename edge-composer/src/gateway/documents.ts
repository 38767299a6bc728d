import { GraphQLError, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';

/** Parsed documents kept at most (persisted documents are few; arbitrary ones are evicted first-in first-out). */
const MAX_CACHED = 500;

/**
 * Parses and validates documents, caching both: parsing by text, validation per stitched
 * schema (a rebuilt schema validates again). Persisted documents are parsed once.
 */
export function createDocumentCache(): {
  parse(text: string): DocumentNode | GraphQLError;
  validate(schema: GraphQLSchema, document: DocumentNode): ReadonlyArray<GraphQLError>;
} {
  const parsed = new Map<string, DocumentNode>();
  const valid = new WeakMap<GraphQLSchema, WeakSet<DocumentNode>>();
  return {
    parse(text) {
      const hit = parsed.get(text);
      if (hit) return hit;
      try {
        const doc = parse(text);
        if (parsed.size >= MAX_CACHED) parsed.delete(parsed.keys().next().value as string);
        parsed.set(text, doc);
        return doc;
      } catch (error) {
        return error instanceof GraphQLError ? error : new GraphQLError(String(error));
      }
    },
    validate(schema, document) {
      let docs = valid.get(schema);
      if (docs?.has(document)) return [];
      const errors = validate(schema, document);
      if (errors.length === 0) {
        if (!docs) valid.set(schema, (docs = new WeakSet()));
        docs.add(document);
      }
      return errors;
    },
  };
}
