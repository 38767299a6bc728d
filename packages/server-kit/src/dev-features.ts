/** The environment variable that turns development features on (`1`); off when unset or anything else. */
export const DEV_FEATURES_ENV = 'SF_DEV_FEATURES';

/**
 * Whether development features are on: the `/dev/mailbox` viewer, arbitrary GraphQL documents and
 * introspection, public source maps. Opt-in by `SF_DEV_FEATURES=1` (`npm start` and the tests set
 * it); never derived from `NODE_ENV`, so a forgotten variable leaves a deployment safe.
 */
export function devFeaturesEnabled(
  env: Readonly<Record<string, string | undefined>> = processEnv(),
): boolean {
  return env[DEV_FEATURES_ENV] === '1';
}

function processEnv(): Readonly<Record<string, string | undefined>> {
  const proc = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process;
  return proc?.env ?? {};
}
