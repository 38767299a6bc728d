import { FRAGMENT_HEADERS, isTenantId, type Locale, type TenantId } from '@sf/contracts';
import { customerOf, isSecure, localeOfHeaders } from '@sf/remote-server';
import {
  SESSION_TOKEN_COOKIE,
  hostCookieName,
  parseCookies,
  readHostCookie,
  serializeHostCookie,
} from '@sf/session';
import { tenantOfLocale } from '@sf/tenant-config';
import { COOKIES } from '../shared/constants';
import type { Visitor } from './domain';

export { customerOf, isSecure };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The locale of a request: the composer's `x-sf-locale`, else de-DE (the preset's). */
export const requestLocale = localeOfHeaders;

/** The tenant of a request: the composer's `x-sf-tenant`, else the locale's. */
export function requestTenant(headers: Headers, locale: Locale): TenantId {
  const header = headers.get(FRAGMENT_HEADERS.tenant);
  return isTenantId(header) ? header : tenantOfLocale(locale);
}

/** Logged in by the composer's session flags (`x-sf-session`); anonymous when absent or malformed. */
export function isLoggedIn(headers: Headers): boolean {
  const raw = headers.get(FRAGMENT_HEADERS.session);
  if (!raw) return false;
  try {
    const flags = JSON.parse(raw) as unknown;
    return typeof flags === 'object' && flags !== null && (flags as { loggedIn?: unknown }).loggedIn === true;
  } catch {
    return false;
  }
}

/** The client address the composer vouched for (`x-real-ip`), when it is an IP address. */
function clientIpOf(headers: Headers): string | null {
  const ip = headers.get('x-real-ip');
  return ip && /^[0-9a-f.:]{2,45}$/i.test(ip) ? ip : null;
}

const TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * The shopper's session as a cookie for a call through the edge as the shopper (decision 0186):
 * the composer's `x-ec-token` (API calls), else the session cookie it passes to fragments.
 */
function sessionCookieOf(headers: Headers): string | null {
  const name = hostCookieName(SESSION_TOKEN_COOKIE, isSecure(headers));
  const token = headers.get('x-ec-token') ?? parseCookies(headers.get('cookie'))[name];
  return token && TOKEN.test(token) ? `${name}=${token}` : null;
}

/**
 * The visitor a request claims: the id in the basket cookie (well-formed ids only), session,
 * customer and shop. Which row it may use is decided by the domain's `resolveVisitor`.
 */
export function visitorOf(headers: Headers): Visitor {
  const locale = requestLocale(headers);
  const raw = readHostCookie(headers.get('cookie'), COOKIES.visitor, isSecure(headers));
  const host = headers.get('x-forwarded-host');
  return {
    id: raw && UUID.test(raw) ? raw : null,
    loggedIn: isLoggedIn(headers),
    customerId: customerOf(headers),
    sessionCookie: sessionCookieOf(headers),
    shopper: {
      tenant: requestTenant(headers, locale),
      locale,
      host,
      origin:
        host && /^[a-z0-9.-]+(?::\d{1,5})?$/i.test(host)
          ? `${isSecure(headers) ? 'https' : 'http'}://${host}`
          : null,
      clientIp: clientIpOf(headers),
      requestId: headers.get('x-sf-request-id'),
    },
  };
}

/**
 * The `Set-Cookie` values after a change: the visitor id (HttpOnly, only when new) and the basket
 * count (readable by the header's inline script; a number, no secret). Over TLS `__Host-` + Secure.
 */
export function basketCookies(headers: Headers, visitorId: string, count: number | null): string[] {
  const secure = isSecure(headers);
  const cookies: string[] = [];
  // compared with what the cookie says (not the resolved row): a customer's cookie follows their row
  if (visitorOf(headers).id !== visitorId)
    cookies.push(serializeHostCookie(COOKIES.visitor, visitorId, { secure, maxAge: COOKIES.maxAgeSeconds }));
  if (count !== null) {
    cookies.push(
      serializeHostCookie(COOKIES.count, String(count), {
        secure,
        maxAge: COOKIES.maxAgeSeconds,
        httpOnly: false,
      }),
    );
  }
  return cookies;
}

/**
 * The count cookie again when a read finds it missing or different (cleared by the shopper, or
 * written by an older reply that arrived last): keeps the header right on the next page. Nothing
 * for a visitor without a basket.
 */
export function staleCountCookie(headers: Headers, visitor: Visitor, count: number): string[] {
  if (!visitor.id) return [];
  const current = readHostCookie(headers.get('cookie'), COOKIES.count, isSecure(headers));
  return current === String(count) ? [] : basketCookies(headers, visitor.id, count);
}
