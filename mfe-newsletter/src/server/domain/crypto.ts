/**
 * Web Crypto helpers of the newsletter domain (no Node APIs, so the services also run on workerd).
 */
import { sha256Hex } from '@sf/contracts';

/** Hex sha256 of a string (the platform's one helper): confirmation tokens are stored only as this hash. */
export { sha256Hex };

const encoder = new TextEncoder();

/** base64url without padding. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** `n` cryptographically random bytes. */
export function randomBytes(n: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(n));
}

/** A random 32-byte token, base64url (43 characters): the secret part of a confirmation link. */
export function newUrlToken(): string {
  return toBase64Url(randomBytes(32));
}

/** base64url HMAC-SHA256 of `message` with `secret`. */
export async function hmacBase64Url(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const sig = await crypto.subtle.sign('HMAC', key, encoder.encode(message));
  return toBase64Url(new Uint8Array(sig));
}

/** Constant-time string comparison (for signatures). */
export function safeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

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
