import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * The tester override's token (decision 0165): a JWT signed with HMAC-SHA256 (`OVERRIDE_SIGNING_SECRET`)
 * by `npm run override`, naming remote versions (`{ "mfe-catalog": "0.1.0-ab12cd34" }`) until it
 * expires. `jose` signs and checks it (algorithm pinned, audience, expiry); this file adds the shape.
 */

/** The audience of an override token: a token made for anything else is not one. */
export const OVERRIDE_AUDIENCE = 'sf-tester-override';
/** The longest an override may live: a week (`--ttl 7d`). */
export const MAX_OVERRIDE_SECONDS = 7 * 24 * 3600;
/** A token longer than this is not read (a cookie holds about 4 KB). */
export const MAX_TOKEN_LENGTH = 2048;
/** The most remotes one override may name. */
export const MAX_OVERRIDE_REMOTES = 16;

const REMOTE_NAME = /^[a-z][a-z0-9-]{0,63}$/;
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;

/** The versions an override names, by remote. */
export type OverrideVersions = Readonly<Record<string, string>>;

/** What an override token says: its versions until it expires, or why it does not count. */
export type OverrideCheck =
  | { readonly ok: true; readonly versions: OverrideVersions; readonly expiresAt: Date }
  | { readonly ok: false; readonly problem: 'expired' | 'forged' | 'malformed' };

/**
 * One `<remote>@<version>` of the command line (`mfe-catalog@0.1.0-ab12cd34`), or null when it is not
 * one (a name and a version of letters, digits and `.+_-`).
 */
export function parseOverrideSpec(spec: string): { remote: string; version: string } | null {
  const at = spec.lastIndexOf('@');
  if (at <= 0) return null;
  const remote = spec.slice(0, at);
  const version = spec.slice(at + 1);
  return REMOTE_NAME.test(remote) && VERSION.test(version) ? { remote, version } : null;
}

/** A time to live of the command line (`90s`, `30m`, `1h`, `2d`) in seconds, or null. */
export function parseTtl(text: string): number | null {
  const match = /^(\d{1,6})([smhd])$/.exec(text.trim());
  if (!match) return null;
  const unit = { s: 1, m: 60, h: 3600, d: 86_400 }[match[2] as 's' | 'm' | 'h' | 'd'];
  const seconds = Number(match[1]) * unit;
  return seconds > 0 && seconds <= MAX_OVERRIDE_SECONDS ? seconds : null;
}

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

function isVersions(value: unknown): value is OverrideVersions {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length > 0 &&
    entries.length <= MAX_OVERRIDE_REMOTES &&
    entries.every(
      ([remote, version]) => REMOTE_NAME.test(remote) && typeof version === 'string' && VERSION.test(version),
    )
  );
}

/**
 * Signs an override of `versions` that expires at `expiresAt` (at most {@link MAX_OVERRIDE_SECONDS}
 * after `now`). Throws on versions that could never be read back.
 */
export async function signOverride(
  secret: string,
  versions: OverrideVersions,
  expiresAt: Date,
  now: Date = new Date(),
): Promise<string> {
  if (!isVersions(versions)) throw new Error('an override names 1 to 16 remotes, each as <remote>@<version>');
  const iat = Math.floor(now.getTime() / 1000);
  const exp = Math.floor(expiresAt.getTime() / 1000);
  if (exp - iat > MAX_OVERRIDE_SECONDS) throw new Error('an override lives at most 7 days');
  return new SignJWT({ v: versions })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(OVERRIDE_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(keyOf(secret));
}

/**
 * Checks an override token (pure: reads nothing else, changes nothing). The signature comes first:
 * a forged token is `forged` whatever it claims; a genuine one past its expiry is `expired`.
 */
export async function verifyOverride(
  secret: string,
  token: string,
  now: Date = new Date(),
): Promise<OverrideCheck> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return { ok: false, problem: 'malformed' };
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      audience: OVERRIDE_AUDIENCE,
      requiredClaims: ['exp', 'iat'],
      currentDate: now,
    });
    if (!isVersions(payload.v) || typeof payload.exp !== 'number' || typeof payload.iat !== 'number')
      return { ok: false, problem: 'malformed' };
    if (payload.exp - payload.iat > MAX_OVERRIDE_SECONDS) return { ok: false, problem: 'malformed' };
    return { ok: true, versions: payload.v, expiresAt: new Date(payload.exp * 1000) };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, problem: 'expired' };
    if (error instanceof errors.JWSSignatureVerificationFailed) return { ok: false, problem: 'forged' };
    return { ok: false, problem: 'malformed' };
  }
}

/** `mfe-catalog@0.1.0-ab12cd34, shell@…` for logs and pages. */
export function describeVersions(versions: OverrideVersions): string {
  return Object.entries(versions)
    .map(([remote, version]) => `${remote}@${version}`)
    .join(', ');
}
