import { SignJWT, UnsecuredJWT } from 'jose';
import {
  MAX_OVERRIDE_SECONDS,
  OVERRIDE_AUDIENCE,
  parseOverrideSpec,
  parseTtl,
  signOverride,
  verifyOverride,
} from './override-token';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const NOW = new Date('2026-11-27T12:00:00Z');
const inSeconds = (s: number) => new Date(NOW.getTime() + s * 1000);

describe('parseOverrideSpec', () => {
  it('reads <remote>@<version>', () => {
    expect(parseOverrideSpec('mfe-catalog@0.1.0-ab12cd34')).toEqual({
      remote: 'mfe-catalog',
      version: '0.1.0-ab12cd34',
    });
    expect(parseOverrideSpec('shell@1.0.0')).toEqual({ remote: 'shell', version: '1.0.0' });
  });

  it('refuses anything else', () => {
    for (const bad of ['mfe-catalog', '@1.0.0', 'mfe-catalog@', 'MFE@1', 'mfe catalog@1', 'a@1 2', 'a@<b>'])
      expect(parseOverrideSpec(bad)).toBeNull();
  });
});

describe('parseTtl', () => {
  it('reads seconds, minutes, hours and days', () => {
    expect(parseTtl('90s')).toBe(90);
    expect(parseTtl('30m')).toBe(1800);
    expect(parseTtl('1h')).toBe(3600);
    expect(parseTtl('7d')).toBe(MAX_OVERRIDE_SECONDS);
  });

  it('refuses zero, more than a week and other forms', () => {
    for (const bad of ['0h', '8d', '169h', '1', 'h', '1.5h', '-1h', '1w']) expect(parseTtl(bad)).toBeNull();
  });
});

describe('signOverride and verifyOverride', () => {
  it('gives back the versions and the expiry of a genuine token', async () => {
    const token = await signOverride(SECRET, { 'mfe-newsletter': '0.1.0-ab12cd34' }, inSeconds(3600), NOW);
    const check = await verifyOverride(SECRET, token, inSeconds(60));
    expect(check).toEqual({
      ok: true,
      versions: { 'mfe-newsletter': '0.1.0-ab12cd34' },
      expiresAt: inSeconds(3600),
    });
  });

  it('names several remotes', async () => {
    const versions = { 'mfe-catalog': '0.1.0-11111111', shell: '0.1.0-22222222' };
    const token = await signOverride(SECRET, versions, inSeconds(60), NOW);
    expect(await verifyOverride(SECRET, token, NOW)).toMatchObject({ ok: true, versions });
  });

  it('is expired once its time is up', async () => {
    const token = await signOverride(SECRET, { 'mfe-newsletter': '1.0.0' }, inSeconds(60), NOW);
    expect(await verifyOverride(SECRET, token, inSeconds(61))).toEqual({ ok: false, problem: 'expired' });
  });

  it('is forged when signed with another secret or changed after signing', async () => {
    const other = await signOverride(`${SECRET}-other`, { 'mfe-newsletter': '1.0.0' }, inSeconds(60), NOW);
    expect(await verifyOverride(SECRET, other, NOW)).toEqual({ ok: false, problem: 'forged' });
    const token = await signOverride(SECRET, { 'mfe-newsletter': '1.0.0' }, inSeconds(60), NOW);
    const [header, , signature] = token.split('.');
    const claims = Buffer.from(
      JSON.stringify({ v: { 'mfe-newsletter': '2.0.0' }, aud: OVERRIDE_AUDIENCE, iat: 0, exp: 9e9 }),
    ).toString('base64url');
    expect(await verifyOverride(SECRET, `${header}.${claims}.${signature}`, NOW)).toEqual({
      ok: false,
      problem: 'forged',
    });
    // a forged token is forged even when it also claims to be expired
    expect(await verifyOverride(SECRET, other, inSeconds(3600))).toEqual({ ok: false, problem: 'forged' });
  });

  it('refuses unsigned tokens, other audiences, other algorithms and garbage', async () => {
    const claims = { v: { 'mfe-newsletter': '1.0.0' } };
    const unsigned = new UnsecuredJWT(claims)
      .setAudience(OVERRIDE_AUDIENCE)
      .setIssuedAt(NOW)
      .setExpirationTime(inSeconds(60))
      .encode();
    const key = new TextEncoder().encode(SECRET);
    const otherAudience = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('something-else')
      .setIssuedAt(NOW)
      .setExpirationTime(inSeconds(60))
      .sign(key);
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .setAudience(OVERRIDE_AUDIENCE)
      .setIssuedAt(NOW)
      .setExpirationTime(inSeconds(60))
      .sign(new TextEncoder().encode(SECRET.repeat(2)));
    const noExpiry = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(OVERRIDE_AUDIENCE)
      .setIssuedAt(NOW)
      .sign(key);
    const badVersions = await new SignJWT({ v: { 'mfe-newsletter': '<script>' } })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(OVERRIDE_AUDIENCE)
      .setIssuedAt(NOW)
      .setExpirationTime(inSeconds(60))
      .sign(key);
    for (const token of [
      unsigned,
      otherAudience,
      hs512,
      noExpiry,
      badVersions,
      '',
      'a.b.c',
      'x'.repeat(5000),
    ])
      expect(await verifyOverride(SECRET, token, NOW)).toMatchObject({ ok: false });
    expect(await verifyOverride(SECRET, noExpiry, NOW)).toEqual({ ok: false, problem: 'malformed' });
  });

  it('signs nothing it could not read back', async () => {
    await expect(signOverride(SECRET, {}, inSeconds(60), NOW)).rejects.toThrow(/1 to 16 remotes/);
    await expect(signOverride(SECRET, { 'mfe-x': 'a b' }, inSeconds(60), NOW)).rejects.toThrow();
    await expect(
      signOverride(SECRET, { 'mfe-x': '1.0.0' }, inSeconds(MAX_OVERRIDE_SECONDS + 60), NOW),
    ).rejects.toThrow(/7 days/);
  });
});
