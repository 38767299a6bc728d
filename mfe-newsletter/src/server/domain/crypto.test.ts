import { newUrlToken, newVoucherCode, sha256Hex, VOUCHER_ALPHABET } from './crypto';

describe('newsletter crypto helpers', () => {
  it('makes 32-byte url-safe tokens', () => {
    const token = newUrlToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newUrlToken()).not.toBe(token);
  });

  it('hashes with sha256', async () => {
    await expect(sha256Hex('abc')).resolves.toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('makes voucher codes without look-alike characters', () => {
    expect(VOUCHER_ALPHABET).not.toMatch(/[01OIL]/);
    for (let i = 0; i < 200; i += 1)
      expect(newVoucherCode()).toMatch(/^NL15-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
  });
});
