/** The client address rate limits and log-in throttling key on: the socket peer, X-Forwarded-For only when trusted. */
import { describe, expect, it } from 'vitest';
import { resolveClientAddress, UNKNOWN_CLIENT } from '../../server/http/clientAddress.ts';
import { loadConfig } from '../../server/config.ts';

describe('resolveClientAddress', () => {
  it('takes the socket peer and ignores X-Forwarded-For unless TRUST_PROXY is set', () => {
    expect(resolveClientAddress('203.0.113.5', '198.51.100.1', 0)).toBe('203.0.113.5');
    expect(resolveClientAddress('::ffff:203.0.113.5', null, 0)).toBe('203.0.113.5');
    expect(resolveClientAddress(undefined, '198.51.100.1', 0)).toBe(UNKNOWN_CLIENT);
  });

  it('takes an IPv6 client\'s /64 network, however the address is written, so one subscriber is one client', () => {
    const net = '2001:db8:0:1::/64';
    for (const a of ['2001:db8:0:1::1', '2001:0DB8:0000:0001:ffff:ffff:ffff:fffe', '2001:db8::1:0:0:0:7', '2001:db8:0:1:a:b:c:d%eth0', '2001:db8:0:1::10.0.0.1']) {
      expect(resolveClientAddress(a, null, 0), a).toBe(net);
    }
    expect(resolveClientAddress('2001:db8:0:2::1', null, 0)).toBe('2001:db8:0:2::/64');
    expect(resolveClientAddress('::1', null, 0)).toBe('0:0:0:0::/64');
    expect(resolveClientAddress('10.0.0.1', '2001:db8:0:1::99', 1)).toBe(net);
    // IPv4 stays whole, mapped or not.
    expect(resolveClientAddress('::ffff:203.0.113.6', null, 0)).toBe('203.0.113.6');
  });

  it('with N trusted proxies takes the N-th entry from the right, so a client cannot pose as another', () => {
    expect(resolveClientAddress('10.0.0.1', '198.51.100.1', 1)).toBe('198.51.100.1');
    expect(resolveClientAddress('10.0.0.1', '1.2.3.4, 198.51.100.1', 1)).toBe('198.51.100.1');
    expect(resolveClientAddress('10.0.0.1', '1.2.3.4, 198.51.100.1, 10.0.0.2', 2)).toBe('198.51.100.1');
    // Fewer entries than proxies: the leftmost one there is.
    expect(resolveClientAddress('10.0.0.1', '198.51.100.1', 5)).toBe('198.51.100.1');
    expect(resolveClientAddress('10.0.0.1', null, 1)).toBe('10.0.0.1');
  });

  it('reads TRUST_PROXY as a hop count, true as 1, and refuses nonsense', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'ja' })).toThrow(/TRUST_PROXY/);
  });
});
