import { mulDiv } from '../../../contract/money';

export interface PaidSpan {
  costAmount: number;
  startTime: number;
  endTime: number;
}

/**
 * The unused value of purchases at `now`, prorated by remaining time with integer math: each
 * purchase is worth cost × (time left of its span) / (its whole span). A span not started yet
 * (an extension) is worth all of its cost; an ended one nothing.
 */
export function unusedCredit(spans: readonly PaidSpan[], now: number): number {
  let credit = 0;
  for (const s of spans) {
    const length = s.endTime - s.startTime;
    if (length <= 0 || s.endTime <= now) continue;
    const left = s.endTime - Math.max(s.startTime, now);
    credit += mulDiv(s.costAmount, left, length);
  }
  return credit;
}
