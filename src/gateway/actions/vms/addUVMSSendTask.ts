import { and, eq } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import { CallOutType, CallPeriod, DAYTIME_WINDOW } from '../../../contract/vms/voiceTask';
import { isVoiceTemplateApproved, VoiceTemplateType } from '../../../contract/vms/voiceTemplate';
import { voiceTemplates } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { wakeJobRunners } from '../../jobs/wakeJobRunners';
import { createTask } from '../../messaging/tasks/createTask';
import { voiceChannel } from '../../vms/voiceChannel';
import { voiceMinutePrice } from '../../vms/voicePrices';
import { sendTaskAnswer } from '../../messaging/tasks/sendTaskAnswer';
import { lockSendingUser } from '../sms/lockSendingUser';
import { sendRecipients, sendTimeOf } from '../sms/sendRecipients';
import { smsIds } from '../sms/smsIds';

/**
 * Accepts a voice task in one transaction: a passed voice template of the caller (its speech or
 * audio, and its length), the recipients from the core's sources (typed, an uploaded file, a
 * group's or segment's members), the call period (the task's daily window in the recipient's
 * zone) and call-out number, then the core's createTask: one call per recipient held at the
 * audio's started minutes × the country's minute price on the voice sub-wallet, the task and its
 * calls stored and its job queued. Trial accounts have no voice calls.
 */
export const addUVMSSendTask: Handler<'AddUVMSSendTask'> = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const user = await lockSendingUser(ctx.db, userId);
  if (!user) throw new ActionError(RetCode.NotLoggedIn);
  if (!user.upgrade) throw new ActionError(RetCode.TrialContentOnly);
  if (p.CountryCode && voiceMinutePrice(p.CountryCode) === null) throw new ActionError(RetCode.CountryNotSupported);
  const sendAt = sendTimeOf(p, ctx.now);

  const [template] = await ctx.db.select().from(voiceTemplates).where(and(eq(voiceTemplates.templateId, p.TemplateId), eq(voiceTemplates.userId, userId)));
  if (!template) throw new ActionError(RetCode.TemplateNotFound);
  if (!isVoiceTemplateApproved(template.status) || template.durationMs <= 0) throw new ActionError(RetCode.TemplateNotPassed);
  const audioId = template.type === VoiceTemplateType.Text ? template.templateId : template.audioId;

  const channel = voiceChannel(ctx.config.vms);
  const { recipients, audience } = await sendRecipients(ctx, channel, p);
  const callOut = p.CallOutType === CallOutType.Special ? `+${(p.CallOutNumber ?? '').replace(/[\s+-]/g, '')}` : '';

  const created = await createTask(ctx.db, channel, {
    userId,
    taskId: smsIds.task(),
    sessionNo: smsIds.session(),
    text: template.type === VoiceTemplateType.Text ? template.content : template.name,
    mediaFileId: audioId,
    mediaDurationMs: template.durationMs,
    window: p.CallPeriod === CallPeriod.Daytime ? DAYTIME_WINDOW : null,
    recipients,
    free: false,
    sendAt,
    name: p.TaskName,
    tags: p.Tags,
    senderId: callOut,
    templateId: template.templateId,
    countryCode: p.CountryCode,
    timeZone: p.TimeZone,
    audience,
    now: ctx.now,
  });
  ctx.afterCommit(() => wakeJobRunners());
  return sendTaskAnswer(ctx.db, created, recipients);
};
