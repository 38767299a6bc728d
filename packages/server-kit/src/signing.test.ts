import { createHmac } from 'node:crypto';
import { hmacSha256Base64Url, hmacSha256Hex, randomUrlToken, safeEqual, toBase64Url } from './signing';

describe('signing helpers', () => {
  it('signs with HMAC-SHA256 in base64url, as Node and the other side compute it', async () => {
    const secret = 'a-shared-secret-of-at-least-32-characters';
    const message = 'newsletter-voucher:lookup\nNL15-ABCD-EFGH\n\n2026-11-27T10:00:00.000Z';
    const node = createHmac('sha256', secret).update(message).digest('base64url');
    expect(await hmacSha256Base64Url(secret, message)).toBe(node);
    expect(await hmacSha256Base64Url(`${secret}x`, message)).not.toBe(node);
    expect(await hmacSha256Hex(secret, message)).toBe(
      createHmac('sha256', secret).update(message).digest('hex'),
    );
  });

  it('makes random url tokens: 43 characters for 32 bytes, never the same twice', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => randomUrlToken()));
    expect(tokens.size).toBe(200);
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomUrlToken(16)).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('writes base64url without padding and compares in constant time', () => {
    expect(toBase64Url(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
