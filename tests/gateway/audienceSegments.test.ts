import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuleGroup, SegmentRule } from '../../src/contract/audience/segmentRules';
import { ChannelId } from '../../src/contract/constants';
import { RetCode } from '../../src/contract/retCodes';
import { daysAgo, seedActivity, seedAudience, type SeededAudience } from './audienceSeed';
import { startTestGateway, type TestGateway } from './harness';
import { DAY } from './audienceSeed';
import { MessageState } from '../../src/gateway/messaging/delivery/messageState';
import { newUser } from './userFixture';

type Segment = { SegmentId: string; SegmentName: string; MemberCount: number; CountTime: number; Rules: RuleGroup };
const all = (...Rules: SegmentRule[]): RuleGroup => ({ Kind: 'Group', Match: 'All', Rules });
const any = (...Rules: SegmentRule[]): RuleGroup => ({ Kind: 'Group', Match: 'Any', Rules });
const sms = ChannelId.SMS;
/** Activity each channel that sends offers segments (a channel without a `replied` hook has no Replied). */
const smsEvents = ['Received', 'Delivered', 'Failed', 'Replied'];

/** A channel the gateway does not send on yet: no activity to segment on, no audience to count. */
async function silentChannel(gw: TestGateway, token: string): Promise<number> {
  const { Channels } = await gw.ok<{ Channels: { Channel: number }[] }>('ListAudienceActivities', {}, token);
  const silent = [ChannelId.SMSAlt, ChannelId.VMS, ChannelId.WhatsApp, ChannelId.Email].find((id) => !Channels.some((c) => c.Channel === id));
  if (silent === undefined) throw new Error('every channel sends now: this test needs a made-up channel id');
  return silent;
}

