import { describe, expect, it } from 'vitest';
import { AttributeText, attributeNameProblem, AttributeType, categoryValuesProblem, checkAttributeValue, isIsoDate } from './attributeRules';

describe('attribute rules (spec 001 §5)', () => {
  it('names: letters, digits and underscore, not starting with a digit or special character, not a built-in name', () => {
    for (const ok of ['shoe_size', '_source', 'Tier2', 'x']) expect(attributeNameProblem(ok), ok).toBeNull();
    for (const bad of ['2nd', '-x', '$spend', ' x']) expect(attributeNameProblem(bad), bad).toBe(AttributeText.NameStart);
    for (const bad of ['a-b', 'a b', 'aä', 'a.b']) expect(attributeNameProblem(bad), bad).toBe(AttributeText.NameCharacters);
    expect(attributeNameProblem('')).toBe(AttributeText.NameRequired);
    expect(attributeNameProblem('Email')).toBe(AttributeText.NameReserved);
  });
  it('category values: none of the forbidden characters, no repeats ignoring case, at least one', () => {
    expect(categoryValuesProblem(['Gold', 'Silver-Plus', 'Bronze (old)'])).toBeNull();
    expect(categoryValuesProblem([])).toEqual({ index: null, message: AttributeText.CategoryValuesRequired });
    for (const bad of ["a'b", 'a"b', 'a;b', 'a,b', 'a*b', 'a\\b', 'a--b', 'a#b', 'a/*b', 'a//b']) expect(categoryValuesProblem(['ok', bad]), bad).toEqual({ index: 1, message: AttributeText.CategoryValueCharacters });
    expect(categoryValuesProblem(['Gold', ' gold'])).toEqual({ index: 1, message: AttributeText.CategoryValueRepeated });
  });
  it('values by type', () => {
    const check = (Type: number, v: unknown, Options: string[] = []) => checkAttributeValue({ Type, Options }, v);
    expect(check(AttributeType.Number, 3.5)).toEqual({ ok: true, value: 3.5 });
    expect(check(AttributeType.Number, '3')).toEqual({ ok: false, message: AttributeText.ValueNumber });
    expect(check(AttributeType.Number, Number.NaN)).toEqual({ ok: false, message: AttributeText.ValueNumber });
    expect(check(AttributeType.Text, '  Lyon ')).toEqual({ ok: true, value: 'Lyon' });
    expect(check(AttributeType.Boolean, 'true')).toEqual({ ok: false, message: AttributeText.ValueBoolean });
    expect(check(AttributeType.Category, 'GOLD', ['Gold'])).toEqual({ ok: true, value: 'Gold' });
    expect(check(AttributeType.Category, 'Tin', ['Gold'])).toEqual({ ok: false, message: AttributeText.ValueCategory });
    expect(check(AttributeType.Date, '2024-02-29')).toEqual({ ok: true, value: '2024-02-29' });
    expect(check(AttributeType.Date, '2023-02-29')).toEqual({ ok: false, message: AttributeText.ValueDate });
    expect(isIsoDate('2026-13-01')).toBe(false);
  });
});
