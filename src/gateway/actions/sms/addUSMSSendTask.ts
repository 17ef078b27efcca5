import { RetCode } from '../../../contract/retCodes';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { wakeJobRunners } from '../../jobs/wakeJobRunners';
import { createTask } from '../../messaging/tasks/createTask';
import { segmentPrice } from '../../sms/pricing/smsPrices';
import { smsChannel } from '../../sms/smsChannel';
import { checkTrial } from './checkTrial';
import { sendTaskAnswer } from '../../messaging/tasks/sendTaskAnswer';
import { enforceSendLimits } from './enforceSendLimits';
import { lockSendingUser } from './lockSendingUser';
import { resolveContent } from './resolveContent';
import { sendRecipients, sendTimeOf } from './sendRecipients';
import { smsIds } from './smsIds';

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
  const sendAt = sendTimeOf(p, ctx.now);

  const { text, templateId } = await resolveContent(ctx.db, userId, p, { requirePassed: true });
  const sms = smsChannel(ctx.config.sms);
  // The numbers as typed (PhoneNumbers), from the caller's uploaded 'import' file (FileId), or the phones of a group's or segment's members; the contract requires one of them.
  const { recipients, audience } = await sendRecipients(ctx, sms, p);
  const phones = recipients.valid.map((v) => v.address);
  const trial = !user.upgrade;
  if (trial) await checkTrial(ctx.db, user, text, phones);
  await enforceSendLimits(ctx.db, userId, p.TimeZone, phones, sendAt);

  const created = await createTask(ctx.db, sms, {
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
  return { ...(await sendTaskAnswer(ctx.db, created, recipients)), Segments: created.priced.units };
};
