import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChannelId } from '../../src/contract/constants';
import { TaskStatus } from '../../src/contract/messaging/taskStatus';
import { RetCode } from '../../src/contract/retCodes';
import { SmsTemplateStatus } from '../../src/contract/sms/templateMeta';
import { MMS_IMAGE_LIMIT_BYTES } from '../../src/contract/upload/uploadKinds';
import { simCarrierMessages, smsMessages, smsTasks, walletHolds } from '../../src/gateway/db/schema';
import { startTestGateway, type TestGateway } from './harness';
import { fastSms, idemKey, smsUser, smsWallet, usNumbers, waitFor } from './smsFixture';
import { inAnHour, md5B64, md5Hex, pngBytes } from './uploadFixture';
import { newUser } from './userFixture';

interface Grant {
  Authorization: string;
  Address: string;
  FileId: string;
}
interface Template {
  TemplateId: string;
  Status: number;
  Subject: string;
  Template: string;
  MediaFileId: string | null;
  MediaURL: string | null;
  RejectReason: string;
}
interface Task {
  TaskId: string;
  Status: number;
  Submitted: number;
  Succeeded: number;
  Failed: number;
  Unknown: number;
  SubmitFailed: number;
  Pending: number;
  ChargedAmount: number;
  EstimatedCost: number;
  Subject: string;
  MediaFileId: string | null;
}

/** 79 per SMS segment to the US, an MMS is three segments. */
const US_MMS_PRICE = 3 * 79;

