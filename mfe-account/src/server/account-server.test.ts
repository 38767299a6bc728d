/**
 * @jest-environment node
 */
import { runDomainServer } from '@sf/domain-server';
import { exportJWK, generateKeyPair } from 'jose';
import { accountServer } from './account-server';

const start = (env: Record<string, string>) =>
  runDomainServer({
    ...accountServer,
    env: { ACCOUNT_PORT: '0', SF_GATEWAY_URL: 'http://127.0.0.1:9/api/gateway/', ...env },
    database: { memory: true },
  });

async function keySet(): Promise<string> {
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  return JSON.stringify({ keys: [{ ...(await exportJWK(privateKey)), kid: 'key-2026-11' }] });
}

describe('the account server in production (development features off)', () => {
  it('refuses to start without its session signing keys, or with keys of the wrong kind', async () => {
    await expect(start({ SF_DEV_FEATURES: '0' })).rejects.toThrow(
      'Production needs these secrets, which are not set: ACCOUNT_SIGNING_KEYS, ACCOUNT_CAPTCHA_SECRET.',
    );
    await expect(start({ ACCOUNT_SIGNING_KEYS: '{"keys":[{"kty":"oct","k":"c2VjcmV0"}]}' })).rejects.toThrow(
      'ACCOUNT_SIGNING_KEYS must hold Ed25519 private keys',
    );
    await expect(start({ ACCOUNT_SIGNING_KEYS: 'not json' })).rejects.toThrow(
      'ACCOUNT_SIGNING_KEYS must be a JSON Web Key Set',
    );
  });

  it('publishes only the configured key’s public half, keeps no key of its own and writes no demo customer', async () => {
    const configured = await keySet();
    const server = await start({
      SF_DEV_FEATURES: '0',
      ACCOUNT_SIGNING_KEYS: configured,
      ACCOUNT_CAPTCHA_SECRET: Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url'),
    });
    try {
      const jwks = (await (await fetch(`${server.url}/api/customer/jwks.json`)).json()) as {
        keys: Array<Record<string, string>>;
      };
      expect(jwks.keys).toEqual([
        {
          kty: 'OKP',
          crv: 'Ed25519',
          x: JSON.parse(configured).keys[0].x,
          kid: 'key-2026-11',
          alg: 'EdDSA',
          use: 'sig',
        },
      ]);
      expect((await server.db.query('SELECT kid FROM signing_keys')).rows).toEqual([]);
      expect((await server.db.query('SELECT email FROM customers')).rows).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it('with development features makes a key of its own and writes the demo customers', async () => {
    const server = await start({ SF_DEV_FEATURES: '1' });
    try {
      expect((await server.db.query('SELECT kid FROM signing_keys')).rows).toHaveLength(1);
      expect(
        (await server.db.query<{ email: string }>('SELECT email FROM customers ORDER BY email')).rows.map(
          (r) => r.email,
        ),
      ).toContain('anna.schmidt@example.com');
    } finally {
      await server.stop();
    }
  });
});
