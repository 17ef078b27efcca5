import { describe, expect, it } from 'vitest';
import { addPeriod } from './addPeriod';

const at = (iso: string) => Date.parse(iso);

describe('addPeriod', () => {
  it('adds days exactly', () => {
    expect(addPeriod(at('2026-03-01T10:00:00Z'), 14, 'day')).toBe(at('2026-03-15T10:00:00Z'));
  });
  it('adds calendar months, clamping to the last day', () => {
    expect(addPeriod(at('2026-01-31T08:30:00Z'), 1, 'month')).toBe(at('2026-02-28T08:30:00Z'));
    expect(addPeriod(at('2028-01-31T00:00:00Z'), 1, 'month')).toBe(at('2028-02-29T00:00:00Z'));
    expect(addPeriod(at('2026-11-15T00:00:00Z'), 3, 'month')).toBe(at('2027-02-15T00:00:00Z'));
  });
  it('adds years as 12 months', () => {
    expect(addPeriod(at('2028-02-29T12:00:00Z'), 1, 'year')).toBe(at('2029-02-28T12:00:00Z'));
    expect(addPeriod(at('2026-06-01T00:00:00Z'), 2, 'year')).toBe(at('2028-06-01T00:00:00Z'));
  });
});
