import { hmacBase64Url, safeEqual } from './crypto';

/** How old (or how far ahead, for clock skew) a proof may be: a captured one soon stops working. */
export const VOUCHER_PROOF_MAX_AGE_MS = 5 * 60_000;

/** The two calls a proof is for: it cannot be replayed for the other one. */
export type VoucherCall = 'lookup' | 'redeem';

/** What the basket-checkout server signs: the call, the code, the order reference ('' for a look-up), the time. */
export interface VoucherProof {
  readonly issuedAt: string;
  readonly signature: string;
}

/** The signed text: one field per line, so no field can borrow another's characters. */
export function voucherProofMessage(
  call: VoucherCall,
  code: string,
  reference: string,
  issuedAt: string,
): string {
  return `newsletter-voucher:${call}\n${code}\n${reference}\n${issuedAt}`;
}

/** Signs a call (used by tests here; the basket-checkout server has its own copy of these few lines). */
export async function signVoucherCall(
  secret: string,
  call: VoucherCall,
  code: string,
  reference: string,
  issuedAt: string,
): Promise<VoucherProof> {
  return {
    issuedAt,
    signature: await hmacBase64Url(secret, voucherProofMessage(call, code, reference, issuedAt)),
  };
}

/**
 * Whether the proof was made with the shared secret for exactly this call and is fresh. No secret
 * configured: every proof is refused (the look-up and the redemption are then switched off).
 */
export async function verifyVoucherProof(
  secret: string | null,
  call: VoucherCall,
  code: string,
  reference: string,
  proof: VoucherProof,
  now: Date,
): Promise<boolean> {
  if (!secret || typeof proof.issuedAt !== 'string' || typeof proof.signature !== 'string') return false;
  const at = Date.parse(proof.issuedAt);
  if (!Number.isFinite(at) || Math.abs(now.getTime() - at) > VOUCHER_PROOF_MAX_AGE_MS) return false;
  const expected = await hmacBase64Url(secret, voucherProofMessage(call, code, reference, proof.issuedAt));
  return safeEqual(expected, proof.signature);
}
