import argon2 from 'argon2';

/** A platform password: at least 12 characters (the team's accounts can roll back the shop), at most 128. */
export const PLATFORM_PASSWORD_MIN = 12;
export const PLATFORM_PASSWORD_MAX = 128;

/** Argon2id with the account domain's settings (decision 0063: OWASP's 19 MiB, 6 passes). */
export const HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 6,
  parallelism: 1,
} as const;
/** Cheaper settings for unit tests only (the same algorithm). */
export const TEST_HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 1024,
  timeCost: 1,
  parallelism: 1,
} as const;
export type HashOptions = typeof HASH_OPTIONS | typeof TEST_HASH_OPTIONS;

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  const length = [...password.normalize('NFC')].length;
  if (length < PLATFORM_PASSWORD_MIN)
    return `The password needs at least ${PLATFORM_PASSWORD_MIN} characters.`;
  if (length > PLATFORM_PASSWORD_MAX)
    return `The password may have at most ${PLATFORM_PASSWORD_MAX} characters.`;
  return null;
}

export function hashPassword(password: string, options: HashOptions = HASH_OPTIONS): Promise<string> {
  return argon2.hash(password.normalize('NFC'), options);
}

/** Whether `password` matches `hash`; a malformed hash is a mismatch, never a throw. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password.normalize('NFC'));
  } catch {
    return false;
  }
}

const decoys = new Map<number, Promise<string>>();
/** A hash of a random password, verified against for an unknown name, so both answers take as long. */
export function decoyHash(options: HashOptions = HASH_OPTIONS): Promise<string> {
  let decoy = decoys.get(options.memoryCost);
  if (!decoy) decoys.set(options.memoryCost, (decoy = hashPassword(crypto.randomUUID(), options)));
  return decoy;
}
