import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Country, Project, TimeZone } from '../../src/contract/entities/reference';
import { RetCode } from '../../src/contract/retCodes';
import { ticketComments, tickets } from '../../src/gateway/db/schema';
import { startTestGateway, type TestGateway } from './harness';
import { newUser } from './userFixture';

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(() => t.close());

describe('reference data', () => {
  it('GetCountryCodeList: every country, without sign-in', async () => {
    const { Countries } = await t.ok<{ Countries: Country[] }>('GetCountryCodeList');
    expect(Countries.length).toBeGreaterThanOrEqual(240);
    expect(Countries.find((c) => c.CountryCode === 'CN')).toEqual({ CountryName: 'China', CountryAlias: '中国', PhonePrefix: '86', CountryCode: 'CN' });
    expect(Countries.find((c) => c.CountryCode === 'US')).toMatchObject({ PhonePrefix: '1', CountryName: 'United States' });
  });
  it('GetTimeZones: IANA zones with current offsets', async () => {
    const { TimeZones } = await t.ok<{ TimeZones: TimeZone[] }>('GetTimeZones');
    expect(TimeZones.length).toBeGreaterThan(300);
    expect(TimeZones.find((z) => z.ZoneKey === 'Asia/Shanghai')).toEqual({ ZoneKey: 'Asia/Shanghai', Area: 'Asia', Offset: 480 });
    expect(TimeZones.find((z) => z.ZoneKey === 'UTC')).toMatchObject({ Offset: 0 });
    const offsets = TimeZones.map((z) => z.Offset);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });
});

describe('ListProjects', () => {
  it('maps ProjectId to the user\'s projects, the default one included', async () => {
    const { token } = await newUser(t.db);
    const data = await t.ok<Record<string, Project>>('ListProjects', {}, token);
    const list = Object.values(data);
    expect(list).toHaveLength(1);
    const [p] = list;
    expect(data[p!.ProjectId]).toBe(p);
    expect(p).toMatchObject({ ProjectName: 'Default project', IsDefault: true });
    expect(Math.abs(p!.CreateTime - Date.now() / 1000)).toBeLessThan(120);
    expect((await t.api('ListProjects')).RetCode).toBe(RetCode.NotLoggedIn);
  });
});

describe('GetNewReplyList', () => {
  it('counts tickets with a staff reply newer than the user read them', async () => {
    const { token, userId } = await newUser(t.db);
    const other = await newUser(t.db);
    const now = Date.now();
    const [a, b] = await t.db
      .insert(tickets)
      .values([
        { userId, category: 'SMS', title: 'A', createdAt: now - 5000, userReadAt: now - 5000 },
        { userId, category: 'Billing', title: 'B', createdAt: now - 5000, userReadAt: now - 5000 },
      ])
      .returning();
    const [c] = await t.db.insert(tickets).values({ userId: other.userId, category: 'SMS', title: 'C', createdAt: now, userReadAt: now - 5000 }).returning();
    expect(await t.ok('GetNewReplyList', {}, token)).toEqual({ Total: 0, TicketIds: [] });

    await t.db.insert(ticketComments).values([
      { ticketId: a!.id, fromStaff: true, body: 'We are on it', createdAt: now - 1000 },
      { ticketId: a!.id, fromStaff: true, body: 'Fixed', createdAt: now - 500 },
      { ticketId: b!.id, fromStaff: false, body: 'My own comment', createdAt: now - 1000 },
      { ticketId: c!.id, fromStaff: true, body: 'Other user', createdAt: now - 1000 },
    ]);
    expect(await t.ok('GetNewReplyList', {}, token)).toEqual({ Total: 1, TicketIds: [a!.id] });

    await t.db.update(tickets).set({ userReadAt: now }).where(eq(tickets.id, a!.id));
    expect(await t.ok('GetNewReplyList', {}, token)).toEqual({ Total: 0, TicketIds: [] });
  });
});
