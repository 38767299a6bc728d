/**
 * The platform's Web Crypto helpers for tokens and signatures (no Node APIs: they run on workerd
 * too). One place for what the basket, the newsletter and the account domains each wrote alone.
 */

const encoder = new TextEncoder();

/** base64url without padding (RFC 4648 §5). */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * A random token of `bytes` cryptographically random bytes, base64url: 32 bytes (the default) are 43
 * characters. For one-time links (password reset, payment link, confirmation) and generated secrets.
 */
export function randomUrlToken(bytes = 32): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** HMAC-SHA256 of `message` under `secret`: the raw 32 bytes. */
async function hmacSha256(secret: string, message: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
}

/** base64url HMAC-SHA256 of `message` under `secret`: a signature both sides compute from a shared secret. */
export async function hmacSha256Base64Url(secret: string, message: string): Promise<string> {
  return toBase64Url(await hmacSha256(secret, message));
}

/** The same signature as lower-case hex (the payment provider's). */
export async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  return [...(await hmacSha256(secret, message))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Constant-time comparison of two strings (signatures, tokens): no early exit on the first difference. */
export function safeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
