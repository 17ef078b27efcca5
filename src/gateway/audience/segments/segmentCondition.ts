import { and, type Column, eq, ilike, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import { AttributeType, type SystemAttributeKey, isSystemAttributeKey } from '../../../contract/audience/attributeRules';
import type { AttributeRule, RuleGroup, SegmentRule } from '../../../contract/audience/segmentRules';
import { contactAttributeValues, contactGroupMembers, contacts, contactTagLinks } from '../../db/schema';
import { activityCondition } from '../../messaging/audience/activityCondition';
import type { AttributeRef, SegmentRefs } from './resolveSegmentRefs';

const DAY_MS = 86_400_000;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const TRUE = sql`true`;
const FALSE = sql`false`;

/** Today's date (UTC) and the date `days` before it, as YYYY-MM-DD. */
const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Midnight UTC of a YYYY-MM-DD date, in unix ms. */
const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The contact columns of the built-in text attributes ('' = not set). */
const SYSTEM_TEXT = {
  FIRST_NAME: contacts.firstName,
  LAST_NAME: contacts.lastName,
  EMAIL: contacts.email,
  PHONE: contacts.phone,
  WHATSAPP: contacts.whatsapp,
  COUNTRY: contacts.country,
} as const;

/** A text comparison (case-insensitive) of `col` for the positive text operators. */
function textMatch(col: SQL | Column, op: AttributeRule['Operator'], value: string): SQL {
  const v = value.trim();
  switch (op) {
    case 'Equals':
    case 'NotEquals':
      return sql`lower(${col}) = ${v.toLowerCase()}`;
    case 'StartsWith':
      return ilike(col, `${escapeLike(v)}%`);
    case 'EndsWith':
      return ilike(col, `%${escapeLike(v)}`);
    default:
      return ilike(col, `%${escapeLike(v)}%`);
  }
}

/** A rule on a built-in attribute: a column of the contact itself. */
function systemRule(key: SystemAttributeKey, r: AttributeRule, now: number): SQL {
  if (key === 'CREATED_AT') {
    const today = dayStart(utcDate(now));
    const at = contacts.createdAt;
    switch (r.Operator) {
      case 'On':
        return and(sql`${at} >= ${dayStart(String(r.Value))}`, sql`${at} < ${dayStart(String(r.Value)) + DAY_MS}`)!;
      case 'Before':
        return sql`${at} < ${dayStart(String(r.Value))}`;
      case 'After':
        return sql`${at} >= ${dayStart(String(r.Value)) + DAY_MS}`;
      case 'InLastDays':
        return sql`${at} >= ${today - r.Days! * DAY_MS}`;
      case 'MoreThanDaysAgo':
        return sql`${at} < ${today - r.Days! * DAY_MS}`;
      case 'IsNotSet':
        return FALSE;
      default:
        return TRUE;
    }
  }
  const col = SYSTEM_TEXT[key];
  if (r.Operator === 'IsSet') return sql`${col} <> ''`;
  if (r.Operator === 'IsNotSet') return sql`${col} = ''`;
  const match = and(sql`${col} <> ''`, textMatch(col, r.Operator, String(r.Value ?? '')))!;
  return r.Operator === 'NotEquals' || r.Operator === 'NotContains' ? not(match) : match;
}

/** The predicate on a stored value for a positive reading of the operator (negatives wrap it in NOT EXISTS). */
function valuePredicate(attr: AttributeRef, r: AttributeRule, now: number): SQL {
  const v = contactAttributeValues;
  switch (attr.type) {
    case AttributeType.Number: {
      const n = Number(r.Value);
      const ops = { Equals: '=', NotEquals: '=', GreaterThan: '>', LessThan: '<', AtLeast: '>=', AtMost: '<=' } as const;
      const op = ops[r.Operator as keyof typeof ops];
      return op ? sql`${v.numValue} ${sql.raw(op)} ${n}` : TRUE;
    }
    case AttributeType.Boolean:
      return r.Operator === 'IsTrue' ? eq(v.boolValue, true) : r.Operator === 'IsFalse' ? eq(v.boolValue, false) : TRUE;
    case AttributeType.Category:
      return r.Operator === 'In' || r.Operator === 'NotIn'
        ? inArray(
            sql`lower(${v.textValue})`,
            (r.Values ?? []).map((x) => x.toLowerCase()),
          )
        : TRUE;
    case AttributeType.Date: {
      const today = utcDate(now);
      const daysAgo = (d: number) => utcDate(dayStart(today) - d * DAY_MS);
      switch (r.Operator) {
        case 'On':
          return sql`${v.dateValue} = ${String(r.Value)}::date`;
        case 'Before':
          return sql`${v.dateValue} < ${String(r.Value)}::date`;
        case 'After':
          return sql`${v.dateValue} > ${String(r.Value)}::date`;
        case 'InLastDays':
          return and(sql`${v.dateValue} >= ${daysAgo(r.Days!)}::date`, sql`${v.dateValue} <= ${today}::date`)!;
        case 'MoreThanDaysAgo':
          return sql`${v.dateValue} < ${daysAgo(r.Days!)}::date`;
        default:
          return TRUE;
      }
    }
    default:
      return r.Operator === 'IsSet' || r.Operator === 'IsNotSet' ? TRUE : textMatch(v.textValue, r.Operator, String(r.Value ?? ''));
  }
}

const NEGATIVE = new Set<AttributeRule['Operator']>(['NotEquals', 'NotContains', 'NotIn', 'IsNotSet']);

/** A rule on a custom attribute: an EXISTS over the contact's value (NOT EXISTS for the negative operators). */
function customRule(attr: AttributeRef, r: AttributeRule, now: number): SQL {
  const v = contactAttributeValues;
  const exists = sql`exists (select 1 from ${v} where ${and(eq(v.contactId, contacts.id), eq(v.attributeId, attr.id), valuePredicate(attr, r, now))})`;
  return NEGATIVE.has(r.Operator) ? sql`not ${exists}` : exists;
}

function ruleCondition(rule: SegmentRule, refs: SegmentRefs, userId: number, now: number): SQL {
  switch (rule.Kind) {
    case 'Group': {
      const parts = rule.Rules.map((r) => ruleCondition(r, refs, userId, now));
      return (rule.Match === 'All' ? and(...parts) : or(...parts))!;
    }
    case 'Attribute':
      return isSystemAttributeKey(rule.Attribute) ? systemRule(rule.Attribute, rule, now) : customRule(refs.attributes.get(rule.Attribute)!, rule, now);
    case 'Tag': {
      const l = contactTagLinks;
      const exists = sql`exists (select 1 from ${l} where ${and(eq(l.contactId, contacts.id), eq(l.tagId, refs.tags.get(rule.TagId)!))})`;
      return rule.Operator === 'Has' ? exists : sql`not ${exists}`;
    }
    case 'List': {
      const m = contactGroupMembers;
      const exists = sql`exists (select 1 from ${m} where ${and(eq(m.contactId, contacts.id), eq(m.groupId, refs.groups.get(rule.GroupId)!))})`;
      return rule.Operator === 'In' ? exists : sql`not ${exists}`;
    }
    case 'Activity': {
      const channel = refs.channels.get(rule.Channel)!;
      const address = { phone: contacts.phone, email: contacts.email, whatsapp: contacts.whatsapp }[channel.audience!.contactAddress];
      const since = now - rule.Days * DAY_MS;
      const did = activityCondition(channel, rule.Event, { userId, address: sql`${address}`, since })!;
      // Without the address the channel reaches, a contact had no activity on it.
      const had = and(sql`${address} <> ''`, did)!;
      return rule.Operator === 'Did' ? had : not(had);
    }
  }
}

/**
 * The rules as one SQL condition on the `contacts` table (parameterised; the caller adds the
 * account): groups are AND / OR of their rules, attributes compare the contact's own columns or
 * its stored values by type, tags and groups are EXISTS over their link rows, channel activity is
 * the messaging core's. Activity "within the last N days" is the last N × 24 hours; a date "in the
 * last N days" is from N days before today to today (UTC), "more than N days ago" before that.
 */
export function segmentCondition(rules: RuleGroup, refs: SegmentRefs, userId: number, now: number): SQL {
  return ruleCondition(rules, refs, userId, now);
}