/** MMS (channel 6018): images through the upload flow, templates with review, sends, tasks and records. */
describe('MMS', () => {
  let gw: TestGateway;
  let uploadDir: string;

  beforeAll(async () => {
    uploadDir = mkdtempSync(join(tmpdir(), 'mms-test-'));
    gw = await startTestGateway({ ...fastSms(), uploadDir });
  });
  afterAll(async () => {
    await gw.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  /** The upload flow of spec 001 §7: grant, then PUT; answers the FileId or the refusal. */
  async function upload(token: string, body: Buffer, o: { fileType?: string; kind?: string; fileName?: string } = {}) {
    const fileType = o.fileType ?? 'image/png';
    const g = await gw.api<Grant>('GetMediaFileSign', { ExpiryDate: inAnHour(), FileName: o.fileName ?? 'reminder.png', FileType: fileType, MD5value: md5Hex(body), FileSize: body.length, Kind: o.kind ?? 'mms-image' }, token);
    if (g.RetCode !== 0) return { fileId: null, retCode: g.RetCode, message: g.Message };
    const res = await fetch(`${gw.url}${g.Data!.Address}`, { method: 'PUT', headers: { Authorization: g.Data!.Authorization, 'Content-MD5': md5B64(body), 'Content-Type': fileType }, body: new Uint8Array(body) });
    const env = (await res.json()) as { RetCode: number; Message: string };
    return { fileId: env.RetCode === 0 ? g.Data!.FileId : null, retCode: env.RetCode, message: env.Message };
  }

  async function image(token: string): Promise<string> {
    const r = await upload(token, pngBytes(2000));
    expect(r.retCode).toBe(0);
    return r.fileId!;
  }

  /** A template, waited for until its review ends (the test review has no delay). */
  async function passedTemplate(token: string, mediaFileId: string, over: Record<string, unknown> = {}): Promise<Template> {
    const t = await gw.ok<Template>('CreateUMMSTemplate', { TemplateName: 'Reminder', Subject: 'Your appointment', Template: 'Dear {{1}}, see you on {{2}} at the clinic.', MediaFileId: mediaFileId, ...over }, token);
    return waitFor(() => gw.ok<Template>('GetUMMSTemplate', { TemplateId: t.TemplateId }, token), (x) => x.Status !== SmsTemplateStatus.InReview, 15_000);
  }

  const send = (token: string, params: Record<string, unknown>) => gw.api<{ TaskId: string; Submitted: number; Invalid: number; Duplicate: number; EstimatedCost: number }>('AddUMMSSendTask', { IdempotencyKey: idemKey(), TemplateParams: ['Ann', 'Monday'], ...params }, token);
  const task = async (token: string, taskId: string) => (await gw.ok<{ Tasks: Task[] }>('GetUMMSSendTask', { TaskId: taskId }, token)).Tasks[0]!;
  const finished = (token: string, taskId: string, timeoutMs = 60_000) => waitFor(() => task(token, taskId), (t) => t.Status === TaskStatus.Complete || t.Status === TaskStatus.Failed, timeoutMs);

  it('refuses an MMS image over 300 KB, at the grant and at the PUT, with the spec\'s message', async () => {
    const u = await smsUser(gw.db);
    const big = await upload(u.token, pngBytes(MMS_IMAGE_LIMIT_BYTES));
    expect(big).toMatchObject({ fileId: null, retCode: RetCode.UploadImageTooLarge, message: 'Uploaded image exceeds 300KB' });
    // A grant for a small file does not let more than 300 KB through.
    const small = pngBytes(10);
    const g = (await gw.api<Grant>('GetMediaFileSign', { ExpiryDate: inAnHour(), FileName: 'a.png', FileType: 'image/png', MD5value: md5Hex(small), FileSize: small.length, Kind: 'mms-image' }, u.token)).Data!;
    const over = pngBytes(MMS_IMAGE_LIMIT_BYTES + 100);
    const res = await fetch(`${gw.url}${g.Address}`, { method: 'PUT', headers: { Authorization: g.Authorization, 'Content-MD5': md5B64(small), 'Content-Type': 'image/png' }, body: new Uint8Array(over) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { Message: string }).Message).toBe('Uploaded image exceeds 300KB');
    // An image stored under another kind and larger than 300 KB cannot be an MMS's image either.
    const general = await upload(u.token, pngBytes(MMS_IMAGE_LIMIT_BYTES + 10), { kind: 'image' });
    expect(general.retCode).toBe(0);
    const t = await gw.api('CreateUMMSTemplate', { TemplateName: 'Big', Subject: 'S', Template: 'Hello', MediaFileId: general.fileId }, u.token);
    expect(t).toMatchObject({ RetCode: RetCode.UploadImageTooLarge, Message: 'Uploaded image exceeds 300KB' });
  });

  it('refuses a file whose bytes are not a PNG, JPEG or GIF, whatever its name and declared type', async () => {
    const u = await smsUser(gw.db);
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(500, 1)]);
    const renamed = await upload(u.token, exe, { fileName: 'photo.png' });
    expect(renamed).toMatchObject({ fileId: null, retCode: RetCode.UploadTypeMismatch, message: 'The uploaded file type does not match' });
    const text = await upload(u.token, Buffer.from('just some text pretending to be a picture'), { fileName: 'photo.jpg', fileType: 'image/jpeg' });
    expect(text).toMatchObject({ retCode: RetCode.UploadTypeMismatch, message: 'The uploaded file type does not match' });
    // A WebP stored as a general image is an image, but not one an MMS carries.
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([40, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(28, 0)]);
    const stored = await upload(u.token, webp, { kind: 'image', fileType: 'image/webp', fileName: 'a.webp' });
    expect(stored.retCode).toBe(0);
    const t = await gw.api('CreateUMMSTemplate', { TemplateName: 'WebP', Subject: 'S', Template: 'Hello', MediaFileId: stored.fileId }, u.token);
    expect(t).toMatchObject({ RetCode: RetCode.UploadTypeMismatch, Message: 'The uploaded file type does not match' });
    // An unknown id is named, and nothing is saved.
    const unknown = await gw.api('CreateUMMSTemplate', { TemplateName: 'None', Subject: 'S', Template: 'Hello', MediaFileId: 'no-such-file' }, u.token);
    expect(unknown.RetCode).toBe(RetCode.InvalidParams);
    expect(unknown.Message).toContain('MediaFileId');
    expect((await gw.ok<{ Total: number }>('QueryUMMSTemplate', {}, u.token)).Total).toBe(0);
  });

  it('templates: subject, image and text go to review; passed, rejected, and an update goes back to review; SMS and MMS templates stay apart', async () => {
    const u = await smsUser(gw.db);
    const img = await image(u.token);
    const missingSubject = await gw.api('CreateUMMSTemplate', { TemplateName: 'X', Subject: '', Template: 'Hi', MediaFileId: img }, u.token);
    expect(missingSubject.RetCode).toBe(RetCode.InvalidParams);
    expect(missingSubject.Message).toContain('Subject is required');

    const passed = await passedTemplate(u.token, img);
    expect(passed).toMatchObject({ Status: SmsTemplateStatus.Passed, Subject: 'Your appointment', MediaFileId: img, MediaURL: `/media/${img}` });
    const rejected = await passedTemplate(u.token, img, { TemplateName: 'Promo', Template: 'Win at the casino tonight' });
    expect(rejected.Status).toBe(SmsTemplateStatus.Rejected);
    expect(rejected.RejectReason).toContain('gambling');

    const changed = await gw.ok<Template>('UpdateUMMSTemplate', { TemplateId: rejected.TemplateId, TemplateName: 'Promo', Subject: 'Check-up', Template: 'Time for your yearly check-up, {{1}}.', MediaFileId: img }, u.token);
    expect(changed.Status).toBe(SmsTemplateStatus.InReview);
    const again = await waitFor(() => gw.ok<Template>('GetUMMSTemplate', { TemplateId: rejected.TemplateId }, u.token), (x) => x.Status !== SmsTemplateStatus.InReview, 15_000);
    expect(again).toMatchObject({ Status: SmsTemplateStatus.Passed, Subject: 'Check-up', RejectReason: '' });

    const sms = await gw.ok<{ TemplateId: string }>('CreateUSMSTemplate', { TemplateName: 'Plain', Purpose: 1, Template: 'An SMS' }, u.token);
    expect((await gw.ok<{ Templates: Template[] }>('QueryUMMSTemplate', {}, u.token)).Templates.map((t) => t.TemplateId).sort()).toEqual([passed.TemplateId, rejected.TemplateId].sort());
    expect((await gw.ok<{ Templates: Array<{ TemplateId: string }> }>('QueryUSMSTemplate', {}, u.token)).Templates.map((t) => t.TemplateId)).toEqual([sms.TemplateId]);
    expect((await gw.api('GetUMMSTemplate', { TemplateId: sms.TemplateId }, u.token)).RetCode).toBe(RetCode.TemplateNotFound);
    expect((await gw.api('GetUSMSTemplate', { TemplateId: passed.TemplateId }, u.token)).RetCode).toBe(RetCode.TemplateNotFound);
    // An SMS send cannot use an MMS template.
    const wrong = await gw.api('AddUSMSSendTask', { TemplateId: passed.TemplateId, TemplateParams: ['a', 'b'], PhoneNumbers: usNumbers(1), IdempotencyKey: idemKey() }, u.token);
    expect(wrong.RetCode).toBe(RetCode.TemplateNotFound);
    expect((await gw.ok<{ Deleted: number }>('DeleteUMMSTemplate', { TemplateIds: [passed.TemplateId, sms.TemplateId] }, u.token)).Deleted).toBe(1);
  });

  it('an MMS task to 1,000 numbers completes: counts add up, the SMS wallet is charged per accepted message and the hold released', async () => {
    const u = await smsUser(gw.db, 5_000_000);
    const t = await passedTemplate(u.token, await image(u.token));
    const prices = await gw.ok<{ Prices: Array<{ CountryCode: string; Price: number }> }>('GetUMMSPrice', { CountryCode: 'US' }, u.token);
    expect(prices.Prices).toEqual([expect.objectContaining({ CountryCode: 'US', Price: US_MMS_PRICE })]);
    const before = await smsWallet(gw.db, u.userId);
    // +1 202 555 0000-0999: the simulated carrier fails the endings 01 (10), leaves 02 unknown (10) and refuses 03 at submit (10).
    const numbers = usNumbers(1000);
    const started = Date.now();
    const r = await send(u.token, { TemplateId: t.TemplateId, PhoneNumbers: [...numbers, numbers[0], 'not a number'], SenderId: 'Clinic', TaskName: 'Reminders' });
    expect(r.RetCode).toBe(0);
    expect(r.Data).toMatchObject({ Submitted: 1000, Duplicate: 1, Invalid: 1, EstimatedCost: 1000 * US_MMS_PRICE });
    const done = await finished(u.token, r.Data!.TaskId, 120_000);
    const seconds = (Date.now() - started) / 1000;
    expect(done).toMatchObject({ Status: TaskStatus.Complete, Submitted: 1000, Succeeded: 970, Failed: 10, Unknown: 10, SubmitFailed: 10, Pending: 0, Subject: 'Your appointment', MediaFileId: t.MediaFileId });
    expect(done.Succeeded + done.Failed + done.Unknown + done.SubmitFailed).toBe(done.Submitted);
    expect(done.ChargedAmount).toBe(990 * US_MMS_PRICE);
    const after = await smsWallet(gw.db, u.userId);
    expect(before.amount - after.amount).toBe(990 * US_MMS_PRICE);
    expect(after.amountFreeze).toBe(before.amountFreeze);
    const [hold] = await gw.db.select().from(walletHolds).where(eq(walletHolds.reference, `mms-task:${r.Data!.TaskId}`));
    expect(hold).toBeDefined();
    // The core's rows carry the channel; the MMS carrier's rows are its own (channel 6018), each handed over once.
    const [row] = await gw.db.select().from(smsTasks).where(eq(smsTasks.taskId, r.Data!.TaskId));
    expect(row!.channel).toBe(ChannelId.MMS);
    const carrierRows = await gw.db.select({ submits: simCarrierMessages.submits }).from(simCarrierMessages).innerJoin(smsMessages, eq(smsMessages.id, simCarrierMessages.messageId)).where(and(eq(smsMessages.taskId, row!.id), eq(simCarrierMessages.channel, ChannelId.MMS)));
    expect(carrierRows).toHaveLength(1000);
    expect(carrierRows.every((c) => c.submits === 1)).toBe(true);
    // Records: the task's 1,000, and none of them among SMS's.
    const records = await gw.ok<{ Total: number }>('GetUMMSSendRecord', { TaskId: r.Data!.TaskId, Limit: 1 }, u.token);
    expect(records.Total).toBe(1000);
    expect((await gw.ok<{ Total: number }>('GetUSMSSendRecord', { TaskId: r.Data!.TaskId, Limit: 1 }, u.token)).Total).toBe(0);
    expect((await gw.ok<{ Total: number }>('GetUSMSSendTask', {}, u.token)).Total).toBe(0);
    // Statistics, retry preview, statistics series and exports: the SMS reads on channel 6018.
    const stats = await gw.ok<{ Task: Task; ByCountry: Array<{ CountryCode: string; Submitted: number; Cost: number }> }>('DescribeUMMSSendTaskStatistics', { TaskId: r.Data!.TaskId }, u.token);
    expect(stats.ByCountry).toEqual([expect.objectContaining({ CountryCode: 'US', Submitted: 1000, Cost: 990 * US_MMS_PRICE })]);
    expect(await gw.ok('PreviewUMMSRetryTask', { TaskId: r.Data!.TaskId }, u.token)).toMatchObject({ Recipients: 20, EstimatedCost: 20 * US_MMS_PRICE });
    const day = { StartTime: Math.floor(started / 1000) - 60, EndTime: Math.floor(Date.now() / 1000) + 60 };
    expect((await gw.ok<{ Total: { Submitted: number } }>('GetUMMSSendStatistics', day, u.token)).Total.Submitted).toBe(1000);
    expect((await gw.ok<{ Total: { Submitted: number } }>('GetUSMSSendStatistics', day, u.token)).Total.Submitted).toBe(0);
    const ex = await gw.ok<{ ExportId: string }>('AddUMMSExportSendRecordTask', { TaskId: r.Data!.TaskId, ...day }, u.token);
    const exported = await waitFor(async () => (await gw.ok<{ Records: Array<{ Status: number; RowCount: number }> }>('GetUMMSExportSendRecord', { ExportId: ex.ExportId }, u.token)).Records[0]!, (e) => e.RowCount > 0, 60_000);
    expect(exported.RowCount).toBe(1000);
    expect((await gw.ok<{ Total: number }>('GetUSMSExportSendRecord', {}, u.token)).Total).toBe(0);
    const retry = await gw.ok<{ TaskId: string; RetryOf: string; Submitted: number }>('RetryUMMSSendTask', { TaskId: r.Data!.TaskId, IdempotencyKey: idemKey() }, u.token);
    expect(retry).toMatchObject({ RetryOf: r.Data!.TaskId, Submitted: 20 });
    expect(await task(u.token, retry.TaskId)).toMatchObject({ Subject: 'Your appointment', MediaFileId: t.MediaFileId });
    console.log(`[mms] 1,000-number task on ${gw.kind}: accepted and completed in ${seconds.toFixed(1)} s`);
  }, 180_000);

  it('sends to an uploaded file and to a group\'s phones; a scheduled task can be cancelled and its hold released', async () => {
    const u = await smsUser(gw.db);
    const t = await passedTemplate(u.token, await image(u.token));
    const [a, b] = usNumbers(2, 510);
    const csv = Buffer.from(`name,phone\nAnn,${a}\nBob,${b}\n`);
    const g = await gw.ok<Grant>('GetMediaFileSign', { ExpiryDate: inAnHour(), FileName: 'list.csv', FileType: 'text/csv', MD5value: md5Hex(csv), FileSize: csv.length, Kind: 'import' }, u.token);
    await fetch(`${gw.url}${g.Address}`, { method: 'PUT', headers: { Authorization: g.Authorization, 'Content-MD5': md5B64(csv), 'Content-Type': 'text/csv' }, body: new Uint8Array(csv) });
    const fromFile = await send(u.token, { TemplateId: t.TemplateId, FileId: g.FileId });
    expect(fromFile.Data).toMatchObject({ Submitted: 2 });
    expect(await finished(u.token, fromFile.Data!.TaskId)).toMatchObject({ Succeeded: 2 });

    const group = await gw.ok<{ GroupId: string }>('CreateContactGroup', { GroupName: 'Patients' }, u.token);
    await gw.ok('CreateContacts', { Contacts: [{ FirstName: 'C', Phone: '+12025550611' }, { FirstName: 'D', Email: 'd@clinic.example' }], GroupIds: [group.GroupId] }, u.token);
    const toGroup = await send(u.token, { TemplateId: t.TemplateId, GroupId: group.GroupId });
    expect(toGroup.Data).toMatchObject({ Submitted: 1 });
    expect(await finished(u.token, toGroup.Data!.TaskId)).toMatchObject({ Succeeded: 1 });

    const before = await smsWallet(gw.db, u.userId);
    const later = await send(u.token, { TemplateId: t.TemplateId, PhoneNumbers: usNumbers(3, 700), SendTime: Math.floor(Date.now() / 1000) + 3600 });
    expect(later.Data).toMatchObject({ Submitted: 3 });
    expect((await smsWallet(gw.db, u.userId)).amountFreeze - before.amountFreeze).toBe(3 * US_MMS_PRICE);
    const cancelled = await gw.ok<Task>('CancelUMMSSendTask', { TaskId: later.Data!.TaskId }, u.token);
    expect(cancelled.Status).toBe(TaskStatus.Cancelled);
    expect((await smsWallet(gw.db, u.userId)).amountFreeze).toBe(before.amountFreeze);
  }, 120_000);

  it('refuses what MMS cannot send: a rejected template, missing variables, a trial account, an unsupported country, too little balance', async () => {
    const u = await smsUser(gw.db, 100);
    const img = await image(u.token);
    const t = await passedTemplate(u.token, img);
    const poor = await send(u.token, { TemplateId: t.TemplateId, PhoneNumbers: usNumbers(5) });
    expect(poor.RetCode).toBe(RetCode.InsufficientBalance);
    expect((await send(u.token, { TemplateId: t.TemplateId, PhoneNumbers: ['+99912345678'] })).RetCode).not.toBe(0);
    const rejected = await passedTemplate(u.token, img, { Template: 'Bitcoin giveaway' });
    expect((await send(u.token, { TemplateId: rejected.TemplateId, PhoneNumbers: usNumbers(1) })).RetCode).toBe(RetCode.TemplateNotPassed);
    expect((await send(u.token, { TemplateId: t.TemplateId, PhoneNumbers: usNumbers(1), TemplateParams: ['only one'] })).RetCode).toBe(RetCode.TemplateVariablesIncomplete);
    expect((await gw.ok<{ Total: number }>('GetUMMSSendTask', {}, u.token)).Total).toBe(0);
    // A trial account (not upgraded) sends only the SMS test content: no MMS.
    const trial = await newUser(gw.db);
    const trialTemplate = await passedTemplate(trial.token, await image(trial.token));
    const refused = await send(trial.token, { TemplateId: trialTemplate.TemplateId, PhoneNumbers: usNumbers(1) });
    expect(refused.RetCode).toBe(RetCode.TrialContentOnly);
  });

  it('keeps accounts apart: another account cannot read, use, change, send or cancel what is not its own', async () => {
    const a = await smsUser(gw.db);
    const b = await smsUser(gw.db);
    const img = await image(a.token);
    const t = await passedTemplate(a.token, img);
    const sent = await send(a.token, { TemplateId: t.TemplateId, PhoneNumbers: usNumbers(2, 800), SendTime: Math.floor(Date.now() / 1000) + 3600 });
    expect(sent.RetCode).toBe(0);
    const taskId = sent.Data!.TaskId;

    expect((await gw.api('GetUMMSTemplate', { TemplateId: t.TemplateId }, b.token)).RetCode).toBe(RetCode.TemplateNotFound);
    expect((await gw.ok<{ Total: number }>('QueryUMMSTemplate', {}, b.token)).Total).toBe(0);
    expect((await gw.api('UpdateUMMSTemplate', { TemplateId: t.TemplateId, TemplateName: 'Mine', Subject: 'S', Template: 'T', MediaFileId: img }, b.token)).RetCode).toBe(RetCode.TemplateNotFound);
    expect((await gw.ok<{ Deleted: number }>('DeleteUMMSTemplate', { TemplateIds: [t.TemplateId] }, b.token)).Deleted).toBe(0);
    // A's image is not B's to put in a template.
    const stolen = await gw.api('CreateUMMSTemplate', { TemplateName: 'Stolen', Subject: 'S', Template: 'T', MediaFileId: img }, b.token);
    expect(stolen.RetCode).toBe(RetCode.InvalidParams);
    expect((await send(b.token, { TemplateId: t.TemplateId, PhoneNumbers: usNumbers(1) })).RetCode).toBe(RetCode.TemplateNotFound);
    expect((await gw.ok<{ Total: number }>('GetUMMSSendTask', { TaskId: taskId }, b.token)).Total).toBe(0);
    expect((await gw.ok<{ Tasks: Task[] }>('DescribeUMMSTaskStatus', { TaskIds: [taskId] }, b.token)).Tasks).toEqual([]);
    expect((await gw.ok<{ Total: number }>('GetUMMSSendRecord', { TaskId: taskId }, b.token)).Total).toBe(0);
    expect((await gw.api('CancelUMMSSendTask', { TaskId: taskId }, b.token)).RetCode).toBe(RetCode.TaskNotFound);
    // A's task is still there, untouched, and A's own reads see it.
    expect((await task(a.token, taskId)).Status).toBe(TaskStatus.Waiting);
    expect((await gw.ok<{ Total: number }>('GetUMMSSendRecord', { TaskId: taskId }, a.token)).Total).toBe(2);
  });
});
