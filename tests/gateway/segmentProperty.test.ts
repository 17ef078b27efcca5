import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuleGroup, SegmentRule } from '../../src/contract/audience/segmentRules';
import { daysAgo, seedAudience, type SeededAudience } from './audienceSeed';
import { startTestGateway, type TestGateway } from './harness';
import { oracleMembers } from './segmentOracle';

const TEXT_OPS = ['Equals', 'NotEquals', 'Contains', 'NotContains', 'StartsWith', 'EndsWith', 'IsSet', 'IsNotSet'] as const;
const DAYS = [1, 7, 30, 90, 365];

/** Random rules over the seed: every rule kind, every operator of each type, values that hit and miss. */
function ruleArbitrary(seed: SeededAudience): fc.Arbitrary<RuleGroup> {
  const dates = ['2020-01-15', '2021-01-01', daysAgo(3), daysAgo(40), '2030-01-01'];
  const text = (Attribute: string, values: string[]) =>
    fc.record({ Kind: fc.constant('Attribute' as const), Attribute: fc.constant(Attribute), Operator: fc.constantFrom(...TEXT_OPS), Value: fc.constantFrom(...values) });
  const dateRule = (Attribute: string, onDates: string[]) =>
    fc.oneof(
      fc.record({ Kind: fc.constant('Attribute' as const), Attribute: fc.constant(Attribute), Operator: fc.constantFrom('On' as const, 'Before' as const, 'After' as const), Value: fc.constantFrom(...onDates) }),
      fc.record({ Kind: fc.constant('Attribute' as const), Attribute: fc.constant(Attribute), Operator: fc.constantFrom('InLastDays' as const, 'MoreThanDaysAgo' as const), Days: fc.constantFrom(...DAYS) }),
      fc.record({ Kind: fc.constant('Attribute' as const), Attribute: fc.constant(Attribute), Operator: fc.constantFrom('IsSet' as const, 'IsNotSet' as const) }),
    );
  const leaf: fc.Arbitrary<SegmentRule> = fc.oneof(
    fc.record({
      Kind: fc.constant('Attribute' as const),
      Attribute: fc.constant(seed.attributeIds.orders),
      Operator: fc.constantFrom('Equals' as const, 'NotEquals' as const, 'GreaterThan' as const, 'LessThan' as const, 'AtLeast' as const, 'AtMost' as const, 'IsSet' as const, 'IsNotSet' as const),
      Value: fc.constantFrom(-1, 0, 3, 3.5, 5, 12),
    }),
    text(seed.attributeIds.city, ['london', 'Paris', 'par', 'bridge', 'LON', 'x', 'on']),
    fc.record({ Kind: fc.constant('Attribute' as const), Attribute: fc.constant(seed.attributeIds.vip), Operator: fc.constantFrom('IsTrue' as const, 'IsFalse' as const, 'IsSet' as const, 'IsNotSet' as const) }),
    fc.record({
      Kind: fc.constant('Attribute' as const),
      Attribute: fc.constant(seed.attributeIds.tier),
      Operator: fc.constantFrom('In' as const, 'NotIn' as const),
      Values: fc.subarray(['Gold', 'silver', 'BRONZE'], { minLength: 1 }),
    }),
    dateRule(seed.attributeIds.signup, dates),
    text('FIRST_NAME', ['a', 'Ada', 'n', 'E']),
    text('LAST_NAME', ['li', 'Stone', 'o']),
    text('EMAIL', ['example', 'ada@', 'z.example']),
    text('PHONE', ['+1', '0106', '+44']),
    text('WHATSAPP', ['+1', '7']),
    text('COUNTRY', ['us', 'GB', 'C']),
    dateRule('CREATED_AT', ['2020-01-15', daysAgo(3), '2030-01-01']),
    fc.record({ Kind: fc.constant('Tag' as const), Operator: fc.constantFrom('Has' as const, 'HasNot' as const), TagId: fc.constantFrom(...Object.values(seed.tagIds)) }),
    fc.record({ Kind: fc.constant('List' as const), Operator: fc.constantFrom('In' as const, 'NotIn' as const), GroupId: fc.constantFrom(...Object.values(seed.groupIds)) }),
    fc.record({
      Kind: fc.constant('Activity' as const),
      Channel: fc.constant(9),
      Event: fc.constantFrom('Received' as const, 'Delivered' as const, 'Failed' as const, 'Replied' as const),
      Operator: fc.constantFrom('Did' as const, 'DidNot' as const),
      Days: fc.constantFrom(...DAYS),
    }),
  );
  const group = (depth: number): fc.Arbitrary<RuleGroup> =>
    fc.record({
      Kind: fc.constant('Group' as const),
      Match: fc.constantFrom('All' as const, 'Any' as const),
      Rules: fc.array(depth < 4 ? fc.oneof({ weight: 3, arbitrary: leaf }, { weight: 1, arbitrary: group(depth + 1) as fc.Arbitrary<SegmentRule> }) : leaf, { minLength: 1, maxLength: 3 }),
    });
  return group(1);
}

describe('segments: the preview count equals the saved segment\'s membership (fast-check)', () => {
  let gw: TestGateway;
  let seed: SeededAudience;
  let createdAt: number;
  beforeAll(async () => {
    gw = await startTestGateway();
    createdAt = Date.now();
    seed = await seedAudience(gw);
  });
  afterAll(() => gw.close());

  it('for random rule trees: CountSegment = the saved MemberCount = its listed members = its audience = the rules read in JavaScript', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(ruleArbitrary(seed), async (rules) => {
        const preview = await gw.ok<{ Count: number }>('CountSegment', { Rules: rules }, seed.token);
        const saved = await gw.ok<{ SegmentId: string; MemberCount: number }>('CreateSegment', { SegmentName: `P${++n}`, Rules: rules }, seed.token);
        const listed = await gw.ok<{ Total: number; Contacts: Array<{ FirstName: string }> }>('ListContacts', { SegmentId: saved.SegmentId, Limit: 100 }, seed.token);
        const audience = await gw.ok<{ Members: number }>('CountAudience', { SegmentId: saved.SegmentId, Channel: 9 }, seed.token);
        await gw.ok('DeleteSegments', { SegmentIds: [saved.SegmentId] }, seed.token);
        const expected = oracleMembers(seed, rules, Date.now(), createdAt).sort();
        expect(saved.MemberCount).toBe(preview.Count);
        expect(listed.Total).toBe(preview.Count);
        expect(audience.Members).toBe(preview.Count);
        expect(listed.Contacts.map((c) => c.FirstName).sort()).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  }, 240_000);
});
