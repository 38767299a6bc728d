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

/** The setting that carries the session signing keys (required without development features). */
export const SIGNING_KEYS_ENV = 'ACCOUNT_SIGNING_KEYS';

interface PrivateJwk extends JWK {
  readonly kid: string;
  readonly d: string;
  readonly x: string;
}

function parseKeySet(value: string): PrivateJwk[] | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return 'must be a JSON Web Key Set ({"keys":[…]})';
  }
  const keys = (parsed as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys) || keys.length === 0)
    return 'must be a JSON Web Key Set with at least one key ({"keys":[…]})';
  for (const k of keys as Record<string, unknown>[]) {
    if (
      !k ||
      k['kty'] !== 'OKP' ||
      k['crv'] !== 'Ed25519' ||
      typeof k['d'] !== 'string' ||
      typeof k['x'] !== 'string' ||
      typeof k['kid'] !== 'string' ||
      !k['kid']
    ) {
      return 'must hold Ed25519 private keys (kty OKP, crv Ed25519, d, x, kid)';
    }
  }
  return keys as PrivateJwk[];
}

/** `requireSecrets`' shape check of ACCOUNT_SIGNING_KEYS: a problem in a few words, or null. */
export function checkSigningKeySet(value: string): string | null {
  const keys = parseKeySet(value);
  return typeof keys === 'string' ? keys : null;
}

/** The public half of a private JWK, as the JWKS serves it. */
const publicOf = (k: PrivateJwk): JWK => ({
  kty: 'OKP',
  crv: 'Ed25519',
  x: k.x,
  kid: k.kid,
  alg: SESSION_ALGORITHM,
  use: 'sig',
});

/**
 * The account domain's session signing keys. `configured` (ACCOUNT_SIGNING_KEYS: a JSON Web Key Set of
 * Ed25519 private keys; the first signs, every one is published, so a rotation puts the new key
 * first and drops the old one after a token's lifetime) is what production runs with. Without it
 * (development features only: production refuses to start) an Ed25519 pair is made on the first
 * start and kept in the domain's own table; the newest key signs.
 */
export async function loadSigningKeys(db: Db, configured?: string): Promise<SigningKeys> {
  if (configured) {
    const keys = parseKeySet(configured);
    if (typeof keys === 'string') throw new Error(`${SIGNING_KEYS_ENV} ${keys}`);
    const first = keys[0]!;
    const privateKey = (await importJWK(
      { ...first, alg: SESSION_ALGORITHM },
      SESSION_ALGORITHM,
    )) as CryptoKey;
    return { kid: first.kid, privateKey, jwks: { keys: keys.map(publicOf) } };
  }
  let rows = (
    await db.query<{ kid: string; private_jwk: JWK; public_jwk: JWK }>(
      'SELECT kid, private_jwk, public_jwk FROM signing_keys ORDER BY created_at DESC, kid',
    )
  ).rows;
  if (rows.length === 0) {
    const { privateKey, publicKey } = await generateKeyPair(SESSION_ALGORITHM, {
      crv: 'Ed25519',
      extractable: true,
    });
    const kid = crypto.randomUUID();
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: SESSION_ALGORITHM };
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: SESSION_ALGORITHM, use: 'sig' };
    await db.query(
      'INSERT INTO signing_keys (kid, private_jwk, public_jwk) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [kid, JSON.stringify(privateJwk), JSON.stringify(publicJwk)],
    );
    rows = (
      await db.query<{ kid: string; private_jwk: JWK; public_jwk: JWK }>(
        'SELECT kid, private_jwk, public_jwk FROM signing_keys ORDER BY created_at DESC, kid',
      )
    ).rows;
  }
  const newest = rows[0]!;
  const privateKey = (await importJWK(newest.private_jwk, SESSION_ALGORITHM)) as CryptoKey;
  return { kid: newest.kid, privateKey, jwks: { keys: rows.map((r) => r.public_jwk) } };
}
