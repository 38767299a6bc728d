import type { FragmentContext } from '@sf/contracts';
import { fragmentResponse, type FragmentEnv } from '@sf/server-kit';
import type { Context, Hono } from 'hono';
import type { ServerDeps } from '../deps';
import { listAddresses } from '../domain/addresses';
import {
  accountBalance,
  listBookings,
  listInvoices,
  listMaturities,
  listReturns,
  listVouchers,
} from '../domain/ledger';
import type { CustomerOrder } from '../domain/orders';
import { bookingsWithPausedOrders, maturitiesWithPausedOrders } from '../domain/paused-orders';
import { personalData } from '../domain/personal-data';
import { readDraft, valuesOf } from '../domain/personal-data-draft';
import { earliestReturnDate } from '../domain/working-days';
import { areaNoticeOf, type AreaNotice } from '../pages/area-notice';
import {
  addressBookState,
  bonusState,
  bookingsState,
  gateState,
  invoicesState,
  ordersState,
  paybackState,
  paymentDatesState,
} from '../pages/area-states';
import { overviewState } from '../pages/overview-state';
import { personalDataState } from '../pages/personal-data-state';
import { accountText } from '../domain/intl';
import { accountRemote } from '../remote';
import type { AreaPageMessageId } from '../../shared/area-messages';
import type { RouteId } from '../../shared/area-nav-items';
import type { AreaState } from '../../shared/area-state';
import { loyaltyOf } from './loyalty-context';
import { areaAuth, countryOf, currencyOf, ordersOf, todayOf, type AreaAuth } from './area-context';

interface PageCtx {
  readonly c: Context<FragmentEnv>;
  readonly fragment: FragmentContext;
  readonly auth: AreaAuth & { readonly customer: NonNullable<AreaAuth['customer']> };
  readonly query: URLSearchParams;
  readonly notice: AreaNotice | null;
}

/** A page's state: the React page of the remote that shows the customer's data (issue 27). */
type Render = (ctx: PageCtx) => Promise<AreaState>;

const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The sub-pages of the account area (`/mein-konto/uebersicht`, …), each a React page of the account
 * remote (issue 27, decision 0230: `AccountApp`, slot `mfe-account`, hydrated on the first intent) with
 * native form posts that work without JavaScript: the account navigation on each, the login prompt for
 * visitors, the password again for a soft-logged-in customer on the pages with personal data (personal
 * data, address book, invoices, the PAYBACK number) and before any change, "Nutzerdaten konnten nicht
 * abgerufen werden." when the data cannot be read. Private, `no-store`, `noindex`.
 */
