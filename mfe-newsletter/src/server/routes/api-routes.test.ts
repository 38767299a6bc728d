import { createTestApp } from '../test-app';

const signup = { email: 'anna@example.de', salutation: 'female', brands: 'both', locale: 'de-DE' };

describe('POST /api/newsletter/signup', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.ctx.db.close());
  beforeEach(() => t.ctx.reset());

  it('answers pending with the page-2 path and writes the confirmation mail with the shop origin', async () => {
    const res = await t.postJson('/api/newsletter/signup', signup);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'pending',
      nextPath: '/service-hilfe/newsletter/anmelden/bestaetigen',
    });
    const [mail] = await t.ctx.mailsTo('anna@example.de');
    expect(mail?.text).toContain(
      'http://de.localhost:3000/service-hilfe/newsletter/anmelden/bestaetigt?token=',
    );
  });

  it("links to the shop's configured public origin, never to a host the request names", async () => {
    // another shop's host and a foreign one in the forwarded headers: the German shop's origin all the same
    for (const host of ['nl.localhost:3000', 'evil.example']) {
      await t.ctx.reset();
      const res = await t.postJson('/api/newsletter/signup', signup, {
        'x-forwarded-host': host,
        origin: `http://${host}`,
        host,
      });
      expect(res.status).toBe(200);
      const [mail] = await t.ctx.mailsTo('anna@example.de');
      expect(mail?.text).toContain(
        'http://de.localhost:3000/service-hilfe/newsletter/anmelden/bestaetigt?token=',
      );
      expect(mail?.text).not.toContain(host.startsWith('nl') ? 'nl.localhost' : 'evil.example');
    }
  });

  it('refuses a malformed address with 422 and the German message', async () => {
    const res = await t.postJson('/api/newsletter/signup', { ...signup, email: 'anna@' });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { code: string; fieldErrors: Record<string, string> } };
    expect(body.error.code).toBe('API-422');
    expect(body.error.fieldErrors.email).toBe('Die E-Mail-Adresse ist nicht gültig.');
  });

  it('localizes field messages by x-sf-locale (fr-CH) and by Accept-Language (nl)', async () => {
    const fr = await t.postJson(
      '/api/newsletter/signup',
      { email: '', brands: 'OTTO' },
      { 'x-sf-locale': 'fr-CH' },
    );
    expect(
      ((await fr.json()) as { error: { fieldErrors: Record<string, string> } }).error.fieldErrors.email,
    ).toBe('Veuillez saisir votre adresse e-mail.');
    const frInvalid = await t.postJson(
      '/api/newsletter/signup',
      { email: 'x@y', brands: 'OTTO' },
      { 'x-sf-locale': 'fr-CH' },
    );
    expect(
      ((await frInvalid.json()) as { error: { fieldErrors: Record<string, string> } }).error.fieldErrors
        .email,
    ).toBe('L’adresse e-mail n’est pas valide.');
    const nl = await t.postJson(
      '/api/newsletter/signup',
      { email: 'x@y', brands: 'OTTO' },
      { 'accept-language': 'nl-NL,nl;q=0.9' },
    );
    expect(
      ((await nl.json()) as { error: { fieldErrors: Record<string, string> } }).error.fieldErrors.email,
    ).toBe('Het e-mailadres is niet geldig.');
  });

  it('answers existing for a confirmed address', async () => {
    await t.postJson('/api/newsletter/signup', signup);
    await t.ctx.db.query("UPDATE subscriptions SET status = 'active'");
    const res = await t.postJson('/api/newsletter/signup', signup);
    expect(await res.json()).toEqual({
      status: 'existing',
      nextPath: '/service-hilfe/newsletter/anmelden/bereits-angemeldet',
    });
  });

  it('refuses a body over 16 KB with 413 and a localized message', async () => {
    const res = await t.postJson(
      '/api/newsletter/signup',
      { ...signup, filler: 'x'.repeat(17 * 1024) },
      { 'x-sf-locale': 'de-DE' },
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: 'API-413', message: 'Die Anfrage ist zu groß.' } });
  });

  it('refuses other content types with 415', async () => {
    const res = await t.post('/api/newsletter/signup', 'email=a', 'text/plain');
    expect(res.status).toBe(415);
  });

  it('refuses a foreign origin and a request without origin with 403', async () => {
    const foreign = await t.postJson('/api/newsletter/signup', signup, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { error: { message: string } }).error.message).toBe(
      'Diese Anfrage ist nicht erlaubt.',
    );
    const none = await t.app.request('/api/newsletter/signup', {
      method: 'POST',
      body: JSON.stringify(signup),
      headers: { 'content-type': 'application/json' },
    });
    expect(none.status).toBe(403);
  });

  it('allows 10 sign-ups per minute and IP, then answers 429 with Retry-After', async () => {
    const same = { 'x-real-ip': '192.0.2.7' };
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await t.postJson('/api/newsletter/signup', { ...signup, email: `n${i}@example.de` }, same)).status,
      ).toBe(200);
    }
    const res = await t.postJson('/api/newsletter/signup', signup, same);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Zu viele Anfragen. Bitte versuchen Sie es in einer Minute erneut.',
    );
  });

  it('redirects a no-JS form post to page 2, or back to the form with the errors', async () => {
    const ok = await t.postForm('/api/newsletter/signup', signup);
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/service-hilfe/newsletter/anmelden/bestaetigen');
    const bad = await t.postForm('/api/newsletter/signup', {
      email: 'anna@',
      salutation: 'male',
      brands: '',
      locale: 'fr-CH',
    });
    expect(bad.status).toBe(303);
    const location = new URL(bad.headers.get('location')!, 'http://x');
    expect(location.pathname).toBe('/fr/aide-service/newsletter/inscription');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      'e.email': 'email.invalid',
      'e.brands': 'newsletter.brands.required',
      'v.email': 'anna@',
      'v.salutation': 'male',
    });
  });

  it('answers a refused no-JS post with a small localized page instead of JSON', async () => {
    const res = await t.postForm('/api/newsletter/signup', signup, {
      origin: 'https://evil.example',
      'x-sf-locale': 'nl-NL',
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('Dit verzoek is niet toegestaan.');
    expect(html).not.toMatch(/at .*\.ts/);
  });
});

