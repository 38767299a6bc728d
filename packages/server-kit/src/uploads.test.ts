import { detectUploadType, parseUploads, safeFileName, type UploadRule } from './uploads';

const bytes = (...values: Array<number | string>): Uint8Array<ArrayBuffer> =>
  new Uint8Array(
    values.flatMap((v) => (typeof v === 'string' ? Array.from(v, (ch) => ch.charCodeAt(0)) : [v])),
  );

const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF');
const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 'IHDR');
const PDF = bytes('%PDF-1.7\n%âãÏÓ');
const EXE = bytes('MZ', 0x90, 0, 3, 0);

const file = (content: Uint8Array<ArrayBuffer>, name: string, type = 'application/octet-stream') =>
  new File([content], name, { type });

describe('detectUploadType', () => {
  it('recognises files by their content (file-type)', async () => {
    await expect(detectUploadType(JPEG)).resolves.toBe('image/jpeg');
    await expect(detectUploadType(PNG)).resolves.toBe('image/png');
    await expect(detectUploadType(bytes('GIF89a', 1, 0))).resolves.toBe('image/gif');
    await expect(detectUploadType(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).resolves.toBe('image/webp');
    await expect(detectUploadType(bytes(0, 0, 0, 0x18, 'ftypheic', 0, 0, 0, 0, 'mif1heic'))).resolves.toBe(
      'image/heic',
    );
    await expect(detectUploadType(PDF)).resolves.toBe('application/pdf');
    await expect(detectUploadType(EXE)).resolves.toBeNull();
    await expect(detectUploadType(new Uint8Array())).resolves.toBeNull();
  });
});

describe('safeFileName', () => {
  it('drops paths, control characters and quotes', () => {
    expect(safeFileName('C:\\Users\\x\\Rechnung "März".pdf')).toBe('Rechnung März.pdf');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('\u0000')).toBe('upload');
  });
});

describe('parseUploads', () => {
  const rules: Record<string, UploadRule> = {
    photo: { types: ['image/jpeg', 'image/png'], maxBytes: 1000, maxFiles: 2 },
    receipt: { types: ['application/pdf'], maxBytes: 1000, required: true },
  };

  it('accepts files whose content matches, with the detected type', async () => {
    const form = new FormData();
    form.append('photo', file(JPEG, 'a.jpg', 'image/jpeg'));
    form.append('photo', file(PNG, 'b.png'));
    form.append('receipt', file(PDF, 'r.pdf'));
    form.append('comment', 'text fields are ignored');
    const result = await parseUploads(form, rules);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.files['photo']?.map((f) => [f.name, f.type, f.size])).toEqual([
      ['a.jpg', 'image/jpeg', JPEG.length],
      ['b.png', 'image/png', PNG.length],
    ]);
    expect(result.files['receipt']?.[0]?.bytes).toEqual(PDF);
  });

  it('refuses a program renamed to .pdf, whatever type the client declared', async () => {
    const form = new FormData();
    form.append('receipt', file(EXE, 'invoice.pdf', 'application/pdf'));
    expect(await parseUploads(form, rules)).toEqual({ ok: false, problems: { receipt: 'type' } });
  });

  it('reports missing, too many, too large and unexpected files per field', async () => {
    const form = new FormData();
    form.append('photo', file(JPEG, '1.jpg'));
    form.append('photo', file(JPEG, '2.jpg'));
    form.append('photo', file(JPEG, '3.jpg'));
    form.append('other', file(JPEG, 'x.jpg'));
    form.append('receipt', new File([], ''));
    expect(await parseUploads(form, rules)).toEqual({
      ok: false,
      problems: { photo: 'too-many', other: 'type', receipt: 'required' },
    });
    const big = new FormData();
    big.append('receipt', file(new Uint8Array([...PDF, ...new Uint8Array(2000)]), 'big.pdf'));
    expect(await parseUploads(big, rules)).toEqual({ ok: false, problems: { receipt: 'too-large' } });
  });
});
