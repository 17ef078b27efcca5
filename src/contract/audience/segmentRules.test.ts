import { describe, expect, it } from 'vitest';
import { AttributeType } from './attributeRules';
import { attributeRuleProblem, operandOf, operatorsFor, rulePath, rulesOf, SegmentRules, SegmentText, type RuleGroup } from './segmentRules';

describe('segment rules', () => {
  it('offers the operators that fit each type, with their operands', () => {
    expect(operatorsFor(AttributeType.Boolean)).toEqual(['IsTrue', 'IsFalse', 'IsSet', 'IsNotSet']);
    expect(operatorsFor(AttributeType.Category)).toContain('NotIn');
    expect(operatorsFor(AttributeType.Number)).not.toContain('Contains');
    expect(operandOf(AttributeType.Date, 'Before')).toBe('date');
    expect(operandOf(AttributeType.Date, 'InLastDays')).toBe('days');
    expect(operandOf(AttributeType.Number, 'AtLeast')).toBe('number');
    expect(operandOf(AttributeType.Text, 'IsSet')).toBe('none');
  });
  it('checks a rule against its attribute', () => {
    const num = { Type: AttributeType.Number, Options: [] };
    expect(attributeRuleProblem({ Kind: 'Attribute', Attribute: 'a', Operator: 'Contains', Value: 'x' }, num)).toEqual({ field: 'Operator', message: SegmentText.OperatorMismatch });
    expect(attributeRuleProblem({ Kind: 'Attribute', Attribute: 'a', Operator: 'AtLeast' }, num)).toEqual({ field: 'Value', message: SegmentText.ValueNumber });
    expect(attributeRuleProblem({ Kind: 'Attribute', Attribute: 'a', Operator: 'In', Values: ['gold'] }, { Type: AttributeType.Category, Options: ['Gold'] })).toBeNull();
  });
  it('limits depth and size, and names paths', () => {
    const leaf = { Kind: 'Tag', Operator: 'Has', TagId: 'T' } as const;
    const nest = (depth: number): RuleGroup => (depth === 1 ? { Kind: 'Group', Match: 'All', Rules: [leaf] } : { Kind: 'Group', Match: 'Any', Rules: [nest(depth - 1)] });
    expect(SegmentRules.safeParse(nest(4)).success).toBe(true);
    expect(SegmentRules.safeParse(nest(5)).error?.issues[0]?.message).toBe(SegmentText.TooDeep);
    expect(rulePath([1, 0], 'Value')).toBe('Rules.Rules.1.Rules.0.Value');
    expect([...rulesOf(nest(2))].map((r) => r.path)).toEqual([[0], [0, 0]]);
  });
});
