/** The secret of `npm start` and the tests when none is set (a sandbox: no real money moves). */
export const DEV_SANDBOX_SECRET = 'sandbox-development-secret-not-for-production';

/** The sandbox's port: PAYMENT_SANDBOX_PORT, else PORT + 109 (offset 9 of the stack's internal ports). */
export function sandboxPort(env: Record<string, string | undefined>): number {
  const explicit = Number(env['PAYMENT_SANDBOX_PORT']);
  if (Number.isInteger(explicit) && explicit > 0) return explicit;
  return Number(env['PORT'] ?? 3000) + 109;
}
