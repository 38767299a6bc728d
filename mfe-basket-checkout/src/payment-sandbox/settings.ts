import { devFeaturesEnabled, randomSecret, requireSecrets } from '@sf/server-kit';

/** The sandbox's port: PAYMENT_SANDBOX_PORT, else PORT + 109 (offset 9 of the stack's internal ports). */
export function sandboxPort(env: Record<string, string | undefined>): number {
  const explicit = Number(env['PAYMENT_SANDBOX_PORT']);
  if (Number.isInteger(explicit) && explicit > 0) return explicit;
  return Number(env['PORT'] ?? 3000) + 109;
}

/** What the sandbox process runs with. */
export interface SandboxSettings {
  readonly port: number;
  /** Shared with the basket server (HMAC of requests, returns and notifications). */
  readonly secret: string;
  /** Whether the secret was generated for this process (development features, none set). */
  readonly generated: boolean;
  readonly publicUrl: string;
}

/**
 * The sandbox's settings: `PAYMENT_SANDBOX_SECRET` is required without development features (a
 * `SecretsError` names it); with them a missing one is generated for this process (`npm start`
 * passes the basket server and the sandbox the same generated one). Never a constant of the repository.
 */
export function sandboxSettings(env: Record<string, string | undefined>): SandboxSettings {
  const port = sandboxPort(env);
  const { PAYMENT_SANDBOX_SECRET: configured } = requireSecrets(
    env,
    ['PAYMENT_SANDBOX_SECRET'],
    devFeaturesEnabled(env),
  );
  return {
    port,
    secret: configured ?? randomSecret(),
    generated: !configured,
    publicUrl: env['PAYMENT_SANDBOX_PUBLIC_URL'] ?? `http://127.0.0.1:${port}`,
  };
}
