import { describe, expect, it } from 'vitest';
import { LimitRuleText } from '../../../../contract/sms/limitRules';
import { ValidationText } from '../../../../contract/validation/rules';
import { countText, parseCount } from './countField';

describe('parseCount', () => {
  it('accepts digits only, ignoring surrounding spaces', () => {
    expect(parseCount('0')).toEqual({ ok: true, value: 0 });
    expect(parseCount(' 1200 ')).toEqual({ ok: true, value: 1200 });
  });

  it('rejects anything that is not a whole number with the spec text', () => {
    for (const bad of ['12a', '-5', '1.5', '1e3', '1,000', '+3', '0x10', '１２']) expect(parseCount(bad)).toEqual({ ok: false, message: LimitRuleText.NumbersOnly });
    expect(parseCount('1000000001')).toEqual({ ok: false, message: LimitRuleText.NumbersOnly });
  });

  it('treats a blank field as required, or as 0 when asked', () => {
    expect(parseCount('  ')).toEqual({ ok: false, message: ValidationText.FieldRequired });
    expect(parseCount('', { blankIsZero: true })).toEqual({ ok: true, value: 0 });
  });
});

describe('countText', () => {
  it('shows 0 as blank only when it means "not set"', () => {
    expect(countText(0)).toBe('0');
    expect(countText(0, { zeroIsBlank: true })).toBe('');
    expect(countText(25, { zeroIsBlank: true })).toBe('25');
  });
});
