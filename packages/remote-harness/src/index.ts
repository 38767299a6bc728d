export { createHarnessApp, type HarnessOptions, type HarnessTarget } from './harness-app';
export { runHarness, type RunHarnessOptions } from './run-harness';
export {
  harnessPage,
  HARNESS_LOCALES,
  type HarnessClientConfig,
  type HarnessPageInput,
} from './harness-page';
