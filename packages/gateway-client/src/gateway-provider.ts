/**
 * The React face of the gateway for remotes: urql's `Provider` (also as `GatewayProvider`) and
 * hooks, re-exported so remotes import one package and share the one urql singleton.
 */
export { Provider, Provider as GatewayProvider, useClient, useMutation, useQuery } from 'urql';
