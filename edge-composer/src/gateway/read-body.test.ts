import { readLimitedText } from './read-body';

const req = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://x.test/', { method: 'POST', body, headers });

describe('readLimitedText', () => {
  it('reads a body up to the limit as UTF-8', async () => {
    expect(await readLimitedText(req('Grüße'), 7)).toBe('Grüße');
  });

  it('refuses a body one byte over the limit', async () => {
    expect(await readLimitedText(req('Grüße!'), 7)).toBeNull();
  });

  it('refuses a declared content-length over the limit before reading', async () => {
    expect(await readLimitedText(req('{}', { 'content-length': '200000' }), 100)).toBeNull();
  });
});
