import { randomUUID } from 'node:crypto';
import { TaskStatus } from '../../src/contract/messaging/taskStatus';
import type { Db } from '../../src/gateway/db/client';
import { smsMessages, smsReplies, smsTasks } from '../../src/gateway/db/schema';
import { MessageState } from '../../src/gateway/messaging/delivery/messageState';
import type { TestGateway } from './harness';
import { newUser } from './userFixture';

export const DAY = 86_400_000;
/** A UTC date `days` before today, YYYY-MM-DD. */
export const daysAgo = (days: number, now = Date.now()) => new Date(Date.parse(`${new Date(now).toISOString().slice(0, 10)}T00:00:00Z`) - days * DAY).toISOString().slice(0, 10);

/** One SMS message (or reply) of the seed: its state and how long ago. */
export type SeedActivity = { kind: 'message'; state: number; receipt?: string; ago: number } | { kind: 'reply'; ago: number };

/** A contact of the seeded audience as the model holds it (attribute values by attribute name). */
export interface SeedContact {
  name: string;
  lastName: string;
  email: string;
  phone: string;
  /** The phone's country as the gateway stores it ('' without a phone). */
  country: string;
  whatsapp: string;
  attrs: Partial<{ orders: number; city: string; vip: boolean; tier: string; signup: string }>;
  tags: string[];
  groups: string[];
  activity: SeedActivity[];
}

/**
 * The audience every segment test is checked against: six contacts with hand-chosen names,
 * addresses, attribute values (orders Number, city Text, vip Boolean, tier Category, signup
 * Date), tags (Lead, Churned), groups (Newsletter, Staff) and SMS activity (messages in every
 * state, an opt-out refusal, a queued one, replies), at set distances in the past: half days, so
 * no event sits on the edge of a 1, 7, 30, 90 or 365-day window.
 */
export function seedContacts(): SeedContact[] {
  const msg = (state: number, ago: number, receipt?: string): SeedActivity => ({ kind: 'message', state, ago, receipt });
  return [
    {
      name: 'Ada', lastName: 'Lovelace', email: 'ada@x.example', phone: '+12025550101', country: 'US', whatsapp: '',
      attrs: { orders: 5, city: 'London', vip: true, tier: 'Gold', signup: daysAgo(3) },
      tags: ['Lead'], groups: ['Newsletter'],
      activity: [msg(MessageState.Success, 2.5 * DAY), { kind: 'reply', ago: 0.5 * DAY }],
    },
    {
      name: 'Bob', lastName: 'Stone', email: 'bob@y.example', phone: '', country: '', whatsapp: '',
      attrs: { orders: 0, city: 'Paris', vip: false, tier: 'Silver', signup: '2020-01-15' },
      tags: ['Churned'], groups: [],
      activity: [],
    },
    {
      name: 'Chen', lastName: 'Li', email: '', phone: '+8613800138000', country: 'CN', whatsapp: '',
      attrs: { orders: 12, city: 'London Bridge', tier: 'Gold', signup: daysAgo(40) },
      tags: ['Lead', 'Churned'], groups: ['Newsletter', 'Staff'],
      activity: [msg(MessageState.Fail, 5.5 * DAY), msg(MessageState.Success, 60.5 * DAY), { kind: 'reply', ago: 50.5 * DAY }],
    },
    {
      name: 'Dana', lastName: '', email: 'dana@z.example', phone: '', country: '', whatsapp: '',
      attrs: {},
      tags: [], groups: ['Staff'],
      activity: [],
    },
    {
      name: 'Eve', lastName: '', email: '', phone: '+447400900123', country: 'GB', whatsapp: '',
      attrs: { orders: 3.5, city: 'paris', vip: true, tier: 'Bronze' },
      tags: [], groups: ['Newsletter'],
      activity: [msg(MessageState.Unknown, 1.5 * DAY), msg(MessageState.SubmitFail, 0.5 * DAY, 'OPTED_OUT')],
    },
    {
      name: 'Finn', lastName: '', email: '', phone: '+12025550106', country: 'US', whatsapp: '+12025550107',
      attrs: {},
      tags: [], groups: [],
      activity: [msg(MessageState.SubmitFail, 3.5 * DAY, 'REJECTED'), msg(MessageState.Queued, 0)],
    },
  ];
}

