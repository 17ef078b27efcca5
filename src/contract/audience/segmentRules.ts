import { z } from 'zod';
import { AttributeType, isIsoDate, type AttributeTypeValue } from './attributeRules';

/** Deepest nesting of rule groups (the root group counts), most rules in one group, most rules in a segment. */
export const SEGMENT_DEPTH_MAX = 4;
export const SEGMENT_GROUP_RULES_MAX = 20;
export const SEGMENT_RULES_MAX = 50;
/** Channel activity looks back 1 to 365 days. */
export const ACTIVITY_DAYS_MAX = 365;
export const SEGMENT_NAME_MAX = 64;

/** Attribute operators; which fit a type is `operatorsFor(type)`. */
export const AttributeOperators = [
  'Equals',
  'NotEquals',
  'Contains',
  'NotContains',
  'StartsWith',
  'EndsWith',
  'GreaterThan',
  'LessThan',
  'AtLeast',
  'AtMost',
  'IsTrue',
  'IsFalse',
  'In',
  'NotIn',
  'On',
  'Before',
  'After',
  'InLastDays',
  'MoreThanDaysAgo',
  'IsSet',
  'IsNotSet',
] as const;
export type AttributeOperator = (typeof AttributeOperators)[number];

const OPERATORS_BY_TYPE: Record<AttributeTypeValue, readonly AttributeOperator[]> = {
  [AttributeType.Text]: ['Equals', 'NotEquals', 'Contains', 'NotContains', 'StartsWith', 'EndsWith', 'IsSet', 'IsNotSet'],
  [AttributeType.Number]: ['Equals', 'NotEquals', 'GreaterThan', 'LessThan', 'AtLeast', 'AtMost', 'IsSet', 'IsNotSet'],
  [AttributeType.Boolean]: ['IsTrue', 'IsFalse', 'IsSet', 'IsNotSet'],
  [AttributeType.Category]: ['In', 'NotIn', 'IsSet', 'IsNotSet'],
  [AttributeType.Date]: ['On', 'Before', 'After', 'InLastDays', 'MoreThanDaysAgo', 'IsSet', 'IsNotSet'],
};

/** The operators that fit an attribute type. */
export function operatorsFor(type: number): readonly AttributeOperator[] {
  return OPERATORS_BY_TYPE[type as AttributeTypeValue] ?? [];
}

/** What an operator compares with: nothing, a text, a number, category values, a date, or a number of days. */
export type OperandKind = 'none' | 'text' | 'number' | 'values' | 'date' | 'days';
export function operandOf(type: number, op: AttributeOperator): OperandKind {
  if (op === 'IsSet' || op === 'IsNotSet' || op === 'IsTrue' || op === 'IsFalse') return 'none';
  if (op === 'In' || op === 'NotIn') return 'values';
  if (op === 'InLastDays' || op === 'MoreThanDaysAgo') return 'days';
  if (type === AttributeType.Number) return 'number';
  if (type === AttributeType.Date) return 'date';
  return 'text';
}

/**
 * Negative operators match contacts without a matching value, including contacts without any
 * value ("is not VIP" keeps everyone who is not VIP); positive ones need a value.
 */
export const NEGATIVE_OPERATORS: ReadonlySet<AttributeOperator> = new Set(['NotEquals', 'NotContains', 'NotIn', 'IsNotSet']);

/** Channel activity events (issue 11): received (handed to the carrier), delivered, failed, replied. */
export const ActivityEvents = ['Received', 'Delivered', 'Failed', 'Replied'] as const;
export type ActivityEvent = (typeof ActivityEvents)[number];

/** The segment rules' texts, verbatim English; the console translates them. */
export const SegmentText = {
  OperatorMismatch: 'This operator does not fit the attribute type',
  ValueRequired: 'Field is required',
  ValueNumber: 'Must be a number',
  ValueDate: 'Must be a date (YYYY-MM-DD)',
  ValueDays: `Must be a whole number of days from 1 to ${ACTIVITY_DAYS_MAX}`,
  TooDeep: `Rule groups can be nested at most ${SEGMENT_DEPTH_MAX} levels deep`,
  TooMany: `A segment has at most ${SEGMENT_RULES_MAX} rules`,
  GroupEmpty: 'A rule group needs at least one rule',
  AttributeMissing: 'The attribute does not exist',
  TagMissing: 'The tag does not exist',
  ListMissing: 'The group does not exist',
  ChannelMissing: 'This channel has no activity to segment on',
  EventMissing: 'This channel does not record this activity',
} as const;

const days = z.number({ error: SegmentText.ValueDays }).int({ error: SegmentText.ValueDays }).min(1, { error: SegmentText.ValueDays }).max(ACTIVITY_DAYS_MAX, { error: SegmentText.ValueDays });
const id = (what: string) => z.string({ error: `${what} is required` }).trim().min(1, { error: `${what} is required` }).max(40);

