export {
  createGatewayClient,
  retryOfTimings,
  timingsOf,
  DEFAULT_RETRY,
  GATEWAY_URL,
  TOKEN_HEADER,
  type GatewayClientOptions,
  type RetryOptions,
} from './create-gateway-client';
export {
  gatewayFetchExchange,
  MAX_URL_LENGTH,
  type GatewayFetchExchangeOptions,
} from './gateway-fetch-exchange';
export {
  persistedDocumentId,
  persistedDocumentText,
  sha256Hex,
  type PersistableDocument,
} from './document-id';
export { createSsrCache, serializeSsr, restoreSsr, type SsrCacheOptions } from './ssr';
export {
  fetchJson,
  fetchInitialData,
  HttpError,
  type FetchJsonOptions,
  type InitialDataItem,
  type InitialDataResult,
} from './fetch-json';
export {
  DATA_TIMINGS,
  SLOW_DATA_TIMINGS,
  dataTimingsFor,
  isSlowConnection,
  type ConnectionHints,
  type DataTimings,
} from './data-timings';
export { throttledRefocusExchange, type RefocusOptions } from './refocus-exchange';
export { useGatewayQuery, useLoadingSlow, type GatewayQueryState } from './use-gateway-query';
export { Provider, GatewayProvider, useClient, useMutation, useQuery } from './gateway-provider';
export {
  CombinedError,
  gql,
  ssrExchange,
  type Client,
  type OperationResult,
  type SSRData,
  type SSRExchange,
  type TypedDocumentNode,
} from '@urql/core';
