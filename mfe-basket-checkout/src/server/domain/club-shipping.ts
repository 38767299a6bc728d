import { persistedDocumentId } from '@sf/gateway-client';
import { CREDIT_CLUB_QUERY } from '../../shared/credit-club-query';
import type { Visitor } from './context';

/** Whether the shopper's advantage-club membership gives free shipping (decision 0186). */
export interface ClubShippingSource {
  freeShipping(visitor: Visitor): Promise<boolean>;
}

/** Options of {@link createGatewayClubShipping}. */
export interface GatewayClubShippingOptions {
  /** The gateway's internal address (`SF_GATEWAY_URL`). */
  readonly gatewayUrl: string;
  /** A fetch that honours `host` (the Node adapter's). */
  readonly fetch: (url: string, init: { headers: Headers; signal: AbortSignal }) => Promise<Response>;
  readonly timeoutMs?: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The credit domain's `creditClub` through the gateway as the shopper: their own session cookie,
 * shop host and tenant; the credit subgraph finds the customer from the verified session alone.
 * Anything but a clear `true` (a visitor, no session token, the gateway or credit down, a malformed
 * answer) is no free shipping: the shopper pays the usual shipping, never less by accident.
 */
export function createGatewayClubShipping(opts: GatewayClubShippingOptions): ClubShippingSource {
  const documentId = persistedDocumentId(CREDIT_CLUB_QUERY);
  return {
    async freeShipping(visitor) {
      if (!visitor.customerId || !visitor.sessionCookie) return false;
      const url = new URL(opts.gatewayUrl);
      url.searchParams.set('documentId', await documentId);
      url.searchParams.set('operationName', 'BasketCreditClub');
      const headers = new Headers({
        accept: 'application/json',
        cookie: visitor.sessionCookie,
        'x-sf-locale': visitor.shopper.locale,
        'x-sf-tenant': visitor.shopper.tenant,
      });
      if (visitor.shopper.host) headers.set('host', visitor.shopper.host);
      if (visitor.shopper.origin) {
        headers.set('referer', `${visitor.shopper.origin}/`);
        if (visitor.shopper.origin.startsWith('https:')) headers.set('x-forwarded-proto', 'https');
      }
      if (visitor.shopper.clientIp) headers.set('x-forwarded-for', visitor.shopper.clientIp);
      if (visitor.shopper.requestId) headers.set('x-sf-request-id', visitor.shopper.requestId);
      try {
        const res = await opts.fetch(url.href, {
          headers,
          signal: AbortSignal.timeout(opts.timeoutMs ?? 2000),
        });
        const json: unknown = await res.json().catch(() => null);
        const club = isRecord(json) && isRecord(json.data) ? json.data.creditClub : null;
        return isRecord(club) && club.freeShipping === true;
      } catch {
        return false;
      }
    },
  };
}
