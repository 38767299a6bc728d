import { isLocale, type Locale } from '@sf/contracts';
import { readBody } from '@sf/server-kit';
import { Hono, type Context } from 'hono';
import type { ServerDeps } from '../deps';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
  type Address,
} from '../domain/addresses';
import { parseAddress, parsePersonalData, type AreaErrors } from '../domain/area-validation';
import type { Customer } from '../domain/customers';
import { accountText } from '../domain/intl';
import { invoicePdf } from '../domain/invoice-pdf';
import { findInvoice } from '../domain/ledger';
import { personalData, updatePersonalData } from '../domain/personal-data';
import { bodyLocale } from '@sf/remote-server';
import { joinBonusProgramme, LOYALTY_RULE } from '../domain/loyalty';
import { tenantOf } from '../request-session';
import { loyaltyOf } from './loyalty-context';
import { areaAuth } from './area-context';
import { areaGuards } from './area-forms';
import { MAX_BODY_BYTES } from './api-routes';
import { jsonWith } from './responses';

const json = (body: unknown, status: number) => jsonWith([], body, status);
const errorsJson = (locale: Locale, errors: AreaErrors) => ({
  code: 'ACCOUNT-400',
  errors: Object.fromEntries(Object.entries(errors).map(([f, id]) => [f, accountText(locale, id!)])),
});
const addressJson = (a: Address) => ({
  id: a.id,
  salutation: a.salutation,
  firstName: a.firstName,
  lastName: a.lastName,
  street: a.street,
  houseNumber: a.houseNumber,
  postalCode: a.postalCode,
  city: a.city,
  country: a.country,
  isDefault: a.isDefault,
});

type Handler = (c: Context, customer: Customer, locale: Locale) => Promise<Response>;

/**
 * `/api/customer/v1/*` of the account area: the address book, the personal data and the invoice
 * PDFs. The customer comes from the verified session only: 401 without one, 403 `ACCOUNT-403`
 * for a soft-logged-in session (the password first); another customer's ids are "not found".
 * Changes: origin check, 8 KB, per client address and per customer limits.
 */