export interface SeededAudience {
  userId: number;
  token: string;
  contacts: SeedContact[];
  /** Public ids by name. */
  contactIds: Record<string, string>;
  attributeIds: Record<'orders' | 'city' | 'vip' | 'tier' | 'signup', string>;
  tagIds: Record<'Lead' | 'Churned', string>;
  groupIds: Record<'Newsletter' | 'Staff', string>;
  now: number;
}

/** Inserts SMS messages and replies for an account straight into the core's tables, at set times in the past. */
export async function seedActivity(db: Db, userId: number, phone: string, activity: readonly SeedActivity[], now: number): Promise<void> {
  // One task per message: a task has one message per phone.
  for (const a of activity) {
    if (a.kind !== 'message') continue;
    const [task] = await db
      .insert(smsTasks)
      .values({ taskId: `SEEDT${randomUUID().slice(0, 13)}`, sessionNo: randomUUID(), userId, content: 'seed', sendAt: now - a.ago, status: TaskStatus.Complete, total: 1, createdAt: now - a.ago })
      .returning();
    await db.insert(smsMessages).values({ taskId: task!.id, userId, phone, countryCode: 'US', segments: 1, price: 0, state: a.state, receiptCode: a.receipt ?? null, sendAt: now - a.ago });
  }
  for (const r of activity.filter((a) => a.kind === 'reply')) {
    await db.insert(smsReplies).values({ userId, phone, content: 'seed reply', receivedAt: now - r.ago });
  }
}

/** A fresh account with the seeded audience, made through the Actions (activity through the tables). */
export async function seedAudience(gw: TestGateway): Promise<SeededAudience> {
  const u = await newUser(gw.db);
  const now = Date.now();
  const ok = <T>(action: string, params: Record<string, unknown>) => gw.ok<T>(action, params, u.token);
  const attr = async (Name: string, Type: number, Options: string[] = []) => (await ok<{ AttributeId: string }>('CreateContactAttribute', { Name, Type, Options })).AttributeId;
  const attributeIds = { orders: await attr('orders', 1), city: await attr('city', 2), vip: await attr('vip', 3), tier: await attr('tier', 4, ['Gold', 'Silver', 'Bronze']), signup: await attr('signup', 5) };
  const tagIds = { Lead: (await ok<{ TagId: string }>('CreateContactTag', { TagName: 'Lead' })).TagId, Churned: (await ok<{ TagId: string }>('CreateContactTag', { TagName: 'Churned' })).TagId };
  const groupIds = {
    Newsletter: (await ok<{ GroupId: string }>('CreateContactGroup', { GroupName: 'Newsletter' })).GroupId,
    Staff: (await ok<{ GroupId: string }>('CreateContactGroup', { GroupName: 'Staff' })).GroupId,
  };
  const contacts = seedContacts();
  const made = await ok<{ Contacts: Array<{ ContactId: string; FirstName: string }> }>('CreateContacts', {
    Contacts: contacts.map((c) => ({
      FirstName: c.name,
      LastName: c.lastName,
      Email: c.email,
      Phone: c.phone,
      WhatsApp: c.whatsapp,
      Attributes: Object.fromEntries(Object.entries(c.attrs).map(([k, v]) => [attributeIds[k as keyof typeof attributeIds], v])),
    })),
  });
  const contactIds = Object.fromEntries(made.Contacts.map((c) => [c.FirstName, c.ContactId]));
  for (const tag of ['Lead', 'Churned'] as const) {
    const ids = contacts.filter((c) => c.tags.includes(tag)).map((c) => contactIds[c.name]);
    if (ids.length) await ok('TagContacts', { TagIds: [tagIds[tag]], ContactIds: ids });
  }
  for (const group of ['Newsletter', 'Staff'] as const) {
    const ids = contacts.filter((c) => c.groups.includes(group)).map((c) => contactIds[c.name]);
    if (ids.length) await ok('AddContactGroupMembers', { GroupId: groupIds[group], ContactIds: ids });
  }
  for (const c of contacts) if (c.phone) await seedActivity(gw.db, u.userId, c.phone, c.activity, now);
  return { userId: u.userId, token: u.token, contacts, contactIds, attributeIds, tagIds, groupIds, now };
}
