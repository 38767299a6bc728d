import { FRAGMENT_HEADERS, type Locale, type TenantId } from '@sf/contracts';
import { parseCookies, readHostCookie, SESSION_TOKEN_COOKIE } from '@sf/session';
import { CUSTOMER_HEADER, DEMO_CUSTOMER_COOKIE } from '../shared/constants';
import type { ShopContext } from './domain/accounts';

const CUSTOMER_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A compact JWS: three base64url parts (the account domain checks the rest). */
const TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** The logged-in customer as the credit server knows them. */
export interface CreditCustomer {
  /** The account domain's customer id (credit keys its own accounts by it). */
  readonly id: string;
  /**
   * The shopper's session token, forwarded to the account API for the ledger (decision 0092); null
   * when the composer did not pass it, and for the development stand-in.
   */
  readonly token: string | null;
  /** The development stand-in `sf_credit_demo` (SF_DEV_FEATURES only): its ledger is a fixture. */
  readonly demo: boolean;
}

/** The session token: the composer's `x-ec-token` (API calls), else the session cookie it passes to fragments. */
function tokenOf(headers: Headers): string | null {
  const https = headers.get('x-forwarded-proto') === 'https';
  const token =
    headers.get('x-ec-token') ?? readHostCookie(headers.get('cookie'), SESSION_TOKEN_COOKIE, https);
  return token && TOKEN.test(token) ? token : null;
}

/**
 * The logged-in customer (README "Customer contract"): the `x-sf-customer` header the composer
 * derives from the verified session, only with `x-sf-session` saying `loggedIn`, with the session
 * token for the account API; with development features on, the demo cookie `sf_credit_demo`
 * instead. Null for a visitor.
 */
export function customerOf(headers: Headers, devFeatures: boolean): CreditCustomer | null {
  const header = headers.get(CUSTOMER_HEADER);
  if (header && CUSTOMER_ID.test(header)) {
    try {
      const session = JSON.parse(headers.get(FRAGMENT_HEADERS.session) ?? '{}') as { loggedIn?: unknown };
      if (session.loggedIn === true) return { id: header, token: tokenOf(headers), demo: false };
    } catch {
      // a malformed session header is no session
    }
  }
  if (devFeatures) {
    const demo = parseCookies(headers.get('cookie'))[DEMO_CUSTOMER_COOKIE];
    if (demo && CUSTOMER_ID.test(demo)) return { id: demo, token: null, demo: true };
  }
  return null;
}

/** The request's shop as the composer determined it, for asking the account domain as the shopper. */
export function shopOf(headers: Headers, tenant: TenantId, locale: Locale): ShopContext {
  return {
    https: headers.get('x-forwarded-proto') === 'https',
    host: headers.get('x-forwarded-host'),
    tenant,
    locale,
    requestId: headers.get(FRAGMENT_HEADERS.requestId) ?? headers.get('x-sf-request-id'),
  };
}
