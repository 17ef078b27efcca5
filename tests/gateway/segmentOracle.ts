import type { SegmentRule } from '../../src/contract/audience/segmentRules';
import { ChannelId } from '../../src/contract/constants';
import { MessageState } from '../../src/gateway/messaging/delivery/messageState';
import { DAY, daysAgo, type SeedContact, type SeededAudience } from './audienceSeed';

const RECEIVED = [MessageState.Submitted, MessageState.Success, MessageState.Fail, MessageState.Unknown] as number[];
const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * The segment rules evaluated in JavaScript over the seed's model: a second, independent reading of
 * the rule semantics (contract `segmentRules.ts`) to check the SQL against. `createdAt`: when the
 * seed's contacts were made.
 */
export function oracleMembers(seed: SeededAudience, rule: SegmentRule, now: number, createdAt: number): string[] {
  const names = (kind: 'attributeIds' | 'tagIds' | 'groupIds', id: string) => Object.entries(seed[kind]).find(([, v]) => v === id)![0];
  const text = (v: string | undefined, op: string, x: string): boolean => {
    const has = v !== undefined && v !== '';
    const val = (v ?? '').toLowerCase();
    const q = x.trim().toLowerCase();
    switch (op) {
      case 'Equals': return has && val === q;
      case 'NotEquals': return !(has && val === q);
      case 'Contains': return has && val.includes(q);
      case 'NotContains': return !(has && val.includes(q));
      case 'StartsWith': return has && val.startsWith(q);
      case 'EndsWith': return has && val.endsWith(q);
      case 'IsSet': return has;
      case 'IsNotSet': return !has;
    }
    throw new Error(op);
  };
  const test = (c: SeedContact, r: SegmentRule): boolean => {
    switch (r.Kind) {
      case 'Group':
        return r.Match === 'All' ? r.Rules.every((x) => test(c, x)) : r.Rules.some((x) => test(c, x));
      case 'Tag':
        return c.tags.includes(names('tagIds', r.TagId)) === (r.Operator === 'Has');
      case 'List':
        return c.groups.includes(names('groupIds', r.GroupId)) === (r.Operator === 'In');
      case 'Activity': {
        if (r.Channel !== ChannelId.SMS || !c.phone) return r.Operator === 'DidNot';
        const within = (ago: number) => now - ago >= now - r.Days * DAY;
        const did = c.activity.some((a) => {
          if (!within(a.ago)) return false;
          if (r.Event === 'Replied') return a.kind === 'reply';
          if (a.kind !== 'message') return false;
          if (r.Event === 'Received') return RECEIVED.includes(a.state);
          if (r.Event === 'Delivered') return a.state === MessageState.Success;
          return a.state === MessageState.Fail || (a.state === MessageState.SubmitFail && a.receipt !== 'OPTED_OUT');
        });
        return did === (r.Operator === 'Did');
      }
      case 'Attribute': {
        const system: Record<string, string> = { FIRST_NAME: c.name, LAST_NAME: c.lastName, EMAIL: c.email, PHONE: c.phone, WHATSAPP: c.whatsapp, COUNTRY: c.country };
        if (r.Attribute in system) return text(system[r.Attribute], r.Operator, String(r.Value ?? ''));
        if (r.Attribute === 'CREATED_AT') {
          const today = dayStart(daysAgo(0, now));
          switch (r.Operator) {
            case 'On': return createdAt >= dayStart(String(r.Value)) && createdAt < dayStart(String(r.Value)) + DAY;
            case 'Before': return createdAt < dayStart(String(r.Value));
            case 'After': return createdAt >= dayStart(String(r.Value)) + DAY;
            case 'InLastDays': return createdAt >= today - r.Days! * DAY;
            case 'MoreThanDaysAgo': return createdAt < today - r.Days! * DAY;
            case 'IsNotSet': return false;
            default: return true;
          }
        }
        const attr = names('attributeIds', r.Attribute) as keyof SeedContact['attrs'];
        const v = c.attrs[attr];
        if (r.Operator === 'IsSet') return v !== undefined;
        if (r.Operator === 'IsNotSet') return v === undefined;
        switch (attr) {
          case 'city':
            return text(v as string | undefined, r.Operator, String(r.Value));
          case 'orders': {
            const n = v as number | undefined;
            const x = Number(r.Value);
            if (r.Operator === 'NotEquals') return n !== x;
            if (n === undefined) return false;
            return { Equals: n === x, GreaterThan: n > x, LessThan: n < x, AtLeast: n >= x, AtMost: n <= x }[r.Operator as 'Equals']!;
          }
          case 'vip':
            return r.Operator === 'IsTrue' ? v === true : v === false;
          case 'tier': {
            const hit = v !== undefined && (r.Values ?? []).some((x) => x.toLowerCase() === String(v).toLowerCase());
            return r.Operator === 'In' ? hit : !hit;
          }
          case 'signup': {
            const d = v as string | undefined;
            if (d === undefined) return false;
            const today = daysAgo(0, now);
            switch (r.Operator) {
              case 'On': return d === r.Value;
              case 'Before': return d < String(r.Value);
              case 'After': return d > String(r.Value);
              case 'InLastDays': return d >= daysAgo(r.Days!, now) && d <= today;
              case 'MoreThanDaysAgo': return d < daysAgo(r.Days!, now);
            }
          }
        }
        throw new Error(`no model for ${JSON.stringify(r)}`);
      }
    }
  };
  return seed.contacts.filter((c) => test(c, rule)).map((c) => c.name);
}
