import argon2 from 'argon2';

/**
 * Argon2id with OWASP's memory setting (19 MiB, 1 lane) and 6 passes instead of its minimum 2: about
 * 55–70 ms a verify on an idle core of this machine (decision 0063), so a login takes 60–75 ms when
 * idle and stays under 250 ms on a busy machine. The shoppers' accounts and the platform team's use it.
 */
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

/** The hash of `password` (NFC, so the same characters typed another way match). */
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

/** A hash of a random password, verified against for an unknown login, so both answers take as long. */
export function decoyHash(options: HashOptions = HASH_OPTIONS): Promise<string> {
  let decoy = decoys.get(options.memoryCost);
  if (!decoy) decoys.set(options.memoryCost, (decoy = hashPassword(crypto.randomUUID(), options)));
  return decoy;
}
