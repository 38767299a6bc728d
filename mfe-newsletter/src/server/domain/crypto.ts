/**
 * Web Crypto helpers of the newsletter domain (no Node APIs, so the services also run on workerd).
 */
import { sha256Hex } from '@sf/contracts';
import { randomUrlToken } from '@sf/server-kit';

/** Hex sha256 of a string (the platform's one helper): confirmation tokens are stored only as this hash. */
export { sha256Hex };

/** The platform's signing helpers (@sf/server-kit), under the names the newsletter's services use. */
export { safeEqual, toBase64Url, hmacSha256Base64Url as hmacBase64Url } from '@sf/server-kit';

/** `n` cryptographically random bytes. */
export function randomBytes(n: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(n));
}

/** A random 32-byte token, base64url (43 characters): the secret part of a confirmation link. */
export const newUrlToken = (): string => randomUrlToken();

/** Alphabet of voucher codes: A–Z and 2–9 without the look-alikes 0/O, 1/I/L (31 symbols). */
export const VOUCHER_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `n` unbiased random symbols of `alphabet` (rejection sampling of random bytes). */
function randomSymbols(alphabet: string, n: number): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < n) {
    for (const b of randomBytes(n * 2)) {
      if (b < limit && out.length < n) out += alphabet[b % alphabet.length];
    }
  }
  return out;
}

/**
 * A voucher code `NL15-XXXX-XXXX` from crypto-random symbols of {@link VOUCHER_ALPHABET}
 * (31^8 ≈ 8.5·10^11 codes; a collision is retried by the caller).
 */
export function newVoucherCode(): string {
  const s = randomSymbols(VOUCHER_ALPHABET, 8);
  return `NL15-${s.slice(0, 4)}-${s.slice(4)}`;
}
