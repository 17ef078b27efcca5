import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalanceAlarm } from '../../src/contract/entities/balanceAlarm';
import type { AuthTokens } from '../../src/contract/entities/user';
import { RetCode } from '../../src/contract/retCodes';
import { creditWallet, debitWallet, MAIN_WALLET } from '../../src/gateway/wallet';
import { startTestGateway, type TestGateway } from './harness';
import { newUser } from './userFixture';

type Addresses = { Emails: string[]; Recipients: string[] };

/**
 * Notification e-mail addresses (settings) and the e-mail a ticket's owner gets when support
 * replies, through the gateway's mail path (outbound_messages, the deliverer's store: the test double).
 */
describe('notification e-mails: addresses, ticket replies, the low-balance alarm', () => {
  let gw: TestGateway;
  let operator: string;
  beforeAll(async () => {
    gw = await startTestGateway();
    operator = (await gw.ok<AuthTokens>('LoginByPassword', { Email: 'operator@example.com', Password: 'Operator-2026!' })).AccessToken;
  });
  afterAll(() => gw.close());

  const replies = async (to: string) => (await gw.outbox(to)).filter((m) => m.subject.startsWith('Support replied to your ticket'));

  it("an operator's reply e-mails the owner's account address when no notification address is set; the customer's own comments e-mail nobody", async () => {
    const u = await newUser(gw.db);
    expect(await gw.ok<Addresses>('GetNotificationEmails', {}, u.token)).toEqual({ Emails: [], Recipients: [u.email] });
    const { TicketId } = await gw.ok<{ TicketId: number }>('CreateTicket', { Category: 'Billing', Title: 'Invoice address', Content: 'Please change it.' }, u.token);
    await gw.ok('CreateComment', { TicketId, Content: 'It is 1 Main St.' }, u.token);
    expect(await replies(u.email)).toHaveLength(0);
    await gw.ok('OperatorReplyTicket', { TicketId, Content: 'Changed: 1 Main St.\nAnything else?', Status: 4 }, operator);
    const [mail, ...more] = await replies(u.email);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ channel: 'email', subject: `Support replied to your ticket #${TicketId}: Invoice address` });
    expect(mail!.body).toContain('Changed: 1 Main St.\nAnything else?');
    expect(mail!.body).toContain('The ticket is now Solved.');
    expect(mail!.body).toMatch(new RegExp(`https?://[^\\s]+/setting/work-order/${TicketId}`));
  });

  it('with notification addresses set, replies and the low-balance alarm go to them (not the account address); bad lists are refused and change nothing', async () => {
    const u = await newUser(gw.db);
    const set = await gw.ok<Addresses>('UpdateNotificationEmails', { Emails: ['Billing@Example.org', 'ops@example.net'] }, u.token);
    expect(set).toEqual({ Emails: ['billing@example.org', 'ops@example.net'], Recipients: ['billing@example.org', 'ops@example.net'] });
    for (const Emails of [['not-an-address'], ['a@example.org', 'A@example.org'], Array.from({ length: 6 }, (_, i) => `n${i}@example.org`), 'x@example.org']) {
      const r = await gw.api('UpdateNotificationEmails', { Emails }, u.token);
      expect(r.RetCode, JSON.stringify(Emails)).toBe(RetCode.InvalidParams);
      expect(r.Message, JSON.stringify(Emails)).toMatch(/^Emails/);
    }
    expect((await gw.ok<Addresses>('GetNotificationEmails', {}, u.token)).Emails).toEqual(['billing@example.org', 'ops@example.net']);

    const { TicketId } = await gw.ok<{ TicketId: number }>('CreateTicket', { Category: 'SMS', Title: 'Sender id', Content: 'Which one?' }, u.token);
    await gw.ok('OperatorReplyTicket', { TicketId, Content: 'Use MYBRAND.' }, operator);
    expect(await replies('billing@example.org')).toHaveLength(1);
    expect(await replies('ops@example.net')).toHaveLength(1);
    expect(await replies(u.email)).toHaveLength(0);

    // The low-balance alarm shares the addresses (GetBalanceAlarm lists them) and the mail path.
    await gw.ok('UpdateBalanceAlarmThreshold', { Threshold: 500_000 }, u.token);
    expect((await gw.ok<BalanceAlarm>('GetBalanceAlarm', {}, u.token)).Emails).toEqual(['billing@example.org', 'ops@example.net']);
    await gw.db.transaction((tx) => creditWallet(tx, u.userId, MAIN_WALLET, { amount: 1_000_000 }, { kind: 'test', reference: 'fixture', now: Date.now() }));
    await gw.db.transaction((tx) => debitWallet(tx, u.userId, MAIN_WALLET, 600_000, { kind: 'deduct', reference: 'usage', now: Date.now() }));
    for (const to of ['billing@example.org', 'ops@example.net']) expect((await gw.outbox(to)).filter((m) => m.subject.startsWith('Your main balance is below'))).toHaveLength(1);

    // An empty list sends them to the account address again; another account sees none of them.
    expect(await gw.ok<Addresses>('UpdateNotificationEmails', { Emails: [] }, u.token)).toEqual({ Emails: [], Recipients: [u.email] });
    const other = await newUser(gw.db);
    expect(await gw.ok<Addresses>('GetNotificationEmails', {}, other.token)).toEqual({ Emails: [], Recipients: [other.email] });
  });
});
