import {
  hmacHex,
  returnSigningText,
  type PaymentProvider,
  type ProviderResult,
  type ProviderStatus,
} from './provider';
import { createSandboxProvider } from './sandbox-provider';

/** Secret of the tests' provider. */
export const TEST_PROVIDER_SECRET = 'test-secret';

/**
 * A provider for tests: the sandbox adapter's signatures (so returns and notifications are
 * verified for real) over an in-memory "provider" that registers payments and answers statuses
 * the test sets; `down` makes it fail like an unreachable provider.
 */
export interface FakeProvider extends PaymentProvider {
  readonly statuses: Map<string, ProviderStatus>;
  down: boolean;
  /** The signed return query of a payment with `status` (what the shopper's browser brings back). */
  signedReturn(result: ProviderResult, locale?: string): Promise<string>;
  /** A signed notification body and its signature. */
  signedNotification(result: ProviderResult): Promise<{ body: string; signature: string }>;
}

export function createFakeProvider(): FakeProvider {
  const statuses = new Map<string, ProviderStatus>();
  const verifier = createSandboxProvider({ apiUrl: 'http://sandbox.invalid', secret: TEST_PROVIDER_SECRET });
  const fake: FakeProvider = {
    statuses,
    down: false,
    async start(p) {
      if (fake.down) throw new Error('provider down');
      const providerRef = `psb_${p.paymentId.replace(/-/g, '')}`;
      statuses.set(providerRef, 'pending');
      return { providerRef, redirectUrl: `http://sandbox.invalid/pay/${providerRef}` };
    },
    verifyReturn: verifier.verifyReturn,
    verifyNotification: verifier.verifyNotification,
    async status(ref) {
      if (fake.down) throw new Error('provider down');
      return statuses.get(ref) ?? 'pending';
    },
    async signedReturn(result, locale = 'de-DE') {
      const q = new URLSearchParams({
        locale,
        payment: result.paymentId,
        ref: result.providerRef,
        status: result.status,
        sig: await hmacHex(TEST_PROVIDER_SECRET, returnSigningText(result)),
      });
      return q.toString();
    },
    async signedNotification(result) {
      const body = JSON.stringify(result);
      return { body, signature: await hmacHex(TEST_PROVIDER_SECRET, body) };
    },
  };
  return fake;
}
