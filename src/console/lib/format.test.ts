import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatDateTime } from './format';


describe('format', () => {
  it('formats dates as YYYY-MM-DD and times on a 24-hour clock', () => {
    const d = new Date(2026, 10, 3, 21, 5, 9);
    expect(formatDate(d)).toBe('2026-11-03');
    expect(formatDateTime(d)).toBe('2026-11-03 21:05');
    expect(formatDate(Math.floor(d.getTime() / 1000))).toBe('2026-11-03');
  });
  it('formats integer amounts with $ and 2 decimals', () => {
    expect(formatAmount(199900)).toBe('$19.99');
    expect(formatAmount(12345678900)).toBe('$1,234,567.89');
    expect(formatAmount(-5000)).toBe('-$0.50');
    expect(formatAmount(0)).toBe('$0.00');
  });
  it('shows sub-cent amounts rounded to cents: 2 messages at $0.0079 are charged $0.02', () => {
    expect(formatAmount(158)).toBe('$0.02');
    expect(formatAmount(350)).toBe('$0.04');
  });
});
