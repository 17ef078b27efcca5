import { WalletProductType } from '../../../contract/constants';
import { RetCode } from '../../../contract/retCodes';
import { countSegments } from '../../../contract/sms/segments';
import { SmsTaskStatus } from '../../../contract/sms/taskStatus';
import { smsTasks } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { enqueueJob } from '../../jobs/jobQueue';
import { wakeJobRunners } from '../../jobs/wakeJobRunners';
import { SMS_TASK_JOB } from '../../sms/delivery/taskJob';
import { placeHold } from '../../sms/holds';
import { segmentPrice } from '../../sms/pricing/smsPrices';
import { checkTrial } from './checkTrial';
import { defaultProjectId } from './defaultProjectId';
import { enforceSendLimits } from './enforceSendLimits';
import { insertMessages } from './insertMessages';
import { lockSendingUser } from './lockSendingUser';
import { parseRecipients } from './parseRecipients';
import { resolveContent } from './resolveContent';
import { smsIds } from './smsIds';

/** SendTime may be up to this far in the past (clock skew, a form left open): it then means now. */
const PAST_GRACE_MS = 5 * 60_000;

/**
 * Accepts a send task in one transaction (with the IdempotencyKey the dispatcher claims): parse
 * and validate the numbers, apply the trial and limit rules, price every message (segments in its
 * country × the country's price), hold the total on the SMS wallet, store the task and its
 * messages, and queue the task's job at its send time.
 */
export const addUSMSSendTask: Handler<'AddUSMSSendTask'> = async (p, ctx) => {
  const userId = ctx.caller.userId;
  // Locked first: the trial and limit checks below and the insert of the messages are one step per account.
  const user = await lockSendingUser(ctx.db, userId);
  if (!user) throw new ActionError(RetCode.NotLoggedIn);
  if (p.CountryCode && segmentPrice(p.CountryCode) === null) throw new ActionError(RetCode.CountryNotSupported);
  const sendAt = p.SendTime === undefined ? ctx.now : Math.max(p.SendTime * 1000, ctx.now);
  if (p.SendTime !== undefined && p.SendTime * 1000 < ctx.now - PAST_GRACE_MS) throw new ActionError(RetCode.SendTimeInPast);

  const { text, templateId } = await resolveContent(ctx.db, userId, p, { requirePassed: true });
  const parsed = parseRecipients(p.PhoneNumbers, p.CountryCode);
  if (parsed.valid.length === 0) throw new ActionError(parsed.unsupported > 0 ? RetCode.CountryNotSupported : RetCode.NoValidRecipients);
  const phones = parsed.valid.map((v) => v.phone);
  const trial = !user.upgrade;
  if (trial) await checkTrial(ctx.db, user, text, phones);
  await enforceSendLimits(ctx.db, userId, p.TimeZone, phones, sendAt);

  const perCountry = new Map<string, { segments: number; price: number }>();
  let segments = 0;
  let cost = 0;
  const rows = parsed.valid.map((v) => {
    let c = perCountry.get(v.country);
    if (!c) {
      const s = countSegments(text, v.country).segments;
      c = { segments: s, price: trial ? 0 : s * segmentPrice(v.country)! };
      perCountry.set(v.country, c);
    }
    segments += c.segments;
    cost += c.price;
    return { phone: v.phone, country: v.country, segments: c.segments, price: c.price };
  });

  const taskId = smsIds.task();
  const holdReference = cost > 0 ? `sms-task:${taskId}` : null;
  if (holdReference) await placeHold(ctx.db, userId, WalletProductType.SMS, holdReference, cost, ctx.now);
  const status = sendAt > ctx.now + 1000 ? SmsTaskStatus.Waiting : SmsTaskStatus.Pending;
  const [task] = await ctx.db
    .insert(smsTasks)
    .values({
      taskId,
      sessionNo: smsIds.session(),
      userId,
      name: p.TaskName ?? '',
      tags: p.Tags,
      senderId: p.SenderId ?? '',
      content: text,
      templateId,
      countryCode: p.CountryCode ?? (perCountry.size === 1 ? [...perCountry.keys()][0]! : ''),
      sendAt,
      timeZone: p.TimeZone,
      status,
      isTest: p.IsTest,
      holdReference,
      total: rows.length,
      invalid: parsed.invalid,
      duplicate: parsed.duplicate,
      unsupported: parsed.unsupported,
      segments,
      estimatedCost: cost,
      createdAt: ctx.now,
    })
    .returning();
  await insertMessages(ctx.db, task!.id, userId, sendAt, rows);
  await enqueueJob(ctx.db, { kind: SMS_TASK_JOB, ref: String(task!.id), runAt: sendAt, now: ctx.now });
  ctx.afterCommit(() => wakeJobRunners());
  return {
    TaskId: taskId,
    SessionNo: task!.sessionNo,
    AccountId: await defaultProjectId(ctx.db, userId),
    Status: status,
    Submitted: rows.length,
    Invalid: parsed.invalid,
    Duplicate: parsed.duplicate,
    Unsupported: parsed.unsupported,
    Segments: segments,
    EstimatedCost: cost,
  };
};
