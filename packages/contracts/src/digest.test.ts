import { createHash } from 'node:crypto';
import { sha256Hex } from './digest';

describe('sha256Hex', () => {
  it('is the lowercase hex SHA-256 of the UTF-8 text', async () => {
    await expect(sha256Hex('abc')).resolves.toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    const text = 'query Ä { ok } 👍';
    await expect(sha256Hex(text)).resolves.toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  });
});
