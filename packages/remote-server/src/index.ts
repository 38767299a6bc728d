export { defineRemoteServer, type RemoteServer, type RemoteServerDefinition } from './define-remote-server';
export { renderRemote, type MountedApp, type RenderRemoteOptions } from './render';
export { textOf, type RemoteText, type TextValues } from './text-of';
export { createRefusals, bodyLocale, refererPath, type RefusalTexts, type RemoteRefusals } from './refusals';
export {
  shopOf,
  requestShop,
  localeOfHeaders,
  customerOf,
  isSecure,
  type Shop,
  type ShopLanguage,
} from './shop';
export {
  createGatewayCaller,
  gatewayHeaders,
  GATEWAY_TIMEOUT_MS,
  type CallGateway,
  type GatewayCallOptions,
  type GatewayCallerOptions,
  type GatewayResult,
  type GatewayShopper,
  type HostFetch,
} from './call-gateway';
export { subgraphRoutes, type SubgraphGuards, type SubgraphOptions } from './subgraph-routes';
