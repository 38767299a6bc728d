export {
  compositionRoutesIn,
  createHarnessApp,
  type HarnessOptions,
  type HarnessTarget,
  type LiveRoutes,
} from './harness-app';
export { composerLiveRoutes, runHarness, type RunHarnessOptions } from './run-harness';
export {
  harnessPage,
  HARNESS_LOCALES,
  type HarnessClientConfig,
  type HarnessPageInput,
} from './harness-page';
