/**
 * The one client address the composer vouches for (`x-forwarded-for` / `x-real-ip` towards the
 * domain servers): the socket's peer (Node), `cf-connecting-ip` (workerd), or — when the peer is a
 * proxy named in `TRUST_PROXY` — the right-most hop of `x-forwarded-for` that is not a trusted
 * proxy. Whatever else the client wrote into `x-forwarded-for` is dropped.
 * Address parsing comes from hono's `hono/utils/ipaddr` (the helpers of its ip-restriction middleware).
 */
import { convertIPv4ToBinary, convertIPv6ToBinary, distinctRemoteAddr } from 'hono/utils/ipaddr';

/** Tells whether an address belongs to a trusted proxy. */
export type ProxyMatcher = (address: string) => boolean;

interface Parsed {
  readonly v4: boolean;
  readonly bits: bigint;
}

const V4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** `[::1]`, `fe80::1%eth0`, `::ffff:10.0.0.1` → the plain address (IPv4-mapped IPv6 as IPv4). */
export function normalizeAddress(raw: string): string {
  let address = raw.trim();
  if (address.startsWith('[') && address.includes(']')) address = address.slice(1, address.indexOf(']'));
  const zone = address.indexOf('%');
  if (zone >= 0) address = address.slice(0, zone);
  const mapped = V4_MAPPED.exec(address);
  return mapped?.[1] ?? address.toLowerCase();
}

function parse(address: string): Parsed | undefined {
  const type = distinctRemoteAddr(address);
  try {
    if (type === 'IPv4') return { v4: true, bits: convertIPv4ToBinary(address) };
    if (type === 'IPv6') return { v4: false, bits: convertIPv6ToBinary(address) };
  } catch {
    // not an address
  }
  return undefined;
}

/** Whether `value` is an IPv4 or IPv6 address (after {@link normalizeAddress}). */
export function isIpAddress(value: string): boolean {
  return parse(normalizeAddress(value)) !== undefined;
}

/**
 * A matcher for `TRUST_PROXY`-style rules: addresses and CIDR ranges, comma separated or as a list.
 * An invalid rule throws (a start-up error is better than a silently trusted or ignored proxy).
 * @example proxyMatcher('127.0.0.1, 10.0.0.0/8, fd00::/8')('10.1.2.3') // true
 */
export function proxyMatcher(rules: string | readonly string[]): ProxyMatcher {
  const list = (typeof rules === 'string' ? rules.split(',') : rules).map((r) => r.trim()).filter(Boolean);
  const ranges = list.map((rule) => {
    const [addr = '', prefixText] = rule.split('/');
    const parsed = parse(normalizeAddress(addr));
    const max = parsed?.v4 ? 32 : 128;
    const prefix = prefixText === undefined ? max : Number(prefixText);
    if (
      !parsed ||
      (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) ||
      !Number.isInteger(prefix) ||
      prefix < 0 ||
      prefix > max
    ) {
      throw new Error(`TRUST_PROXY: "${rule}" is neither an IP address nor a CIDR range`);
    }
    const mask = prefix === 0 ? 0n : ((1n << BigInt(prefix)) - 1n) << BigInt(max - prefix);
    return { v4: parsed.v4, base: parsed.bits & mask, mask };
  });
  return (address) => {
    const parsed = parse(normalizeAddress(address));
    if (!parsed) return false;
    return ranges.some((r) => r.v4 === parsed.v4 && (parsed.bits & r.mask) === r.base);
  };
}

/** The client as the composer determined it. */
export interface ClientAddress {
  /** The client's address, `undefined` when the runtime does not tell. */
  readonly address: string | undefined;
  /** The peer is a trusted proxy: its `x-forwarded-proto` / `x-forwarded-host` count too. */
  readonly viaTrustedProxy: boolean;
}

/**
 * Determines the client address from the peer and, only when the peer is a trusted proxy, from
 * `x-forwarded-for` read right to left: the first hop that is not itself a trusted proxy is the
 * client (everything left of it was written by the client and proves nothing). A malformed hop
 * ends the walk at the proxy that passed it on.
 */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | null,
  trusted: ProxyMatcher | null,
): ClientAddress {
  if (!peer) return { address: undefined, viaTrustedProxy: false };
  let address = normalizeAddress(peer);
  if (!trusted || !trusted(address)) return { address, viaTrustedProxy: false };
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = normalizeAddress(hops[i]!);
    if (!isIpAddress(hop)) break;
    address = hop;
    if (!trusted(hop)) break;
  }
  return { address, viaTrustedProxy: true };
}

/** Whether a bind address only reaches this machine (`127.0.0.0/8`, `::1`, `localhost`). */
export function isLoopbackHost(host: string): boolean {
  if (host.toLowerCase() === 'localhost') return true;
  return proxyMatcher(['127.0.0.0/8', '::1'])(host);
}
