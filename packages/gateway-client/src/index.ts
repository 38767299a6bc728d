export {
  createGatewayClient,
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
