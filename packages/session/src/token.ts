import { SESSION_REFRESH_MARGIN_S } from './constants';

/** Token types (spec section 3): 0 anonymous, 1 soft-logged-in, any other non-zero value logged in. */
export const TOKEN_TYPE_ANONYMOUS = 0;
export const TOKEN_TYPE_SOFT_LOGGED_IN = 1;

/** The parts of a session token this storefront reads, plus the raw string for `x-ec-token`. */
export interface SessionToken {
  readonly raw: string;
  /** Expiry, seconds since the epoch. */
  readonly exp: number;
  /** 0 anonymous, 1 soft-logged-in, other non-zero logged in. */
  readonly type: number;
  /** The `cc` claim, when present. */
  readonly cc?: string;
}

/** Decodes base64url (no padding needed) to UTF-8 text; `null` when it is not base64url. Works without Buffer or DOM. */
export function decodeBase64Url(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(segment) || segment.length % 4 === 1) return null;
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  try {
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Reads a JWT-like token `header.payload.signature` whose payload is base64url JSON with `exp`
 * (seconds), `type` and `cc`. Tolerant: anything malformed gives `null`, never an exception. A
 * missing `type` counts as anonymous (0). The signature is not checked here (the API does that).
 * @example parseToken(cookies.ecToken)?.type === 1 // soft-logged-in
 */
export function parseToken(raw: string | null | undefined): SessionToken | null {
  if (typeof raw !== 'string') return null;
  const token = raw.trim();
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  const json = decodeBase64Url(parts[1]);
  if (json === null) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const p = payload as Record<string, unknown>;
  const exp = typeof p.exp === 'string' && p.exp.trim() !== '' ? Number(p.exp) : p.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  const rawType = typeof p.type === 'string' && p.type.trim() !== '' ? Number(p.type) : (p.type ?? 0);
  if (typeof rawType !== 'number' || !Number.isInteger(rawType)) return null;
  const cc = typeof p.cc === 'string' ? p.cc : typeof p.cc === 'number' ? String(p.cc) : undefined;
  return cc === undefined ? { raw: token, exp, type: rawType } : { raw: token, exp, type: rawType, cc };
}

/**
 * Whether the token should be refreshed now: it expires within `margin` seconds (default 1800,
 * spec section 4) or has expired. No token needs no refresh.
 */
export function needsRefresh(
  token: SessionToken | null,
  nowSeconds: number,
  margin = SESSION_REFRESH_MARGIN_S,
): boolean {
  return token !== null && token.exp - nowSeconds <= margin;
}
