import {
  hmacHex,
  isProviderStatus,
  returnSigningText,
  sameSignature,
  type PaymentProvider,
  type ProviderResult,
} from './provider';

/**
 * The adapter of the local sandbox provider (`src/payment-sandbox/`): a JSON API signed with a
 * shared secret (HMAC-SHA-256 of the body, `x-sandbox-signature`), a payment page for the shopper,
 * a signed return and a signed notification. `apiUrl` is the sandbox's internal address.
 */
export function createSandboxProvider(opts: {
  apiUrl: string;
  secret: string;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  timeoutMs?: number;
}): PaymentProvider {
  const base = opts.apiUrl.replace(/\/+$/, '');
  const doFetch = opts.fetch ?? ((url: string, init: RequestInit) => fetch(url, init));
  const call = async (path: string, body: string | null): Promise<unknown> => {
    const res = await doFetch(`${base}${path}`, {
      method: body === null ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        'x-sandbox-signature': await hmacHex(opts.secret, body ?? path),
      },
      ...(body === null ? {} : { body }),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
    });
    if (!res.ok) throw new Error(`payment sandbox answered ${res.status} for ${path}`);
    return res.json();
  };
  const parse = (v: unknown): ProviderResult | null => {
    const o = v as Record<string, unknown> | null;
    if (
      !o ||
      typeof o['paymentId'] !== 'string' ||
      typeof o['providerRef'] !== 'string' ||
      !isProviderStatus(o['status'])
    )
      return null;
    return { paymentId: o['paymentId'], providerRef: o['providerRef'], status: o['status'] };
  };
  return {
    async start(p) {
      const answer = (await call('/api/payments', JSON.stringify(p))) as {
        providerRef?: unknown;
        redirectUrl?: unknown;
      };
      if (typeof answer.providerRef !== 'string' || typeof answer.redirectUrl !== 'string')
        throw new Error('payment sandbox: malformed answer');
      return { providerRef: answer.providerRef, redirectUrl: answer.redirectUrl };
    },
    async verifyReturn(query) {
      const result = parse({
        paymentId: query.get('payment'),
        providerRef: query.get('ref'),
        status: query.get('status'),
      });
      const sig = query.get('sig') ?? '';
      return result && sameSignature(sig, await hmacHex(opts.secret, returnSigningText(result)))
        ? result
        : null;
    },
    async verifyNotification(body, signature) {
      if (!signature || body.length > 4096 || !sameSignature(signature, await hmacHex(opts.secret, body)))
        return null;
      try {
        return parse(JSON.parse(body));
      } catch {
        return null;
      }
    },
    async status(providerRef) {
      const answer = (await call(`/api/payments/${encodeURIComponent(providerRef)}`, null)) as {
        status?: unknown;
      };
      if (!isProviderStatus(answer.status)) throw new Error('payment sandbox: malformed status');
      return answer.status;
    },
  };
}
