/**
 * The basket server's start (Node: `node.ts` runs it): the basket domain's
 * database (PGlite in .data/basket, or PostgreSQL by DATABASE_URL), served on 127.0.0.1:BASKET_PORT
 * (default PORT + 104). With development features only, the demo vouchers (README) are written once
 * into an empty voucher table and the demo customers' orders once each (`checkout/demo-orders.ts`);
 * else by `npm run seed:demo`. Offers come from the basket's own read model (decision 0220), kept fresh
 * from the catalog's feed (BASKET_CATALOG_FEED_URL, default `/api/catalog/feed` on the gateway's origin)
 * every BASKET_OFFER_SYNC_INTERVAL_MS (15 s) with what changed, every BASKET_OFFER_FULL_SYNC_INTERVAL_MS
 * (1 h) over everything; a sku it lacks is asked of the gateway at SF_GATEWAY_URL (default the
 * composer's `/api/gateway/`) with the shopper's shop host, and the next pass runs at once.
 * Payments: the sandbox provider at PAYMENT_SANDBOX_URL (default PORT + 109) with
 * PAYMENT_SANDBOX_SECRET (required without development features); the reconciliation job runs on start and every PAYMENT_RECONCILE_SECONDS (60).
 * The newsletter's voucher is looked up and redeemed through the gateway, signed with
 * NEWSLETTER_VOUCHER_SECRET (required without development features), and
 * redemptions the newsletter did not get are delivered again with the reconciliation (decision 0086).
 * `CHECKOUT_CRASH_AT=<step>` (reliability test only) kills the process with SIGKILL at that step of an order placement.
 */
import { startMailOutbox } from '@sf/mail';
import { createFeedSyncPlan, httpFeedPages, startFeedLoop } from '@sf/server-kit';
import type { DomainServerOptions } from '@sf/domain-server';
import { sandboxPort } from '../payment-sandbox/settings';
import { createGatewayClubShipping } from './domain/club-shipping';
import { createBasketApp } from './app';
import { seedDemoOrders } from './checkout/demo-orders';
import { completePaylinkPayment } from './checkout/paylink';
import { reconcilePayments } from './checkout/payments';
import type { PlacementStep } from './checkout/place-order';
import { createSandboxProvider } from './checkout/sandbox-provider';
import { deliverNewsletterRedemptions } from './checkout/newsletter-redemptions';
import {
  BASKET_MIGRATIONS,
  createGatewayNewsletterVoucherSource,
  createGatewayOfferSource,
  createOfferWriter,
  createReadModelOfferSource,
  isOfferFeedProduct,
  seedVouchers,
} from './domain';
import { hostFetch } from './host-fetch';

const CRASH_STEPS: readonly PlacementStep[] = [
  'priced',
  'locked',
  'order-written',
  'voucher-redeemed',
  'basket-emptied',
  'committed',
];

/** The secrets the basket server needs: the payment provider's, and the one it shares with the newsletter server. */
export const BASKET_SECRETS = ['PAYMENT_SANDBOX_SECRET', 'NEWSLETTER_VOUCHER_SECRET'] as const;

