import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChannelId, WalletProductType } from '../../src/contract/constants';
import { TaskStatus } from '../../src/contract/messaging/taskStatus';
import { RetCode } from '../../src/contract/retCodes';
import { jobs, mediaFiles, smsCallbackSettings, smsMessages, smsTasks, walletHolds, walletJournal, wallets } from '../../src/gateway/db/schema';
import { wakeJobRunners } from '../../src/gateway/jobs/wakeJobRunners';
import { MessageState } from '../../src/gateway/messaging/delivery/messageState';
import { parseRecipients } from '../../src/gateway/messaging/recipients/parseRecipients';
import { readRecipients } from '../../src/gateway/messaging/recipients/readRecipients';
import { countSent } from '../../src/gateway/messaging/records/countSent';
import { createTask } from '../../src/gateway/messaging/tasks/createTask';
import { creditWallet } from '../../src/gateway/wallet';
import { throwawayChannel } from '../fixtures/throwawayChannel';
import { startTestGateway, type TestGateway } from './harness';
import { fastSms, idemKey, smsUser, usNumbers, waitFor } from './smsFixture';
import { newUser } from './userFixture';

/**
 * The messaging core with a channel made up for this test (tests/fixtures/throwawayChannel.ts):
 * its own address and content rules, per-unit prices on the E-mail sub-wallet and a fake carrier.
 * A task goes through recipients (typed and an uploaded CSV) → hold → queue → carrier → records →
 * receipts (one never comes: NO_RECEIPT) → charge → callbacks, with no SMS code involved.
 */
