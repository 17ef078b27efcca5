import { LimitRuleText } from '../../../../contract/sms/limitRules';
import { ValidationText } from '../../../../contract/validation/rules';

/** The largest count the gateway accepts in a rule. */
export const COUNT_MAX = 1_000_000_000;

export type CountResult = { ok: true; value: number } | { ok: false; message: string };

/**
 * A whole number typed into a rule field: digits only (spec 001 §5 "numbers only"), surrounding
 * spaces ignored. An empty field is required, or 0 ("not set") when `blankIsZero`.
 */
export function parseCount(text: string, { blankIsZero = false }: { blankIsZero?: boolean } = {}): CountResult {
  const s = text.trim();
  if (s === '') return blankIsZero ? { ok: true, value: 0 } : { ok: false, message: ValidationText.FieldRequired };
  if (!/^\d+$/.test(s)) return { ok: false, message: LimitRuleText.NumbersOnly };
  const value = Number(s);
  if (value > COUNT_MAX) return { ok: false, message: LimitRuleText.NumbersOnly };
  return { ok: true, value };
}

/** A count shown in a field: 0 as blank when it means "not set". */
export function countText(value: number, { zeroIsBlank = false }: { zeroIsBlank?: boolean } = {}): string {
  return zeroIsBlank && value === 0 ? '' : String(value);
}
