import { ChannelId } from '../../../contract/constants';
import { RetCode } from '../../../contract/retCodes';
import { SMS_RECIPIENTS_MAX } from '../../../contract/sms/smsConstants';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { wakeJobRunners } from '../../jobs/wakeJobRunners';
import { parseRecipients } from '../../messaging/recipients/parseRecipients';
import type { RecipientSource } from '../../messaging/recipients/RecipientSource';
import { readRecipientSource } from '../../messaging/recipients/readRecipientSource';
import { createTask } from '../../messaging/tasks/createTask';
import { mmsChannel } from '../../mms/mmsChannel';
import { mmsMessagePrice } from '../../mms/mmsPrices';
import { defaultProjectId } from '../sms/defaultProjectId';
import { enforceSendLimits } from '../sms/enforceSendLimits';
import { lockSendingUser } from '../sms/lockSendingUser';
import { resolveContent } from '../sms/resolveContent';
import { smsIds } from '../sms/smsIds';
import { checkMmsImage } from './checkMmsImage';

/** SendTime may be up to this far in the past (clock skew, a form left open): it then means now. */
const PAST_GRACE_MS = 5 * 60_000;

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
  const sendAt = p.SendTime === undefined ? ctx.now : Math.max(p.SendTime * 1000, ctx.now);
  if (p.SendTime !== undefined && p.SendTime * 1000 < ctx.now - PAST_GRACE_MS) throw new ActionError(RetCode.SendTimeInPast);

  const { text, templateId, template } = await resolveContent(ctx.db, userId, p, { requirePassed: true, channel: ChannelId.MMS });
  if (!template?.mediaFileId) throw new ActionError(RetCode.TemplateNotFound);
  await checkMmsImage(ctx.db, userId, template.mediaFileId);
  const mms = mmsChannel(ctx.config.sms);
  const source: RecipientSource =
    p.FileId !== undefined
      ? { kind: 'file', fileId: p.FileId }
      : p.GroupId !== undefined
        ? { kind: 'audience', target: { kind: 'Group', id: p.GroupId } }
        : p.SegmentId !== undefined
          ? { kind: 'audience', target: { kind: 'Segment', id: p.SegmentId } }
          : { kind: 'list', addresses: p.PhoneNumbers ?? [] };
  const { entries, audience } = await readRecipientSource(ctx.db, mms, source, {
    userId,
    uploadDir: ctx.config.uploadDir,
    defaultCountry: p.CountryCode,
    channels: ctx.channels,
    now: ctx.now,
    max: SMS_RECIPIENTS_MAX,
  });
  const recipients = parseRecipients(mms, entries, p.CountryCode);
  if (recipients.valid.length > SMS_RECIPIENTS_MAX) throw new ActionError(RetCode.InvalidParams, `At most ${SMS_RECIPIENTS_MAX} phone numbers per task`);
  if (recipients.valid.length === 0) throw new ActionError(recipients.unsupported > 0 ? RetCode.CountryNotSupported : RetCode.NoValidRecipients);
  await enforceSendLimits(ctx.db, userId, p.TimeZone, recipients.valid.map((v) => v.address), sendAt);

  const { task, priced } = await createTask(ctx.db, mms, {
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
  return {
    TaskId: task.taskId,
    SessionNo: task.sessionNo,
    AccountId: await defaultProjectId(ctx.db, userId),
    Status: task.status,
    Submitted: priced.messages.length,
    Invalid: recipients.invalid,
    Duplicate: recipients.duplicate,
    Unsupported: recipients.unsupported,
    EstimatedCost: priced.cost,
    OptedOut: priced.optedOut,
  };
};
