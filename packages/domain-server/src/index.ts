export {
  runDomainServer,
  startDomainServer,
  type DomainApp,
  type DomainServerContext,
  type DomainServerOptions,
  type RunningDomainServer,
} from './run-domain-server';
export { envList, envNumber, type Env } from './env';
export { hostRequest, type HostRequestInit } from './host-request';
export { createComposedRoutes, type ComposedRoutes, type ComposedRoutesOptions } from './composed-routes';
