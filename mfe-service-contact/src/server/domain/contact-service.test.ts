import { EXE_BYTES, JPEG_BYTES, PNG_BYTES, VALID_FIELDS, createTestContext, fileOf } from './test-context';
import { listOutbox } from '@sf/mail';
import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { fieldErrorText } from '../../shared/messages';
import { submitContact } from './contact-service';

let t: Awaited<ReturnType<typeof createTestContext>>;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.db.close();
});
beforeEach(async () => {
  await t.reset();
});

const submit = async (fields: Record<string, unknown>, files: File[] = []) =>
  submitContact(t, {
    fields: { ...fields, altcha: fields.altcha ?? (await t.solvedCaptcha()) },
    files,
    tenant: 'DE',
    locale: 'de-DE',
  });

describe('submitContact', () => {
  it('stores the message and its files, and mails them to the service team', async () => {
    const outcome = await submit({ ...VALID_FIELDS, subject: 'reportBarrier' }, [
      fileOf('a.png', PNG_BYTES, 'image/png'),
      fileOf('b.jpg', JPEG_BYTES),
    ]);
    expect(outcome).toMatchObject({ status: 'sent', reference: expect.stringMatching(/^K-[A-Z2-9]{10}$/) });
    expect(await t.count('messages')).toBe(1);
    expect(await t.count('attachments')).toBe(2);
    expect(t.files.files.size).toBe(2);
    // no accessibility address configured: the barrier report goes to the service team
    const [mail] = await t.mails();
    expect(mail?.subject).toMatch(/^Kontaktformular: Barriere melden \(K-/);
    expect(mail?.headers['Reply-To']).toBe('erika@example.de');
    expect(mail?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['a.png', 'image/png'],
      ['b.jpg', 'image/jpeg'],
    ]);
  });

  it('sends a barrier report to the accessibility team’s address, other subjects to the service team', async () => {
    const withTeam = { ...t, accessibilityEmail: 'barrierefreiheit@shop.test' };
    const send = async (subject: string) =>
      submitContact(withTeam, {
        fields: { ...VALID_FIELDS, subject, altcha: await t.solvedCaptcha() },
        files: [],
        tenant: 'DE',
        locale: 'de-DE',
      });
    expect(await send('reportBarrier')).toMatchObject({ status: 'sent' });
    expect(await send('productQuestion')).toMatchObject({ status: 'sent' });
    const barrier = await listOutbox(t.db, { to: 'barrierefreiheit@shop.test' });
    expect(barrier.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Kontaktformular: Barriere melden \(K-/),
    ]);
    expect((await t.mails()).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Kontaktformular: Frage zu einem Artikel \(K-/),
    ]);
  });

  it('refuses a missing required field with the spec’s message keys and stores nothing', async () => {
    const outcome = await submit({ subject: 'changeData' });
    expect(outcome).toEqual({
      status: 'invalid',
      fieldErrors: {
        firstname: 'contact.firstname.required',
        lastname: 'contact.lastname.required',
        email: 'email.required',
        customernumber: 'contact.customerNumber.required',
        street: 'contact.street.required',
        housenumber: 'contact.pleaseSpecify',
        postalcode: 'contact.pleaseSpecify',
        city: 'contact.city.required',
        message: 'contact.message.required',
      },
    });
    expect(await t.count('messages')).toBe(0);
  });

  it('refuses a renamed executable, a duplicate name, an 11th file and a 6 MB file', async () => {
    const exe = await submit(VALID_FIELDS, [fileOf('foto.jpg', EXE_BYTES)]);
    expect(exe).toMatchObject({
      status: 'invalid',
      fieldErrors: { attachments: 'file.notAnImage' },
      fileProblem: { name: 'foto.jpg' },
    });
    const dup = await submit(VALID_FIELDS, [fileOf('x.jpg', JPEG_BYTES), fileOf('x.jpg', JPEG_BYTES)]);
    expect(dup).toMatchObject({ fieldErrors: { attachments: 'file.duplicateName' } });
    const eleven = Array.from({ length: 11 }, (_, i) => fileOf(`f${i}.jpg`, JPEG_BYTES));
    expect(await submit(VALID_FIELDS, eleven)).toMatchObject({
      fieldErrors: { attachments: 'file.tooMany' },
      fileProblem: { name: 'f10.jpg' },
    });
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(JPEG_BYTES);
    expect(await submit(VALID_FIELDS, [fileOf('big.jpg', big)])).toMatchObject({
      fieldErrors: { attachments: 'file.tooLarge' },
    });
    expect(await t.count('messages')).toBe(0);
    expect(t.files.files.size).toBe(0);
  });

  it('refuses SVG content (script-capable) under any upload name, and content that is not what its extension says (decision 0028)', async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (const name of ['pic.jpg', 'bild.png', 'bild.gif', 'bild.webp']) {
      expect([name, await submit(VALID_FIELDS, [fileOf(name, svg, 'image/jpeg')])]).toEqual([
        name,
        expect.objectContaining({
          status: 'invalid',
          fieldErrors: { attachments: 'file.notAnImage' },
          fileProblem: { name, key: 'file.notAnImage' },
        }),
      ]);
    }
    // an image, but not the one its name says: a PNG as .jpg, a JPEG as .png
    expect(await submit(VALID_FIELDS, [fileOf('foto.jpg', PNG_BYTES)])).toMatchObject({
      status: 'invalid',
      fieldErrors: { attachments: 'file.notAnImage' },
    });
    expect(await submit(VALID_FIELDS, [fileOf('foto.png', JPEG_BYTES)])).toMatchObject({
      status: 'invalid',
      fieldErrors: { attachments: 'file.notAnImage' },
    });
    // under its own name an SVG is no upload format at all
    expect(await submit(VALID_FIELDS, [fileOf('bild.svg', svg, 'image/svg+xml')])).toMatchObject({
      status: 'invalid',
      fieldErrors: { attachments: 'file.typeNotAllowed' },
    });
    expect(await t.count('messages')).toBe(0);
    expect(t.files.files.size).toBe(0);
  });

  it('refuses a forged, a missing and a replayed captcha', async () => {
    expect(await submit({ ...VALID_FIELDS, altcha: btoa('{"challenge":{},"solution":{}}') })).toEqual({
      status: 'captcha',
      problem: 'invalid',
    });
    expect(await submit({ ...VALID_FIELDS, altcha: '' })).toEqual({ status: 'captcha', problem: 'missing' });
    const payload = await t.solvedCaptcha();
    expect(await submit({ ...VALID_FIELDS, altcha: payload })).toMatchObject({ status: 'sent' });
    expect(await submit({ ...VALID_FIELDS, altcha: payload }, [fileOf('a.png', PNG_BYTES)])).toEqual({
      status: 'captcha',
      problem: 'replayed',
    });
    expect(await t.count('messages')).toBe(1);
    expect(t.files.files.size).toBe(0);
  });

  /** A solved payload of a challenge made here, as the widget would post it. */
  const payloadOf = async (challenge: Challenge) => {
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('captcha not solved');
    return btoa(
      JSON.stringify({
        challenge: { parameters: challenge.parameters, signature: challenge.signature },
        solution,
      }),
    );
  };
  const challengeOf = (secret: string, expiresAt: Date) =>
    createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 20,
      deriveKey,
      expiresAt,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: `${secret}:key`,
    });
  const captchaMessage = (outcome: Awaited<ReturnType<typeof submit>>) =>
    outcome.status === 'captcha' ? fieldErrorText(`contact.captcha.${outcome.problem}`, 'de-DE') : null;

  it('refuses a solved challenge signed with another secret (forged) and stores nothing', async () => {
    const forged = await payloadOf(
      await challengeOf('another-secret-another-secret-another', new Date(Date.now() + 600_000)),
    );
    const outcome = await submit({ ...VALID_FIELDS, altcha: forged }, [fileOf('a.png', PNG_BYTES)]);
    expect(outcome).toEqual({ status: 'captcha', problem: 'invalid' });
    expect(captchaMessage(outcome)).toBe(
      'Die Sicherheitsprüfung ist fehlgeschlagen. Bitte lösen Sie sie erneut.',
    );
    expect(await t.count('messages')).toBe(0);
    expect(await t.count('used_challenges')).toBe(0);
    expect(await t.count('outbox')).toBe(0);
    expect(t.files.files.size).toBe(0);
  });

  it('refuses a solved challenge of ours that expired and stores nothing', async () => {
    const expired = await payloadOf(await challengeOf(t.captcha.secret, new Date(Date.now() - 60_000)));
    const outcome = await submit({ ...VALID_FIELDS, altcha: expired }, [fileOf('a.png', PNG_BYTES)]);
    expect(outcome).toEqual({ status: 'captcha', problem: 'expired' });
    expect(captchaMessage(outcome)).toBe(
      'Die Sicherheitsprüfung ist abgelaufen. Bitte lösen Sie sie erneut.',
    );
    expect(await t.count('messages')).toBe(0);
    expect(await t.count('used_challenges')).toBe(0);
    expect(await t.count('outbox')).toBe(0);
    expect(t.files.files.size).toBe(0);
  });

  it('refuses scripted text in every text field', async () => {
    const script = '<script>alert(1)</script>';
    const outcome = await submit({
      ...VALID_FIELDS,
      firstname: script,
      lastname: script,
      email: script,
      phone: script,
      customernumber: script,
      birthday: script,
      street: script,
      housenumber: script,
      postalcode: script,
      city: script,
      subject: script,
      message: script,
      salutation: script,
    });
    expect(outcome.status).toBe('invalid');
    if (outcome.status !== 'invalid') return;
    expect(Object.keys(outcome.fieldErrors).sort()).toEqual(
      [
        'birthday',
        'city',
        'customernumber',
        'email',
        'firstname',
        'housenumber',
        'lastname',
        'message',
        'phone',
        'postalcode',
        'salutation',
        'street',
        'subject',
      ].sort(),
    );
    expect(await t.count('messages')).toBe(0);
  });
});
