/**
 * The one way the product sends a webhook over the network, safe against server-side request forgery: every address
 * the host name resolves to is checked (private, loopback, link-local, multicast and reserved ranges are refused;
 * loopback is allowed only when `allowLoopback`, i.e. development and test) and the connection goes to the checked
 * address (no second lookup an attacker's DNS could answer differently). Redirects are never followed (a 3xx is a
 * failed attempt), the whole exchange has a timeout, and at most `ANSWER_MAX_BYTES` of the answer is read.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import { isLoopbackHost } from '../domain/webhooks.ts';

/** How much of a receiver's answer is read and kept for the delivery log. */
export const ANSWER_MAX_BYTES = 4096;

export class WebhookRefusedError extends Error {}

const blocked = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.0.2.0', 24],
  ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(prefix, bits, 'ipv4');
// Besides the private, link-local, multicast and documentation ranges: every IPv6 form that carries an IPv4 address
// not turned back into one by embeddedIpv4 (IPv4-compatible ::/96, which the URL parser writes as ::a9fe:a9fe;
// IPv4-translated ::ffff:0:0:0/96; local-use NAT64 64:ff9b:1::/48; 6to4 2002::/16; Teredo 2001::/32) and the
// deprecated site-local fec0::/10. A partner's receiver has a plain global address. (IPv4-mapped ::ffff:0:0/96 is
// not listed: BlockList checks every IPv4 address against it too; embeddedIpv4 turns those into IPv4 first.)
for (const [prefix, bits] of [
  ['::', 96], ['::ffff:0:0:0', 96], ['64:ff9b:1::', 48], ['2002::', 16], ['2001::', 32], ['fec0::', 10],
  ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['2001:db8::', 32], ['100::', 64],
] as const) blocked.addSubnet(prefix, bits, 'ipv6');
const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** An IPv6 address carrying an IPv4 one (::ffff:a.b.c.d, 64:ff9b::/96, ::a.b.c.d): the IPv4 address it reaches. */
function embeddedIpv4(address: string): string | null {
  const m = /^(?:::ffff:|64:ff9b::|::)(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})$/i.exec(address);
  if (m) return m[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const hi = parseInt(hex[1]!, 16);
  const lo = parseInt(hex[2]!, 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** Why the product must not connect to `address`, or null when it may. */
export function addressRefusal(address: string, allowLoopback: boolean): string | null {
  const family = net.isIP(address);
  if (!family) return `ikkje ei IP-adresse: ${address}`;
  const v4 = family === 6 ? embeddedIpv4(address) : address;
  const [addr, type] = v4 ? [v4, 'ipv4' as const] : [address, 'ipv6' as const];
  if (loopback.check(addr, type)) return allowLoopback ? null : `lokal adresse (loopback) ${address}`;
  if (blocked.check(addr, type)) return `privat eller reservert adresse ${address}`;
  return null;
}

/**
 * Why the product must not send to the host a URL names, judged before any lookup, or null when it may: a literal IP
 * address by `addressRefusal`, a name of this machine (localhost, *.localhost) only when `allowLoopback`. Any other
 * name is checked address by address when it is resolved for the send. The admin applies it when an endpoint is set,
 * the sender before each send: one rule.
 */
export function hostRefusal(hostname: string, allowLoopback: boolean): string | null {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host)) return addressRefusal(host, allowLoopback);
  if (!allowLoopback && isLoopbackHost(host)) return `lokal adresse (loopback) ${host}`;
  return null;
}

/** Whether webhooks may go to this machine: only in development and test, never in production. */
export function webhookLoopbackAllowed(config: { isProduction: boolean; nodeEnv: string }): boolean {
  return !config.isProduction && (config.nodeEnv === 'development' || config.nodeEnv === 'test');
}

/** A DNS lookup that resolves every address, refuses the host if any is not allowed, and connects to the first. */
function checkedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, verbatim: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      if (!addresses.length) return callback(new WebhookRefusedError(`fann ingen adresse for ${hostname}`), '', 0);
      for (const a of addresses) {
        const why = addressRefusal(a.address, allowLoopback);
        if (why) return callback(new WebhookRefusedError(`${hostname}: ${why}`), '', 0);
      }
      const first = addresses[0]!;
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, [first]);
      callback(null, first.address, first.family);
    });
  };
}

export interface SendResult {
  /** The receiver's HTTP status, or null when no answer came (refused, timeout, connection error). */
  status: number | null;
  /** The first ANSWER_MAX_BYTES of the answer's body, or the reason nothing came. */
  answer: string;
  ok: boolean;
}

/** POSTs `body` to `url` with `headers`; never throws for the receiver's failures (they come back as `ok: false`). */
export function sendWebhook(url: string, body: string, headers: Record<string, string>, opts: { allowLoopback: boolean; timeoutMs: number }): Promise<SendResult> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.resolve({ status: null, answer: 'ugyldig adresse', ok: false });
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return Promise.resolve({ status: null, answer: 'berre http og https', ok: false });
  // A literal address never reaches the lookup: check it here.
  const why = hostRefusal(target.hostname, opts.allowLoopback);
  if (why) return Promise.resolve({ status: null, answer: `Avvist: ${why}`, ok: false });
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const done = (r: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(r);
    };
    const req = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body).toString() },
        lookup: checkedLookup(opts.allowLoopback),
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          const status = res.statusCode ?? 0;
          const answer = Buffer.concat(chunks).subarray(0, ANSWER_MAX_BYTES).toString('utf8');
          done({ status, answer, ok: status >= 200 && status < 300 });
        };
        res.on('data', (chunk: Buffer) => {
          if (size >= ANSWER_MAX_BYTES) return;
          chunks.push(chunk);
          size += chunk.length;
          // Enough for the log: stop reading (a receiver cannot make us read a huge or endless answer).
          if (size >= ANSWER_MAX_BYTES) {
            finish();
            res.destroy();
          }
        });
        res.on('end', finish);
        res.on('error', finish);
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      done({ status: null, answer: `Tidsavbrot etter ${opts.timeoutMs} ms`, ok: false });
    }, opts.timeoutMs);
    req.on('error', (err) => {
      const refused = err instanceof WebhookRefusedError;
      done({ status: null, answer: refused ? `Avvist: ${err.message}` : `Nettverksfeil: ${err.message}`, ok: false });
    });
    req.end(body);
  });
}