export function areaApi(deps: ServerDeps): Hono {
  const api = new Hono();
  const authed = (handler: Handler) => async (c: Context) => {
    const locale = bodyLocale(c);
    const auth = await areaAuth(deps, c.req.raw.headers);
    if (!auth.customer)
      return json({ code: 'ACCOUNT-401', message: accountText(locale, 'account.unauthorized') }, 401);
    if (!auth.strong)
      return json({ code: 'ACCOUNT-403', message: accountText(locale, 'area.reauth.text') }, 403);
    return handler(c, auth.customer, locale);
  };
  const guards = areaGuards(deps, 'account-api');
  const body = (c: Context) => readBody(c, { maxBytes: MAX_BODY_BYTES });

  api.get(
    '/addresses',
    authed(async (_c, customer) =>
      json({ addresses: (await listAddresses(deps.db, customer.id)).map(addressJson) }, 200),
    ),
  );

  api.post(
    '/addresses',
    ...guards,
    authed(async (c, customer, locale) => {
      const fields = await body(c);
      const parsed = parseAddress(fields);
      if ('errors' in parsed) return json(errorsJson(bodyLocale(c, fields['locale']), parsed.errors), 400);
      const outcome = await createAddress(
        deps.db,
        customer.id,
        parsed.input,
        fields.makeDefault === 'true' || fields.makeDefault === '1',
        deps.now?.(),
      );
      if (outcome.kind === 'full')
        return json({ code: 'ACCOUNT-409', message: accountText(locale, 'area.address.full') }, 409);
      return json({ address: addressJson(outcome.address) }, 201);
    }),
  );

  api.put(
    '/addresses/:id',
    ...guards,
    authed(async (c, customer, locale) => {
      const fields = await body(c);
      const parsed = parseAddress(fields);
      if ('errors' in parsed) return json(errorsJson(bodyLocale(c, fields['locale']), parsed.errors), 400);
      const saved = await updateAddress(deps.db, customer.id, c.req.param('id'), parsed.input);
      return saved
        ? json({ address: addressJson(saved) }, 200)
        : json({ code: 'ACCOUNT-404', message: accountText(locale, 'area.address.notFound') }, 404);
    }),
  );

  api.post(
    '/addresses/:id/default',
    ...guards,
    authed(async (c, customer, locale) => {
      if (!(await setDefaultAddress(deps.db, customer.id, c.req.param('id'))))
        return json({ code: 'ACCOUNT-404', message: accountText(locale, 'area.address.notFound') }, 404);
      return json({ addresses: (await listAddresses(deps.db, customer.id)).map(addressJson) }, 200);
    }),
  );

  api.delete(
    '/addresses/:id',
    ...guards,
    authed(async (c, customer, locale) =>
      (await deleteAddress(deps.db, customer.id, c.req.param('id')))
        ? new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
        : json({ code: 'ACCOUNT-404', message: accountText(locale, 'area.address.notFound') }, 404),
    ),
  );

  api.get(
    '/personal-data',
    authed(async (_c, customer, locale) => {
      const data = await personalData(deps.db, customer.id);
      return data
        ? json(data, 200)
        : json({ code: 'ACCOUNT-500', message: accountText(locale, 'account.data.error') }, 500);
    }),
  );

  api.put(
    '/personal-data',
    ...guards,
    authed(async (c, customer, locale) => {
      const fields = await body(c);
      const stored = await personalData(deps.db, customer.id);
      if (!stored)
        return json({ code: 'ACCOUNT-500', message: accountText(locale, 'account.data.error') }, 500);
      const parsed = parsePersonalData(fields, deps.now?.() ?? new Date(), {
        birthDateRequired: stored.birthDate !== null,
      });
      if ('errors' in parsed) return json(errorsJson(bodyLocale(c, fields['locale']), parsed.errors), 400);
      const outcome = await updatePersonalData(deps.db, customer.id, parsed.input);
      if (outcome.kind === 'email-taken')
        return json({ code: 'ACCOUNT-409', message: accountText(locale, 'area.email.taken') }, 409);
      if (outcome.kind === 'gone')
        return json({ code: 'ACCOUNT-500', message: accountText(locale, 'account.data.error') }, 500);
      return json(outcome.data, 200);
    }),
  );

  // an invoice as a PDF, made on request; another customer's invoice id is simply not found
  api.get(
    '/invoices/:file',
    authed(async (c, customer, locale) => {
      const file = c.req.param('file') ?? '';
      const invoice = file.endsWith('.pdf')
        ? await findInvoice(deps.db, customer.id, file.slice(0, -4))
        : null;
      if (!invoice)
        return json({ code: 'ACCOUNT-404', message: accountText(locale, 'area.invoices.notFound') }, 404);
      const wanted = c.req.query('locale');
      const pdf = await invoicePdf(invoice, customer, isLocale(wanted) ? wanted : locale);
      return new Response(new Uint8Array(pdf), {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${invoice.invoiceNo.replace(/[^\w.-]/g, '_')}.pdf"`,
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
        },
      });
    }),
  );

  // the bonus programme's points (decision 0185); `balance` is null when the orders cannot be read now
  const loyaltyJson = async (c: Context, customer: Customer, locale: Locale) => {
    const view = await loyaltyOf(deps, c.req.raw.headers, customer.id, {
      tenant: tenantOf(c.req.raw.headers),
      locale,
      requestId: c.req.header('x-sf-request-id') ?? null,
    });
    const { account } = view;
    return {
      member: account.member,
      since: account.since,
      balance: view.ordersAvailable ? account.balance : null,
      bookings: account.bookings.map((b) => ({
        bookedOn: b.bookedOn,
        kind: b.kind,
        reference: b.reference,
        points: b.points,
      })),
      rule: { ...LOYALTY_RULE },
    };
  };

  api.get(
    '/loyalty',
    authed(async (c, customer, locale) => json(await loyaltyJson(c, customer, locale), 200)),
  );

  api.post(
    '/loyalty/join',
    ...guards,
    authed(async (c, customer, locale) => {
      await joinBonusProgramme(deps.db, customer.id, deps.now?.() ?? new Date());
      return json(await loyaltyJson(c, customer, locale), 200);
    }),
  );

  return api;
}
