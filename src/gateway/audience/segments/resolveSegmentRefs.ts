import { and, eq, inArray } from 'drizzle-orm';
import { isSystemAttributeKey, SystemAttributes } from '../../../contract/audience/attributeRules';
import { attributeRuleProblem, rulePath, rulesOf, SegmentText, type RuleGroup } from '../../../contract/audience/segmentRules';
import type { Executor } from '../../db/client';
import { contactGroups, contactTags } from '../../db/schema';
import { channelActivityEvents } from '../../messaging/audience/activityCondition';
import type { Channel } from '../../messaging/Channel';
import { attributesByPublicId } from '../attributeRows';
import { fieldError } from '../fieldError';

/** A custom attribute a rule names: its internal id, type and category values. */
export interface AttributeRef {
  id: number;
  type: number;
  options: readonly string[];
}

/** What the rules of a segment name, resolved for the caller (internal ids), checked. */
export interface SegmentRefs {
  attributes: ReadonlyMap<string, AttributeRef>;
  tags: ReadonlyMap<string, number>;
  groups: ReadonlyMap<string, number>;
  channels: ReadonlyMap<number, Channel>;
}

/**
 * Resolves the attributes, tags, groups and channels the rules name, among the caller's own only,
 * and checks each rule against what it names (an operator and value that fit the attribute's type;
 * an event the channel records). The first problem refuses, naming the rule's field
 * ('Rules.Rules.1.TagId: The tag does not exist').
 */
export async function resolveSegmentRefs(db: Executor, userId: number, rules: RuleGroup, channels: readonly Channel[]): Promise<SegmentRefs> {
  const all = [...rulesOf(rules)];
  const want = { attributes: new Set<string>(), tags: new Set<string>(), groups: new Set<string>() };
  for (const { rule } of all) {
    if (rule.Kind === 'Attribute' && !isSystemAttributeKey(rule.Attribute)) want.attributes.add(rule.Attribute);
    else if (rule.Kind === 'Tag') want.tags.add(rule.TagId);
    else if (rule.Kind === 'List') want.groups.add(rule.GroupId);
  }
  const attrRows = await attributesByPublicId(db, userId, [...want.attributes]);
  const tagRows = want.tags.size
    ? await db
        .select({ id: contactTags.id, publicId: contactTags.tagId })
        .from(contactTags)
        .where(and(eq(contactTags.userId, userId), inArray(contactTags.tagId, [...want.tags])))
    : [];
  const groupRows = want.groups.size
    ? await db
        .select({ id: contactGroups.id, publicId: contactGroups.groupId })
        .from(contactGroups)
        .where(and(eq(contactGroups.userId, userId), inArray(contactGroups.groupId, [...want.groups])))
    : [];
  const refs = {
    attributes: new Map([...attrRows].map(([k, r]) => [k, { id: r.id, type: r.type, options: r.options }])),
    tags: new Map(tagRows.map((r) => [r.publicId, r.id])),
    groups: new Map(groupRows.map((r) => [r.publicId, r.id])),
    channels: new Map(channels.filter((c) => c.audience).map((c) => [c.channelId, c])),
  };
  for (const { rule, path } of all) {
    if (rule.Kind === 'Attribute') {
      const attr = isSystemAttributeKey(rule.Attribute) ? { Type: SystemAttributes[rule.Attribute].Type, Options: [] } : refs.attributes.get(rule.Attribute);
      if (!attr) throw fieldError(rulePath(path, 'Attribute'), SegmentText.AttributeMissing);
      const problem = attributeRuleProblem(rule, 'id' in attr ? { Type: attr.type, Options: attr.options } : attr);
      if (problem) throw fieldError(rulePath(path, problem.field), problem.message);
    } else if (rule.Kind === 'Tag') {
      if (!refs.tags.has(rule.TagId)) throw fieldError(rulePath(path, 'TagId'), SegmentText.TagMissing);
    } else if (rule.Kind === 'List') {
      if (!refs.groups.has(rule.GroupId)) throw fieldError(rulePath(path, 'GroupId'), SegmentText.ListMissing);
    } else if (rule.Kind === 'Activity') {
      const channel = refs.channels.get(rule.Channel);
      if (!channel) throw fieldError(rulePath(path, 'Channel'), SegmentText.ChannelMissing);
      if (!channelActivityEvents(channel).includes(rule.Event)) throw fieldError(rulePath(path, 'Event'), SegmentText.EventMissing);
    }
  }
  return refs;
}
