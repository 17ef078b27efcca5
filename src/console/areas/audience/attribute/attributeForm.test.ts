import { describe, expect, it } from 'vitest';
import { AttributeText } from '../../../../contract/audience/attributeRules';
import type { ContactAttribute } from '../../../../contract/entities/audience';
import { attributeServerErrors, attributeValuesOf, checkAttributeForm } from './attributeForm';

const attr = (AttributeId: string, Type: number, Options: string[] = []): ContactAttribute => ({ AttributeId, Name: AttributeId, Type, Source: 2, Options, CreateTime: 0, UpdateTime: 0 });

describe('attribute form', () => {
  it('checks a new attribute with the contract (names, type, category values)', () => {
    expect(checkAttributeForm({ Name: '9lives', Type: '2', Options: '' }, false)).toEqual({ ok: false, errors: { Name: AttributeText.NameStart } });
    expect(checkAttributeForm({ Name: 'tier', Type: '', Options: '' }, false)).toEqual({ ok: false, errors: { Type: AttributeText.TypeRequired } });
    expect(checkAttributeForm({ Name: 'tier', Type: '4', Options: 'Gold\n\nSil;ver' }, false)).toEqual({ ok: false, errors: { Options: AttributeText.CategoryValueCharacters } });
    expect(checkAttributeForm({ Name: 'tier', Type: '4', Options: ' Gold \nSilver' }, false)).toEqual({ ok: true, Name: 'tier', Type: 4, Options: ['Gold', 'Silver'] });
    expect(checkAttributeForm({ Name: 'a b', Type: '4', Options: 'x\nX' }, true)).toEqual({ ok: false, errors: { Name: AttributeText.NameCharacters, Options: AttributeText.CategoryValueRepeated } });
  });
  it('puts refusals beside their field', () => {
    expect(attributeServerErrors('Name: An attribute with this name already exists')).toEqual({ Name: 'An attribute with this name already exists' });
    expect(attributeServerErrors('Options.1: Category values cannot repeat')).toEqual({ Options: 'Category values cannot repeat' });
  });
  it('turns typed values into the Attributes param, checked by type; clearing what the contact had', () => {
    const list = [attr('n', 1), attr('b', 3), attr('c', 4, ['Gold']), attr('d', 5), attr('t', 2)];
    expect(attributeValuesOf(list, { n: '3,5', b: 'true', c: 'gold', d: '2024-02-29', t: '' }, { t: 'old' })).toEqual({ ok: true, values: { n: 3.5, b: true, c: 'Gold', d: '2024-02-29', t: null } });
    expect(attributeValuesOf(list, { n: 'x', d: '2023-02-29' }, {})).toEqual({ ok: false, errors: { n: AttributeText.ValueNumber, d: AttributeText.ValueDate } });
  });
});
