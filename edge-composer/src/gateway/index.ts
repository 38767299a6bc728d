export { createGateway } from './create-gateway';
export { type GatewayOptions, type GatewayHandler, type GatewayLogger, type Subgraph } from './types';
