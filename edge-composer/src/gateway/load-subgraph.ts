import {
  buildClientSchema,
  buildSchema,
  getIntrospectionQuery,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { type Subgraph } from './types';

/** The remote's server has no GraphQL endpoint at all (404 for both the SDL and the endpoint): not a subgraph. */
export class NoSubgraphError extends Error {
  constructor(url: string) {
    super(`${url} is not a GraphQL endpoint (404)`);
    this.name = 'NoSubgraphError';
  }
}

/**
 * Loads a subgraph's schema: `GET <url>/sdl` (SDL text, the convention of our domain servers),
 * or, when that path is 404, an introspection query POSTed to `<url>`. Throws when the
 * subgraph is down or answers nonsense (the caller leaves it out and retries later), and
 * {@link NoSubgraphError} when the server has no GraphQL endpoint (a remote with REST only).
 */
export async function loadSubgraphSchema(
  subgraph: Subgraph,
  fetchFn: typeof fetch,
  timeoutMs: number,
): Promise<GraphQLSchema> {
  const sdlUrl = `${subgraph.url.replace(/\/+$/, '')}/sdl`;
  const res = await fetchFn(sdlUrl, {
    headers: { accept: 'text/plain, application/graphql' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (res.ok) return buildSchema(await res.text());
  await res.body?.cancel();
  if (res.status !== 404) throw new Error(`GET ${sdlUrl} answered ${res.status}`);

  const intro = await fetchFn(subgraph.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
    },
    body: JSON.stringify({ query: getIntrospectionQuery() }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (intro.status === 404) {
    await intro.body?.cancel();
    throw new NoSubgraphError(subgraph.url);
  }
  const body = (await intro.json().catch(() => null)) as { data?: IntrospectionQuery | null } | null;
  if (!body?.data) throw new Error(`Introspection of ${subgraph.url} answered ${intro.status} without data`);
  return buildClientSchema(body.data);
}