describe('a channel is all the messaging core needs', () => {
  const channel = throwawayChannel();
  let gw: TestGateway;
  let uploadDir: string;
  let hooks: Server;
  const posted: Array<{ TaskId: string; PhoneNumber: string; SendResult: string; ReceiptCode: string }> = [];

  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), 'messaging-core-'));
    hooks = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        posted.push(...(JSON.parse(body) as { Receipts: typeof posted }).Receipts);
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((r) => hooks.listen(0, '127.0.0.1', () => r()));
    const port = (hooks.address() as AddressInfo).port;
    gw = await startTestGateway({ ...fastSms({ receiptTimeoutMs: 10_000, receiptCheckMs: 200, callbackAllowHosts: [`127.0.0.1:${port}`] }), uploadDir }, { extraChannels: [channel] });
  }, 120_000);

  afterAll(async () => {
    await gw?.close();
    await new Promise((r) => hooks.close(r));
    await rm(uploadDir, { recursive: true, force: true });
  });

  it('drives a task from its recipients to the charge, each message handed over once', async () => {
    const db = gw.db;
    const now = Date.now();
    const { userId, token } = await newUser(db);
    await db.transaction((tx) => creditWallet(tx, userId, WalletProductType.Email, { amount: 100_000 }, { kind: 'test', reference: 'fixture', now }));
    const port = (hooks.address() as AddressInfo).port;
    await db.insert(smsCallbackSettings).values({ userId, url: `http://127.0.0.1:${port}/hook`, secret: 's3cret', updatedAt: now });
    const fileId = 'AbCdEfGhIjKlMnOpQrStUv';
    const csv = 'name,address\nAnn,ann@x.us\nBob,BOB@x.gb\nZed,zed@x.fr\n';
    await writeFile(join(uploadDir, fileId), csv);
    await db.insert(mediaFiles).values({ id: fileId, userId, kind: 'import', fileName: 'list.csv', declaredType: 'text/csv', md5: '-', size: csv.length, authHash: '-', expiresAt: now, createdAt: now, storedType: 'text/csv; charset=utf-8', storedAt: now });

    const text = 'Hello from the core!'; // 20 characters: 2 units by the channel's content rule
    const { task, priced, recipients } = await db.transaction(async (tx) => {
      const where = { userId, uploadDir };
      const fromFile = await readRecipients(tx, channel, { kind: 'file', fileId }, where);
      const typed = await readRecipients(tx, channel, { kind: 'list', addresses: ['bounce@y.us', 'refused@y.us', 'silent@y.gb', 'not-an-address', 'ann@x.us', ' ANN@x.us'] }, where);
      expect(fromFile).toEqual(['ann@x.us', 'BOB@x.gb', 'zed@x.fr']);
      const recipients = parseRecipients(channel, [...fromFile, ...typed]);
      return { ...(await createTask(tx, channel, { userId, taskId: 'TWTASK1', sessionNo: 'tw-session-1', text, recipients, free: false, sendAt: now, now })), recipients };
    });
    wakeJobRunners();
    expect(recipients).toMatchObject({ invalid: 1, duplicate: 2, unsupported: 1 });
    // 3 US messages × 2 units × 100 + 2 GB messages × 2 units × 250.
    expect(priced).toMatchObject({ units: 10, cost: 1600 });
    expect(task).toMatchObject({ total: 5, segments: 10, estimatedCost: 1600, holdReference: 'throwaway-task:TWTASK1' });

    const done = await waitFor(
      async () => (await db.select().from(smsTasks).where(eq(smsTasks.id, task.id)))[0]!,
      (t) => t.status === TaskStatus.Complete,
      60_000,
    );
    // Charged: every message the carrier accepted (ann 200, BOB 500, bounce 200, silent 500), not the refused one.
    expect(done).toMatchObject({ succeeded: 2, failed: 1, unknown: 1, submitFailed: 1, charged: 1400 });

    const handed = channel.carrier.handedOver.map((m) => m.phone).sort();
    expect(handed).toEqual(['ann@x.us', 'bob@x.gb', 'bounce@y.us', 'refused@y.us', 'silent@y.gb']);
    const records = await db.select().from(smsMessages).where(eq(smsMessages.taskId, task.id));
    const byAddress = Object.fromEntries(records.map((r) => [r.phone, { state: r.state, code: r.receiptCode, charged: r.charged, price: r.price, submits: r.submitCount }]));
    expect(byAddress).toEqual({
      'ann@x.us': { state: MessageState.Success, code: 'OK', charged: true, price: 200, submits: 1 },
      'bob@x.gb': { state: MessageState.Success, code: 'OK', charged: true, price: 500, submits: 1 },
      'bounce@y.us': { state: MessageState.Fail, code: 'BOUNCED', charged: true, price: 200, submits: 1 },
      'refused@y.us': { state: MessageState.SubmitFail, code: 'REFUSED', charged: false, price: 200, submits: 1 },
      'silent@y.gb': { state: MessageState.Unknown, code: 'NO_RECEIPT', charged: true, price: 500, submits: 1 },
    });

    const [hold] = await db.select().from(walletHolds).where(eq(walletHolds.reference, 'throwaway-task:TWTASK1'));
    expect(hold).toMatchObject({ amount: 1600, charged: 1400, released: 200, open: false });
    const mine = await db.select().from(wallets).where(eq(wallets.userId, userId));
    const email = mine.find((w) => w.productType === WalletProductType.Email)!;
    expect({ amount: email.amount, amountFreeze: email.amountFreeze }).toEqual({ amount: 100_000 - 1400, amountFreeze: 0 });
    // No other wallet (SMS included) was touched.
    for (const w of mine.filter((x) => x !== email)) expect({ productType: w.productType, amount: w.amount, amountFreeze: w.amountFreeze }).toEqual({ productType: w.productType, amount: 0, amountFreeze: 0 });
    // The task and its messages carry the channel's id; SMS's read Actions do not list them.
    expect(done.channel).toBe(ChannelId.Email);
    expect([...new Set(records.map((r) => r.channel))]).toEqual([ChannelId.Email]);
    expect(await gw.ok('GetUSMSSendTask', { Offset: 0, Limit: 20 }, token)).toMatchObject({ Total: 0, Tasks: [] });
    expect(await gw.ok('GetUSMSSendRecord', { TaskId: 'TWTASK1', Offset: 0, Limit: 20 }, token)).toMatchObject({ Total: 0 });
    expect(await gw.api('DescribeUSMSSendTaskStatistics', { TaskId: 'TWTASK1' }, token)).toMatchObject({ RetCode: RetCode.TaskNotFound });

    const journal = await db.select().from(walletJournal).where(eq(walletJournal.reference, 'throwaway-task:TWTASK1'));
    expect([...new Set(journal.map((j) => j.kind))].sort()).toEqual(['charge', 'hold', 'release']);
    expect(journal.filter((j) => j.kind === 'charge').reduce((n, j) => n + j.deltaFreeze, 0)).toBe(-1400);

    const [job] = await db.select().from(jobs).where(and(eq(jobs.kind, 'throwaway-task'), eq(jobs.ref, String(task.id))));
    expect(job?.doneAt).not.toBeNull();
    await waitFor(async () => posted.length, (n) => n >= 3, 20_000);
    expect(posted.map((p) => `${p.TaskId} ${p.PhoneNumber} ${p.SendResult} ${p.ReceiptCode}`).sort()).toEqual([
      'TWTASK1 ann@x.us Success OK',
      'TWTASK1 bob@x.gb Success OK',
      'TWTASK1 bounce@y.us Fail BOUNCED',
    ]);
  }, 120_000);

  it("counts another channel's sends against none of SMS's quotas, limits or alarms", async () => {
    const db = gw.db;
    const now = Date.now();
    const u = await smsUser(db);
    await db.transaction((tx) => creditWallet(tx, u.userId, WalletProductType.Email, { amount: 100_000 }, { kind: 'test', reference: 'fixture', now }));
    // Four messages of the throwaway channel (ChannelId.Email) today.
    await db.transaction(async (tx) => {
      const recipients = parseRecipients(channel, ['a@x.us', 'b@x.us', 'c@x.us', 'd@x.us']);
      await createTask(tx, channel, { userId: u.userId, taskId: 'TWTASK2', sessionNo: 'tw-session-2', text: 'Hi', recipients, free: false, sendAt: now, now });
    });
    expect(await countSent(db, u.userId, ChannelId.Email, 0)).toBe(4);
    expect(await countSent(db, u.userId, ChannelId.SMS, 0)).toBe(0);
    // An SMS daily total of 3: three SMS recipients still fit (the e-mail-like sends do not count), a fourth does not.
    await gw.ok('CreateUSMSSendLimitRule', { RuleName: 'three', DailyTotal: 3, MonthlyTotal: 100, DailySingle: 1, MonthlySingle: 1 }, u.token);
    expect(await gw.api('AddUSMSSendTask', { PhoneNumbers: usNumbers(3, 4100), Content: 'Per channel', IdempotencyKey: idemKey() }, u.token)).toMatchObject({ RetCode: 0 });
    expect(await gw.api('AddUSMSSendTask', { PhoneNumbers: usNumbers(1, 4200), Content: 'Per channel', IdempotencyKey: idemKey() }, u.token)).toMatchObject({ RetCode: RetCode.SendLimitExceeded });
    expect(await countSent(db, u.userId, ChannelId.SMS, 0)).toBe(3);
  }, 60_000);
});