describe('POST /api/newsletter/unsubscribe', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.ctx.db.close());
  beforeEach(async () => {
    await t.ctx.reset();
    await t.postJson('/api/newsletter/signup', signup);
    await t.ctx.db.query("UPDATE subscriptions SET status = 'active'");
  });

  const requested = {
    status: 'requested',
    result: { kind: 'requested' },
    message:
      'Wir haben Ihnen eine E-Mail geschickt. Bitte bestätigen Sie Ihre Auswahl über den Link in dieser E-Mail; erst dann wird sie wirksam.',
  };
  const rows = async () =>
    (
      await t.ctx.db.query(
        'SELECT status, frequency, paused_until, flexikonto_optout FROM subscriptions ORDER BY email',
      )
    ).rows;

  it('changes nothing yet: it mails a confirmation link and answers that the mail was sent', async () => {
    const before = await rows();
    const res = await t.postJson('/api/newsletter/unsubscribe', {
      email: 'anna@example.de',
      newsletter: 'frequency|2',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(requested);
    expect(await rows()).toEqual(before);
    const [mail] = await t.ctx.mailsTo('anna@example.de');
    expect(mail?.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Änderung');
    expect(mail?.text).toContain('Newsletter alle zwei Wochen erhalten');
    expect(mail?.text).toMatch(
      /http:\/\/de\.localhost:3000\/service-hilfe\/newsletter\/abmelden\?token=[A-Za-z0-9_-]{43}/,
    );
  });

  it('answers a known and an unknown address alike (status, headers, body), in every locale', async () => {
    for (const locale of ['de-DE', 'fr-CH', 'nl-NL']) {
      const known = await t.postJson('/api/newsletter/unsubscribe', {
        email: 'anna@example.de',
        newsletter: 'unsubscribe|99',
        locale,
      });
      const unknown = await t.postJson('/api/newsletter/unsubscribe', {
        email: 'nobody@example.de',
        newsletter: 'unsubscribe|99',
        locale,
      });
      expect(unknown.status).toBe(known.status);
      expect(await unknown.text()).toBe(await known.text());
      const headers = (r: Response) =>
        [...r.headers].filter(
          ([name]) =>
            !['x-request-id', 'x-sf-request-id', 'ratelimit-remaining', 'ratelimit-reset'].includes(name),
        );
      expect(headers(unknown)).toEqual(headers(known));
    }
    // both got the same confirmation mail; the unknown address is still not subscribed
    expect((await t.ctx.mailsTo('nobody@example.de'))[0]?.subject).toBe(
      (await t.ctx.mailsTo('anna@example.de'))[0]?.subject,
    );
    expect(
      (await t.ctx.db.query("SELECT 1 FROM subscriptions WHERE email = 'nobody@example.de'")).rows,
    ).toHaveLength(0);
    const noJs = await Promise.all(
      ['anna@example.de', 'nobody@example.de'].map((email) =>
        t.postForm('/api/newsletter/unsubscribe', { email, newsletter: 'unsubscribe|99' }),
      ),
    );
    expect(noJs.map((r) => [r.status, r.headers.get('location')])).toEqual([
      [303, '/service-hilfe/newsletter/abmelden?result=requested'],
      [303, '/service-hilfe/newsletter/abmelden?result=requested'],
    ]);
  });

  it('refuses an unknown option with 400 and a missing pause duration with 422', async () => {
    const unknown = await t.postJson('/api/newsletter/unsubscribe', {
      email: 'anna@example.de',
      newsletter: 'frequency|7',
    });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('API-400');
    const pause = await t.postJson('/api/newsletter/unsubscribe', {
      email: 'anna@example.de',
      newsletter: 'pause|-100',
    });
    expect(pause.status).toBe(422);
    expect(
      ((await pause.json()) as { error: { fieldErrors: Record<string, string> } }).error.fieldErrors
        .pauseDays,
    ).toBe('Bitte wählen Sie, wie lange der Newsletter pausieren soll.');
  });

  it('redirects a no-JS post back to the unsubscribe page with the result', async () => {
    const res = await t.postForm('/api/newsletter/unsubscribe', {
      email: 'anna@example.de',
      newsletter: 'pause|-100',
      pauseDays: '14',
      locale: 'de-DE',
    });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!, 'http://x');
    expect(location.pathname).toBe('/service-hilfe/newsletter/abmelden');
    expect(location.searchParams.get('result')).toBe('requested');
    expect(await rows()).toEqual([expect.objectContaining({ status: 'active', paused_until: null })]);
  });

  it('limits unsubscribes per e-mail address, whatever the client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const from = { 'x-real-ip': `192.0.2.${100 + i}` };
      statuses.push(
        (
          await t.postJson(
            '/api/newsletter/unsubscribe',
            { email: ' Anna@Example.de', newsletter: 'unsubscribe|99' },
            from,
          )
        ).status,
      );
    }
    expect(statuses.slice(0, 5)).not.toContain(429);
    expect(statuses[5]).toBe(429);
  });

  it('is not escaped by rotating X-Forwarded-For: the address is x-real-ip, set by the composer', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const headers = { 'x-real-ip': '192.0.2.50', 'x-forwarded-for': `10.${i}.0.1` };
      statuses.push(
        (await t.postJson('/api/newsletter/signup', { ...signup, email: `rot${i}@example.de` }, headers))
          .status,
      );
    }
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
  });

  it('counts every POST API of one address together', async () => {
    const same = { 'x-real-ip': '192.0.2.60' };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const path = i % 2 ? '/api/newsletter/unsubscribe' : '/api/newsletter/signup';
      statuses.push(
        (
          await t.postJson(
            path,
            { ...signup, email: `mix${i}@example.de`, newsletter: 'unsubscribe|99' },
            same,
          )
        ).status,
      );
    }
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
  });
});
