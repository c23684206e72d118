/**
 * The address of the client a request came from, for rate limits and log-in throttling. It is the socket's peer
 * address; `X-Forwarded-For` is read only when TRUST_PROXY says how many proxies of ours stand in front (each
 * appends the address it received the request from, so the client is that many entries from the right).
 */
import { isIPv6 } from 'node:net';
import type { Context } from 'hono';

/** The address used when there is no socket (a request handled in process, e.g. `app.request` in a test). */
export const UNKNOWN_CLIENT = 'unknown';

/** Hono's node-server puts the Node request in `env.incoming`; tests set `{ incoming: { socket: { remoteAddress } } }`. */
export function socketAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: unknown } } } | undefined;
  const address = env?.incoming?.socket?.remoteAddress;
  return typeof address === 'string' && address !== '' ? address : undefined;
}

/**
 * An IPv6 address's /64 network (`2001:db8:0:1::/64`), or null for anything else. One subscriber gets at least a
 * /64, so keying on the whole address let a single home or server guess passwords from 2^64 addresses.
 */
function ipv6Network(address: string): string | null {
  if (!isIPv6(address)) return null;
  const [head = '', tail] = address.split('%')[0]!.split('::');
  // An IPv4 tail (64:ff9b::1.2.3.4) counts as two groups.
  const groupsOf = (part: string | undefined) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const front = groupsOf(head);
  const back = groupsOf(tail);
  const groups = tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * Strips the IPv4-mapped prefix, takes an IPv6 client's /64 and bounds the length, so one client has one spelling.
 */
function normalise(address: string): string {
  const a = address.trim().toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  return (ipv6Network(a) ?? a).slice(0, 64) || UNKNOWN_CLIENT;
}

/** Resolves the client address from the socket and, when trusted, the forwarded-for chain. */
export function resolveClientAddress(socket: string | undefined, forwardedFor: string | null, trustProxy: number): string {
  const peer = socket ?? UNKNOWN_CLIENT;
  if (trustProxy <= 0 || !forwardedFor) return normalise(peer);
  const chain = [...forwardedFor.split(',').map((s) => s.trim()).filter(Boolean), peer];
  return normalise(chain[Math.max(0, chain.length - 1 - trustProxy)]!);
}
