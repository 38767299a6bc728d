/** Test helper: a JWT-like token with the given payload (signature is a dummy). Not exported from the package. */
export function makeToken(payload: Record<string, unknown>): string {
  const b64 = (s: string) => Buffer.from(s).toString('base64url');
  return `${b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}
