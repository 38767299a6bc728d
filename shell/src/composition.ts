import { COMPOSITION_VERSION, CONTRACT_VERSIONS, type RemoteComposition } from '@sf/contracts';
import { SHELL_ROUTES } from '@sf/i18n';

/**
 * What the shell composes besides its routes: the header and footer (fragment budgets), the
 * platform's own API `/api/vitals` (shoppers' web vitals, decision 0096), the platform team's dashboard
 * `/_platform` (decision 0150); no page widgets (its content
 * bucket is an internal server). Its build emits this as `sf-composition.json`.
 */
export const composition: RemoteComposition = {
  compositionVersion: COMPOSITION_VERSION,
  remote: 'shell',
  contracts: CONTRACT_VERSIONS,
  routes: SHELL_ROUTES.map(({ remote: _owner, ...route }) => route),
  widgets: [],
  api: ['vitals'],
  // the platform team's dashboard (decision 0150); /_platform/metrics is the composer's own (decision 0152)
  paths: ['/_platform', '/_platform/*'],
  budgets: {
    '*': { htmlBytes: 150_000, serverP99Ms: 300 },
    header: { htmlBytes: 60_000, serverP99Ms: 100 },
    footer: { htmlBytes: 40_000, serverP99Ms: 100 },
  },
};
