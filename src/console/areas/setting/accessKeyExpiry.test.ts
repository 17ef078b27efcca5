import { describe, expect, it } from 'vitest';
import { expireTimeFor, EXPIRY_CHOICES, isExpired } from './accessKeyExpiry';

describe('access key expiry', () => {
  const now = Date.UTC(2026, 10, 24, 6, 30, 15, 900);

  it('gives no ExpireTime for "never"', () => {
    expect(expireTimeFor(0, now)).toBeUndefined();
    expect(EXPIRY_CHOICES[0]).toBe(0);
  });

  it('counts whole days from now in unix seconds', () => {
    expect(expireTimeFor(30, now)).toBe(Math.floor(now / 1000) + 30 * 86_400);
    expect(Number.isInteger(expireTimeFor(365, now))).toBe(true);
  });

  it('refuses fractions and negative days', () => {
    expect(expireTimeFor(1.5, now)).toBeUndefined();
    expect(expireTimeFor(-30, now)).toBeUndefined();
  });

  it('treats a key as expired from its ExpireTime on', () => {
    const at = Math.floor(now / 1000);
    expect(isExpired(null, now)).toBe(false);
    expect(isExpired(at + 1, now)).toBe(false);
    expect(isExpired(at, Math.floor(now / 1000) * 1000)).toBe(true);
    expect(isExpired(at - 1, now)).toBe(true);
  });
});
