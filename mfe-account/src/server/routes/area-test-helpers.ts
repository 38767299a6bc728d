/** Test support (not shipped): the account app with the demo customers and their ledger, logged in. */
import type { ServerDeps } from '../deps';
import { DEMO_CUSTOMERS } from '../domain/demo-customers';
import { seedDemoCustomers } from '../domain/demo-customers';
import { seedDemoLedger } from '../domain/demo-ledger';
import { TEST_HASH_OPTIONS } from '@sf/server-kit';
import { composerHeaders, cookieHeader, createTestApp, loginJson, type TestEnv } from '../test-app';

export const NOW = new Date('2026-11-25T10:00:00Z');
export const [ANNA, LUKAS, CLAIRE, DAAN] = DEMO_CUSTOMERS;

export interface AreaEnv extends TestEnv {
  /** A fresh type-2 session cookie of a demo customer (on the customer's own shop). */
  login(customer: (typeof DEMO_CUSTOMERS)[number]): Promise<string>;
  /** The same session stepped down to soft-logged-in (password entered over two hours ago). */
  soften(cookie: string): Promise<void>;
  page(
    route: string,
    opts?: {
      cookie?: string;
      path?: string;
      locale?: string;
      tenant?: string;
      headers?: Record<string, string>;
    },
  ): Promise<Response>;
  form(
    path: string,
    fields: Record<string, string>,
    opts?: { cookie?: string; locale?: string; tenant?: string; origin?: string },
  ): Promise<Response>;
  api(
    method: string,
    path: string,
    opts?: { cookie?: string; body?: unknown; tenant?: string; locale?: string },
  ): Promise<Response>;
}

const SHOP: Record<string, { tenant: string; locale: string }> = {
  DE: { tenant: 'DE', locale: 'de-DE' },
  AT: { tenant: 'AT', locale: 'de-AT' },
  CH: { tenant: 'CH', locale: 'fr-CH' },
  NL: { tenant: 'NL', locale: 'nl-NL' },
};

export async function createAreaEnv(overrides: Partial<ServerDeps> = {}): Promise<AreaEnv> {
  const env = await createTestApp({ now: () => NOW, ...overrides });
  await seedDemoCustomers(env.db, TEST_HASH_OPTIONS);
  await seedDemoLedger(env.db);
  return {
    ...env,
    async login(customer) {
      const shop = SHOP[customer.tenant]!;
      const res = await loginJson(env.app, customer.email, customer.password, {
        tenant: shop.tenant,
        locale: shop.locale,
      });
      if (res.status !== 200) throw new Error(`login of ${customer.email}: ${res.status}`);
      return cookieHeader(res);
    },
    async soften(cookie) {
      const token = /ecToken=([^;]+)/.exec(cookie)![1]!;
      const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
      await env.db.query(
        "UPDATE sessions SET authenticated_at = $2::timestamptz - interval '3 hours' WHERE id = $1",
        [sid, NOW],
      );
    },
    page(route, opts = {}) {
      const headers = {
        ...composerHeaders({
          cookie: opts.cookie ?? '',
          locale: opts.locale ?? 'de-DE',
          tenant: opts.tenant ?? 'DE',
        }),
        'x-sf-path': opts.path ?? `/mein-konto/${route}`,
        'x-sf-request-id': 't',
        ...opts.headers,
      };
      return Promise.resolve(env.app.request(`/fragment/${route}`, { headers }));
    },
    form(path, fields, opts = {}) {
      const headers = {
        ...composerHeaders({
          cookie: opts.cookie ?? '',
          locale: opts.locale ?? 'de-DE',
          tenant: opts.tenant ?? 'DE',
        }),
        'content-type': 'application/x-www-form-urlencoded',
        ...(opts.origin ? { origin: opts.origin } : {}),
      };
      return Promise.resolve(
        env.app.request(`/api/customer/form/area/${path}`, {
          method: 'POST',
          headers,
          body: new URLSearchParams(fields).toString(),
        }),
      );
    },
    api(method, path, opts = {}) {
      const headers: Record<string, string> = composerHeaders({
        cookie: opts.cookie ?? '',
        locale: opts.locale ?? 'de-DE',
        tenant: opts.tenant ?? 'DE',
      });
      if (opts.body !== undefined) headers['content-type'] = 'application/json';
      return Promise.resolve(
        env.app.request(`/api/customer/v1/${path}`, {
          method,
          headers,
          ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
        }),
      );
    },
  };
}

export const ADDRESS = {
  salutation: 'female',
  firstName: 'Anna',
  lastName: 'Schmidt',
  street: 'Elbchaussee',
  houseNumber: '7',
  postalCode: '22763',
  city: 'Hamburg',
  country: 'DE',
};
