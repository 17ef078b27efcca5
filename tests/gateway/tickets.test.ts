import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthTokens, UserInfo } from '../../src/contract/entities/user';
import { type OperatorTicket, type OperatorTicketInfo, type Ticket, type TicketInfo, TicketStatus } from '../../src/contract/entities/ticket';
import { RetCode } from '../../src/contract/retCodes';
import { users } from '../../src/gateway/db/schema';
import { startTestGateway, type TestGateway } from './harness';
import { ticketPicture } from './ticketFixture';
import { newUser } from './userFixture';

interface List<T> {
  Total: number;
  Tickets: T[];
}

describe('tickets: work orders, the operator role and the badge', () => {
  let t: TestGateway;
  let operator: string;
  const uploadDir = mkdtempSync(join(tmpdir(), 'tickets-test-'));

  beforeAll(async () => {
    t = await startTestGateway({ uploadDir });
    // The seeded support operator signs in with the documented password.
    const tokens = await t.ok<AuthTokens>('LoginByPassword', { Email: 'operator@example.com', Password: 'Operator-2026!' });
    operator = tokens.AccessToken;
  });
  afterAll(async () => {
    await t.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  const open = (token: string, over: Record<string, unknown> = {}) =>
    t.ok<{ TicketId: number }>('CreateTicket', { Category: 'SMS', Title: 'Messages to Brazil stuck', Content: 'Since 10:00 every message to +55 stays Pending.', ...over }, token);

  it('opens a ticket In Review with its description as the first comment, and lists and filters it', async () => {
    const { token } = await newUser(t.db);
    const a = await open(token);
    const b = await open(token, { Category: 'Billing', Title: 'Invoice address' });
    const info = await t.ok<TicketInfo>('GetTicketInfo', { TicketId: a.TicketId }, token);
    expect(info).toMatchObject({ TicketId: a.TicketId, Category: 'SMS', Status: TicketStatus.InReview, Title: 'Messages to Brazil stuck', PicturesLeft: 5, NewReply: false, CommentCount: 1 });
    expect(info.Comments).toHaveLength(1);
    expect(info.Comments[0]).toMatchObject({ FromStaff: false, AuthorName: 'Buyer', Content: 'Since 10:00 every message to +55 stays Pending.', Attachments: [] });

    const all = await t.ok<List<Ticket>>('GetTicketList', {}, token);
    expect(all.Total).toBe(2);
    expect(all.Tickets.map((x) => x.TicketId)).toEqual([b.TicketId, a.TicketId]);
    expect((await t.ok<List<Ticket>>('GetTicketList', { Category: 'Billing' }, token)).Tickets.map((x) => x.TicketId)).toEqual([b.TicketId]);
    expect((await t.ok<List<Ticket>>('GetTicketList', { Status: TicketStatus.Solved }, token)).Total).toBe(0);
    expect((await t.ok<List<Ticket>>('GetTicketList', { Limit: 10, Offset: 1 }, token)).Tickets.map((x) => x.TicketId)).toEqual([a.TicketId]);
  });

  it('refuses bad input naming what is wrong, and saves nothing', async () => {
    const { token } = await newUser(t.db);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ Category: 'Fax' }, /Category must be one of SMS, EMAIL, WhatsApp, Billing, Account, Others/],
      [{ Title: '  ' }, /Title: Please enter a title/],
      [{ Title: 'x'.repeat(101) }, /Title: must be at most 100 characters/],
      [{ Content: '' }, /Content: Please describe the problem/],
      [{ AttachFileIds: ['a', 'b'] }, /AttachFileIds/],
      [{ AttachFileIds: Array.from({ length: 6 }, (_, i) => `${'A'.repeat(21)}${i}`) }, /up to 5 pictures/],
    ];
    for (const [over, message] of cases) {
      const env = await t.api('CreateTicket', { Category: 'SMS', Title: 'T', Content: 'C', ...over }, token);
      expect(env.RetCode, JSON.stringify(over)).toBe(RetCode.InvalidParams);
      expect(env.Message).toMatch(message);
    }
    expect((await t.api('GetTicketList', { Limit: 25 }, token)).Message).toMatch(/Limit must be one of 10, 15, 30/);
    expect((await t.ok<List<Ticket>>('GetTicketList', {}, token)).Total).toBe(0);
  });

  it('moves through the states: reply, operator answer, solved, reopened by a reply, closed for good', async () => {
    const { token } = await newUser(t.db);
    const { TicketId } = await open(token);
    const reply = await t.ok<{ Status: number }>('OperatorReplyTicket', { TicketId, Content: 'Which sender id do you use?' }, operator);
    expect(reply.Status).toBe(TicketStatus.Pending);
    expect((await t.ok<{ Status: number }>('CreateComment', { TicketId, Content: 'The default one.' }, token)).Status).toBe(TicketStatus.InReview);
    await t.ok('OperatorReplyTicket', { TicketId, Content: 'Waiting for the carrier.', Status: TicketStatus.OnHold }, operator);
    expect((await t.ok<TicketInfo>('GetTicketInfo', { TicketId }, token)).Status).toBe(TicketStatus.OnHold);
    expect(await t.ok('SolvedTicket', { TicketId }, token)).toEqual({ TicketId, Status: TicketStatus.Solved });
    expect(await t.ok('SolvedTicket', { TicketId }, token)).toEqual({ TicketId, Status: TicketStatus.Solved });
    // A reply on a solved ticket opens it again.
    expect((await t.ok<{ Status: number }>('CreateComment', { TicketId, Content: 'It happened again.' }, token)).Status).toBe(TicketStatus.InReview);
    await t.ok('OperatorSetTicketStatus', { TicketId, Status: TicketStatus.Closed }, operator);
    for (const [action, params] of [
      ['CreateComment', { TicketId, Content: 'Hello?' }],
      ['SolvedTicket', { TicketId }],
    ] as const) {
      const env = await t.api(action, params, token);
      expect(env.RetCode).toBe(RetCode.TicketClosed);
      expect(env.Message).toBe('The ticket is closed');
    }
    expect((await t.api('OperatorReplyTicket', { TicketId, Content: 'x' }, operator)).RetCode).toBe(RetCode.TicketClosed);
    expect((await t.api('OperatorSetTicketStatus', { TicketId, Status: TicketStatus.InReview }, operator)).RetCode).toBe(RetCode.TicketClosed);
    const info = await t.ok<TicketInfo>('GetTicketInfo', { TicketId }, token);
    expect(info.Status).toBe(TicketStatus.Closed);
    expect(info.Comments.map((c) => [c.FromStaff, c.Content])).toEqual([
      [false, 'Since 10:00 every message to +55 stays Pending.'],
      [true, 'Which sender id do you use?'],
      [false, 'The default one.'],
      [true, 'Waiting for the carrier.'],
      [false, 'It happened again.'],
    ]);
    expect(info.Comments[1]!.AuthorName).toBe('Support Operator');
  });

  it('counts new replies for the badge: Total and TicketIds, read by opening the ticket or solving it', async () => {
    const { token } = await newUser(t.db);
    const a = await open(token);
    const b = await open(token, { Title: 'Second' });
    const c = await open(token, { Title: 'Third' });
    expect(await t.ok('GetNewReplyList', {}, token)).toEqual({ Total: 0, TicketIds: [] });
    await t.ok('CreateComment', { TicketId: c.TicketId, Content: 'My own comment is no reply' }, token);
    await t.ok('OperatorReplyTicket', { TicketId: a.TicketId, Content: 'First answer' }, operator);
    await t.ok('OperatorReplyTicket', { TicketId: a.TicketId, Content: 'Second answer' }, operator);
    await t.ok('OperatorReplyTicket', { TicketId: b.TicketId, Content: 'Answer' }, operator);
    expect(await t.ok('GetNewReplyList', {}, token)).toEqual({ Total: 2, TicketIds: [a.TicketId, b.TicketId] });
    const list = await t.ok<List<Ticket>>('GetTicketList', {}, token);
    expect(list.Tickets.filter((x) => x.NewReply).map((x) => x.TicketId).sort()).toEqual([a.TicketId, b.TicketId].sort());

    // Opening the ticket reads its replies (the answer still flags them as new, once).
    expect((await t.ok<TicketInfo>('GetTicketInfo', { TicketId: a.TicketId }, token)).NewReply).toBe(true);
    expect((await t.ok<TicketInfo>('GetTicketInfo', { TicketId: a.TicketId }, token)).NewReply).toBe(false);
    expect(await t.ok('GetNewReplyList', {}, token)).toEqual({ Total: 1, TicketIds: [b.TicketId] });
    await t.ok('SolvedTicket', { TicketId: b.TicketId }, token);
    expect(await t.ok('GetNewReplyList', {}, token)).toEqual({ Total: 0, TicketIds: [] });
    // The operator reading a ticket changes nothing for the customer.
    await t.ok('OperatorReplyTicket', { TicketId: a.TicketId, Content: 'One more thing' }, operator);
    await t.ok('OperatorGetTicketInfo', { TicketId: a.TicketId }, operator);
    expect(await t.ok('GetNewReplyList', {}, token)).toEqual({ Total: 1, TicketIds: [a.TicketId] });
  });

  it('keeps every account to its own tickets and pictures', async () => {
    const alice = await newUser(t.db);
    const mallory = await newUser(t.db);
    const picture = await ticketPicture(t, alice.token);
    const { TicketId } = await open(alice.token, { AttachFileIds: [picture.AttachFileId] });
    const spare = await ticketPicture(t, alice.token);

    for (const [action, params] of [
      ['GetTicketInfo', { TicketId }],
      ['CreateComment', { TicketId, Content: 'mine now' }],
      ['SolvedTicket', { TicketId }],
    ] as const) {
      const env = await t.api(action, params, mallory.token);
      expect(env.RetCode, action).toBe(RetCode.TicketNotFound);
      expect(env.Data, action).toBeUndefined();
    }
    // An id that does not exist answers the same.
    expect((await t.api('GetTicketInfo', { TicketId: 999_999 }, mallory.token)).RetCode).toBe(RetCode.TicketNotFound);
    expect((await t.ok<List<Ticket>>('GetTicketList', {}, mallory.token)).Total).toBe(0);
    expect(await t.ok('GetNewReplyList', {}, mallory.token)).toEqual({ Total: 0, TicketIds: [] });

    // Another account's pictures cannot be attached, whether already attached or not.
    const own = await open(mallory.token);
    for (const id of [picture.AttachFileId, spare.AttachFileId]) {
      expect((await t.api('CreateTicket', { Category: 'SMS', Title: 'T', Content: 'C', AttachFileIds: [id] }, mallory.token)).RetCode).toBe(RetCode.AttachFileNotFound);
      expect((await t.api('CreateComment', { TicketId: own.TicketId, Content: 'C', AttachFileIds: [id] }, mallory.token)).RetCode).toBe(RetCode.AttachFileNotFound);
    }
    // A refused write saved nothing: mallory still has one ticket with one comment.
    expect((await t.ok<List<Ticket>>('GetTicketList', {}, mallory.token)).Total).toBe(1);
    expect((await t.ok<TicketInfo>('GetTicketInfo', { TicketId: own.TicketId }, mallory.token)).Comments).toHaveLength(1);
    // Alice can still use her spare picture.
    await t.ok('CreateComment', { TicketId, Content: 'Another screenshot', AttachFileIds: [spare.AttachFileId] }, alice.token);
    expect((await t.ok<TicketInfo>('GetTicketInfo', { TicketId }, alice.token)).PicturesLeft).toBe(3);
  });

  it('gives the operator role only to operator accounts; customers cannot reach or gain it', async () => {
    const customer = await newUser(t.db);
    const { TicketId } = await open(customer.token);
    const operatorActions: Array<[string, Record<string, unknown>]> = [
      ['OperatorGetTicketList', {}],
      ['OperatorGetTicketInfo', { TicketId }],
      ['OperatorReplyTicket', { TicketId, Content: 'I am staff now' }],
      ['OperatorSetTicketStatus', { TicketId, Status: TicketStatus.Closed }],
    ];
    for (const [action, params] of operatorActions) {
      const env = await t.api(action, params, customer.token);
      expect(env.RetCode, action).toBe(RetCode.PermissionDenied);
      expect(env.Data, action).toBeUndefined();
      expect((await t.api(action, params)).RetCode, `${action} signed out`).toBe(RetCode.NotLoggedIn);
    }
    // Params that try to grant the role are not params of UpdateUser: ignored, nothing changes.
    await t.ok('UpdateUser', { DisplayName: 'Eve', Role: 'operator', Permissions: ['TicketOperator'], Administrator: true }, customer.token);
    const info = await t.ok<UserInfo>('GetUserInfo', {}, customer.token);
    expect(info.Permissions).not.toContain('TicketOperator');
    const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, customer.userId));
    expect(row!.role).toBe('customer');
    expect((await t.api('OperatorGetTicketList', {}, customer.token)).RetCode).toBe(RetCode.PermissionDenied);
    // An access key of a customer gets no further.
    const key = await t.ok<{ AccessKeyId: string; AccessKeySecret: string }>('CreateAccessKey', { Name: 'script' }, customer.token);
    const viaKey = await fetch(`${t.url}/api`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `AccessKey ${key.AccessKeyId}:${key.AccessKeySecret}` },
      body: JSON.stringify({ Action: 'OperatorGetTicketList' }),
    });
    expect(((await viaKey.json()) as { RetCode: number }).RetCode).toBe(RetCode.PermissionDenied);
    // Nothing of the attempts reached the ticket.
    const ticket = await t.ok<TicketInfo>('GetTicketInfo', { TicketId }, customer.token);
    expect(ticket.Status).toBe(TicketStatus.InReview);
    expect(ticket.Comments).toHaveLength(1);

    // The operator holds the permission and sees every customer's tickets with their owner.
    expect((await t.ok<UserInfo>('GetUserInfo', {}, operator)).Permissions).toContain('TicketOperator');
    const queue = await t.ok<List<OperatorTicket>>('OperatorGetTicketList', { Keyword: customer.email, Limit: 30 }, operator);
    expect(queue.Tickets.map((x) => x.TicketId)).toEqual([TicketId]);
    expect(queue.Tickets[0]).toMatchObject({ CustomerEmail: customer.email, CustomerName: 'Eve', CustomerId: customer.userId });
    const full = await t.ok<OperatorTicketInfo>('OperatorGetTicketInfo', { TicketId }, operator);
    expect(full.CustomerEmail).toBe(customer.email);
    // A LIKE pattern in the keyword is taken literally.
    expect((await t.ok<List<OperatorTicket>>('OperatorGetTicketList', { Keyword: '%' }, operator)).Total).toBe(0);
    // The operator's own customer view holds only its own tickets.
    expect((await t.api('GetTicketInfo', { TicketId }, operator)).RetCode).toBe(RetCode.TicketNotFound);
  });

  it('lists the category tags (GetCDPTags)', async () => {
    const { token } = await newUser(t.db);
    const { Tags } = await t.ok<{ Tags: Array<{ Key: string; EnName: string; CnName: string }> }>('GetCDPTags', {}, token);
    expect(Tags.map((x) => x.Key)).toEqual(['SMS', 'EMAIL', 'WhatsApp', 'Billing', 'Account', 'Others']);
    expect(Tags.find((x) => x.Key === 'Billing')).toEqual({ Key: 'Billing', EnName: 'Billing', CnName: '账单' });
  });
});
