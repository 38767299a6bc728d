import { EXE_BYTES, JPEG_BYTES, PNG_BYTES, VALID_FIELDS, fileOf } from '../domain/test-context';
import { createTestApp, formBody, postHeaders } from '../test-app';

let h: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(async () => {
  await h.t.db.close();
});
beforeEach(async () => {
  await h.t.reset();
});

const post = async (
  fields: Record<string, string>,
  files: File[] = [],
  opts: { json?: boolean; headers?: Record<string, string> } = {},
) =>
  h.app.request('/api/contact/messages', {
    method: 'POST',
    body: formBody({ altcha: await h.t.solvedCaptcha(), ...fields }, files),
    headers: { ...postHeaders(opts.json ?? true), ...opts.headers },
  });

describe('POST /api/contact/messages', () => {
  it('stores a message with two images and answers the success path (JSON)', async () => {
    const res = await post({ ...VALID_FIELDS, locale: 'nl-NL' }, [
      fileOf('a.png', PNG_BYTES),
      fileOf('b.jpg', JPEG_BYTES),
    ]);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { reference: string; nextPath: string };
    expect(body.nextPath).toBe(`/klantenservice/contact/verzonden?ref=${body.reference}`);
    expect(await h.t.count('attachments')).toBe(2);
    const mailbox = (await (await h.app.request('/dev/mailbox')).json()) as {
      mails: { subject: string; attachments: { filename: string }[] }[];
    };
    expect(mailbox.mails[0]?.attachments.map((a) => a.filename)).toEqual(['a.png', 'b.jpg']);
  });

  it('answers 422 with the spec’s localized messages and an upload error naming the file', async () => {
    const res = await post({ subject: 'productQuestion', locale: 'fr-CH' }, [fileOf('virus.jpg', EXE_BYTES)]);
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { message: string; fieldErrors: Record<string, string> } };
    expect(body.error.fieldErrors.firstname).toBe('Veuillez indiquer votre prénom\u00a0!');
    expect(body.error.fieldErrors.attachments).toMatch(/^Erreur lors du téléchargement de virus\.jpg/);
    expect(await h.t.count('messages')).toBe(0);
  });

  it('sends a browser without JavaScript to the success page, or back to the form with a draft', async () => {
    const ok = await post(VALID_FIELDS, [], { json: false });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toMatch(/^\/service-hilfe\/kontakt\/gesendet\?ref=K-/);
    const refused = await post({ ...VALID_FIELDS, firstname: '' }, [], { json: false });
    expect(refused.status).toBe(303);
    const location = refused.headers.get('location') ?? '';
    expect(location).toMatch(/^\/service-hilfe\/kontakt\?draft=[A-Za-z0-9_-]{43}$/);
    expect(location).not.toContain('Erika');
    const page = await h.app.request('/fragment/contact', {
      headers: (await import('../test-app')).fragmentHeaders(location),
    });
    const html = await page.text();
    expect(html).toContain('Bitte geben Sie Ihren Vornamen an!');
    expect(html).toContain('Gibt es das Sofa auch in Grün?');
  });

  it('refuses a replayed captcha, a foreign origin, an oversize body and other content types', async () => {
    const payload = await h.t.solvedCaptcha();
    expect((await post({ ...VALID_FIELDS, altcha: payload })).status).toBe(200);
    const replay = await post({ ...VALID_FIELDS, altcha: payload });
    expect(replay.status).toBe(422);
    expect(
      ((await replay.json()) as { error: { fieldErrors: Record<string, string> } }).error.fieldErrors.altcha,
    ).toBe('Diese Sicherheitsprüfung wurde bereits verwendet. Bitte lösen Sie sie erneut.');
    expect((await post(VALID_FIELDS, [], { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    const big = new Uint8Array(7 * 1024 * 1024);
    big.set(JPEG_BYTES);
    expect((await post(VALID_FIELDS, [fileOf('big.jpg', big)])).status).toBe(413);
    const json = await h.app.request('/api/contact/messages', {
      method: 'POST',
      body: JSON.stringify(VALID_FIELDS),
      headers: { ...postHeaders(true), 'content-type': 'application/json' },
    });
    expect(json.status).toBe(415);
    expect(await h.t.count('messages')).toBe(1);
  });

  it('limits messages per e-mail address', async () => {
    const limited = await createTestApp({ rateLimitPerEmail: 1 });
    try {
      const send = async () =>
        limited.app.request('/api/contact/messages', {
          method: 'POST',
          body: formBody({ ...VALID_FIELDS, altcha: await limited.t.solvedCaptcha() }),
          headers: postHeaders(true),
        });
      expect((await send()).status).toBe(200);
      const second = await send();
      expect(second.status).toBe(429);
      expect(second.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await limited.t.db.close();
    }
  });

  it('limits messages per client address, whatever the e-mail address', async () => {
    const limited = await createTestApp({ rateLimitPerAddress: 1 });
    try {
      const send = async (email: string, ip: string) =>
        limited.app.request('/api/contact/messages', {
          method: 'POST',
          body: formBody({ ...VALID_FIELDS, email, altcha: await limited.t.solvedCaptcha() }),
          headers: { ...postHeaders(true), 'x-real-ip': ip },
        });
      expect((await send('erika@example.de', '198.51.100.7')).status).toBe(200);
      // another e-mail address from the same client: the per-address limit, not the per-e-mail one
      const second = await send('max@example.de', '198.51.100.7');
      expect(second.status).toBe(429);
      expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await second.json()) as { error: { code: string } }).error.code).toBe('API-429');
      expect(await limited.t.count('messages')).toBe(1);
      expect((await send('max@example.de', '198.51.100.8')).status).toBe(200);
    } finally {
      await limited.t.db.close();
    }
  });
});

describe('GET /api/contact/captcha', () => {
  it('hands out a signed challenge that is never cached', async () => {
    const res = await h.app.request('/api/contact/captcha', { headers: postHeaders(true) });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const challenge = (await res.json()) as { parameters: { algorithm: string }; signature: string };
    expect(challenge.parameters.algorithm).toBe('SHA-256');
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('limits challenges per client address', async () => {
    const limited = await createTestApp({ challengesPerMinute: 1 });
    try {
      const get = (ip: string) =>
        limited.app.request('/api/contact/captcha', { headers: { ...postHeaders(true), 'x-real-ip': ip } });
      expect((await get('198.51.100.7')).status).toBe(200);
      const second = await get('198.51.100.7');
      expect(second.status).toBe(429);
      expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await get('198.51.100.8')).status).toBe(200);
    } finally {
      await limited.t.db.close();
    }
  });
});