export function registerAreaFragments(app: Hono<FragmentEnv>, deps: ServerDeps): void {
  const page =
    (route: RouteId, title: AreaPageMessageId, sensitive: boolean, render: Render) =>
    async (c: Context<FragmentEnv>) => {
      const fragment = c.get('fragment');
      const query = new URL(fragment.path, 'http://x').searchParams;
      const notice = areaNoticeOf(query);
      const path = fragment.path.split('?')[0]!;
      let state: AreaState;
      try {
        const auth = await areaAuth(deps, c.req.raw.headers, fragment.tenant);
        if (!auth.customer) state = gateState('login', route, title, path, notice);
        // a form post of a soft-logged-in customer comes back with `?reauth=1`
        else if ((sensitive || query.has('reauth')) && !auth.strong)
          state = gateState('reauth', route, title, path, notice);
        else state = await render({ c, fragment, auth: { ...auth, customer: auth.customer }, query, notice });
      } catch (error) {
        deps.logger.error('account data unavailable', { route, error: String(error) });
        state = gateState('error', route, title, path, notice);
      }
      const t = (id: AreaPageMessageId) => accountText(fragment.locale, id);
      return fragmentResponse(await accountRemote.render(route, fragment, state), {
        cacheControl: 'private, no-store',
        head: '<meta name="robots" content="noindex, nofollow">',
        title: `${t(title)} – ${t('area.nav.label')}`,
      });
    };

  /** The page's path without its query (a reload link's). */
  const pathOf = (ctx: PageCtx) => ctx.fragment.path.split('?')[0]!;
  const shopOf = (ctx: PageCtx) => ({
    tenant: ctx.fragment.tenant,
    locale: ctx.fragment.locale,
    requestId: ctx.fragment.requestId,
  });
  /** The customer's orders for the ledger pages (decision 0160); none when the checkout cannot say now. */
  const pausedOrdersOf = async (ctx: PageCtx): Promise<readonly CustomerOrder[]> => {
    const result = await ordersOf(deps, ctx.c.req.raw.headers, shopOf(ctx), 100);
    return result.kind === 'orders' ? result.orders : [];
  };

  app.get(
    '/account-overview',
    page('account-overview', 'area.nav.overview', false, async (ctx) => {
      const id = ctx.auth.customer.id;
      const today = todayOf(deps);
      const country = countryOf(ctx.fragment.tenant);
      const [balance, returns, vouchers, orders] = await Promise.all([
        accountBalance(deps.db, id, currencyOf(ctx.fragment.tenant)),
        listReturns(deps.db, id),
        listVouchers(deps.db, id, today),
        ordersOf(deps, ctx.c.req.raw.headers, shopOf(ctx)),
      ]);
      const data = {
        customer: ctx.auth.customer,
        balance,
        returns,
        vouchers,
        orders,
        earliestReturnOn: earliestReturnDate(today, country),
        latestReturnOn: addDays(today, 30),
      };
      return overviewState(data, ctx.notice);
    }),
  );

  app.get(
    '/account-personal-data',
    page('account-personal-data', 'area.nav.personalData', true, async (ctx) => {
      const data = await personalData(deps.db, ctx.auth.customer.id);
      if (!data) throw new Error('customer without personal data');
      // right after a refusal the form shows what the customer typed, not the stored data (decision 0200)
      const refused = ctx.notice?.kind === 'alert';
      const draft = refused
        ? await readDraft(deps.db, ctx.auth.customer.id, deps.now?.() ?? new Date())
        : null;
      return personalDataState(draft ?? valuesOf(data), data.birthDate !== null, ctx.notice);
    }),
  );

  app.get(
    '/account-address-book',
    page('account-address-book', 'area.nav.addressBook', true, async (ctx) => {
      const addresses = await listAddresses(deps.db, ctx.auth.customer.id);
      return addressBookState(addresses, ctx.fragment.tenant, ctx.query, ctx.notice);
    }),
  );

  app.get(
    '/account-orders',
    page('account-orders', 'area.nav.orders', false, async (ctx) =>
      ordersState(await ordersOf(deps, ctx.c.req.raw.headers, shopOf(ctx)), pathOf(ctx), ctx.notice),
    ),
  );

  app.get(
    '/account-bookings',
    page('account-bookings', 'area.nav.bookings', false, async (ctx) => {
      const [ledger, orders] = await Promise.all([
        listBookings(deps.db, ctx.auth.customer.id),
        pausedOrdersOf(ctx),
      ]);
      return bookingsState(bookingsWithPausedOrders(ledger, orders), ctx.notice);
    }),
  );

  app.get(
    '/account-invoices',
    page('account-invoices', 'area.nav.invoices', true, async (ctx) =>
      invoicesState(await listInvoices(deps.db, ctx.auth.customer.id), ctx.notice),
    ),
  );

  app.get(
    '/account-payback',
    page('account-payback', 'area.nav.payback', true, async (ctx) => {
      const data = await personalData(deps.db, ctx.auth.customer.id);
      if (!data) throw new Error('customer without personal data');
      return paybackState(data.paybackNumber, ctx.notice);
    }),
  );

  // the bonus programme (decision 0185): the points of the orders since joining, read as the customer
  app.get(
    '/account-bonus',
    page('account-bonus', 'loyalty.title', false, async (ctx) => {
      const view = await loyaltyOf(deps, ctx.c.req.raw.headers, ctx.auth.customer.id, shopOf(ctx));
      return bonusState(
        view.account,
        view.ordersAvailable,
        currencyOf(ctx.fragment.tenant),
        pathOf(ctx),
        ctx.notice,
      );
    }),
  );

  // the maturities' own failure shows their message with a reload link (spec section 8)
  app.get(
    '/account-payment-dates',
    page('account-payment-dates', 'area.nav.paymentDates', false, async (ctx) => {
      const [ledger, orders] = await Promise.all([
        listMaturities(deps.db, ctx.auth.customer.id).catch((error: unknown) => {
          deps.logger.error('maturities unavailable', { error: String(error) });
          return null;
        }),
        pausedOrdersOf(ctx),
      ]);
      const maturities = ledger ? maturitiesWithPausedOrders(ledger, orders) : null;
      return paymentDatesState(maturities, pathOf(ctx), ctx.notice);
    }),
  );
}