export const AttributeRule = z.object({
  Kind: z.literal('Attribute'),
  /** A custom attribute's AttributeId, or a built-in attribute's key (EMAIL, CREATED_AT, ...). */
  Attribute: id('Attribute'),
  Operator: z.enum(AttributeOperators),
  /** Text, number or date (YYYY-MM-DD) the operator compares with. */
  Value: z.union([z.string().max(500), z.number()]).optional(),
  /** In / NotIn: the category values. */
  Values: z.array(z.string().max(64)).max(100).optional(),
  /** InLastDays / MoreThanDaysAgo. */
  Days: days.optional(),
});
export type AttributeRule = z.infer<typeof AttributeRule>;

export const TagRule = z.object({ Kind: z.literal('Tag'), Operator: z.enum(['Has', 'HasNot']), TagId: id('TagId') });
export type TagRule = z.infer<typeof TagRule>;

/** Membership of a group (list). */
export const ListRule = z.object({ Kind: z.literal('List'), Operator: z.enum(['In', 'NotIn']), GroupId: id('GroupId') });
export type ListRule = z.infer<typeof ListRule>;

/** A channel's activity (its ChannelId: SMS 9) within the last `Days` days. */
export const ActivityRule = z.object({
  Kind: z.literal('Activity'),
  Channel: z.number().int(),
  Event: z.enum(ActivityEvents),
  Operator: z.enum(['Did', 'DidNot']),
  Days: days,
});
export type ActivityRule = z.infer<typeof ActivityRule>;

export type RuleGroup = { Kind: 'Group'; Match: 'All' | 'Any'; Rules: SegmentRule[] };
export type SegmentRule = RuleGroup | AttributeRule | TagRule | ListRule | ActivityRule;

/** A group of rules: All (AND) or Any (OR), nested groups allowed. */
export const RuleGroup = z.object({
  Kind: z.literal('Group'),
  Match: z.enum(['All', 'Any']),
  get Rules(): z.ZodArray<typeof SegmentRule> {
    return z.array(SegmentRule).min(1, { error: SegmentText.GroupEmpty }).max(SEGMENT_GROUP_RULES_MAX, { error: `A rule group has at most ${SEGMENT_GROUP_RULES_MAX} rules` });
  },
});
export const SegmentRule: z.ZodType<SegmentRule> = z.discriminatedUnion('Kind', [AttributeRule, TagRule, ListRule, ActivityRule, RuleGroup]);

/** The rules of a segment: a root group, no deeper than SEGMENT_DEPTH_MAX, at most SEGMENT_RULES_MAX rules. */
export const SegmentRules = RuleGroup.superRefine((root, ctx) => {
  let leaves = 0;
  const walk = (g: RuleGroup, depth: number, path: (string | number)[]) => {
    if (depth > SEGMENT_DEPTH_MAX) ctx.addIssue({ code: 'custom', message: SegmentText.TooDeep, path });
    g.Rules.forEach((r, i) => (r.Kind === 'Group' ? walk(r, depth + 1, [...path, 'Rules', i]) : leaves++));
  };
  walk(root, 1, []);
  if (leaves > SEGMENT_RULES_MAX) ctx.addIssue({ code: 'custom', message: SegmentText.TooMany, path: [] });
});

/** The path of a rule inside the tree, as refusals name it ('Rules.Rules.1.Rules.0.Value'). */
export const rulePath = (path: readonly number[], field?: string) => ['Rules', ...path.flatMap((i) => ['Rules', String(i)]), ...(field ? [field] : [])].join('.');

/**
 * Checks an attribute rule's operator and operand against the attribute's type (and category
 * values): null, or the field at fault and the message.
 */
export function attributeRuleProblem(rule: AttributeRule, attr: { Type: number; Options: readonly string[] }): { field: string; message: string } | null {
  if (!operatorsFor(attr.Type).includes(rule.Operator)) return { field: 'Operator', message: SegmentText.OperatorMismatch };
  switch (operandOf(attr.Type, rule.Operator)) {
    case 'none':
      return null;
    case 'days':
      return rule.Days === undefined ? { field: 'Days', message: SegmentText.ValueDays } : null;
    case 'values': {
      if (!rule.Values || rule.Values.length === 0) return { field: 'Values', message: SegmentText.ValueRequired };
      const known = new Set(attr.Options.map((o) => o.toLowerCase()));
      return rule.Values.every((v) => known.has(v.toLowerCase())) ? null : { field: 'Values', message: 'Must be one of the category values' };
    }
    case 'number':
      return typeof rule.Value === 'number' && Number.isFinite(rule.Value) ? null : { field: 'Value', message: SegmentText.ValueNumber };
    case 'date':
      return typeof rule.Value === 'string' && isIsoDate(rule.Value) ? null : { field: 'Value', message: SegmentText.ValueDate };
    case 'text':
      return typeof rule.Value === 'string' && rule.Value.trim() !== '' ? null : { field: 'Value', message: SegmentText.ValueRequired };
  }
}

/** Every rule of a tree with its path (indexes from the root), depth first. */
export function* rulesOf(group: RuleGroup, path: number[] = []): Generator<{ rule: SegmentRule; path: number[] }> {
  for (const [i, r] of group.Rules.entries()) {
    yield { rule: r, path: [...path, i] };
    if (r.Kind === 'Group') yield* rulesOf(r, [...path, i]);
  }
}
