import { sha256Hex } from '@sf/contracts';

/**
 * Who "a discount code once per day" counts (decision 0111): a guest by the order's e-mail address,
 * normalised (NFC, trimmed, lower case, a `+tag` of the local part dropped) and stored only as its
 * SHA-256; a customer by the customer id and that address. Null without a usable address.
 */
export async function redeemerEmailKey(email: string | null | undefined): Promise<string | null> {
  const normalised = (email ?? '').normalize('NFC').trim().toLowerCase();
  const at = normalised.lastIndexOf('@');
  if (at < 1 || at === normalised.length - 1) return null;
  const local = normalised.slice(0, at).split('+')[0]!;
  if (!local) return null;
  return sha256Hex(`voucher-redeemer:${local}@${normalised.slice(at + 1)}`);
}
