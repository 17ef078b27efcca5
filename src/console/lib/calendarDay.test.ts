import { describe, expect, it } from 'vitest';
import { calendarDay } from './calendarDay';
import { formatDate } from './format';

describe('calendarDay', () => {
  it('is the local day as YYYY-MM-DD, the same as formatDate, padded', () => {
    for (const d of [new Date(2026, 10, 3, 21, 5, 9), new Date(2027, 0, 1, 0, 0, 0), new Date(2026, 11, 31, 23, 59, 59)]) {
      expect(calendarDay(d)).toBe(formatDate(d));
    }
    expect(calendarDay(new Date(2027, 0, 9, 8))).toBe('2027-01-09');
  });
});
