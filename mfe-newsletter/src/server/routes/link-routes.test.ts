import { FRAGMENT_HEADERS } from '@sf/contracts';
import { mailingTokenFromMail, tokenFromMail } from '../domain/test-context';
import { createTestApp } from '../test-app';

type T = Awaited<ReturnType<typeof createTestApp>>;

/** Every row of the tables a link could change. */
async function snapshot(t: T) {
  const q = async (sql: string) => (await t.ctx.db.query(sql)).rows;
  return {
    subscriptions: await q('SELECT * FROM subscriptions ORDER BY email'),
    tokens: await q('SELECT * FROM confirmation_tokens ORDER BY token_hash'),
    requests: await q('SELECT * FROM unsubscribe_requests ORDER BY token_hash'),
    vouchers: await q('SELECT * FROM vouchers ORDER BY code'),
    outbox: await q('SELECT id FROM outbox ORDER BY id'),
  };
}

/** GET and HEAD of a page's fragment, as the composer requests it for the shopper's (or a scanner's) GET/HEAD. */
async function getAndHead(t: T, routeId: string, path: string) {
  const headers = {
    [FRAGMENT_HEADERS.tenant]: 'DE',
    [FRAGMENT_HEADERS.locale]: 'de-DE',
    [FRAGMENT_HEADERS.path]: path,
    [FRAGMENT_HEADERS.session]: JSON.stringify({ loggedIn: false, softLoggedIn: false }),
  };
  const get = await t.app.request(`/fragment/${routeId}`, { headers });
  const head = await t.app.request(`/fragment/${routeId}`, { method: 'HEAD', headers });
  return { get, head, html: await get.text() };
}

async function subscribed(t: T, email: string): Promise<{ mailingToken: string }> {
  await t.postJson('/api/newsletter/signup', { email, brands: 'OTTO' });
  const token = tokenFromMail((await t.ctx.mailsTo(email))[0]);
  expect((await t.postJson('/api/newsletter/confirm', { token })).status).toBe(200);
  return { mailingToken: mailingTokenFromMail((await t.ctx.mailsTo(email))[0]) };
}

