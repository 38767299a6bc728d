import type { Locale, TenantId } from '@sf/contracts';
import { GATEWAY_TIMEOUT_MS, gatewayHeaders } from '@sf/remote-server';
import { hostCookieName, SESSION_TOKEN_COOKIE } from '@sf/session';

/**
 * The account domain's data the Flexikonto shows (decision 0092): the customer's bookings, balance
 * and maturities (`GET /api/customer/v1/ledger`) and the credit-affinity flag (`GET /api/customer/v1`).
 * The account domain owns them; the credit server only reads them, as the shopper.
 */
export interface LedgerBooking {
  readonly bookedOn: string;
  readonly kind: string;
  readonly reference: string;
  /** Cents; positive raises the balance. */
  readonly amountCents: number;
}

export interface CustomerLedger {
  readonly customerId: string;
  readonly currency: string;
  /** Sum of the bookings in cents (positive: owed). */
  readonly balanceCents: number;
  readonly nextMaturity: { readonly dueOn: string; readonly amountCents: number } | null;
  readonly bookings: readonly LedgerBooking[];
  readonly creditAffinity: boolean;
}

/** Whose ledger: the shopper's own session token as the composer gave it, and their shop. */
export interface LedgerRequest {
  readonly token: string;
  readonly https: boolean;
  /** The shop host the composer determined (`x-forwarded-host`): the edge derives the tenant from it. */
  readonly host: string | null;
  readonly tenant: TenantId;
  readonly locale: Locale;
  readonly requestId: string | null;
}

/** `unauthorized`: the account refused the session (401/403); `unavailable`: no usable answer. */
export type LedgerResult =
  | { readonly kind: 'ledger'; readonly ledger: CustomerLedger }
  | { readonly kind: 'unauthorized' }
  | { readonly kind: 'unavailable' };

export interface LedgerSource {
  read(req: LedgerRequest): Promise<LedgerResult>;
  /** Only the credit-affinity flag (`GET /api/customer/v1`); null when the account cannot say. */
  creditAffinity(req: LedgerRequest): Promise<boolean | null>;
}

export interface EdgeLedgerSourceOptions {
  /** The gateway's address (`SF_GATEWAY_URL`); the account API is asked at the same edge. */
  readonly gatewayUrl: string;
  /** A fetch that honours `host` (the Node adapter's `hostRequest`). */
  readonly fetch: (url: string, init: { headers: Headers; signal: AbortSignal }) => Promise<Response>;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isCents = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);
const isDay = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** Runtime check of the ledger answer: anything malformed is no answer, never trusted. */
export function toLedger(ledger: unknown, customer: unknown): CustomerLedger | null {
  if (!isRecord(ledger) || !isRecord(customer) || !isRecord(customer.flags)) return null;
  const { customerId, currency, balanceCents, nextMaturity, bookings } = ledger;
  if (
    typeof customerId !== 'string' ||
    typeof currency !== 'string' ||
    !isCents(balanceCents) ||
    !Array.isArray(bookings)
  )
    return null;
  if (
    nextMaturity !== null &&
    !(isRecord(nextMaturity) && isDay(nextMaturity.dueOn) && isCents(nextMaturity.amountCents))
  )
    return null;
  const valid = bookings.filter(
    (b): b is LedgerBooking =>
      isRecord(b) &&
      isDay(b.bookedOn) &&
      typeof b.kind === 'string' &&
      typeof b.reference === 'string' &&
      isCents(b.amountCents),
  );
  return {
    customerId,
    currency,
    balanceCents,
    nextMaturity:
      nextMaturity === null
        ? null
        : { dueOn: nextMaturity.dueOn as string, amountCents: nextMaturity.amountCents as number },
    bookings: valid.map((b) => ({
      bookedOn: b.bookedOn,
      kind: b.kind,
      reference: b.reference,
      amountCents: b.amountCents,
    })),
    // declined only when the account says so explicitly
    creditAffinity: customer.flags.creditAffinity !== false,
  };
}

/** The session cookie's name the edge reads (`@sf/session`: `__Host-` over TLS). */
export const sessionCookieName = (https: boolean): string => hostCookieName(SESSION_TOKEN_COOKIE, https);

/**
 * The account API through the edge in front of the gateway (the origin of `SF_GATEWAY_URL`), as the
 * shopper: their token as the session cookie, which the edge verifies and passes on as `x-ec-token`;
 * their shop as `host`. Never a customer id: the account finds the customer from the session alone.
 * A REST API of the account (it has no GraphQL field for the ledger), so not the preset's
 * `callGateway`: its header policy (`gatewayHeaders`) and its time limit (`GATEWAY_TIMEOUT_MS`) all the same.
 */
export function createEdgeLedgerSource(opts: EdgeLedgerSourceOptions): LedgerSource {
  const headersOf = (req: LedgerRequest): Headers =>
    gatewayHeaders({
      tenant: req.tenant,
      locale: req.locale,
      host: req.host,
      origin: req.host ? `${req.https ? 'https' : 'http'}://${req.host}` : null,
      cookie: `${sessionCookieName(req.https)}=${req.token}`,
      requestId: req.requestId,
    });
  const get = async (
    path: string,
    headers: Headers,
    signal: AbortSignal,
  ): Promise<{ status: number; body: unknown }> => {
    const res = await opts.fetch(new URL(path, opts.gatewayUrl).href, { headers, signal });
    return { status: res.status, body: await res.json().catch(() => null) };
  };
  const refused = (status: number) => status === 401 || status === 403;
  return {
    async read(req) {
      const headers = headersOf(req);
      const signal = AbortSignal.timeout(GATEWAY_TIMEOUT_MS);
      try {
        const [ledger, customer] = await Promise.all([
          get('/api/customer/v1/ledger', headers, signal),
          get('/api/customer/v1', headers, signal),
        ]);
        if (refused(ledger.status) || refused(customer.status)) return { kind: 'unauthorized' };
        const parsed =
          ledger.status === 200 && customer.status === 200 ? toLedger(ledger.body, customer.body) : null;
        return parsed ? { kind: 'ledger', ledger: parsed } : { kind: 'unavailable' };
      } catch {
        return { kind: 'unavailable' };
      }
    },
    async creditAffinity(req) {
      try {
        const customer = await get(
          '/api/customer/v1',
          headersOf(req),
          AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
        );
        const flags =
          customer.status === 200 && isRecord(customer.body) && isRecord(customer.body.flags)
            ? customer.body.flags
            : null;
        return flags && typeof flags.creditAffinity === 'boolean' ? flags.creditAffinity : null;
      } catch {
        return null;
      }
    },
  };
}
