import { Hono } from 'hono';
import { hmacHex, returnSigningText, sameSignature, type ProviderStatus } from '../server/checkout/provider';
import { sandboxPage, SANDBOX_TEXTS } from './sandbox-page';

/** One payment the sandbox holds (memory only: a sandbox restart forgets them, like a test provider's purge). */
interface SandboxPayment {
  readonly providerRef: string;
  readonly paymentId: string;
  readonly method: string;
  readonly amountCents: number;
  readonly currency: string;
  readonly locale: string;
  readonly returnUrl: string;
  readonly notifyUrl: string;
  status: ProviderStatus;
}

export interface SandboxOptions {
  readonly secret: string;
  /** Where shoppers reach the sandbox's pages (its public address). */
  readonly publicUrl: string;
  /** Sends the notification (default: fetch); tests replace it. */
  readonly notify?: (url: string, body: string, signature: string) => Promise<void>;
  /** Most payments kept (oldest dropped first). */
  readonly maxPayments?: number;
}

const MONEY = /^[1-9]\d{0,8}$/;
const httpUrl = (v: unknown): v is string =>
  typeof v === 'string' && v.length <= 2048 && /^https?:\/\/[^\s]+$/.test(v);

/**
 * The sandbox payment provider (decision 0067): `POST /api/payments` (signed) registers a payment
 * and answers the page to send the shopper to; `GET /pay/:ref` shows the amount and three choices;
 * `POST /pay/:ref` (`outcome=success|cancel|failure`) settles it, sends the signed notification to
 * the shop (unless `notify=no`, to play a lost one) and redirects back with signed parameters
 * (unless `return=no`: the shopper "closes the tab"); `GET /api/payments/:ref` (signed) answers its status.
 */
export function createSandboxApp(opts: SandboxOptions): Hono {
  const payments = new Map<string, SandboxPayment>();
  const app = new Hono();
  const notify =
    opts.notify ??
    (async (url, body, signature) => {
      await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
        body,
        signal: AbortSignal.timeout(5000),
      });
    });
  const signedBy = async (text: string, signature: string | undefined) =>
    !!signature && sameSignature(signature, await hmacHex(opts.secret, text));

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.post('/api/payments', async (c) => {
    const body = await c.req.text();
    if (body.length > 8192 || !(await signedBy(body, c.req.header('x-sandbox-signature'))))
      return c.json({ error: 'signature' }, 401);
    let p: Record<string, unknown>;
    try {
      p = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return c.json({ error: 'json' }, 400);
    }
    if (
      typeof p['paymentId'] !== 'string' ||
      typeof p['method'] !== 'string' ||
      !MONEY.test(String(p['amountCents'])) ||
      (p['currency'] !== 'EUR' && p['currency'] !== 'CHF') ||
      !httpUrl(p['returnUrl']) ||
      !httpUrl(p['notifyUrl'])
    ) {
      return c.json({ error: 'invalid' }, 422);
    }
    const providerRef = `psb_${crypto.randomUUID().replace(/-/g, '')}`;
    payments.set(providerRef, {
      providerRef,
      paymentId: p['paymentId'],
      method: p['method'],
      amountCents: Number(p['amountCents']),
      currency: p['currency'],
      locale: typeof p['locale'] === 'string' ? p['locale'] : 'de-DE',
      returnUrl: p['returnUrl'],
      notifyUrl: p['notifyUrl'],
      status: 'pending',
    });
    if (payments.size > (opts.maxPayments ?? 10_000)) payments.delete(payments.keys().next().value!);
    return c.json(
      { providerRef, redirectUrl: `${opts.publicUrl.replace(/\/+$/, '')}/pay/${providerRef}` },
      201,
    );
  });
  app.get('/api/payments/:ref', async (c) => {
    if (!(await signedBy(new URL(c.req.url).pathname, c.req.header('x-sandbox-signature'))))
      return c.json({ error: 'signature' }, 401);
    const payment = payments.get(c.req.param('ref'));
    return payment
      ? c.json({ providerRef: payment.providerRef, paymentId: payment.paymentId, status: payment.status })
      : c.json({ error: 'unknown' }, 404);
  });
  app.get('/pay/:ref', (c) => {
    const payment = payments.get(c.req.param('ref'));
    if (!payment) return c.html('<!doctype html><title>404</title><p>Unknown payment.</p>', 404);
    return c.html(sandboxPage(payment), 200, {
      'cache-control': 'no-store',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:",
    });
  });
  app.post('/pay/:ref', async (c) => {
    const payment = payments.get(c.req.param('ref'));
    if (!payment) return c.html('<!doctype html><title>404</title><p>Unknown payment.</p>', 404);
    const form = await c.req.parseBody();
    const outcome = form['outcome'];
    const status: ProviderStatus =
      outcome === 'success' ? 'authorized' : outcome === 'cancel' ? 'cancelled' : 'failed';
    if (payment.status === 'pending') payment.status = status;
    const result = { paymentId: payment.paymentId, providerRef: payment.providerRef, status: payment.status };
    if (form['notify'] !== 'no') {
      const body = JSON.stringify(result);
      void hmacHex(opts.secret, body)
        .then((sig) => notify(payment.notifyUrl, body, sig))
        .catch(() => undefined);
    }
    if (form['return'] === 'no')
      return c.html(
        `<!doctype html><html lang="en"><title>Sandbox</title><p>${SANDBOX_TEXTS.closed}</p></html>`,
      );
    const back = new URL(payment.returnUrl);
    back.searchParams.set('payment', result.paymentId);
    back.searchParams.set('ref', result.providerRef);
    back.searchParams.set('status', result.status);
    back.searchParams.set('sig', await hmacHex(opts.secret, returnSigningText(result)));
    return c.redirect(back.toString(), 303);
  });
  return app;
}
