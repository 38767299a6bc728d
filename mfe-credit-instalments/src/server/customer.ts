import { FRAGMENT_HEADERS } from '@sf/contracts';
import { CUSTOMER_HEADER, DEMO_CUSTOMER_COOKIE } from '../shared/constants';

const CUSTOMER_ID = /^[A-Za-z0-9_-]{1,64}$/;

function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/**
 * The logged-in customer's id (README "Customer contract"): the `x-sf-customer` header the composer
 * derives from the verified session, only with `x-sf-session` saying `loggedIn`; with development
 * features on, the demo cookie `sf_credit_demo` instead. Null for a visitor.
 */
export function customerOf(headers: Headers, devFeatures: boolean): string | null {
  const header = headers.get(CUSTOMER_HEADER);
  if (header && CUSTOMER_ID.test(header)) {
    try {
      const session = JSON.parse(headers.get(FRAGMENT_HEADERS.session) ?? '{}') as { loggedIn?: unknown };
      if (session.loggedIn === true) return header;
    } catch {
      // a malformed session header is no session
    }
  }
  if (devFeatures) {
    const demo = cookieValue(headers.get('cookie'), DEMO_CUSTOMER_COOKIE);
    if (demo && CUSTOMER_ID.test(demo)) return demo;
  }
  return null;
}
