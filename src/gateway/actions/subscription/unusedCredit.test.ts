import { describe, expect, it } from 'vitest';
import { unusedCredit } from './unusedCredit';

describe('unusedCredit', () => {
  it('prorates by remaining time with integer rounding', () => {
    expect(unusedCredit([{ costAmount: 2_900_000, startTime: 0, endTime: 1000 }], 500)).toBe(1_450_000);
    expect(unusedCredit([{ costAmount: 10, startTime: 0, endTime: 3 }], 1)).toBe(7); // 6.67 -> 7
    expect(unusedCredit([{ costAmount: 10, startTime: 0, endTime: 3 }], 2)).toBe(3); // 3.33 -> 3
  });
  it('counts a queued extension in full and an ended span as nothing', () => {
    const spans = [
      { costAmount: 100, startTime: 0, endTime: 100 },
      { costAmount: 100, startTime: 100, endTime: 200 },
      { costAmount: 999, startTime: -100, endTime: 0 },
    ];
    expect(unusedCredit(spans, 25)).toBe(175);
  });
  it('gives only integers', () => {
    for (let now = 0; now < 97; now++) {
      expect(Number.isInteger(unusedCredit([{ costAmount: 1_990_000, startTime: 0, endTime: 97 }], now))).toBe(true);
    }
  });
});
