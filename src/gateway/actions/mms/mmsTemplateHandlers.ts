import { eq } from 'drizzle-orm';
import { ChannelId } from '../../../contract/constants';
import { RetCode } from '../../../contract/retCodes';
import { SmsTemplatePurpose, SmsTemplateStatus } from '../../../contract/sms/templateMeta';
import { smsTemplates } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { deleteTemplates } from '../sms/deleteUSMSTemplate';
import { loadTemplate } from '../sms/loadTemplate';
import { queryTemplates } from '../sms/queryUSMSTemplate';
import { queueReview } from '../sms/queueReview';
import { smsIds } from '../sms/smsIds';
import { checkMmsImage } from './checkMmsImage';
import { toMmsTemplate } from './toMmsTemplate';

/**
 * MMS templates: rows of the SMS templates table with channel 6018, the same review states
 * (InReview → Passed or Rejected by the review job) and the same review job; the image must be an
 * MMS image the caller uploaded (checkMmsImage).
 */
export const createUMMSTemplate: Handler<'CreateUMMSTemplate'> = async (p, ctx) => {
  await checkMmsImage(ctx.db, ctx.caller.userId, p.MediaFileId);
  const [t] = await ctx.db
    .insert(smsTemplates)
    .values({
      templateId: smsIds.template(),
      userId: ctx.caller.userId,
      channel: ChannelId.MMS,
      name: p.TemplateName,
      purpose: SmsTemplatePurpose.Notification,
      subject: p.Subject,
      body: p.Template,
      mediaFileId: p.MediaFileId,
      remark: p.Remark,
      status: SmsTemplateStatus.InReview,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  await queueReview(ctx, t!.id);
  return toMmsTemplate(t!);
};

/** Changes an MMS template (not while in review or disabled); it goes back to review. */
export const updateUMMSTemplate: Handler<'UpdateUMMSTemplate'> = async (p, ctx) => {
  const t = await loadTemplate(ctx.db, ctx.caller.userId, p.TemplateId, ChannelId.MMS);
  if (t.status === SmsTemplateStatus.InReview || t.status === SmsTemplateStatus.Disabled) throw new ActionError(RetCode.TemplateNotEditable);
  await checkMmsImage(ctx.db, ctx.caller.userId, p.MediaFileId);
  const [updated] = await ctx.db
    .update(smsTemplates)
    .set({ name: p.TemplateName, subject: p.Subject, body: p.Template, mediaFileId: p.MediaFileId, remark: p.Remark, status: SmsTemplateStatus.InReview, rejectReason: '', updatedAt: ctx.now })
    .where(eq(smsTemplates.id, t.id))
    .returning();
  await queueReview(ctx, t.id);
  return toMmsTemplate(updated!);
};

export const getUMMSTemplate: Handler<'GetUMMSTemplate'> = async (p, ctx) => toMmsTemplate(await loadTemplate(ctx.db, ctx.caller.userId, p.TemplateId, ChannelId.MMS));

export const queryUMMSTemplate: Handler<'QueryUMMSTemplate'> = (p, ctx) => queryTemplates(ctx.db, ctx.caller.userId, ChannelId.MMS, p, toMmsTemplate);

export const deleteUMMSTemplate: Handler<'DeleteUMMSTemplate'> = (p, ctx) => deleteTemplates(ctx.db, ctx.caller.userId, ChannelId.MMS, p.TemplateIds);
