/**
 * Node adapter of the basket server (the only file with Node specifics): the basket domain's
 * database (PGlite in .data/basket, or PostgreSQL by DATABASE_URL), served on 127.0.0.1:BASKET_PORT
 * (default PORT + 104). The demo vouchers (README) are written once into an empty voucher table, the
 * demo customers' orders once each (`checkout/demo-orders.ts`). Offers come from the gateway at SF_GATEWAY_URL (default the composer's
 * `/api/gateway/`), asked with the shopper's shop host so the composer forwards the right tenant.
 * Payments: the sandbox provider at PAYMENT_SANDBOX_URL (default PORT + 109) with
 * PAYMENT_SANDBOX_SECRET; the reconciliation job runs on start and every PAYMENT_RECONCILE_SECONDS (60).
 * The newsletter's voucher is looked up and redeemed through the gateway, signed with
 * NEWSLETTER_VOUCHER_SECRET (the development one with SF_DEV_FEATURES=1; neither: not accepted), and
 * redemptions the newsletter did not get are delivered again with the reconciliation (decision 0086).
 * `CHECKOUT_CRASH_AT=<step>` (reliability test only) kills the process with SIGKILL at that step of an order placement.
 */
import { startDomainServer } from '@sf/domain-server';
import { DEV_SANDBOX_SECRET, sandboxPort } from '../payment-sandbox/settings';
import { createBasketApp } from './app';
import { seedDemoOrders } from './checkout/demo-orders';
import { completePaylinkPayment } from './checkout/paylink';
import { reconcilePayments } from './checkout/payments';
import type { PlacementStep } from './checkout/place-order';
import { createSandboxProvider } from './checkout/sandbox-provider';
import { deliverNewsletterRedemptions } from './checkout/newsletter-redemptions';
import { BASKET_MIGRATIONS, createGatewayNewsletterVoucherSource, createGatewayOfferSource, newsletterVoucherSecretOf, seedVouchers } from './domain';
import { hostFetch, hostPost } from './host-fetch';

const CRASH_STEPS: readonly PlacementStep[] = ['priced', 'locked', 'order-written', 'voucher-redeemed', 'basket-emptied', 'committed'];

startDomainServer({
  name: 'mfe-basket-checkout',
  domain: 'basket',
  portEnv: 'BASKET_PORT',
  portOffset: 104,
  migrations: BASKET_MIGRATIONS,
  setup: async (ctx) => {
    const seeded = await seedVouchers(ctx.db);
    if (seeded) ctx.logger.info('demo vouchers written', { seeded });
    const orders = await seedDemoOrders(ctx.db);
    if (orders) ctx.logger.info('demo orders of the demo customers written', { orders });
    const provider = createSandboxProvider({
      apiUrl: ctx.env['PAYMENT_SANDBOX_URL'] ?? `http://127.0.0.1:${sandboxPort(ctx.env)}`,
      secret: ctx.env['PAYMENT_SANDBOX_SECRET'] ?? DEV_SANDBOX_SECRET,
    });
    const voucherSecret = newsletterVoucherSecretOf(ctx.env['NEWSLETTER_VOUCHER_SECRET'], ctx.devFeatures);
    if (!voucherSecret) ctx.logger.warn('newsletter vouchers are not accepted: NEWSLETTER_VOUCHER_SECRET is not set');
    const newsletterVouchers = voucherSecret ? createGatewayNewsletterVoucherSource({ gatewayUrl: ctx.gatewayUrl, secret: voucherSecret, post: hostPost }) : undefined;
    // payments whose return and notification never arrived (bounded rounds; on start and periodically),
    // and newsletter voucher redemptions the newsletter has not heard of yet
    const reconcile = () =>
      Promise.all([
        reconcilePayments(ctx.db, provider, { olderThanMs: 60_000, limit: 50, logger: ctx.logger, onSettled: (p) => completePaylinkPayment(ctx.db, p.id) })
          .then((changed) => changed && ctx.logger.info('payments reconciled', { changed }))
          .catch((error: unknown) => ctx.logger.warn('payment reconciliation failed', { error })),
        newsletterVouchers &&
          deliverNewsletterRedemptions(ctx.db, newsletterVouchers, { limit: 50, logger: ctx.logger })
            .then((n) => n && ctx.logger.info('newsletter voucher redemptions delivered', { n }))
            .catch((error: unknown) => ctx.logger.warn('newsletter voucher redemption delivery failed', { error })),
      ]);
    void reconcile();
    const timer = setInterval(() => void reconcile(), ctx.number('PAYMENT_RECONCILE_SECONDS', 60) * 1000);
    timer.unref();
    ctx.onStop(() => clearInterval(timer));
    const crashAt = CRASH_STEPS.find((s) => s === ctx.env['CHECKOUT_CRASH_AT']);
    return Object.assign(
      createBasketApp({
        basket: { db: ctx.db, offers: createGatewayOfferSource({ gatewayUrl: ctx.gatewayUrl, fetch: hostFetch }), ...(newsletterVouchers ? { newsletterVouchers } : {}) },
        provider,
        ...(crashAt ? { crashPoint: (step: PlacementStep) => void (step === crashAt && process.kill(process.pid, 'SIGKILL')) } : {}),
        trustedOrigins: ctx.list('BASKET_TRUSTED_ORIGINS'),
        rateLimitPerMinute: ctx.number('BASKET_RATE_LIMIT', 120),
        orderRateLimitPerMinute: ctx.number('CHECKOUT_ORDER_RATE_LIMIT', 30),
        rateLimitStore: ctx.rateLimitStore,
        logger: ctx.logger,
      }),
      { describe: { gatewayUrl: ctx.gatewayUrl, crashAt: crashAt ?? null } },
    );
  },
});
