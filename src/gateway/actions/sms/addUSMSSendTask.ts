import { RetCode } from '../../../contract/retCodes';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { wakeJobRunners } from '../../jobs/wakeJobRunners';
import { SMS_RECIPIENTS_MAX } from '../../../contract/sms/smsConstants';
import { parseRecipients } from '../../messaging/recipients/parseRecipients';
import { readRecipientSource } from '../../messaging/recipients/readRecipientSource';
import type { RecipientSource } from '../../messaging/recipients/RecipientSource';
import { createTask } from '../../messaging/tasks/createTask';
import { segmentPrice } from '../../sms/pricing/smsPrices';
import { smsChannel } from '../../sms/smsChannel';
import { checkTrial } from './checkTrial';
import { defaultProjectId } from './defaultProjectId';
import { enforceSendLimits } from './enforceSendLimits';
import { lockSendingUser } from './lockSendingUser';
import { resolveContent } from './resolveContent';
import { smsIds } from './smsIds';

/** SendTime may be up to this far in the past (clock skew, a form left open): it then means now. */
const PAST_GRACE_MS = 5 * 60_000;

/**
 * Accepts a send task in one transaction (with the IdempotencyKey the dispatcher claims): read the
 * numbers (typed, the uploaded file FileId names, or a group's or segment's members: the core's
 * recipient sources; the task keeps which audience it was), validate them, apply the trial and limit rules, then the messaging core's createTask
 * prices every message (segments in its country × the country's price), holds the total on the
 * SMS wallet, stores the task and its messages, and queues the task's job at its send time.
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
  const sms = smsChannel(ctx.config.sms);
  // The numbers as typed (PhoneNumbers), from the caller's uploaded 'import' file (FileId), or the phones of a group's or segment's members; the contract requires one of them.
  const source: RecipientSource =
    p.FileId !== undefined
      ? { kind: 'file', fileId: p.FileId }
      : p.GroupId !== undefined
        ? { kind: 'audience', target: { kind: 'Group', id: p.GroupId } }
        : p.SegmentId !== undefined
          ? { kind: 'audience', target: { kind: 'Segment', id: p.SegmentId } }
          : { kind: 'list', addresses: p.PhoneNumbers ?? [] };
  const { entries, audience } = await readRecipientSource(ctx.db, sms, source, {
    userId,
    uploadDir: ctx.config.uploadDir,
    defaultCountry: p.CountryCode,
    channels: ctx.channels,
    now: ctx.now,
    max: SMS_RECIPIENTS_MAX,
  });
  const recipients = parseRecipients(sms, entries, p.CountryCode);
  if (recipients.valid.length > SMS_RECIPIENTS_MAX) throw new ActionError(RetCode.InvalidParams, `At most ${SMS_RECIPIENTS_MAX} phone numbers per task`);
  if (recipients.valid.length === 0) throw new ActionError(recipients.unsupported > 0 ? RetCode.CountryNotSupported : RetCode.NoValidRecipients);
  const phones = recipients.valid.map((v) => v.address);
  const trial = !user.upgrade;
  if (trial) await checkTrial(ctx.db, user, text, phones);
  await enforceSendLimits(ctx.db, userId, p.TimeZone, phones, sendAt);

  const { task, priced } = await createTask(ctx.db, sms, {
    userId,
    taskId: smsIds.task(),
    sessionNo: smsIds.session(),
    text,
    recipients,
    free: trial,
    sendAt,
    name: p.TaskName,
    tags: p.Tags,
    senderId: p.SenderId,
    templateId,
    countryCode: p.CountryCode,
    timeZone: p.TimeZone,
    isTest: p.IsTest,
    audience,
    now: ctx.now,
  });
  ctx.afterCommit(() => wakeJobRunners());
  return {
    TaskId: task.taskId,
    SessionNo: task.sessionNo,
    AccountId: await defaultProjectId(ctx.db, userId),
    Status: task.status,
    Submitted: priced.messages.length,
    Invalid: recipients.invalid,
    Duplicate: recipients.duplicate,
    Unsupported: recipients.unsupported,
    Segments: priced.units,
    EstimatedCost: priced.cost,
    OptedOut: priced.optedOut,
  };
};
