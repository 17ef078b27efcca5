import { describe, expect, it } from 'vitest';
import type { RuleGroup } from '../../../../contract/audience/segmentRules';
import type { ContactAttribute } from '../../../../contract/entities/audience';
import { compileDraft, draftOf, type DraftActivity, type DraftAttribute, type DraftGroup, type DraftTag, emptyDraft, newRule, replaceAt, ruleAt, ruleRefusal, withAttribute } from './ruleDraft';

const attrs: ContactAttribute[] = [
  { AttributeId: 'ATR1', Name: 'orders', Type: 1, Source: 2, Options: [], CreateTime: 0, UpdateTime: 0 },
  { AttributeId: 'ATR2', Name: 'tier', Type: 4, Source: 2, Options: ['Gold', 'Silver'], CreateTime: 0, UpdateTime: 0 },
];

describe('rule drafts', () => {
  it('compiles a nested draft into the contract\'s rules, operands converted by type', () => {
    const root = emptyDraft();
    const orders = withAttribute(root.Rules[0] as DraftAttribute, 'ATR1', attrs);
    expect(orders.Operator).toBe('Equals');
    const group = { ...(newRule('Group') as DraftGroup), Match: 'Any' as const };
    const tier = { ...withAttribute(group.Rules[0] as DraftAttribute, 'ATR2', attrs), Values: ['Gold'] };
    const tree: DraftGroup = { ...root, Rules: [{ ...orders, Operator: 'AtLeast', Value: '2,5' }, { ...group, Rules: [tier, { ...(newRule('Tag') as DraftTag), TagId: 'TAG1' }] }, newRule('Activity')] };
    expect(compileDraft(tree, attrs)).toEqual({
      ok: true,
      rules: {
        Kind: 'Group',
        Match: 'All',
        Rules: [
          { Kind: 'Attribute', Attribute: 'ATR1', Operator: 'AtLeast', Value: 2.5 },
          { Kind: 'Group', Match: 'Any', Rules: [{ Kind: 'Attribute', Attribute: 'ATR2', Operator: 'In', Values: ['Gold'] }, { Kind: 'Tag', Operator: 'Has', TagId: 'TAG1' }] },
          { Kind: 'Activity', Channel: 9, Event: 'Delivered', Operator: 'Did', Days: 30 },
        ],
      },
    });
  });
  it('names each problem by the path the gateway uses', () => {
    const root = emptyDraft();
    const tree: DraftGroup = { ...root, Rules: [{ ...withAttribute(root.Rules[0] as DraftAttribute, 'ATR1', attrs), Operator: 'GreaterThan', Value: 'ten' }, newRule('Tag'), { ...(newRule('Activity') as DraftActivity), Days: '0' }] };
    expect(compileDraft(tree, attrs)).toEqual({
      ok: false,
      errors: { 'Rules.Rules.0.Value': 'Must be a number', 'Rules.Rules.1.TagId': 'Field is required', 'Rules.Rules.2.Days': 'Must be a whole number of days from 1 to 365' },
    });
    expect(compileDraft(emptyDraft(), attrs)).toEqual({ ok: false, errors: { 'Rules.Rules.0.Attribute': 'Field is required' } });
  });
  it('reads saved rules back, and edits the tree by path', () => {
    const saved: RuleGroup = { Kind: 'Group', Match: 'Any', Rules: [{ Kind: 'Attribute', Attribute: 'CREATED_AT', Operator: 'InLastDays', Days: 7 }, { Kind: 'Group', Match: 'All', Rules: [{ Kind: 'List', Operator: 'NotIn', GroupId: 'G' }] }] };
    const draft = draftOf(saved) as DraftGroup;
    expect(compileDraft(draft, attrs)).toEqual({ ok: true, rules: saved });
    expect(ruleAt(draft, [1, 0])).toMatchObject({ Kind: 'List', GroupId: 'G' });
    const without = replaceAt(draft, [1, 0], null);
    expect((ruleAt(without, [1]) as DraftGroup).Rules).toEqual([]);
    expect(compileDraft(without, attrs)).toMatchObject({ ok: false, errors: { 'Rules.Rules.1.Rules': 'A rule group needs at least one rule' } });
    expect(ruleRefusal('Rules.Rules.1.Rules.0.GroupId: The group does not exist')).toEqual({ path: 'Rules.Rules.1.Rules.0.GroupId', text: 'The group does not exist' });
    expect(ruleRefusal('SegmentName: taken')).toBeNull();
  });
});