/** The basket server as `startDomainServer` runs it (`node.ts`), and as tests start it. */
export const basketServer: DomainServerOptions = {
  name: 'mfe-basket-checkout',
  domain: 'basket',
  portEnv: 'BASKET_PORT',
  portOffset: 104,
  migrations: BASKET_MIGRATIONS,
  secrets: BASKET_SECRETS,
  setup: async (ctx) => {
    // demo vouchers and the demo customers' orders: development features only, else `npm run seed:demo`
    if (ctx.devFeatures) {
      const seeded = await seedVouchers(ctx.db);
      if (seeded) ctx.logger.info('demo vouchers written', { seeded });
      const orders = await seedDemoOrders(ctx.db);
      if (orders) ctx.logger.info('demo orders of the demo customers written', { orders });
    }
    const provider = createSandboxProvider({
      apiUrl: ctx.env['PAYMENT_SANDBOX_URL'] ?? `http://127.0.0.1:${sandboxPort(ctx.env)}`,
      secret: ctx.secret('PAYMENT_SANDBOX_SECRET'),
    });
    const newsletterVouchers = createGatewayNewsletterVoucherSource({
      gatewayUrl: ctx.gatewayUrl,
      secret: ctx.secret('NEWSLETTER_VOUCHER_SECRET'),
      fetch: hostFetch,
    });
    // payments whose return and notification never arrived (bounded rounds; on start and periodically),
    // and newsletter voucher redemptions the newsletter has not heard of yet
    const reconcile = () =>
      Promise.all([
        reconcilePayments(ctx.db, provider, {
          olderThanMs: 60_000,
          limit: 50,
          logger: ctx.logger,
          onSettled: (p) => completePaylinkPayment(ctx.db, p.id),
        })
          .then((changed) => changed && ctx.logger.info('payments reconciled', { changed }))
          .catch((error: unknown) => ctx.logger.warn('payment reconciliation failed', { error })),
        deliverNewsletterRedemptions(ctx.db, newsletterVouchers, { limit: 50, logger: ctx.logger })
          .then((n) => n && ctx.logger.info('newsletter voucher redemptions delivered', { n }))
          .catch((error: unknown) =>
            ctx.logger.warn('newsletter voucher redemption delivery failed', { error }),
          ),
      ]);
    void reconcile();
    const timer = setInterval(() => void reconcile(), ctx.number('PAYMENT_RECONCILE_SECONDS', 60) * 1000);
    timer.unref();
    ctx.onStop(() => clearInterval(timer));
    // order confirmation mails (decision 0187): SMTP by SMTP_URL, else the local mailbox (/dev/mailbox)
    ctx.onStop(
      startMailOutbox({
        db: ctx.db,
        env: ctx.env,
        fromVar: 'CHECKOUT_MAIL_FROM',
        defaultFrom: 'Bestellung <bestellung@localhost>',
        logger: ctx.logger,
      }),
    );
    // the basket's offers (decision 0220): its own read model, fed from the catalog's feed as search's index is
    const feedUrl =
      ctx.env['BASKET_CATALOG_FEED_URL'] || new URL('/api/catalog/feed', ctx.gatewayUrl).toString();
    const offerPasses = createFeedSyncPlan(
      createOfferWriter(ctx.db),
      httpFeedPages(feedUrl, isOfferFeedProduct),
      { fullEveryMs: ctx.number('BASKET_OFFER_FULL_SYNC_INTERVAL_MS', 3_600_000) },
    );
    let offersSynced = false;
    const offerLoop = startFeedLoop(
      async () => {
        const report = await offerPasses();
        offersSynced = true;
        return report;
      },
      {
        name: 'basket offers',
        intervalMs: ctx.number('BASKET_OFFER_SYNC_INTERVAL_MS', 15_000),
        retryMs: ctx.number('BASKET_OFFER_SYNC_RETRY_MS', 3_000),
        logger: ctx.logger,
      },
    );
    ctx.onStop(() => offerLoop.stop());
    const offers = createReadModelOfferSource({
      db: ctx.db,
      fallback: createGatewayOfferSource({ gatewayUrl: ctx.gatewayUrl, fetch: hostFetch }),
      onBehind: () => void offerLoop.runNow(),
    });
    const crashAt = CRASH_STEPS.find((s) => s === ctx.env['CHECKOUT_CRASH_AT']);
    return Object.assign(
      createBasketApp({
        basket: {
          db: ctx.db,
          offers,
          newsletterVouchers,
          clubShipping: createGatewayClubShipping({ gatewayUrl: ctx.gatewayUrl, fetch: hostFetch }),
        },
        provider,
        ...(crashAt
          ? {
              crashPoint: (step: PlacementStep) =>
                void (step === crashAt && process.kill(process.pid, 'SIGKILL')),
            }
          : {}),
        trustedOrigins: ctx.list('BASKET_TRUSTED_ORIGINS'),
        rateLimitPerMinute: ctx.number('BASKET_RATE_LIMIT', 120),
        orderRateLimitPerMinute: ctx.number('CHECKOUT_ORDER_RATE_LIMIT', 30),
        rateLimitStore: ctx.rateLimitStore,
        logger: ctx.logger,
        devFeatures: ctx.devFeatures,
        offersSynced: () => offersSynced,
      }),
      { describe: { gatewayUrl: ctx.gatewayUrl, offerFeed: feedUrl, crashAt: crashAt ?? null } },
    );
  },
};
