import { describe, expect, it } from 'vitest';
import { clientIp, trustedForwardedEntry } from './clientIp';

describe('clientIp', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(clientIp('1.2.3.4', '10.0.0.9', 0)).toBe('10.0.0.9');
  });

  it('takes the entry the trusted proxies appended, counted from the right, never the spoofable left-most', () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; our one proxy appended the real peer 203.0.113.7.
    expect(clientIp('6.6.6.6, 203.0.113.7', '10.0.0.1', 1)).toBe('203.0.113.7');
    expect(clientIp('6.6.6.6, 7.7.7.7, 203.0.113.7', '10.0.0.1', 1)).toBe('203.0.113.7');
    // Two proxies: CDN appended the client, the load balancer appended the CDN.
    expect(clientIp('6.6.6.6, 203.0.113.7, 198.51.100.2', '10.0.0.1', 2)).toBe('203.0.113.7');
    expect(clientIp(['6.6.6.6', '203.0.113.7'], '10.0.0.1', 1)).toBe('203.0.113.7');
    expect(clientIp('2001:db8::1', '10.0.0.1', 1)).toBe('2001:db8::1');
  });

  it('falls back to the socket peer for a missing or malformed entry', () => {
    expect(clientIp(undefined, '10.0.0.1', 1)).toBe('10.0.0.1');
    expect(clientIp(' , ', '10.0.0.1', 1)).toBe('10.0.0.1');
    expect(clientIp('1.2.3.4, not-an-ip', '10.0.0.1', 1)).toBe('10.0.0.1');
  });

  it('uses the left-most entry when the chain is shorter than the configured hops', () => {
    expect(trustedForwardedEntry('203.0.113.7', 2)).toBe('203.0.113.7');
    expect(trustedForwardedEntry('http, https', 1)).toBe('https');
  });
});