describe('audience: segments against hand-computed memberships', () => {
  let gw: TestGateway;
  let seed: SeededAudience;
  beforeAll(async () => {
    gw = await startTestGateway();
    seed = await seedAudience(gw);
    // Another account's SMS to the seed's numbers, with replies: never part of the seed's segments.
    const other = await newUser(gw.db);
    await seedActivity(gw.db, other.userId, '+12025550106', [{ kind: 'message', state: MessageState.Success, ago: 0.5 * DAY }, { kind: 'reply', ago: 0.5 * DAY }], Date.now());
    await seedActivity(gw.db, other.userId, '+447400900123', [{ kind: 'message', state: MessageState.Fail, ago: 0.5 * DAY }], Date.now());
  });
  afterAll(() => gw.close());

  /** The members' first names: the live preview count, and the saved segment's members listed, must agree. */
  async function members(rules: RuleGroup): Promise<string[]> {
    const preview = await gw.ok<{ Count: number }>('CountSegment', { Rules: rules }, seed.token);
    const saved = await gw.ok<Segment>('CreateSegment', { SegmentName: `S${Math.random().toString(36).slice(2, 10)}`, Rules: rules }, seed.token);
    const listed = await gw.ok<{ Total: number; Contacts: Array<{ FirstName: string }> }>('ListContacts', { SegmentId: saved.SegmentId, Limit: 100 }, seed.token);
    await gw.ok('DeleteSegments', { SegmentIds: [saved.SegmentId] }, seed.token);
    expect(saved.MemberCount).toBe(preview.Count);
    expect(listed.Total).toBe(preview.Count);
    return listed.Contacts.map((c) => c.FirstName).sort();
  }
  const attr = (Attribute: string, Operator: string, extra: Record<string, unknown> = {}) => ({ Kind: 'Attribute', Attribute, Operator, ...extra }) as SegmentRule;
  const a = (name: keyof SeededAudience['attributeIds']) => seed.attributeIds[name];

  it('numbers compare as numbers; negative operators keep contacts without a value', async () => {
    expect(await members(all(attr(a('orders'), 'GreaterThan', { Value: 3 })))).toEqual(['Ada', 'Chen', 'Eve']);
    expect(await members(all(attr(a('orders'), 'AtMost', { Value: 3 })))).toEqual(['Bob']);
    expect(await members(all(attr(a('orders'), 'AtLeast', { Value: 12 })))).toEqual(['Chen']);
    expect(await members(all(attr(a('orders'), 'LessThan', { Value: 4 })))).toEqual(['Bob', 'Eve']);
    expect(await members(all(attr(a('orders'), 'Equals', { Value: 3.5 })))).toEqual(['Eve']);
    expect(await members(all(attr(a('orders'), 'NotEquals', { Value: 5 })))).toEqual(['Bob', 'Chen', 'Dana', 'Eve', 'Finn']);
    expect(await members(all(attr(a('orders'), 'IsNotSet')))).toEqual(['Dana', 'Finn']);
  });

  it('texts compare ignoring case; booleans, categories and dates by their type', async () => {
    expect(await members(all(attr(a('city'), 'Contains', { Value: 'LONDON' })))).toEqual(['Ada', 'Chen']);
    expect(await members(all(attr(a('city'), 'Equals', { Value: 'paris' })))).toEqual(['Bob', 'Eve']);
    expect(await members(all(attr(a('city'), 'StartsWith', { Value: 'lon' })))).toEqual(['Ada', 'Chen']);
    expect(await members(all(attr(a('city'), 'EndsWith', { Value: 'bridge' })))).toEqual(['Chen']);
    expect(await members(all(attr(a('city'), 'NotContains', { Value: 'par' })))).toEqual(['Ada', 'Chen', 'Dana', 'Finn']);
    // A LIKE wildcard is text, not a pattern.
    expect(await members(all(attr(a('city'), 'Contains', { Value: '%' })))).toEqual([]);
    expect(await members(all(attr(a('vip'), 'IsTrue')))).toEqual(['Ada', 'Eve']);
    expect(await members(all(attr(a('vip'), 'IsFalse')))).toEqual(['Bob']);
    expect(await members(all(attr(a('vip'), 'IsNotSet')))).toEqual(['Chen', 'Dana', 'Finn']);
    expect(await members(all(attr(a('tier'), 'In', { Values: ['gold', 'Bronze'] })))).toEqual(['Ada', 'Chen', 'Eve']);
    expect(await members(all(attr(a('tier'), 'NotIn', { Values: ['Gold'] })))).toEqual(['Bob', 'Dana', 'Eve', 'Finn']);
    expect(await members(all(attr(a('signup'), 'InLastDays', { Days: 7 })))).toEqual(['Ada']);
    expect(await members(all(attr(a('signup'), 'MoreThanDaysAgo', { Days: 30 })))).toEqual(['Bob', 'Chen']);
    expect(await members(all(attr(a('signup'), 'Before', { Value: '2021-01-01' })))).toEqual(['Bob']);
    expect(await members(all(attr(a('signup'), 'On', { Value: '2020-01-15' })))).toEqual(['Bob']);
    expect(await members(all(attr(a('signup'), 'After', { Value: '2020-01-15' })))).toEqual(['Ada', 'Chen']);
  });

  it('built-in attributes read the contact\'s own fields', async () => {
    expect(await members(all(attr('EMAIL', 'IsSet')))).toEqual(['Ada', 'Bob', 'Dana']);
    expect(await members(all(attr('PHONE', 'StartsWith', { Value: '+1' })))).toEqual(['Ada', 'Finn']);
    expect(await members(all(attr('COUNTRY', 'Equals', { Value: 'gb' })))).toEqual(['Eve']);
    expect(await members(all(attr('FIRST_NAME', 'Contains', { Value: 'a' })))).toEqual(['Ada', 'Dana']);
    expect(await members(all(attr('LAST_NAME', 'IsNotSet')))).toEqual(['Dana', 'Eve', 'Finn']);
    expect(await members(all(attr('WHATSAPP', 'IsSet')))).toEqual(['Finn']);
    expect(await members(all(attr('CREATED_AT', 'InLastDays', { Days: 1 })))).toHaveLength(6);
    expect(await members(all(attr('CREATED_AT', 'Before', { Value: daysAgo(2) })))).toEqual([]);
  });

  it('tags and group membership', async () => {
    expect(await members(all({ Kind: 'Tag', Operator: 'Has', TagId: seed.tagIds.Lead }))).toEqual(['Ada', 'Chen']);
    expect(await members(all({ Kind: 'Tag', Operator: 'HasNot', TagId: seed.tagIds.Churned }))).toEqual(['Ada', 'Dana', 'Eve', 'Finn']);
    expect(await members(all({ Kind: 'List', Operator: 'In', GroupId: seed.groupIds.Newsletter }))).toEqual(['Ada', 'Chen', 'Eve']);
    expect(await members(all({ Kind: 'List', Operator: 'NotIn', GroupId: seed.groupIds.Staff }))).toEqual(['Ada', 'Bob', 'Eve', 'Finn']);
  });

  it('SMS activity within the last N days: received, delivered, failed (an opt-out is not), replied; another account\'s messages never count', async () => {
    const act = (Event: string, Days: number, Operator = 'Did') => all({ Kind: 'Activity', Channel: sms, Event, Operator, Days } as SegmentRule);
    expect(await members(act('Delivered', 7))).toEqual(['Ada']);
    expect(await members(act('Delivered', 90))).toEqual(['Ada', 'Chen']);
    expect(await members(act('Received', 7))).toEqual(['Ada', 'Chen', 'Eve']);
    expect(await members(act('Received', 1))).toEqual([]);
    expect(await members(act('Failed', 7))).toEqual(['Chen', 'Finn']);
    expect(await members(act('Replied', 7))).toEqual(['Ada']);
    expect(await members(act('Replied', 90))).toEqual(['Ada', 'Chen']);
    expect(await members(act('Replied', 7, 'DidNot'))).toEqual(['Bob', 'Chen', 'Dana', 'Eve', 'Finn']);
  });

  it('nested All / Any groups', async () => {
    const tag = (t: 'Lead' | 'Churned', Operator = 'Has') => ({ Kind: 'Tag', Operator, TagId: seed.tagIds[t] }) as SegmentRule;
    const list = (g: 'Newsletter' | 'Staff') => ({ Kind: 'List', Operator: 'In', GroupId: seed.groupIds[g] }) as SegmentRule;
    expect(await members(all(list('Newsletter'), any(tag('Churned'), { Kind: 'Activity', Channel: sms, Event: 'Replied', Operator: 'Did', Days: 7 })))).toEqual(['Ada', 'Chen']);
    expect(await members(any(all(attr(a('orders'), 'GreaterThan', { Value: 10 }), attr('COUNTRY', 'Equals', { Value: 'CN' })), all(attr('EMAIL', 'IsNotSet'), attr('PHONE', 'StartsWith', { Value: '+44' }))))).toEqual([
      'Chen',
      'Eve',
    ]);
    expect(await members(all(any(all(tag('Lead'), attr(a('vip'), 'IsTrue')), list('Staff')), tag('Churned', 'HasNot')))).toEqual(['Ada', 'Dana']);
    expect(await members(any(all(any(all(tag('Lead'))))))).toEqual(['Ada', 'Chen']);
  });

  it('refuses rules that do not fit, naming the rule and field', async () => {
    const refused = async (rules: unknown) => gw.api('CountSegment', { Rules: rules }, seed.token);
    expect(await refused(all(attr(a('orders'), 'Contains', { Value: 'x' })))).toMatchObject({ RetCode: RetCode.InvalidParams, Message: 'Rules.Rules.0.Operator: This operator does not fit the attribute type' });
    expect(await refused(all(attr(a('orders'), 'GreaterThan', { Value: 'ten' })))).toMatchObject({ Message: 'Rules.Rules.0.Value: Must be a number' });
    expect(await refused(all(attr(a('signup'), 'Before', { Value: '2021-02-30' })))).toMatchObject({ Message: 'Rules.Rules.0.Value: Must be a date (YYYY-MM-DD)' });
    expect(await refused(all(attr(a('tier'), 'In', { Values: ['Platinum'] })))).toMatchObject({ Message: 'Rules.Rules.0.Values: Must be one of the category values' });
    expect(await refused(all(tagRule('TAG000000')))).toMatchObject({ Message: 'Rules.Rules.0.TagId: The tag does not exist' });
    expect(await refused(all(any(attr('NOPE', 'IsSet'))))).toMatchObject({ Message: 'Rules.Rules.0.Rules.0.Attribute: The attribute does not exist' });
    expect(await refused(all({ Kind: 'Activity', Channel: await silentChannel(gw, seed.token), Event: 'Delivered', Operator: 'Did', Days: 7 } as SegmentRule))).toMatchObject({
      Message: 'Rules.Rules.0.Channel: This channel has no activity to segment on',
    });
    expect(await refused(all({ Kind: 'Activity', Channel: sms, Event: 'Delivered', Operator: 'Did', Days: 0 } as SegmentRule))).toMatchObject({
      Message: 'Rules.Rules.0.Days: Must be a whole number of days from 1 to 365',
    });
    expect(await refused(all(any(all(any(all(tagRule(seed.tagIds.Lead)))))))).toMatchObject({ Message: 'Rules.Rules.0.Rules.0.Rules.0.Rules.0: Rule groups can be nested at most 4 levels deep' });
    expect(await refused({ Kind: 'Group', Match: 'All', Rules: [] })).toMatchObject({ Message: 'Rules.Rules: A rule group needs at least one rule' });
    expect(await refused(all(...Array.from({ length: 20 }, () => any(tagRule(seed.tagIds.Lead), tagRule(seed.tagIds.Lead), tagRule(seed.tagIds.Lead)))))).toMatchObject({
      Message: 'Rules: A segment has at most 50 rules',
    });
  });

  it('saves, lists, edits, recounts and deletes segments; names are unique ignoring case', async () => {
    const lead = all(tagRule(seed.tagIds.Lead));
    const made = await gw.ok<Segment>('CreateSegment', { SegmentName: 'Leads', Rules: lead }, seed.token);
    expect(made).toMatchObject({ SegmentName: 'Leads', MemberCount: 2, Rules: lead, SegmentId: expect.stringMatching(/^SEG[0-9A-F]{12}$/) });
    expect(await gw.api('CreateSegment', { SegmentName: 'LEADS', Rules: lead }, seed.token)).toMatchObject({ RetCode: RetCode.SegmentExists, Message: 'SegmentName: A segment with this name already exists' });
    expect(await gw.api('CreateSegment', { SegmentName: '', Rules: lead }, seed.token)).toMatchObject({ RetCode: RetCode.InvalidParams, Message: 'SegmentName: Segment name is required' });
    const other = await gw.ok<Segment>('CreateSegment', { SegmentName: 'Everyone with e-mail', Rules: all(attr('EMAIL', 'IsSet')) }, seed.token);
    expect(await gw.api('UpdateSegment', { SegmentId: other.SegmentId, SegmentName: 'leads', Rules: lead }, seed.token)).toMatchObject({ RetCode: RetCode.SegmentExists });
    const list = await gw.ok<{ Total: number; Segments: Segment[] }>('ListSegments', {}, seed.token);
    expect(list.Segments.map((s) => [s.SegmentName, s.MemberCount])).toEqual([
      ['Everyone with e-mail', 3],
      ['Leads', 2],
    ]);
    expect((await gw.ok<{ Segments: Segment[] }>('ListSegments', { Keyword: 'lea' }, seed.token)).Segments.map((s) => s.SegmentName)).toEqual(['Leads']);
    expect(await gw.ok<Segment>('GetSegment', { SegmentId: made.SegmentId }, seed.token)).toMatchObject({ SegmentName: 'Leads', Rules: lead });

    // Membership follows the contacts: the kept count until recounted, the members listed at once.
    await gw.ok('TagContacts', { TagIds: [seed.tagIds.Lead], ContactIds: [seed.contactIds.Dana] }, seed.token);
    expect((await gw.ok<Segment>('GetSegment', { SegmentId: made.SegmentId }, seed.token)).MemberCount).toBe(2);
    expect((await gw.ok<{ Total: number }>('ListContacts', { SegmentId: made.SegmentId }, seed.token)).Total).toBe(3);
    const recounted = await gw.ok<Segment>('RecountSegment', { SegmentId: made.SegmentId }, seed.token);
    expect(recounted.MemberCount).toBe(3);
    expect(recounted.CountTime).toBeGreaterThanOrEqual(made.CountTime);
    await gw.ok('UntagContacts', { TagIds: [seed.tagIds.Lead], ContactIds: [seed.contactIds.Dana] }, seed.token);

    const edited = await gw.ok<Segment>('UpdateSegment', { SegmentId: made.SegmentId, SegmentName: 'Lead VIPs', Rules: all(tagRule(seed.tagIds.Lead), attr(a('vip'), 'IsTrue')) }, seed.token);
    expect(edited).toMatchObject({ SegmentName: 'Lead VIPs', MemberCount: 1 });
    expect(await gw.ok('DeleteSegments', { SegmentIds: [made.SegmentId, other.SegmentId, 'SEG000000'] }, seed.token)).toEqual({ Deleted: 2 });
    expect(await gw.api('GetSegment', { SegmentId: made.SegmentId }, seed.token)).toMatchObject({ RetCode: RetCode.SegmentNotFound });
    expect(await gw.api('ListContacts', { SegmentId: made.SegmentId }, seed.token)).toMatchObject({ RetCode: RetCode.SegmentNotFound });
  });

  it('counts an audience\'s members and those SMS reaches, by country', async () => {
    const seg = await gw.ok<Segment>('CreateSegment', { SegmentName: 'Newsletter or Lead', Rules: any({ Kind: 'List', Operator: 'In', GroupId: seed.groupIds.Newsletter }, tagRule(seed.tagIds.Lead)) }, seed.token);
    expect(await gw.ok('CountAudience', { SegmentId: seg.SegmentId, Channel: sms }, seed.token)).toMatchObject({
      Members: 3,
      Reachable: 3,
      ByCountry: [
        { Country: 'CN', Count: 1 },
        { Country: 'GB', Count: 1 },
        { Country: 'US', Count: 1 },
      ],
    });
    expect(await gw.ok('CountAudience', { GroupId: seed.groupIds.Staff, Channel: sms }, seed.token)).toMatchObject({ Members: 2, Reachable: 1, ByCountry: [{ Country: 'CN', Count: 1 }] });
    expect(await gw.api('CountAudience', { GroupId: seed.groupIds.Staff, Channel: await silentChannel(gw, seed.token) }, seed.token)).toMatchObject({
      RetCode: RetCode.InvalidParams,
      Message: 'Channel: This channel cannot send to an audience',
    });
    expect((await gw.ok<{ Channels: unknown[] }>('ListAudienceActivities', {}, seed.token)).Channels).toContainEqual({ Channel: sms, Events: smsEvents });
    await gw.ok('DeleteSegments', { SegmentIds: [seg.SegmentId] }, seed.token);
  });

  it('never shows, counts, changes or uses another account\'s segments, tags, groups or attributes', async () => {
    const mine = await gw.ok<Segment>('CreateSegment', { SegmentName: 'Mine', Rules: all(tagRule(seed.tagIds.Lead)) }, seed.token);
    const b = await newUser(gw.db);
    await gw.ok('CreateContacts', { Contacts: [{ Email: 'b1@shop.example' }, { Email: 'b2@shop.example' }] }, b.token);
    expect((await gw.ok<{ Total: number }>('ListSegments', {}, b.token)).Total).toBe(0);
    expect(await gw.api('GetSegment', { SegmentId: mine.SegmentId }, b.token)).toMatchObject({ RetCode: RetCode.SegmentNotFound });
    expect(await gw.api('UpdateSegment', { SegmentId: mine.SegmentId, SegmentName: 'Taken', Rules: all(attr('EMAIL', 'IsSet')) }, b.token)).toMatchObject({ RetCode: RetCode.SegmentNotFound });
    expect(await gw.api('RecountSegment', { SegmentId: mine.SegmentId }, b.token)).toMatchObject({ RetCode: RetCode.SegmentNotFound });
    expect(await gw.ok('DeleteSegments', { SegmentIds: [mine.SegmentId] }, b.token)).toEqual({ Deleted: 0 });
    expect(await gw.api('ListContacts', { SegmentId: mine.SegmentId }, b.token)).toMatchObject({ RetCode: RetCode.SegmentNotFound });
    expect(await gw.api('CountAudience', { SegmentId: mine.SegmentId, Channel: sms }, b.token)).toMatchObject({ RetCode: RetCode.SegmentNotFound });
    expect(await gw.api('CountAudience', { GroupId: seed.groupIds.Newsletter, Channel: sms }, b.token)).toMatchObject({ RetCode: RetCode.GroupNotFound });
    // Rules naming A's tag, group or attribute are refused for B, never counted over A's contacts.
    expect(await gw.api('CountSegment', { Rules: all(tagRule(seed.tagIds.Lead)) }, b.token)).toMatchObject({ Message: 'Rules.Rules.0.TagId: The tag does not exist' });
    expect(await gw.api('CountSegment', { Rules: all({ Kind: 'List', Operator: 'NotIn', GroupId: seed.groupIds.Staff }) }, b.token)).toMatchObject({ Message: 'Rules.Rules.0.GroupId: The group does not exist' });
    expect(await gw.api('CountSegment', { Rules: all(attr(a('orders'), 'IsNotSet')) }, b.token)).toMatchObject({ Message: 'Rules.Rules.0.Attribute: The attribute does not exist' });
    // B's own count covers B's contacts only.
    expect(await gw.ok('CountSegment', { Rules: all(attr('EMAIL', 'IsSet')) }, b.token)).toMatchObject({ Count: 2 });
    expect((await gw.ok<Segment>('GetSegment', { SegmentId: mine.SegmentId }, seed.token)).SegmentName).toBe('Mine');
    await gw.ok('DeleteSegments', { SegmentIds: [mine.SegmentId] }, seed.token);
  });
});

function tagRule(TagId: string): SegmentRule {
  return { Kind: 'Tag', Operator: 'Has', TagId };
}
