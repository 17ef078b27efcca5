import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, formatUnitPrice, MoneyParseError, mulDiv, parseAmount, roundToCents } from './money';

describe('money', () => {
  it('parses decimal strings without floating point', () => {
    expect(parseAmount('19.99')).toBe(199_900);
    expect(parseAmount('0.0001')).toBe(1);
    expect(parseAmount('50')).toBe(500_000);
    expect(parseAmount('-0.5')).toBe(-5_000);
    expect(parseAmount('12345678901.9999')).toBe(123_456_789_019_999);
  });

  it('rejects what is not an amount', () => {
    for (const bad of ['', 'abc', '123456789012', '1.23456', '1e3', '1,000', '.5', '5.', '--1', '0x10', '1 2']) {
      expect(() => parseAmount(bad), bad).toThrow(MoneyParseError);
    }
  });

  it('round-trips every value with up to 4 decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -999_999_999_999_999, max: 999_999_999_999_999 }), (n) => {
        expect(parseAmount(formatAmount(n))).toBe(n);
      }),
      { numRuns: 5000 },
    );
  });

  it('round-trips decimal strings written by people', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 99_999_999_999n }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 9999 }), (whole, places, frac) => {
        const digits = places === 0 ? '' : String(frac % 10 ** places).padStart(places, '0');
        const text = places === 0 ? `${whole}` : `${whole}.${digits}`;
        const expected = Number(whole) * 10_000 + Number(digits.padEnd(4, '0') || '0');
        expect(parseAmount(text)).toBe(expected);
        expect(parseAmount(formatAmount(parseAmount(text)))).toBe(expected);
      }),
      { numRuns: 5000 },
    );
  });

  it('shows a unit price with all 4 decimals, never rounded to cents', () => {
    expect(formatUnitPrice(79)).toBe('$0.0079');
    expect(formatUnitPrice(350)).toBe('$0.0350');
    expect(formatUnitPrice(12_345)).toBe('$1.2345');
    expect(formatUnitPrice(0)).toBe('$0.0000');
    expect(formatUnitPrice(-79)).toBe('-$0.0079');
    expect(formatUnitPrice(12_345_670_001)).toBe('$1,234,567.0001');
    expect(() => formatUnitPrice(0.5)).toThrow(RangeError);
    // The same number read back: the display loses nothing.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (n) => {
        expect(parseAmount(formatUnitPrice(n).replace(/[$,]/g, ''))).toBe(n);
      }),
    );
  });

  it('displays an amount as $ with 2 decimals: two messages at $0.0079 are charged $0.02', () => {
    expect(formatMoney(2 * 79)).toBe('$0.02');
  });

  it('displays $ with 2 decimals, rounding half away from zero', () => {
    expect(formatMoney(199_900)).toBe('$19.99');
    expect(formatMoney(199_950)).toBe('$20.00');
    expect(formatMoney(199_949)).toBe('$19.99');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-5_000)).toBe('-$0.50');
    expect(formatMoney(10_000_000_000)).toBe('$1,000,000.00');
    expect(roundToCents(-150)).toBe(-200);
  });

  it('multiplies by ratios in integers', () => {
    expect(mulDiv(100_000, 1, 3)).toBe(33_333);
    expect(mulDiv(200_000, 2, 3)).toBe(133_333);
    expect(mulDiv(10, 1, 4)).toBe(3);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), fc.integer({ min: 0, max: 1e5 }), fc.integer({ min: 1, max: 1e6 }), (a, n, d) => {
        const r = mulDiv(a, n, d);
        expect(Number.isInteger(r)).toBe(true);
        const diff = BigInt(r) * BigInt(d) - BigInt(a) * BigInt(n);
        expect(diff <= BigInt(d) && -diff <= BigInt(d)).toBe(true);
      }),
    );
  });
});
