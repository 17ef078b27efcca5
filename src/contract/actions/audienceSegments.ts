import { z } from 'zod';
import { defineAction } from '../action';
import { ActivityEvents, SEGMENT_NAME_MAX, SegmentRules } from '../audience/segmentRules';
import { Segment } from '../entities/audience';
import { nameField, requiredString } from '../validation/fields';

const int = () => z.number().int();
const segmentId = requiredString('SegmentId is required', 32);
const segmentName = nameField('Segment name is required', SEGMENT_NAME_MAX);

/**
 * Dynamic segments (issue 11): a tree of rules (All / Any groups, nested) on attributes, tags,
 * group membership and channel activity. Membership is computed in SQL from the rules each time it
 * is asked; a segment keeps the count of its last computation with its time.
 */
export const audienceSegmentActions = {
  ListSegments: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The caller\'s segments, newest first, each with its last member count and when it was counted; Keyword matches the name.',
    params: z.object({ Keyword: z.string().trim().max(100).optional(), Offset: int().min(0).default(0), Limit: int().min(1).max(100).default(20) }),
    result: z.object({ Total: int(), Segments: z.array(Segment) }),
  }),
  GetSegment: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'One of the caller\'s segments.',
    params: z.object({ SegmentId: segmentId }),
    result: Segment,
  }),
  CountSegment: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'How many of the caller\'s contacts the rules match now (the preview before saving); CountTime is when (unix seconds).',
    params: z.object({ Rules: SegmentRules }),
    result: z.object({ Count: int(), CountTime: int() }),
    // The editor shows a refused rule beside its field.
    quiet: true,
  }),
  CreateSegment: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Save a segment (names unique per account, ignoring case); its members are counted now.',
    params: z.object({ SegmentName: segmentName, Rules: SegmentRules }),
    result: Segment,
    invalidates: ['ListSegments'],
    title: 'New segment "{SegmentName}"',
    titleZh: '新建分群“{SegmentName}”',
  }),
  UpdateSegment: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Change a segment\'s name and rules; its members are counted again.',
    params: z.object({ SegmentId: segmentId, SegmentName: segmentName, Rules: SegmentRules }),
    result: Segment,
    invalidates: ['ListSegments', 'GetSegment', 'ListContacts', 'CountAudience'],
    lane: 'SegmentId',
    title: 'Segment "{SegmentName}"',
    titleZh: '分群“{SegmentName}”',
  }),
  RecountSegment: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Count a saved segment\'s members now and keep the count with its time.',
    params: z.object({ SegmentId: segmentId }),
    result: Segment,
    invalidates: ['ListSegments', 'GetSegment'],
    // A count is only worth having now: offline, the last one is shown with its age instead.
    offline: { queue: false, why: 'short-lived' },
    quiet: true,
  }),
  DeleteSegments: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Delete segments (their contacts are kept; tasks sent to one keep its name).',
    params: z.object({ SegmentIds: z.array(segmentId).min(1, { error: 'SegmentIds is required' }).max(100) }),
    result: z.object({ Deleted: int() }),
    invalidates: ['ListSegments', 'GetSegment'],
    title: 'Delete segments ({#SegmentIds})',
    titleZh: '删除分群（{#SegmentIds} 个）',
  }),
  ListAudienceActivities: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The channels whose activity segments can use (ChannelId, spec 001 §3: SMS 9) and the events each records.',
    params: z.object({}),
    result: z.object({ Channels: z.array(z.object({ Channel: int(), Events: z.array(z.enum(ActivityEvents)) })) }),
  }),
  CountAudience: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'A group\'s or segment\'s members now, and those a channel can reach (they have its address: SMS a phone) by country: the recipients of a send to it.',
    params: z
      .object({ GroupId: z.string().max(32).optional(), SegmentId: z.string().max(32).optional(), Channel: int() })
      .refine((v) => (v.GroupId === undefined) !== (v.SegmentId === undefined), { error: 'Give GroupId or SegmentId' }),
    result: z.object({ Members: int(), Reachable: int(), ByCountry: z.array(z.object({ Country: z.string(), Count: int() })), CountTime: int() }),
    // The sending page says beside the audience why it cannot be counted.
    quiet: true,
  }),
};
