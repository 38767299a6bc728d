import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';
import { createSessionKeySource, flagsOfSession, verifySessionToken } from './session-token';

let privateKey: CryptoKey;
let publicJwk: JWK;
beforeAll(async () => {
  const pair = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  privateKey = pair.privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'EdDSA' };
});

const token = (claims: Record<string, unknown>, opts: { exp?: number; key?: CryptoKey; kid?: string } = {}) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'EdDSA', kid: opts.kid ?? 'k1' })
    .setIssuer('sf-account')
    .setAudience('sf-storefront')
    .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 600)
    .sign(opts.key ?? privateKey);

function jwksFetch(calls: string[]): typeof fetch {
  return (async (url: string) => {
    calls.push(String(url));
    return new Response(JSON.stringify({ keys: [publicJwk] }), {
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
}

describe('verifySessionToken', () => {
  it('accepts a token signed by the account domain and gives its flags', async () => {
    const keys = createSessionKeySource({
      jwksUrl: 'http://account/api/customer/jwks.json',
      fetch: jwksFetch([]),
    });
    const raw = await token({ sid: 's1', type: 2, cc: 'DE', sub: 'c1' });
    const session = await verifySessionToken(raw, keys, { tenant: 'DE' });
    expect(session).toMatchObject({ sid: 's1', customerId: 'c1', type: 2, cc: 'DE' });
    expect(flagsOfSession(session)).toEqual({ loggedIn: true, softLoggedIn: false });
    expect(flagsOfSession(null)).toEqual({ loggedIn: false, softLoggedIn: false });
  });

  it('refuses expired, tampered, foreign, unsigned, other-shop and inconsistent tokens', async () => {
    const keys = createSessionKeySource({ jwksUrl: 'http://account/jwks', fetch: jwksFetch([]) });
    const expired = await token(
      { sid: 's', type: 2, cc: 'DE', sub: 'c' },
      { exp: Math.floor(Date.now() / 1000) - 120 },
    );
    const good = await token({ sid: 's', type: 1, cc: 'DE', sub: 'c' });
    const [h, , sig] = good.split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ sid: 's', type: 2, cc: 'DE', sub: 'c', iss: 'sf-account', aud: 'sf-storefront', exp: 9999999999 })).toString('base64url')}.${sig}`;
    const other = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const foreign = await token({ sid: 's', type: 2, cc: 'DE', sub: 'c' }, { key: other.privateKey });
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${good.split('.')[1]}.`;
    const anonymousWithCustomer = await token({ sid: 's', type: 0, cc: 'DE', sub: 'c' });
    const loggedInWithout = await token({ sid: 's', type: 2, cc: 'DE' });
    for (const raw of [
      expired,
      tampered,
      foreign,
      unsigned,
      anonymousWithCustomer,
      loggedInWithout,
      '',
      'a.b.c',
      'x'.repeat(5000),
    ]) {
      expect(await verifySessionToken(raw, keys, { tenant: 'DE' })).toBeNull();
    }
    expect(await verifySessionToken(good, keys, { tenant: 'CH' })).toBeNull();
    expect(await verifySessionToken(good, keys, { tenant: 'DE' })).toMatchObject({ type: 1 });
  });
});

describe('createSessionKeySource', () => {
  it('fetches the keys once, keeps them, and refetches an unknown key id at most once per cool-down', async () => {
    const calls: string[] = [];
    let now = 0;
    const keys = createSessionKeySource({
      jwksUrl: 'http://account/jwks',
      fetch: jwksFetch(calls),
      now: () => now,
      cooldownMs: 30_000,
    });
    const raw = await token({ sid: 's', type: 0, cc: 'NL' });
    for (let i = 0; i < 5; i += 1) expect(await verifySessionToken(raw, keys)).not.toBeNull();
    expect(calls).toHaveLength(1);
    const unknown = await token({ sid: 's', type: 0, cc: 'NL' }, { kid: 'k2' });
    now = 40_000;
    expect(await verifySessionToken(unknown, keys)).toBeNull();
    expect(calls).toHaveLength(2);
    expect(await verifySessionToken(unknown, keys)).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('counts every token as anonymous while the keys cannot be fetched', async () => {
    const failing = (async () => {
      throw new Error('down');
    }) as unknown as typeof fetch;
    const keys = createSessionKeySource({ jwksUrl: 'http://account/jwks', fetch: failing });
    expect(await verifySessionToken(await token({ sid: 's', type: 2, cc: 'DE', sub: 'c' }), keys)).toBeNull();
  });
});
