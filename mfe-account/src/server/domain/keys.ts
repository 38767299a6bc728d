import type { Db } from '@sf/data';
import { SESSION_ALGORITHM } from '@sf/server-kit';
import { exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';

/** The key that signs session tokens now, and the public keys a verifier accepts. */
export interface SigningKeys {
  readonly kid: string;
  readonly privateKey: CryptoKey;
  /** Public halves of every key still in use (the newest first), as served at `/api/customer/jwks.json`. */
  readonly jwks: { readonly keys: readonly JWK[] };
}

/**
 * The account domain's session signing keys: an Ed25519 pair made on the first start and kept in
 * the domain's own table (private half never leaves it); the newest key signs. Rotation = a new row
 * (the composer fetches the JWKS again on an unknown `kid`).
 */
export async function loadSigningKeys(db: Db): Promise<SigningKeys> {
  let rows = (await db.query<{ kid: string; private_jwk: JWK; public_jwk: JWK }>('SELECT kid, private_jwk, public_jwk FROM signing_keys ORDER BY created_at DESC, kid')).rows;
  if (rows.length === 0) {
    const { privateKey, publicKey } = await generateKeyPair(SESSION_ALGORITHM, { crv: 'Ed25519', extractable: true });
    const kid = crypto.randomUUID();
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: SESSION_ALGORITHM };
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: SESSION_ALGORITHM, use: 'sig' };
    await db.query('INSERT INTO signing_keys (kid, private_jwk, public_jwk) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [kid, JSON.stringify(privateJwk), JSON.stringify(publicJwk)]);
    rows = (await db.query<{ kid: string; private_jwk: JWK; public_jwk: JWK }>('SELECT kid, private_jwk, public_jwk FROM signing_keys ORDER BY created_at DESC, kid')).rows;
  }
  const newest = rows[0]!;
  const privateKey = (await importJWK(newest.private_jwk, SESSION_ALGORITHM)) as CryptoKey;
  return { kid: newest.kid, privateKey, jwks: { keys: rows.map((r) => r.public_jwk) } };
}
