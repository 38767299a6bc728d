import type { AnyVariables } from '@urql/core';
import { useEffect, useState } from 'react';
import { useClient, useQuery, type UseQueryArgs, type UseQueryExecute, type UseQueryState } from 'urql';
import { timingsOf } from './create-gateway-client';
import { DATA_TIMINGS } from './data-timings';

/** urql's query state plus `slow`: still loading after the loading timeout. */
export type GatewayQueryState<Data, Variables extends AnyVariables> = UseQueryState<Data, Variables> & {
  /** True while the query has been loading for longer than `loadingTimeoutMs` (3 s, 5 s on a slow connection). */
  readonly slow: boolean;
};

/** True once `loading` has lasted `timeoutMs`; false again when it ends. */
export function useLoadingSlow(loading: boolean, timeoutMs: number): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!loading) return undefined;
    const timer = setTimeout(() => setSlow(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [loading, timeoutMs]);
  return loading && slow;
}

/**
 * The shared data hook of the remotes (decision 0210): urql's `useQuery` on the mount's gateway
 * client, whose timings (dedupe, focus throttle, retry) the client carries, plus the loading
 * timeout of those timings as `slow`, for a "still loading" hint instead of a silent wait.
 * @example const [{ data, fetching, slow }] = useGatewayQuery({ query: WISHLIST_SKUS, pause: !loggedIn });
 */
export function useGatewayQuery<Data = unknown, Variables extends AnyVariables = AnyVariables>(
  args: UseQueryArgs<Variables, Data>,
): [GatewayQueryState<Data, Variables>, UseQueryExecute] {
  const client = useClient();
  const [state, reexecute] = useQuery<Data, Variables>(args);
  const timeoutMs = (timingsOf(client) ?? DATA_TIMINGS).loadingTimeoutMs;
  const slow = useLoadingSlow(state.fetching, timeoutMs);
  return [{ ...state, slow }, reexecute];
}
