/**
 * The canary bucket cookie is signed (HMAC-SHA256, Web Crypto: the same on Node and workerd), so a
 * shopper cannot pick the canary or the stable version by writing a bucket id of their choice: an
 * unsigned, forged or malformed value counts as no bucket and is replaced by a fresh signed one
 * (decision 0141). The value is `<uuid>.<signature, base64url>`.
 */
import { BUCKET_COOKIE, isBucketId } from './cookies';

/** Signs and checks bucket cookie values with one secret (`COMPOSER_BUCKET_SECRET`). */
export interface BucketSigner {
  /** `<id>.<signature>` for a bucket id. */
  sign(id: string): Promise<string>;
  /** The bucket id of a correctly signed value, else undefined. */
  verify(value: string | undefined): Promise<string | undefined>;
}

const encoder = new TextEncoder();

function base64url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '=');
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A signer for `secret`; the key is imported once. The cookie name is part of what is signed. */
export function createBucketSigner(secret: string): BucketSigner {
  const key = crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const message = (id: string) => encoder.encode(`${BUCKET_COOKIE}=${id}`);
  return {
    async sign(id) {
      return `${id}.${base64url(await crypto.subtle.sign('HMAC', await key, message(id)))}`;
    },
    async verify(value) {
      if (!value) return undefined;
      const dot = value.lastIndexOf('.');
      if (dot <= 0) return undefined;
      const id = value.slice(0, dot);
      const signature = fromBase64url(value.slice(dot + 1));
      if (!isBucketId(id) || !signature) return undefined;
      // constant-time comparison inside Web Crypto's verify
      const ok = await crypto.subtle.verify(
        'HMAC',
        await key,
        signature as Uint8Array<ArrayBuffer>,
        message(id),
      );
      return ok ? id : undefined;
    },
  };
}
