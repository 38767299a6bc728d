import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  specifiedRules,
  type ASTVisitor,
  type DocumentNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/** The limits every GraphQL document meets, at the gateway and in every subgraph. */
export interface GraphqlLimits {
  /** Most lexical tokens; parsing stops there (graphql-armor max-tokens). */
  readonly maxTokens: number;
  /** Deepest field nesting (graphql-armor max-depth, fragments followed). */
  readonly maxDepth: number;
  /** Most aliases in an operation (graphql-armor max-aliases). */
  readonly maxAliases: number;
  /** Highest cost: objects 2, scalars 1, ×1.5 per level (graphql-armor cost-limit). */
  readonly maxCost: number;
}

/**
 * The platform's limits. A storefront query is a handful of levels and well below these; the
 * subgraphs get more aliases because the gateway aliases the root fields it batches.
 */
export const DEFAULT_GRAPHQL_LIMITS: GraphqlLimits = {
  maxTokens: 2000,
  maxDepth: 10,
  maxAliases: 15,
  maxCost: 5000,
};

/**
 * Parses a document with the token limit (graphql-armor's parser): a GraphQL syntax error (or
 * `Token limit … exceeded`) comes back as a value, never thrown.
 */
export function parseLimited(
  text: string,
  limits: Pick<GraphqlLimits, 'maxTokens'> = DEFAULT_GRAPHQL_LIMITS,
): DocumentNode | GraphQLError {
  try {
    return new MaxTokensParserWLexer(text, { n: limits.maxTokens, noLocation: false }).parseDocument();
  } catch (error) {
    return error instanceof GraphQLError
      ? error
      : new GraphQLError('Syntax Error: the document cannot be parsed.');
  }
}

/** Number of root fields a selection set selects, through inline fragments and spreads. */
function rootFieldCount(context: ValidationContext, set: SelectionSetNode, seen = new Set<string>()): number {
  let count = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) count += selection.name.value === '__typename' ? 0 : 1;
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      count += rootFieldCount(context, selection.selectionSet, seen);
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = context.getFragment(selection.name.value);
      if (fragment) count += rootFieldCount(context, fragment.selectionSet, seen);
    }
  }
  return count;
}

/**
 * Validation rule: a mutation operation selects exactly one root field (besides `__typename`), so
 * one request changes one thing and its rate limits and audit line mean one action.
 */
export const oneRootMutationFieldRule: ValidationRule = (context): ASTVisitor => ({
  OperationDefinition(node) {
    if (node.operation === 'mutation' && rootFieldCount(context, node.selectionSet) > 1) {
      context.reportError(new GraphQLError('A request may run only one mutation field.', { nodes: [node] }));
    }
  },
});

/** Options of {@link limitRules}. */
export interface LimitRulesOptions {
  readonly limits?: Partial<GraphqlLimits>;
  /** Whether `__schema`/`__type` may be queried (development features only). */
  readonly introspection: boolean;
}

/**
 * graphql-js's specified rules plus depth, alias and cost limits (graphql-armor rules, reporting
 * instead of throwing, so an over-limit document is a validation error, never a 500), one root
 * mutation field, and — unless `introspection` — no schema introspection.
 */
export function limitRules(opts: LimitRulesOptions): ValidationRule[] {
  const limits = { ...DEFAULT_GRAPHQL_LIMITS, ...opts.limits };
  const report = [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)];
  const armor = { propagateOnRejection: false, onReject: report } as const;
  return [
    ...specifiedRules,
    maxDepthRule({ n: limits.maxDepth, ...armor }),
    maxAliasesRule({ n: limits.maxAliases, ...armor }),
    costLimitRule({ maxCost: limits.maxCost, ...armor }),
    oneRootMutationFieldRule,
    ...(opts.introspection ? [] : [NoSchemaIntrospectionCustomRule]),
  ];
}
