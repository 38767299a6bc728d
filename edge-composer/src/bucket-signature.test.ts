import { createBucketSigner } from './bucket-signature';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const ID = '6f1c2b8e-4a4d-4c55-9e1b-2f0d3c4b5a69';

describe('signed canary buckets', () => {
  it('accepts its own signature and nothing else', async () => {
    const signer = createBucketSigner(SECRET);
    const value = await signer.sign(ID);
    expect(value).toMatch(new RegExp(`^${ID}\\.[A-Za-z0-9_-]{43}$`));
    expect(await signer.verify(value)).toBe(ID);
    // unsigned, another id under the signature, a signature of another secret, garbage
    const other = '00000000-0000-4000-8000-000000000000';
    expect(await signer.verify(ID)).toBeUndefined();
    expect(await signer.verify(`${other}.${value.split('.')[1]}`)).toBeUndefined();
    expect(await signer.verify(await createBucketSigner(`${SECRET}x`).sign(ID))).toBeUndefined();
    expect(await signer.verify(`${ID}.!!!`)).toBeUndefined();
    expect(await signer.verify(`not a bucket.${value.split('.')[1]}`)).toBeUndefined();
    expect(await signer.verify(undefined)).toBeUndefined();
  });
});
