import { randomUrlToken } from './signing';
/** What a server reads its secrets from: the process environment (or a test's stand-in). */
export type SecretsEnv = Readonly<Record<string, string | undefined>>;

/** One secret a server needs: the variable's name and what a usable value looks like. */
export interface SecretSpec {
  readonly name: string;
  /** Fewest characters a value must have (default 32: 256 bits as base64 are 43). */
  readonly minLength?: number;
  /** Further shape check (e.g. a JSON key set): a problem in a few words, or null when the value is usable. */
  readonly check?: (value: string) => string | null;
}

/** The smallest length of an HMAC secret: 32 characters. */
export const MIN_SECRET_LENGTH = 32;

/** Why a server refuses to start: every missing or unusable secret, named in one message. */
export class SecretsError extends Error {
  constructor(
    readonly missing: readonly string[],
    readonly unusable: readonly { readonly name: string; readonly problem: string }[],
  ) {
    const parts: string[] = [];
    if (missing.length) {
      parts.push(
        `Production needs ${missing.length === 1 ? 'this secret, which is' : 'these secrets, which are'} not set: ${missing.join(', ')}. ` +
          'Set each from the secret store (e.g. `openssl rand -base64 32`; `node scripts/secrets.mjs` prints a fresh set), ' +
          'or turn on development features (SF_DEV_FEATURES=1) for generated local ones.',
      );
    }
    for (const u of unusable) parts.push(`${u.name} ${u.problem}.`);
    super(parts.join(' '));
    this.name = 'SecretsError';
  }
}

const specOf = (s: string | SecretSpec): SecretSpec => (typeof s === 'string' ? { name: s } : s);

/**
 * The secrets a server needs, read from `env`. Without development features every one must be set:
 * otherwise one `SecretsError` names all that are missing (and any set but unusable), so the server
 * refuses to start instead of signing with a guessable key. With development features a missing
 * secret is left out of the result, and the caller uses a generated local one (never a constant in
 * the repository). A value that is set is always checked (too short or malformed: refused in both).
 *
 * @example const { PAYMENT_SANDBOX_SECRET } = requireSecrets(process.env, ['PAYMENT_SANDBOX_SECRET'], devFeaturesEnabled())
 */
export function requireSecrets<N extends string>(
  env: SecretsEnv,
  specs: readonly (N | (SecretSpec & { readonly name: N }))[],
  devFeatures: boolean,
): Partial<Record<N, string>> {
  const found: Partial<Record<N, string>> = {};
  const missing: string[] = [];
  const unusable: { name: string; problem: string }[] = [];
  for (const raw of specs) {
    const spec = specOf(raw);
    const value = env[spec.name]?.trim();
    if (!value) {
      if (!devFeatures) missing.push(spec.name);
      continue;
    }
    const min = spec.minLength ?? MIN_SECRET_LENGTH;
    const problem =
      value.length < min ? `must have at least ${min} characters` : (spec.check?.(value) ?? null);
    if (problem) unusable.push({ name: spec.name, problem });
    else found[spec.name as N] = value;
  }
  if (missing.length || unusable.length) throw new SecretsError(missing, unusable);
  return found;
}

/** A fresh random secret (32 bytes, base64url: 43 characters) for development features' local use. */
export function randomSecret(): string {
  return randomUrlToken();
}
