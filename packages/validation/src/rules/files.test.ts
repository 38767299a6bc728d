import {
  FILE_LIMITS,
  UPLOAD_ACCEPT,
  fileExtension,
  hasUploadExtension,
  selectFiles,
  validateUploadContent,
} from './files';

const MB = 1024 * 1024;
const file = (name: string, size = 100 * 1024) => ({ name, size });

describe('file limits', () => {
  it('are the spec’s: 10 files, 5 MB each, 5 MB total', () => {
    expect(FILE_LIMITS).toEqual({ maxFiles: 10, maxFileBytes: 5 * MB, maxTotalBytes: 5 * MB });
    expect(UPLOAD_ACCEPT).toBe('.jpg,.jpeg,.png,.gif,.webp,.bmp,.heic,.heif');
  });
});

describe('hasUploadExtension', () => {
  it('accepts jpg jpeg png gif webp bmp heic heif in any case', () => {
    for (const ext of ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'heic', 'heif', 'JPG', 'HeIc']) {
      expect([ext, hasUploadExtension(`photo.${ext}`)]).toEqual([ext, true]);
    }
  });
  it('refuses the other formats, including those the image check knows', () => {
    for (const name of [
      'scan.tiff',
      'logo.svg',
      'favicon.ico',
      'pic.avif',
      'anim.apng',
      'doc.pdf',
      'noext',
      '.jpg',
      'x.jpg.exe',
    ]) {
      expect([name, hasUploadExtension(name)]).toEqual([name, false]);
    }
    expect(fileExtension('a.b.PNG')).toBe('png');
  });
});

describe('selectFiles', () => {
  it('adds files that pass', () => {
    const { files, rejected } = selectFiles([file('a.jpg')], [file('b.png'), file('c.heic')]);
    expect(files.map((f) => f.name)).toEqual(['a.jpg', 'b.png', 'c.heic']);
    expect(rejected).toEqual([]);
  });

  it('refuses a duplicate name, against the selection and within the new files', () => {
    const { files, rejected } = selectFiles([file('a.jpg')], [file('a.jpg'), file('b.jpg'), file('b.jpg')]);
    expect(files.map((f) => f.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(rejected.map((r) => [r.file.name, r.key])).toEqual([
      ['a.jpg', 'file.duplicateName'],
      ['b.jpg', 'file.duplicateName'],
    ]);
  });

  it('refuses formats outside the list', () => {
    const { rejected } = selectFiles([], [file('doc.pdf'), file('logo.svg')]);
    expect(rejected.map((r) => r.key)).toEqual(['file.typeNotAllowed', 'file.typeNotAllowed']);
  });

  it('refuses a file over 5 MB and takes one of exactly 5 MB', () => {
    expect(selectFiles([], [file('big.jpg', 5 * MB + 1)]).rejected[0]?.key).toBe('file.tooLarge');
    expect(selectFiles([], [file('max.jpg', 5 * MB)]).files).toHaveLength(1);
  });

  it('keeps only the first 10 files', () => {
    const added = Array.from({ length: 12 }, (_, i) => file(`p${i}.jpg`, 1000));
    const { files, rejected } = selectFiles([], added);
    expect(files.map((f) => f.name)).toEqual(added.slice(0, 10).map((f) => f.name));
    expect(rejected.map((r) => [r.file.name, r.key])).toEqual([
      ['p10.jpg', 'file.tooMany'],
      ['p11.jpg', 'file.tooMany'],
    ]);
  });

  it('keeps only the first files within 5 MB in total, and later smaller ones that still fit', () => {
    const { files, rejected } = selectFiles(
      [file('a.jpg', 2 * MB)],
      [file('b.jpg', 2 * MB), file('c.jpg', 2 * MB), file('d.jpg', MB)],
    );
    expect(files.map((f) => f.name)).toEqual(['a.jpg', 'b.jpg', 'd.jpg']);
    expect(rejected.map((r) => [r.file.name, r.key])).toEqual([['c.jpg', 'file.totalTooLarge']]);
  });

  it('does not change the given lists', () => {
    const existing = [file('a.jpg')];
    selectFiles(existing, [file('b.jpg')]);
    expect(existing).toHaveLength(1);
  });
});

describe('validateUploadContent', () => {
  it('accepts an upload format whose sniffed content is the image its extension names', () => {
    expect(validateUploadContent('foto.jpg', 'image/jpeg')).toBeUndefined();
    expect(validateUploadContent('foto.JPEG', 'image/jpeg')).toBeUndefined();
    expect(validateUploadContent('foto.heic', 'image/heif')).toBeUndefined();
    expect(validateUploadContent('foto.heif', 'image/heic')).toBeUndefined();
    expect(validateUploadContent('anim.png', 'image/apng')).toBeUndefined();
  });
  it('refuses content that is not what the extension says, and SVG under any name', () => {
    for (const name of ['scan.png', 'pic.jpg', 'a.gif', 'a.webp', 'a.bmp', 'a.heic'])
      expect(validateUploadContent(name, 'image/svg+xml')).toBe('file.notAnImage');
    expect(validateUploadContent('foto.jpg', 'image/png')).toBe('file.notAnImage');
    expect(validateUploadContent('foto.png', 'image/jpeg')).toBe('file.notAnImage');
    expect(validateUploadContent('foto.webp', 'image/tiff')).toBe('file.notAnImage');
  });
  it('refuses a disallowed name, non-image and unknown content', () => {
    expect(validateUploadContent('foto.pdf', 'image/jpeg')).toBe('file.typeNotAllowed');
    expect(validateUploadContent('foto.jpg', 'application/pdf')).toBe('file.notAnImage');
    expect(validateUploadContent('foto.jpg', null)).toBe('file.notAnImage');
  });
});
