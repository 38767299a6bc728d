import { hmacSha256Hex, safeEqual } from '@sf/server-kit';

/** The state of a payment at the provider. */
export type ProviderStatus = 'pending' | 'authorized' | 'cancelled' | 'failed';

/** A verified answer of the provider about one payment (return, notification or status look-up). */
export interface ProviderResult {
  /** Our payment id (the merchant reference we gave the provider). */
  readonly paymentId: string;
  /** The provider's own id of the payment. */
  readonly providerRef: string;
  readonly status: ProviderStatus;
}

/** What the checkout asks of a payment provider (decision 0067); the sandbox is one implementation. */
export interface PaymentProvider {
  /** Registers a payment and answers where to send the shopper to pay it. */
  start(p: {
    paymentId: string;
    method: string;
    amountCents: number;
    currency: string;
    locale: string;
    returnUrl: string;
    notifyUrl: string;
  }): Promise<{ providerRef: string; redirectUrl: string }>;
  /** The shopper's return (query parameters), when its signature is the provider's; else null. */
  verifyReturn(query: URLSearchParams): Promise<ProviderResult | null>;
  /** A server-to-server notification (raw body and signature header), when genuine; else null. */
  verifyNotification(body: string, signature: string | null): Promise<ProviderResult | null>;
  /** The provider's current status of a payment (for the reconciliation job). */
  status(providerRef: string): Promise<ProviderStatus>;
}

/** HMAC-SHA-256 of `text` with `secret`, lower-case hex (@sf/server-kit's; Web Crypto: the same in Node and at the edge). */
export const hmacHex = hmacSha256Hex;

/** Compares two hex signatures in time independent of where they differ (@sf/server-kit's `safeEqual`). */
export const sameSignature = safeEqual;

/** The text signed for a return: the fields joined in a fixed order. */
export const returnSigningText = (r: ProviderResult) => `${r.paymentId}|${r.providerRef}|${r.status}`;

export const isProviderStatus = (v: unknown): v is ProviderStatus =>
  v === 'pending' || v === 'authorized' || v === 'cancelled' || v === 'failed';
