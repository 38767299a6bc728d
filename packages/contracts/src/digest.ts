/**
 * SHA-256 of UTF-8 text as lowercase hex, by Web Crypto (browsers, Node 20, workerd): the one
 * helper behind persisted-document ids, stored token hashes and hashed rate-limit keys. Nothing runs
 * at import (jsdom test environments have no `TextEncoder` global).
 * @example await sha256Hex('abc') // 'ba7816bf…15ad'
 */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
