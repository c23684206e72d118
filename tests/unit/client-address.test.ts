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
