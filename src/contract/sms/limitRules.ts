/** Texts of the limit rules of spec 001 §5. */
export const LimitRuleText = {
  MonthlyOverDaily: 'The monthly total must exceed the daily total',
  DailySingleOverMonthly: 'Daily single settings cannot exceed monthly ones',
  TotalOverSingle: 'The total must exceed the individual settings',
  NumbersOnly: 'Numbers only',
} as const;

/** Hard send limits: totals per day and month, and per recipient ("single") per day and month. */
export interface SendLimitSettings {
  DailyTotal: number;
  MonthlyTotal: number;
  DailySingle: number;
  MonthlySingle: number;
}

/** Alarm thresholds of a send-count alarm rule; 0 = not set. */
export interface SendCountAlarmSettings {
  DailyThreshold: number;
  MonthlyThreshold: number;
}

/** The first broken rule's text, or null. */
export function checkSendLimits(s: SendLimitSettings): string | null {
  if (s.MonthlyTotal <= s.DailyTotal) return LimitRuleText.MonthlyOverDaily;
  if (s.DailySingle > s.MonthlySingle) return LimitRuleText.DailySingleOverMonthly;
  if (s.DailyTotal < s.DailySingle || s.MonthlyTotal < s.MonthlySingle) return LimitRuleText.TotalOverSingle;
  return null;
}

export function checkSendCountAlarm(s: SendCountAlarmSettings): string | null {
  if (s.DailyThreshold > 0 && s.MonthlyThreshold > 0 && s.MonthlyThreshold <= s.DailyThreshold) return LimitRuleText.MonthlyOverDaily;
  return null;
}
