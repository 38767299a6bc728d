import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { appError } from '@sf/contracts';
import { createErrorHandler, HttpError, notFoundHandler, type ErrorBody } from './errors';
import type { Logger } from './logger';
import { requestId } from './request-id';

const GENERAL_DE =
  'Wir konnten Ihre Anfrage leider nicht bearbeiten. Bitte versuchen Sie es später noch einmal.';

function recordingLogger(): Logger & { lines: Array<[string, Record<string, unknown> | undefined]> } {
  const lines: Array<[string, Record<string, unknown> | undefined]> = [];
  const push = (msg: string, fields?: Record<string, unknown>) => {
    lines.push([msg, fields]);
  };
  return { lines, debug: push, info: push, warn: push, error: push };
}

function appWith(logger: Logger) {
  const app = new Hono();
  app.use(requestId());
  app.onError(createErrorHandler({ logger }));
  app.notFound(notFoundHandler);
  app.get('/invalid', () => {
    throw new HttpError(
      appError('API-422', 'Bitte prüfen Sie Ihre Eingaben.', { email: 'newsletter.email.invalid' }),
    );
  });
  app.get('/gone', () => {
    throw HttpError.of('API-410', 'Der Link ist abgelaufen.');
  });
  app.get('/crash', () => {
    throw new Error('secret database password in message');
  });
  app.get('/hono-413', () => {
    throw new HTTPException(413);
  });
  app.get('/hono-407', () => {
    throw new HTTPException(407, { res: new Response('proxy auth please', { status: 407 }) });
  });
  return app;
}

describe('HttpError', () => {
  it('answers its code, message and field errors as JSON with the status of the code', async () => {
    const error = new HttpError(appError('API-422', 'Ungültig', { email: 'invalid' }));
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(422);
    const res = error.getResponse();
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual({
      error: { code: 'API-422', message: 'Ungültig', fieldErrors: { email: 'invalid' } },
    });
  });
});

describe('errorHandler', () => {
  it('answers a thrown HttpError with its own response', async () => {
    const app = appWith(recordingLogger());
    const res = await app.request('/invalid');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: {
        code: 'API-422',
        message: 'Bitte prüfen Sie Ihre Eingaben.',
        fieldErrors: { email: 'newsletter.email.invalid' },
      },
    });
    const gone = await app.request('/gone');
    expect(gone.status).toBe(410);
    expect(((await gone.json()) as ErrorBody).error).toEqual({
      code: 'API-410',
      message: 'Der Link ist abgelaufen.',
    });
  });

  it('answers any other error with 500 API-500 and the general message, logging it with the request id', async () => {
    const logger = recordingLogger();
    const res = await appWith(logger).request('/crash', { headers: { 'x-sf-request-id': 'req-123' } });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'API-500', message: GENERAL_DE } });
    expect(text).not.toMatch(/secret|at .*\.ts/);
    expect(logger.lines).toHaveLength(1);
    const [msg, fields] = logger.lines[0]!;
    expect(msg).toBe('secret database password in message');
    expect(fields).toMatchObject({ code: 'API-500', requestId: 'req-123', method: 'GET', path: '/crash' });
    expect(fields?.['error']).toBeInstanceOf(Error);
  });

  it('localizes the general message from x-sf-locale', async () => {
    const res = await appWith(recordingLogger()).request('/crash', { headers: { 'x-sf-locale': 'nl-NL' } });
    expect(((await res.json()) as ErrorBody).error.message).toBe(
      'We konden je verzoek helaas niet verwerken. Probeer het later nog eens.',
    );
    const ch = await appWith(recordingLogger()).request('/crash', { headers: { 'x-sf-locale': 'de-CH' } });
    expect(((await ch.json()) as ErrorBody).error.message).toBe(GENERAL_DE.replace('ß', 'ss'));
  });

  it("maps hono's HTTPException to its API code, or keeps hono's reply when there is none", async () => {
    const app = appWith(recordingLogger());
    const res = await app.request('/hono-413');
    expect(res.status).toBe(413);
    expect(((await res.json()) as ErrorBody).error.code).toBe('API-413');
    // 407 has no API code of the platform: hono's own reply stands
    const auth = await app.request('/hono-407');
    expect(auth.status).toBe(407);
    expect(await auth.text()).toBe('proxy auth please');
  });
});

describe('notFoundHandler', () => {
  it('answers 404 API-404 JSON', async () => {
    const res = await appWith(recordingLogger()).request('/nothing-here', {
      headers: { 'x-sf-locale': 'fr-CH' },
    });
    expect(res.status).toBe(404);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe('API-404');
    expect(body.error.message).not.toBe('');
  });
});
