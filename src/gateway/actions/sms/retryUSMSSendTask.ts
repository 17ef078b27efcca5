import { RetCode } from '../../../contract/retCodes';
import type { UserContext } from '../../context';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { wakeJobRunners } from '../../jobs/wakeJobRunners';
import type { Channel } from '../../messaging/Channel';
import { retryRecipients, retryTask } from '../../messaging/tasks/retryTask';
import { smsChannel } from '../../sms/smsChannel';
import { checkTrial } from './checkTrial';
import { defaultProjectId } from '../../messaging/tasks/defaultProjectId';
import { enforceSendLimits } from './enforceSendLimits';
import { loadTask } from './loadTask';
import { lockSendingUser } from './lockSendingUser';
import { smsIds } from './smsIds';

/**
 * Sends the failed numbers of a task again, as a new task (with the IdempotencyKey the dispatcher
 * claims, in one transaction): the account and then the original task are locked, the messaging
 * core picks the numbers whose final result is Fail or SubmitFail that no earlier retry took, the
 * SMS trial and limit rules apply as to any send, and createTask holds and charges on the normal path.
 * The same for every channel of the core (SMS, MMS: `trial` 'refuse' for a channel trial accounts cannot use;
 * WhatsApp: 'none', a channel without trial rules, paid from the main wallet).
 */
export const retrySend = (channelOf: (ctx: UserContext) => Channel, trialRule: 'sms' | 'refuse' | 'none') => async (p: { TaskId: string }, ctx: UserContext) => {
  const userId = ctx.caller.userId;
  const user = await lockSendingUser(ctx.db, userId);
  if (!user) throw new ActionError(RetCode.NotLoggedIn);
  const channel = channelOf(ctx);
  const original = await loadTask(ctx.db, userId, p.TaskId, true, channel.channelId);
  const trial = !user.upgrade && trialRule !== 'none';
  if (trial && trialRule === 'refuse') throw new ActionError(RetCode.TrialContentOnly);
  const recipients = await retryRecipients(ctx.db, channel, original);
  if (recipients.valid.length === 0) throw new ActionError(recipients.unsupported > 0 ? RetCode.CountryNotSupported : RetCode.NothingToRetry);
  const phones = recipients.valid.map((v) => v.address);
  if (trial) await checkTrial(ctx.db, user, original.content, phones);
  await enforceSendLimits(ctx.db, userId, original.timeZone, phones, ctx.now);

  const created = await retryTask(ctx.db, channel, original, recipients, { taskId: smsIds.task(), sessionNo: smsIds.session(), free: trial, now: ctx.now });
  if (!created) throw new ActionError(RetCode.NothingToRetry);
  ctx.afterCommit(() => wakeJobRunners());
  return {
    TaskId: created.task.taskId,
    SessionNo: created.task.sessionNo,
    AccountId: await defaultProjectId(ctx.db, userId),
    RetryOf: original.taskId,
    Status: created.task.status,
    Submitted: created.priced.messages.length,
    Segments: created.priced.units,
    EstimatedCost: created.priced.cost,
  };
};

export const retryUSMSSendTask: Handler<'RetryUSMSSendTask'> = retrySend((ctx) => smsChannel(ctx.config.sms), 'sms');
