import { ChannelId } from '../../../contract/constants';
import { RetCode } from '../../../contract/retCodes';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { wakeJobRunners } from '../../jobs/wakeJobRunners';
import { createTask } from '../../messaging/tasks/createTask';
import { mmsChannel } from '../../mms/mmsChannel';
import { mmsMessagePrice } from '../../mms/mmsPrices';
import { sendTaskAnswer } from '../../messaging/tasks/sendTaskAnswer';
import { enforceSendLimits } from '../sms/enforceSendLimits';
import { lockSendingUser } from '../sms/lockSendingUser';
import { resolveContent } from '../sms/resolveContent';
import { sendRecipients, sendTimeOf } from '../sms/sendRecipients';
import { smsIds } from '../sms/smsIds';
import { checkMmsImage } from './checkMmsImage';

/**
 * Accepts an MMS task in one transaction, as AddUSMSSendTask does for SMS: the recipients from the
 * core's sources (typed, an uploaded file, a group's or segment's members), a passed MMS template
 * of the caller (its subject, image and text filled with TemplateParams; the image checked again),
 * the account's send-limit rules, then the core's createTask: one message per recipient priced by
 * country, the total held on the SMS sub-wallet, the task and its messages stored and its job
 * queued. Trial accounts have no MMS (they send only the default SMS test content).
 */
export const addUMMSSendTask: Handler<'AddUMMSSendTask'> = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const user = await lockSendingUser(ctx.db, userId);
  if (!user) throw new ActionError(RetCode.NotLoggedIn);
  if (!user.upgrade) throw new ActionError(RetCode.TrialContentOnly);
  if (p.CountryCode && mmsMessagePrice(p.CountryCode) === null) throw new ActionError(RetCode.CountryNotSupported);
  const sendAt = sendTimeOf(p, ctx.now);

  const { text, templateId, template } = await resolveContent(ctx.db, userId, p, { requirePassed: true, channel: ChannelId.MMS });
  if (!template?.mediaFileId) throw new ActionError(RetCode.TemplateNotFound);
  await checkMmsImage(ctx.db, userId, template.mediaFileId);
  const mms = mmsChannel(ctx.config.sms);
  const { recipients, audience } = await sendRecipients(ctx, mms, p);
  await enforceSendLimits(ctx.db, userId, p.TimeZone, recipients.valid.map((v) => v.address), sendAt);

  const created = await createTask(ctx.db, mms, {
    userId,
    taskId: smsIds.task(),
    sessionNo: smsIds.session(),
    text,
    subject: template.subject,
    mediaFileId: template.mediaFileId,
    recipients,
    free: false,
    sendAt,
    name: p.TaskName,
    tags: p.Tags,
    senderId: p.SenderId,
    templateId,
    countryCode: p.CountryCode,
    timeZone: p.TimeZone,
    audience,
    now: ctx.now,
  });
  ctx.afterCommit(() => wakeJobRunners());
  return sendTaskAnswer(ctx.db, created, recipients);
};
