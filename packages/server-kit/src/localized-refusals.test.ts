import { Hono } from 'hono';
import { appError } from '@sf/contracts';
import { HttpError } from './errors';
import { isFormPost, localizedErrorHandler, localizedRefusals, refusalPage } from './localized-refusals';
import { localeFromAcceptLanguage, localeOfRequest } from './request-locale';

describe('the locale of a request', () => {
  it('takes the input, then x-sf-locale, then Accept-Language, then de-DE', () => {
    expect(localeOfRequest(new Headers({ 'x-sf-locale': 'nl-NL' }), 'fr-CH')).toBe('fr-CH');
    expect(localeOfRequest(new Headers({ 'x-sf-locale': 'nl-NL', 'accept-language': 'fr' }))).toBe('nl-NL');
    expect(localeOfRequest(new Headers({ 'accept-language': 'en;q=0.9, fr-FR;q=0.8' }))).toBe('fr-CH');
    expect(localeOfRequest(new Headers({ 'x-sf-locale': 'xx' }), 'yy')).toBe('de-DE');
  });
  it('reads Accept-Language by weight and order', () => {
    expect(localeFromAcceptLanguage('de-CH')).toBe('de-CH');
    expect(localeFromAcceptLanguage('nl;q=0.5, de-AT')).toBe('de-AT');
    expect(localeFromAcceptLanguage('en, es;q=0')).toBeNull();
    expect(localeFromAcceptLanguage(null)).toBeNull();
  });
});

describe('localizedRefusals', () => {
  const app = new Hono();
  app.use(
    '*',
    localizedRefusals({
      messageIds: { 429: 'x.tooMany' },
      text: (locale, id) => `${id}@${locale}`,
      wantsPage: isFormPost,
      page: (_c, locale, status, message) =>
        refusalPage({ locale, status, message, back: '/form?a="b"', backText: 'Zurück <' }),
    }),
  );
  app.post('/api', (c) =>
    c.json({ error: { code: 'API-429', message: 'raw' } }, 429, { 'retry-after': '30' }),
  );
  app.post('/teapot', (c) => c.json({ error: { code: 'X' } }, 418));

  it('gives a JSON refusal the remote’s message in the request’s locale and keeps its other headers', async () => {
    const res = await app.request('/api', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json', 'x-sf-locale': 'fr-CH' },
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(await res.json()).toEqual({ error: { code: 'API-429', message: 'x.tooMany@fr-CH' } });
  });

  it('answers a form post without JavaScript with an escaped page', async () => {
    const res = await app.request('/api', {
      method: 'POST',
      body: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'nl' },
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<html lang="nl-NL">');
    expect(html).toContain('<h1>x.tooMany@nl-NL</h1>');
    expect(html).toContain('href="/form?a=&quot;b&quot;">Zurück &lt;</a>');
  });

  it('leaves refusals the remote answers itself alone', async () => {
    const own = new Hono();
    own.use(
      '*',
      localizedRefusals({
        messageIds: { 404: 'x.gone' },
        text: (_l, id) => id,
        applies: (e) => e['reason'] === undefined,
      }),
    );
    own.get('/typed', (c) =>
      c.json({ error: { code: 'API-404', reason: 'NOT_IN_BASKET', message: 'Nicht im Warenkorb' } }, 404),
    );
    own.get('/plain', (c) => c.json({ error: { code: 'API-404', message: 'Not found' } }, 404));
    expect(await (await own.request('/typed')).json()).toEqual({
      error: { code: 'API-404', reason: 'NOT_IN_BASKET', message: 'Nicht im Warenkorb' },
    });
    expect(
      await (
        await own.request('/plain', {
          method: 'GET',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).json(),
    ).toEqual({
      error: { code: 'API-404', message: 'x.gone' },
    });
  });

  it('leaves statuses without a message id alone', async () => {
    const res = await app.request('/teapot', { method: 'POST' });
    expect(await res.json()).toEqual({ error: { code: 'X' } });
  });
});

describe('localizedErrorHandler', () => {
  const logged: unknown[] = [];
  const logger = {
    info() {},
    warn() {},
    error: (...args: unknown[]) => void logged.push(args),
    debug() {},
  } as never;
  const app = new Hono();
  app.onError(
    localizedErrorHandler({
      messageIds: { 429: 'x.tooMany', 500: 'x.general' },
      text: (l, id) => `${id}@${l}`,
      wantsPage: isFormPost,
      page: (_c, _l, status, message) => new Response(`page ${message}`, { status }),
      logger,
    }),
  );
  app.post('/refused', () => {
    throw new HttpError(appError('API-429', 'Too many'));
  });
  app.post('/broken', () => {
    throw new Error('secret stack detail');
  });

  it('gives a thrown refusal the remote’s text, and hides an unexpected error behind API-500', async () => {
    const refused = await app.request('/refused', { method: 'POST', headers: { 'x-sf-locale': 'nl-NL' } });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe('x.tooMany@nl-NL');
    const broken = await app.request('/broken', { method: 'POST' });
    expect(broken.status).toBe(500);
    const text = await broken.text();
    expect(text).toContain('x.general@de-DE');
    expect(text).not.toContain('secret');
    expect(logged).toHaveLength(1);
  });

  it('answers a form post without JavaScript with the page', async () => {
    const res = await app.request('/refused', {
      method: 'POST',
      body: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await res.text()).toBe('page x.tooMany@de-DE');
  });

  it('leaves a thrown refusal the remote typed itself alone (applies, as the middleware)', async () => {
    const typed = new Hono();
    typed.onError(
      localizedErrorHandler({
        messageIds: { 409: 'x.conflict' },
        text: (l, id) => `${id}@${l}`,
        applies: (error) => error['reason'] === undefined,
        logger,
      }),
    );
    typed.post('/own', () => {
      throw new HttpError(Object.assign(appError('API-409', 'Nicht verfügbar'), { reason: 'NOT_AVAILABLE' }));
    });
    typed.post('/platform', () => {
      throw new HttpError(appError('API-409', 'raw'));
    });
    const own = (await (await typed.request('/own', { method: 'POST' })).json()) as {
      error: { message: string; reason: string };
    };
    expect(own.error.message).toBe('Nicht verfügbar');
    const platform = (await (await typed.request('/platform', { method: 'POST' })).json()) as {
      error: { message: string };
    };
    expect(platform.error.message).toBe('x.conflict@de-DE');
  });
});
