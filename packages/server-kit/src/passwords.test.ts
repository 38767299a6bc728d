/** @jest-environment node */
import { decoyHash, hashPassword, TEST_HASH_OPTIONS, verifyPassword } from './passwords';

describe('passwords (Argon2id)', () => {
  it('verifies the password it hashed, also typed in another Unicode form, and nothing else', async () => {
    const hash = await hashPassword('Grüße-2026', TEST_HASH_OPTIONS);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'Grüße-2026')).toBe(true);
    // "ü" as u + combining diaeresis (NFD): the same characters
    expect(await verifyPassword(hash, 'Gru\u0308ße-2026')).toBe(true);
    expect(await verifyPassword(hash, 'Grüsse-2026')).toBe(false);
  });

  it('treats a malformed hash as a mismatch, never a throw', async () => {
    await expect(verifyPassword('not-a-hash', 'x')).resolves.toBe(false);
  });

  it('keeps one decoy hash per setting, so an unknown login costs a verify as well', async () => {
    const decoy = await decoyHash(TEST_HASH_OPTIONS);
    expect(await decoyHash(TEST_HASH_OPTIONS)).toBe(decoy);
    expect(await verifyPassword(decoy, 'anything')).toBe(false);
  });
});