describe('mailed links: GET and HEAD change nothing, the button POSTs', () => {
  let t: T;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.ctx.db.close());
  beforeEach(() => t.ctx.reset());

  it('a GET or HEAD on a confirmation link changes nothing; the POST confirms once (JSON), then 410', async () => {
    await t.postJson('/api/newsletter/signup', { email: 'k@example.de', brands: 'OTTO' });
    const token = tokenFromMail((await t.ctx.mailsTo('k@example.de'))[0]);
    const before = await snapshot(t);
    const { get, head } = await getAndHead(
      t,
      'newsletter-signup-confirmed',
      `/service-hilfe/newsletter/anmelden/bestaetigt?token=${token}`,
    );
    expect([get.status, head.status]).toEqual([200, 200]);
    expect(await snapshot(t)).toEqual(before);
    const first = await t.postJson('/api/newsletter/confirm', { token });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      page: { page: 'confirmed', outcome: 'success', voucherIssued: true },
    });
    expect((await t.ctx.db.query('SELECT status FROM subscriptions')).rows).toEqual([{ status: 'active' }]);
    const again = await t.postJson('/api/newsletter/confirm', { token });
    expect(again.status).toBe(410);
    expect(await again.json()).toEqual({
      page: { page: 'confirmed', outcome: 'failure', reason: 'token-used' },
    });
  });

  it('a no-JS confirmation post redirects to page 3 with its result', async () => {
    await t.postJson('/api/newsletter/signup', { email: 'n@example.de', brands: 'OTTO' });
    const token = tokenFromMail((await t.ctx.mailsTo('n@example.de'))[0]);
    const res = await t.postForm('/api/newsletter/confirm', { token, locale: 'fr-CH' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      '/fr/aide-service/newsletter/inscription/confirmee?result=success&voucher=1',
    );
    const forged = await t.postForm('/api/newsletter/confirm', { token: 'x' });
    expect(forged.headers.get('location')).toMatch(/\?result=token-invalid$/);
  });

  it('a GET or HEAD on a mail unsubscribe link changes nothing; the button unsubscribes, then "already removed"', async () => {
    const { mailingToken } = await subscribed(t, 'm@example.de');
    const before = await snapshot(t);
    const { get, head, html } = await getAndHead(
      t,
      'newsletter-mailing-unsubscribe',
      `/p?token=${encodeURIComponent(mailingToken)}`,
    );
    expect([get.status, head.status]).toEqual([200, 200]);
    expect(html).toContain('Vom Newsletter abmelden');
    expect(html).toMatch(
      /<form(?=[^>]*method="post")(?=[^>]*action="\/api\/newsletter\/mailing-unsubscribe")/,
    );
    expect(await snapshot(t)).toEqual(before);
    const res = await t.postForm('/api/newsletter/mailing-unsubscribe', {
      token: mailingToken,
      locale: 'de-DE',
    });
    expect(res.headers.get('location')).toBe('/service-hilfe/newsletter/mailing-abmeldung?result=success');
    expect((await t.ctx.db.query('SELECT status FROM subscriptions')).rows).toEqual([
      { status: 'unsubscribed' },
    ]);
    const again = await t.postJson('/api/newsletter/mailing-unsubscribe', { token: mailingToken });
    expect(await again.json()).toEqual({ outcome: 'not-found' });
  });

  it('unsubscribe link tokens expire after 60 days: the page says so and the POST changes nothing', async () => {
    const { mailingToken } = await subscribed(t, 'old@example.de');
    t.ctx.advance(60 * 86_400_000 + 1000);
    const { get, html } = await getAndHead(
      t,
      'newsletter-mailing-unsubscribe',
      `/p?token=${encodeURIComponent(mailingToken)}`,
    );
    expect(get.headers.get('x-sf-status')).toBe('410');
    expect(html).toContain('Dieser Abmeldelink ist abgelaufen.');
    const res = await t.postJson('/api/newsletter/mailing-unsubscribe', { token: mailingToken });
    expect(res.status).toBe(410);
    expect(await res.json()).toEqual({ outcome: 'expired' });
    expect((await t.ctx.db.query('SELECT status FROM subscriptions')).rows).toEqual([{ status: 'active' }]);
  });

  it('the one-click POST (RFC 8058) unsubscribes without Origin or cookie; a GET or HEAD of it changes nothing', async () => {
    const { mailingToken } = await subscribed(t, 'o@example.de');
    const voucher = (await t.ctx.mailsTo('o@example.de'))[0];
    expect(voucher?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = /^<(http:\/\/de\.localhost:3000\/api\/newsletter\/one-click-unsubscribe\?token=[^>]+)>$/.exec(
      voucher?.headers['List-Unsubscribe'] ?? '',
    )?.[1];
    expect(url).toBeDefined();
    const path = new URL(url ?? '').pathname + new URL(url ?? '').search;
    const before = await snapshot(t);
    expect((await t.app.request(path)).status).toBe(404);
    expect((await t.app.request(path, { method: 'HEAD' })).status).toBe(404);
    expect(await snapshot(t)).toEqual(before);
    const form = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    } as const;
    expect((await t.app.request(path, { ...form, body: 'something=else' })).status).toBe(400);
    const res = await t.app.request(path, { ...form, body: 'List-Unsubscribe=One-Click' });
    expect(res.status).toBe(200);
    expect((await t.ctx.db.query('SELECT status FROM subscriptions')).rows).toEqual([
      { status: 'unsubscribed' },
    ]);
    const multipart = new FormData();
    multipart.set('List-Unsubscribe', 'One-Click');
    expect((await t.app.request(path, { method: 'POST', body: multipart })).status).toBe(200);
    const forged = `/api/newsletter/one-click-unsubscribe?token=${encodeURIComponent(mailingToken.slice(0, -2))}AA`;
    expect((await t.app.request(forged, { ...form, body: 'List-Unsubscribe=One-Click' })).status).toBe(400);
    // the exemption is this one path only: the other POSTs still need a same-origin proof
    expect(
      (await t.app.request('/api/newsletter/mailing-unsubscribe', { ...form, body: `token=${mailingToken}` }))
        .status,
    ).toBe(403);
  });

  it('the unsubscribe form’s mailed link: GET shows the choice and one button; the POST applies it or says there is no subscription', async () => {
    await subscribed(t, 'anna@example.de');
    await t.postJson('/api/newsletter/unsubscribe', { email: 'anna@example.de', newsletter: 'frequency|2' });
    await t.postJson('/api/newsletter/unsubscribe', {
      email: 'nobody@example.de',
      newsletter: 'frequency|2',
    });
    const token = tokenFromMail((await t.ctx.mailsTo('anna@example.de'))[0]);
    const unknownToken = tokenFromMail((await t.ctx.mailsTo('nobody@example.de'))[0]);
    const before = await snapshot(t);
    const { get, head, html } = await getAndHead(
      t,
      'newsletter-unsubscribe',
      `/service-hilfe/newsletter/abmelden?token=${token}`,
    );
    expect([get.status, head.status]).toEqual([200, 200]);
    expect(html).toContain('Bitte bestätigen Sie Ihre Auswahl: Newsletter alle zwei Wochen erhalten');
    expect(html).toMatch(
      /<form(?=[^>]*method="post")(?=[^>]*action="\/api\/newsletter\/unsubscribe\/confirm")/,
    );
    expect(await snapshot(t)).toEqual(before);
    const res = await t.postJson('/api/newsletter/unsubscribe/confirm', { token });
    expect(await res.json()).toEqual({
      result: { kind: 'frequency', frequency: 2 },
      message: 'Ihre Änderung wurde gespeichert. Sie erhalten den Newsletter ab jetzt alle zwei Wochen.',
    });
    expect((await t.ctx.db.query('SELECT frequency FROM subscriptions')).rows).toEqual([{ frequency: 2 }]);
    const replay = await t.postJson('/api/newsletter/unsubscribe/confirm', { token });
    expect(replay.status).toBe(410);
    const unknown = await t.postForm('/api/newsletter/unsubscribe/confirm', {
      token: unknownToken,
      locale: 'de-DE',
    });
    expect(unknown.headers.get('location')).toBe('/service-hilfe/newsletter/abmelden?result=not-found');
    const page = await (
      await t.fragment('newsletter-unsubscribe', { path: unknown.headers.get('location') ?? '' })
    ).text();
    expect(page).toContain('Zu dieser E-Mail gibt es keine Newsletteranmeldung.');
  });
});
