import fc from 'fast-check';
import { SUBJECT_IDS } from '../../shared/subjects';
import { EXE_BYTES, JPEG_BYTES, PNG_BYTES, VALID_FIELDS } from '../domain/test-context';
import { createTestApp, postHeaders } from '../test-app';

/**
 * The contact API under generated input (fixed seed, bounded count in `npm test`; `npm run fuzz -w
 * mfe-service-contact` runs 10 000 with a random seed, `FUZZ_SEED`/`FUZZ_RUNS` repeat or resize):
 * well-formed forms (mostly wrong, sometimes right, with or without a solved captcha and files of
 * every kind) and garbage bodies. Never a 5xx; every refused request stores nothing (messages,
 * attachments, files and outbox are counted around each request).
 */
const random = process.env['FUZZ_RANDOM'] === '1';
const seed = process.env['FUZZ_SEED']
  ? Number(process.env['FUZZ_SEED'])
  : random
    ? Math.floor(Math.random() * 2 ** 31)
    : 20_261_123;
const numRuns = Number(process.env['FUZZ_RUNS'] ?? 300);
if (random || process.env['FUZZ_SEED'])
  console.log(`contact fuzz: seed ${seed}, ${numRuns} runs (FUZZ_SEED=${seed} repeats it)`);
jest.setTimeout(Math.max(120_000, numRuns * 100));

let h: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(async () => {
  await h.t.db.close();
});

const nasty = fc.constantFrom(
  '',
  ' ',
  '<script>alert(1)</script>',
  '" onmouseover="x',
  '../../etc/passwd',
  '\u0000',
  'ß€😀',
  'a'.repeat(6000),
  '12345',
  'Erika',
);
const text = fc.oneof(fc.string({ maxLength: 40 }), nasty);
const fieldValue = (field: string) => {
  const valid = (VALID_FIELDS as Record<string, string>)[field];
  return fc.oneof(
    text,
    ...(valid ? [fc.constant(valid)] : []),
    ...(field === 'subject' ? [fc.constantFrom(...SUBJECT_IDS)] : []),
  );
};
const FIELDS = [
  'salutation',
  'firstname',
  'lastname',
  'email',
  'phone',
  'customernumber',
  'birthday',
  'street',
  'housenumber',
  'postalcode',
  'city',
  'subject',
  'message',
  'cancelnl',
  'locale',
];
const fileArb = fc.record({
  name: fc.oneof(
    fc.constantFrom('a.jpg', 'b.png', 'c.exe', 'd.svg', 'a.jpg', '', '../x.png'),
    fc.string({ maxLength: 20 }),
  ),
  bytes: fc.oneof(
    fc.constant(JPEG_BYTES),
    fc.constant(PNG_BYTES),
    fc.constant(EXE_BYTES),
    fc.uint8Array({ maxLength: 64 }),
  ),
});
const form = fc.record({
  fields: fc
    .dictionary(fc.constantFrom(...FIELDS), fc.constant(null))
    .chain((d) => fc.record(Object.fromEntries(Object.keys(d).map((f) => [f, fieldValue(f)])))),
  files: fc.array(fileArb, { maxLength: 12 }),
  captcha: fc.constantFrom('solved', 'garbage', 'none'),
  accept: fc.boolean(),
});
const garbage = fc.record({
  type: fc.constantFrom(
    'application/json',
    'text/plain',
    'multipart/form-data',
    'multipart/form-data; boundary=x',
    'application/x-www-form-urlencoded',
  ),
  body: fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.constant('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n'),
  ),
});

const counts = async () =>
  Promise.all([
    h.t.count('messages'),
    h.t.count('attachments'),
    h.t.count('outbox'),
    Promise.resolve(h.t.files.files.size),
  ]);

describe('contact API fuzz', () => {
  it(`never answers 5xx and stores nothing it refuses (${numRuns} forms)`, async () => {
    let ip = 0;
    await fc.assert(
      fc.asyncProperty(form, async ({ fields, files, captcha, accept }) => {
        const body = new FormData();
        for (const [k, v] of Object.entries(fields)) body.append(k, v as string);
        for (const f of files) body.append('attachments', new File([f.bytes.slice()], f.name));
        if (captcha === 'solved') body.append('altcha', await h.t.solvedCaptcha());
        if (captcha === 'garbage') body.append('altcha', 'eyJjaGFsbGVuZ2UiOnt9fQ==');
        const before = await counts();
        ip += 1;
        const res = await h.app.request('/api/contact/messages', {
          method: 'POST',
          body,
          headers: { ...postHeaders(accept), 'x-real-ip': `10.9.${(ip >> 8) & 255}.${ip & 255}` },
        });
        expect(res.status).toBeLessThan(500);
        const after = await counts();
        const stored =
          res.status === 200 || (res.status === 303 && (res.headers.get('location') ?? '').includes('ref='));
        if (!stored) expect(after).toEqual(before);
        else expect(after[0]).toBe(before[0] + 1);
      }),
      { seed, numRuns },
    );
  });

  it(`never answers 5xx to malformed bodies (${numRuns} bodies)`, async () => {
    await fc.assert(
      fc.asyncProperty(garbage, async ({ type, body }) => {
        const before = await counts();
        const res = await h.app.request('/api/contact/messages', {
          method: 'POST',
          body,
          headers: { ...postHeaders(true), 'content-type': type },
        });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(await counts()).toEqual(before);
      }),
      { seed, numRuns },
    );
  });
});
