import { sha256Hex } from '@sf/contracts';
import { clientIp } from '@sf/server-kit';
import { convertIPv6ToBinary, distinctRemoteAddr } from 'hono/utils/ipaddr';

/** Who votes on a rating (decision 0112): the key that must not have voted yet, and further keys recorded with it. */
export interface RatingVoter {
  readonly key: string;
  readonly alsoRecords: readonly string[];
}

/** The client address as a voter counts it: IPv4 whole, IPv6 by its /64 (one subscriber's network). */
function addressOf(headers: Headers): string {
  const ip = clientIp(headers);
  if (distinctRemoteAddr(ip) !== 'IPv6') return ip;
  try {
    return `${(convertIPv6ToBinary(ip) >> 64n).toString(16)}::/64`;
  } catch {
    return ip;
  }
}

/**
 * The voter of a "helpful" vote: a logged-in customer (the composer's `x-sf-customer`) by her
 * customer id, recording the client address too (so she cannot vote again logged out); anyone
 * else by the client address the composer vouched for (`x-real-ip`). Stored only as SHA-256.
 */
export async function ratingVoter(headers: Headers, customerId: string | null): Promise<RatingVoter> {
  const address = await sha256Hex(`rating-voter:address:${addressOf(headers)}`);
  if (!customerId) return { key: address, alsoRecords: [] };
  return { key: await sha256Hex(`rating-voter:customer:${customerId}`), alsoRecords: [address] };
}
